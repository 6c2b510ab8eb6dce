import Foundation
import Store
import Testing

/// A session of a feature whose reducer makes ids and reads the date replays and checks: the
/// console records the session's date, and console and replays alike count ids from zero and
/// move the date with the log's time.
@MainActor
@Suite struct SessionDependencyTests {
    let folder = NSTemporaryDirectory() + "session-dependencies-\(UUID().uuidString)/"

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    static func render(_ state: Checklist.State) -> Rendering<Checklist.Action> {
        Rendering(
            title: "Checklist",
            lines: state.items.map { ScreenLine("\($0.id.uuidString.suffix(4)) \($0.title) \($0.added.timeIntervalSince1970)") },
            commands: [ScreenCommand(name: "add", summary: "add the draft", sends: .editor(.addTapped))]
        )
    }

    @Test func aSessionWhoseReducerMakesIdsAndDatesReplaysPurelyAndLiveAndChecks() async throws {
        let clock = TestClock()
        var configuration = Console<Checklist>.Configuration(render: Self.render, output: .init(out: { _ in }, err: { _ in }))
        configuration.clock = clock
        let console = Console(initialState: Checklist.State(), reducer: Checklist(), configuration: configuration)
        for line in [#".editor(.typed("Milk"))"#, ":wait 2", "add", ":wait 1.5", #".editor(.typed("Tea"))"#, "add"] {
            await console.handle(line)
        }
        let items = console.state.items
        #expect(items.map(\.id.uuidString) == ["00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001"])
        #expect(items[1].added.timeIntervalSince(items[0].added) == 1.5, "the date moves with the session's clock")
        let path = folder + "checklist.log"
        try console.record(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\n% date 20"), "the session's date is recorded")

        let pure = try ActionLog.replay(path, reducer: Checklist())
        #expect(pure.state.items == items)
        #expect(pure.checkpoints > 0)
        let replayClock = TestClock()
        let live = try await ActionLog.replayLive(path, reducer: Checklist(), clock: replayClock)
        #expect(live.state.items == items)
    }

    @Test func aLogWithoutADateNamesTheDateAsNotProvidedWhenItsReducerReadsIt() async throws {
        let path = folder + "undated.log"
        try """
            action-log 4
            start (items: [], editor: (draft: "", savedDrafts: 0, ticks: 0))
            > .editor(.addTapped)

            """.write(toFile: path, atomically: true, encoding: .utf8)
        withKnownIssue {
            _ = try? ActionLog.replay(path, reducer: Checklist())
        } matching: { issue in
            issue.description.contains("the dependency `now`")
        }
        // Given by the replay's caller, it is used, and nothing is reported.
        let dated = try ActionLog.replay(path, reducer: Checklist(), withDependencies: { $0.now = .constant(Date(timeIntervalSince1970: 0)) })
        #expect(dated.actions == 1)
    }
}
