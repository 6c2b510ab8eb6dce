@testable import StoreCore
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreExplorer
import Testing

/// A lift in a building of floors 0 to 3, with a bug planted four lines deep (two, typed
/// straight to the top floor): the screen lists
/// the floors next to the one it is on, and on the top floor it lists a fifth floor the lift
/// refuses. An alarm that is refused outside a test hour is marked as expected to be refused,
/// and a note's text (an argument the screen does not list) is refused when it is short.
struct Lift: Reducer {
    struct State: Codable, Equatable, Sendable {
        var floor = 0
        var note = ""
    }

    enum Action: Codable, Equatable, Sendable {
        case go(Int)
        case alarm
        case noted(String)
    }

    static let floors = 0...3

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .go(let floor): state.floor = floor
        case .alarm: break
        case .noted(let text): state.note = text
        }
        return .none
    }

    func rejection(of action: Action, in state: State) -> String? {
        switch action {
        case .go(let floor) where !Self.floors.contains(floor): "there is no floor \(floor)"
        case .alarm: "the alarm rings only in its test hour"
        case .noted(let text) where text.count < 3: "a note has at least three letters"
        default: nil
        }
    }

    static func render(_ state: State, marksTheAlarm: Bool) -> Rendering<Action> {
        let near = (state.floor - 1...state.floor + 1).filter { $0 >= 0 }   // the planted bug: not clamped to `floors`
        let alarm = ScreenCommand<Action>(name: "alarm", summary: "ring the alarm", sends: .alarm)
        return Rendering(title: "Lift", lines: [ScreenLine("floor \(state.floor)")], commands: [
            ScreenCommand(name: "go", argument: "FLOOR", summary: "go to a floor", completions: near.map(String.init)) { text throws(CommandError) in
                guard let floor = Int(text) else { throw CommandError("`go` takes a floor's number") }
                return .go(floor)
            },
            marksTheAlarm ? alarm.expectingRefusal() : alarm,
            ScreenCommand(name: "note", argument: "TEXT", summary: "leave a note") { .noted($0) },
        ])
    }
}

@MainActor
@Suite struct OfferedCommandsTests {
    func explorer(marksTheAlarm: Bool = true) -> Explorer<Lift> {
        Explorer(initialState: Lift.State(), reducer: Lift(), configuration: .init(render: { Lift.render($0, marksTheAlarm: marksTheAlarm) }))
    }

    @Test func aListedArgumentTheFeatureRefusesIsAFailureOfItsOwnShrunkToTheLinesThatReachIt() async throws {
        let report = await explorer().walk(steps: 5_000, seed: 1)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.invariant == "a screen accepts what it offers")
        #expect(failure.message == "the screen offers `go 4`, and it is refused: there is no floor 4; offer it only where it is accepted, or, if the user is told why it is refused, mark the command `.expectingRefusal()`", "\(failure)")
        // `go 3` from the ground floor is typed, not offered, and taken: the shortest session.
        #expect(failure.lines == ["go 3", "go 4"], "\(failure)")
        #expect(failure.linesBeforeShrinking > 2)
        #expect(failure.log.contains("# explore typed: go 3\n# explore typed: go 4\nstart"), "\(failure.log)")
        let search = await explorer().search(depth: 4)
        #expect(search.failure?.lines == ["go 3", "go 4"], "\(search)")
        #expect(search.failure?.linesBeforeShrinking == 4, "\(search)")
    }

    @Test func aCommandMarkedAsExpectingRefusalAndASampledArgumentAreNotHeldToIt() async {
        // Every `alarm` and every sampled note (`a`, `e`, `an`) is refused; none is a failure.
        let clean = Explorer(
            initialState: Lift.State(), reducer: Lift(),
            configuration: .init(render: { state in
                var screen = Lift.render(state, marksTheAlarm: true)
                screen.commands[0] = ScreenCommand(name: "go", argument: "FLOOR", summary: "go to a floor", completions: ["0", "1"]) { .go(Int($0) ?? 0) }
                return screen
            })
        )
        let report = await clean.walk(steps: 1_000, seed: 2)
        #expect(report.failure == nil, "\(report)")
        let unmarked = await explorer(marksTheAlarm: false).search(depth: 1)
        #expect(unmarked.failure?.lines == ["alarm"], "\(unmarked)")
        #expect(unmarked.failure?.message == "the screen offers `alarm`, and it is refused: the alarm rings only in its test hour; offer it only where it is accepted, or, if the user is told why it is refused, mark the command `.expectingRefusal()`")
    }

    @Test func aListedArgumentItsOwnCommandCannotReadIsRefusedToo() async throws {
        let explorer = Explorer(initialState: Lift.State(), reducer: Lift(), configuration: .init(render: { state in
            var screen = Lift.render(state, marksTheAlarm: true)
            screen.commands[0] = ScreenCommand(name: "go", argument: "FLOOR", summary: "go to a floor", completions: ["1", "top"]) { text throws(CommandError) in
                guard let floor = Int(text) else { throw CommandError("`go` takes a floor's number, not `\(text)`") }
                return .go(floor)
            }
            return screen
        }))
        let failure = try #require(await explorer.search(depth: 2).failure)
        #expect(failure.lines == ["go top"])
        #expect(failure.message == "the screen offers `go top`, and it is refused: `go` takes a floor's number, not `top`; offer it only where it is accepted, or, if the user is told why it is refused, mark the command `.expectingRefusal()`")
    }

    @Test func aSessionTheExplorerWroteIsTypedAgainFromItsLog() async throws {
        let failure = try #require(await explorer().search(depth: 4).failure)
        let again = try #require(await explorer().check(sessionLog: failure.log))
        #expect(again.lines == failure.lines)
        #expect(again.message == failure.message)
        let fixed = Explorer(initialState: Lift.State(), reducer: Lift(), configuration: .init(render: { state in
            var screen = Lift.render(state, marksTheAlarm: true)
            screen.commands[0] = ScreenCommand(name: "go", argument: "FLOOR", summary: "go to a floor", completions: ["0", "1", "2", "3"]) { .go(Int($0) ?? 0) }
            return screen
        }))
        // Once the screen no longer lists floor 4, typing it is the user's own mistake.
        #expect(await fixed.check(sessionLog: failure.log) == nil)
        #expect(await fixed.check(["go 3", "alarm", "note hi"]) == nil)
    }
}
