import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreExplorer
@testable import StoreTerminal
import Testing

/// The README's five-line program is the fast one: what it records says when each entry
/// happened, and a live replay of that runs on a test clock, whatever the session ran on.
@MainActor
@Suite struct ConsoleProgramClockTests {
    /// A kettle that boils an hour after it is switched on, on the clock its dependencies give.
    struct Kettle: Reducer {
        struct State: Codable, Equatable, Sendable { var on = false; var boiled = false }
        enum Action: Codable, Equatable, Sendable { case switchedOn, boiled }
        @Dependency(\.clock) var clock

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            switch action {
            case .switchedOn:
                state.on = true
                return .run { [clock] send in
                    try await clock.sleep(for: .seconds(3600))
                    await send(.boiled)
                }
            case .boiled:
                state.boiled = true
                return .none
            }
        }

        static func render(_ state: State) -> Rendering<Action> {
            Rendering(title: "Kettle", lines: [ScreenLine(state.boiled ? "boiled" : state.on ? "heating" : "off")], commands: [
                ScreenCommand(name: "on", summary: "switch it on", sends: .switchedOn),
            ])
        }
    }

    let folder = NSTemporaryDirectory() + "program-clock-\(UUID().uuidString)/"

    func write(_ name: String, _ lines: [String]) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + name
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func run(_ arguments: [String]) async -> (status: Int32, out: String) {
        let program = ConsoleProgram(name: "kettle", initialState: Kettle.State(), reducer: Kettle(), configuration: .init(render: Kettle.render))
        return await CapturedRun.run(program, arguments)
    }

    @Test func anHourLongSessionWithItsTimesReplaysLiveOnATestClock() async throws {
        // What the session wrote: switched on, and an hour later the kettle boiled. In real time
        // this replay would wait an hour for `.boiled`, and fail at its 20-second bound.
        let path = try write("hour.log", [
            "action-log 4", "start", "@ 0.1", "> .switchedOn", try ActionLog.line(checksumOf: Kettle.State(on: true), running: 1),
            "@ 3600.1", "< .boiled", try ActionLog.line(checksumOf: Kettle.State(on: true, boiled: true)),
        ])
        let live = await run(["replay", path, "--live"])
        #expect(live.status == 0, "\(live.out)")
        #expect(await run(["replay", path, "--update"]).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("@ 3600.1"), "the update kept the session's times")
    }

    @Test func theReplayClockIsATestClockWhenTheLogSaysWhenThingsHappened() throws {
        let timed = try write("timed.log", ["action-log 4", "start", "@ 1.5", "> .switchedOn"])
        let untimed = try write("untimed.log", ["action-log 4", "start", "> .switchedOn"])
        #expect(ConsoleProgram<Kettle>.replayClock(nil, log: timed) != nil)
        #expect(ConsoleProgram<Kettle>.replayClock(LiveClock(), log: timed) != nil, "a session on a live clock replays on a test clock")
        #expect(ConsoleProgram<Kettle>.replayClock(nil, log: untimed) == nil, "without times, only real time can replay it")
        let given = TestClock()
        #expect(ConsoleProgram<Kettle>.replayClock(given, log: untimed) === given)
    }
}
