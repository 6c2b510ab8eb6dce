import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreExplorer
@testable import StoreTerminal
import Testing

/// `--update` re-derives what the app derives and leaves the rest as the log had it: a log
/// that needs no change is left byte for byte, and one change changes only its own lines.
/// A toaster (not the holiday app): a lever that pops the toast after a while on the clock its
/// dependencies give, and a dial set at once.
@MainActor
@Suite struct ReplayUpdateTests {
    struct Toaster: Reducer {
        struct State: Codable, Equatable, Sendable { var darkness = 1; var toasting = false; var popped = 0 }
        enum Action: Codable, Equatable, Sendable { case leverPressed, popped, dialTurned(Int) }
        var toastTime: Duration = .seconds(2)
        var dialScale = 1
        @Dependency(\.clock) var clock

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            switch action {
            case .leverPressed:
                state.toasting = true
                return .run { [clock, toastTime] send in
                    try await clock.sleep(for: toastTime)
                    await send(.popped)
                }
            case .popped:
                state.toasting = false
                state.popped += 1
            case .dialTurned(let darkness):
                state.darkness = darkness * dialScale
            }
            return .none
        }

        static func render(_ state: State) -> Rendering<Action> {
            Rendering(title: "Toaster", lines: [ScreenLine(state.toasting ? "toasting" : "popped \(state.popped)")], commands: [])
        }
    }

    let folder = NSTemporaryDirectory() + "replay-update-\(UUID().uuidString)/"

    func write(_ name: String, _ lines: [String]) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + name
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func sum(_ state: Toaster.State, running: Int = 0) throws -> String {
        try ActionLog.line(checksumOf: state, running: running)
    }

    /// A session as a console on a live clock writes it: the lever at 0.5 s, the toast popped
    /// at 2.5 s (the deadline its sleep reached), the dial at 4 s; and, as a hand may write
    /// them, a comment between a time and its action, a user action with no checkpoint after
    /// it, and (when asked) a checkpoint after an effect's action.
    func session(checkpointAfterEffect: Bool = false) throws -> [String] {
        [
            "action-log 4", "% kitchen small", "start",
            "@ 0.5", "> .leverPressed", try sum(.init(toasting: true), running: 1),
            "@ 2.5", "< .popped",
        ] + (checkpointAfterEffect ? [try sum(.init(popped: 1))] : []) + [
            "@ 4", "# the dial, after breakfast", "> .dialTurned(3)", try sum(.init(darkness: 3, popped: 1)),
            "@ 4.25", "> .dialTurned(2)",
            "= (darkness: 2, toasting: false, popped: 1)",
        ]
    }

    @Test func anUpdateOfALogThatNeedsNoChangeLeavesItByteForByte() async throws {
        let path = try write("same.log", try session(checkpointAfterEffect: true))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let update = try await ActionLog.update(path, reducer: Toaster(), initialState: { _ in Toaster.State() }, clock: TestClock())
        #expect(!update.changed, "\(update.diff)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aLogRecordedByAConsoleIsLeftAsItWas() async throws {
        let clock = TestClock()
        var configuration = Console<Toaster>.Configuration(render: Toaster.render, output: .init(out: { _ in }, err: { _ in }))
        configuration.clock = clock
        configuration.startsFromSettings = true
        let console = Console(initialState: Toaster.State(), reducer: Toaster(), configuration: configuration)
        let path = folder + "recorded.log"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try console.record(to: path)
        for line in [".dialTurned(4)", ".leverPressed", ".dialTurned(5)", ":quit"] {
            await clock.advance(by: .milliseconds(1500))
            await console.handle(line)
        }
        let before = try String(contentsOfFile: path, encoding: .utf8)
        #expect(before.contains("@ 5\n< .popped"), "the console stamps the toast when it popped: \(before)")
        // What `replay FILE --update` runs: the clock it picks for a log that says when things happened.
        let replayClock = try #require(ConsoleProgram<Toaster>.replayClock(nil, log: path))
        let update = try await ActionLog.update(path, reducer: Toaster(), initialState: { _ in Toaster.State() }, clock: replayClock)
        #expect(!update.changed, "\(update.diff)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func aLongerToastChangesOnlyTheTimeItPoppedAt() async throws {
        let path = try write("slower.log", try session())
        let update = try await ActionLog.update(path, reducer: Toaster(toastTime: .seconds(3)), initialState: { _ in Toaster.State() }, clock: TestClock())
        #expect(update.removed == 1 && update.added == 1, "\(update.diff)")
        #expect(update.diff.contains("− @ 2.5") && update.diff.contains("+ @ 3.5"), "\(update.diff)")
        var expected = try session()
        expected[6] = "@ 3.5"
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected.joined(separator: "\n") + "\n")
        #expect(try ActionLog.replay(path, reducer: Toaster(toastTime: .seconds(3)), initialState: { _ in Toaster.State() }).actions == 4)
    }

    @Test func aChangedReducerChangesOnlyTheCheckpointsAfterIt() async throws {
        let path = try write("doubled.log", try session())
        let update = try await ActionLog.update(path, reducer: Toaster(dialScale: 2), initialState: { _ in Toaster.State() }, clock: TestClock())
        var expected = try session()
        expected[11] = try sum(.init(darkness: 6, popped: 1))
        expected[14] = "= (darkness: 4, toasting: false, popped: 1)"
        #expect(update.removed == 2 && update.added == 2, "\(update.diff)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected.joined(separator: "\n") + "\n")
    }

    @Test func onlyTheTimesThatStampAnEffectsActionAreReDerived() {
        let lines = ["action-log 4", "start", "@ 1", "> .leverPressed", "@ 3", "< .popped", "@ 4", "# note", "> .popped"]
        #expect(ActionLog.effectTimes(lines) == [5])
    }
}
