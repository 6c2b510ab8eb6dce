import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreExplorer
import Testing

/// A keypad of 26 letter keys, with a bug planted four keys deep: the code
/// D, O, O, R (other keys between are ignored, as on a door's keypad) counts the door as
/// opened one time fewer, not one more.
struct Keypad: Reducer {
    struct State: Codable, Equatable, Sendable {
        var progress = 0
        var opened = 0
    }

    enum Action: Codable, Equatable, Sendable {
        case key(String)
    }

    static let code = ["D", "O", "O", "R"]
    static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .key(let letter):
            guard letter == Self.code[state.progress] else { return .none }
            state.progress += 1
            if state.progress == Self.code.count {
                state.opened -= 1   // the planted bug: `+= 1`
                state.progress = 0
            }
        }
        return .none
    }

    func rejection(of action: Action, in state: State) -> String? {
        guard case .key(let letter) = action, !Self.letters.contains(letter) else { return nil }
        return "there is no key `\(letter)`"
    }

    static func render(_ state: State) -> Rendering<Action> {
        Rendering(title: "Door", lines: [ScreenLine("\(state.progress) of 4 · opened \(state.opened) times")], commands: [
            ScreenCommand(name: "key", argument: "LETTER", summary: "press a key", completions: letters) { .key($0) },
        ])
    }
}

@MainActor
@Suite struct ExplorerTests {
    let explorer = Explorer(
        initialState: Keypad.State(), reducer: Keypad(), configuration: .init(render: Keypad.render),
        invariants: [.init("the door is never opened a negative number of times") { $0.opened < 0 ? "opened \($0.opened) times" : nil }]
    )

    @Test func aRandomWalkFindsTheBugFourKeysDeepAndShrinksTheSessionToThoseFour() async throws {
        let report = await explorer.walk(steps: 20_000, seed: 1)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.invariant == "the door is never opened a negative number of times")
        #expect(failure.lines == ["key D", "key O", "key O", "key R"], "\(failure)")
        #expect(failure.linesBeforeShrinking > 4)
        #expect(failure.log.contains("# explore: the door is never opened a negative number of times: after `key R`: opened -1 times"))
        #expect(failure.log.components(separatedBy: "\n> ").count - 1 == 4, "four user actions:\n\(failure.log)")
    }

    @Test func theSameSeedWalksTheSameWay() async {
        var fixed = explorer
        fixed.walkLength = 20
        let first = await fixed.walk(steps: 300, seed: 42)
        let second = await fixed.walk(steps: 300, seed: 42)
        #expect(first.failure?.lines == second.failure?.lines)
        #expect(first.distinctStates == second.distinctStates)
        #expect(first.distinctTransitions == second.distinctTransitions)
    }

    @Test func aBreadthFirstSearchFindsTheBugAtDepthFour() async throws {
        let shallow = await explorer.search(depth: 3)
        #expect(shallow.failure == nil, "\(shallow)")
        #expect(shallow.distinctStates == 4, "progress 0 to 3, opened 0: \(shallow)")
        let report = await explorer.search(depth: 4)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.lines == ["key D", "key O", "key O", "key R"])
    }

    @Test func theShrunkSessionIsAnOrdinaryLogThatReplaysToTheFailingState() async throws {
        let report = await explorer.search(depth: 4)
        let failure = try #require(report.failure)
        let path = NSTemporaryDirectory() + "keypad-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try failure.log.write(toFile: path, atomically: true, encoding: .utf8)
        let replayed = try ActionLog.replay(path, reducer: Keypad())
        #expect(replayed.state.opened == -1)
        #expect(replayed.actions == 4)
    }

    @Test func aFeatureWithoutTheBugExploresClean() async {
        let fixed = Explorer(initialState: Keypad.State(), reducer: Keypad(), configuration: .init(render: Keypad.render))
        let report = await fixed.walk(steps: 2_000, seed: 3)
        #expect(report.failure == nil, "only the invariant of its own sees the planted bug: \(report)")
        #expect(report.steps == 2_000)
        #expect(report.walks == 20)
    }

    @Test func aReportPrintsItsFailureItsShortestSessionAndTheMapsSummary() async throws {
        let report = await explorer.search(depth: 4)
        let failure = try #require(report.failure)
        let printed = "\(report)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(printed.count == 7, "\(report)")
        #expect(printed[0] == report.summary)
        #expect(printed[0].hasSuffix("; the door is never opened a negative number of times failed: after `key R`: opened -1 times"), "\(printed[0])")
        #expect(Array(printed[1...5]) == [
            "the shortest session found, 4 of \(failure.linesBeforeShrinking) lines:",
            "    key D", "    key O", "    key O", "    key R",
        ], "\(report)")
        #expect(printed[6] == "map: 1 screen, 2 ways between them; every screen named and every command offered was reached", "\(report)")
        let clean = await Explorer(initialState: Keypad.State(), reducer: Keypad(), configuration: .init(render: Keypad.render)).search(depth: 1)
        #expect("\(clean)" == clean.summary + "\nmap: 1 screen, 2 ways between them; every screen named and every command offered was reached")
    }
}
