@testable import StoreCore
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreExplorer
import Testing

/// A hall with two rooms: a screen named by its title pattern (`Room ‹n›`), not by each
/// room; an alarm dialog in a room; and an attic the feature names but no command reaches.
struct Hall: Reducer {
    struct State: Codable, Equatable, Sendable {
        var room: Int?
        var alarm = false
    }

    enum Action: Codable, Equatable, Sendable {
        case entered(Int)
        case left
        case alarmRung
        case alarmSilenced
    }

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .entered(let room): state.room = room
        case .left: state.room = nil
        case .alarmRung: state.alarm = true
        case .alarmSilenced: state.alarm = false
        }
        return .none
    }

    static func render(_ state: State) -> Rendering<Action> {
        guard let room = state.room else {
            return Rendering(title: "Hall", lines: [], commands: [
                ScreenCommand(name: "enter", argument: "N", summary: "enter a room", completions: ["1", "2"]) { .entered(Int($0) ?? 1) },
            ])
        }
        var screen = Rendering<Action>(title: "Room \(room)", lines: [], commands: [
            ScreenCommand(name: "leave", summary: "back to the hall", sends: .left),
            ScreenCommand(name: "ring", summary: "ring the alarm", sends: .alarmRung),
        ])
        screen.titlePattern = "Room ‹n›"
        if state.alarm {
            let alarm = DialogState<Action>(kind: .alert, title: "Alarm \"on\"", buttons: [ButtonState("Silence", action: .alarmSilenced)])
            screen.present(alarm) { if case .presented(let action) = $0 { action } else { .alarmSilenced } }
        }
        return screen
    }

    static var configuration: Console<Hall>.Configuration {
        var configuration = Console<Hall>.Configuration(render: render)
        configuration.screenPatterns = ["Hall", "Room ‹n›", "Room ‹n› › Alarm \"on\"", "Attic"]
        return configuration
    }
}

@MainActor
@Suite struct ExplorationMapTests {
    let explorer = Explorer(initialState: Hall.State(), reducer: Hall(), configuration: Hall.configuration)

    @Test func aSearchMapsEachScreenByItsPatternAndEachCommandWithHowOftenItWasTaken() async {
        let report = await explorer.search(depth: 2)
        #expect(report.failure == nil, "\(report)")
        let map = report.map
        #expect(map.screens == ["Hall", "Room ‹n›", "Room ‹n› › Alarm \"on\""], "two rooms, one screen; the alarm over it another")
        #expect(map.edges.map { "\($0.from) | \($0.command) | \($0.to) | \($0.count)" } == [
            "Hall | enter | Room ‹n› | 2", "Hall | :wait | Hall | 2",
            "Room ‹n› | leave | Hall | 2", "Room ‹n› | ring | Room ‹n› › Alarm \"on\" | 2", "Room ‹n› | :wait | Room ‹n› | 4",
        ], "\(map.edges)")
        #expect(map.unreachedScreens == ["Attic"])
        #expect(map.untakenCommands.isEmpty, "the alarm's button is never listed: the search stops at depth 2")
        #expect(map.summary == "3 screens, 5 ways between them; never reached: 1 screen (Attic)")
        #expect("\(report)".hasSuffix("\nmap: 3 screens, 5 ways between them; never reached: 1 screen (Attic)"), "\(report)")
    }

    @Test func theMapIsWrittenAsMermaidAndAsGraphvizWithWhatWasNeverReachedApart() {
        var map = ExplorationMap()
        map.known = ["Hall", "Room ‹n›", "Attic"]
        map.offer(["enter", ":wait"], on: "Hall")
        map.take("enter 1", from: "Hall", to: "Room ‹n›")
        map.take("enter 2", from: "Hall", to: "Room ‹n›")
        map.offer(["leave", "ring \"it\"", ":wait"], on: "Room ‹n›")
        map.take("leave", from: "Room ‹n›", to: "Hall")
        #expect(map.summary == "2 screens, 2 ways between them; never reached: 1 screen (Attic), 3 commands (:wait on Hall; ring \"it\" on Room ‹n›; :wait on Room ‹n›)")
        #expect(map.mermaid == """
            flowchart LR
                s0["Hall"]
                s1["Room ‹n›"]
                s0 -->|"enter ×2"| s1
                s1 -->|"leave ×1"| s0
                subgraph never["never reached"]
                    n0["Attic"]
                    n1[":wait on Hall"]
                    n2["ring #quot;it#quot; on Room ‹n›"]
                    n3[":wait on Room ‹n›"]
                end
                style never stroke-dasharray: 5 5

            """)
        #expect(map.graphviz == """
            digraph explored {
                rankdir=LR;
                node [shape=box, fontname="Helvetica"];
                edge [fontname="Helvetica", fontsize=10];
                s0 [label="Hall"];
                s1 [label="Room ‹n›"];
                s0 -> s1 [label="enter ×2"];
                s1 -> s0 [label="leave ×1"];
                subgraph cluster_never {
                    label="never reached";
                    style=dashed;
                    n0 [label="Attic", style=dashed];
                    n1 [label=":wait on Hall", style=dashed];
                    n2 [label="ring \\"it\\" on Room ‹n›", style=dashed];
                    n3 [label=":wait on Room ‹n›", style=dashed];
                }
            }

            """)
    }

    @Test func aMapWithNothingLeftOutSaysSo() {
        var map = ExplorationMap()
        map.known = ["Hall"]
        map.offer([":wait"], on: "Hall")
        map.take(":wait 1", from: "Hall", to: "Hall")
        #expect(map.summary == "1 screen, 1 way between them; every screen named and every command offered was reached")
        #expect(!map.mermaid.contains("never"))
    }
}
