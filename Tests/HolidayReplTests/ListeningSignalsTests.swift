import Foundation
import TestSupport
import Testing

/// The test host of a daemon's signals: `holiday-repl --listen` started with pipes, a console
/// attached from another process, then each signal a Unix daemon is expected to handle sent
/// with the app's input still open and with it closed. SIGINT, SIGTERM, SIGHUP and SIGQUIT end
/// the app by that signal (a shell shows 128 + its number) with the socket removed, whatever
/// had the signal at start (on Linux the Swift runtime's backtracer holds SIGQUIT); SIGPIPE,
/// sent or met by writing to a reader that has gone, ends nothing.
@Suite struct ListeningSignalsTests {
    static let binary = BuiltProgram.url(named: "holiday-repl")
    let folder = NSTemporaryDirectory() + "signals-\(UUID().uuidString.prefix(8))/"

    /// Whether the test closes the app's input before the signal.
    enum Input: String, CaseIterable, Sendable { case open, closed }

    private func app(_ socket: String) throws -> RunningProgram {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        // A run that hangs fails within the watchdog's two minutes, not the suite's ten.
        return try RunningProgram(binary, ["--year", "2026", "--no-history", "--listen", socket], watchdog: 120)
    }

    private func console(_ socket: String) throws -> RunningProgram {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        return try RunningProgram(binary, ["attach", socket, "--no-history"], watchdog: 120)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT], Input.allCases)
    func eachEndingSignalEndsTheAppByItWithItsSocketRemovedWithTheInputOpenOrClosed(signal: Int32, input: Input) async throws {
        let socket = folder + "app.sock"
        let app = try app(socket)
        _ = await app.read(until: "commands:")
        let console = try console(socket)
        let screen = await console.read(until: "commands:")
        #expect(screen.contains("Holidays 2026"), "\(screen)")
        // Closed just before the signal: whether the app has read the end yet or not, it ends.
        if input == .closed { app.endInput() }
        app.send(signal: signal)
        let status = await app.exitStatus()
        #expect(status == signal && app.endedBySignal, "signal \(signal), input \(input): status \(status), by a signal: \(app.endedBySignal)")
        #expect(!FileManager.default.fileExists(atPath: socket), "signal \(signal), input \(input): the socket is removed")
        let told = await app.read(until: "\u{0}")
        #expect(!told.contains("crashed") && !told.contains("nothing is loading"), "\(told)")
        #expect(await console.exitStatus() == 1, "the attached console ends, 1: the app went away")
    }

    @Test(arguments: Input.allCases)
    func sigpipeSentOrMetByAGoneReaderEndsNothingAndTheAppGoesOnServing(input: Input) async throws {
        let socket = folder + "app.sock"
        let app = try app(socket)
        _ = await app.read(until: "commands:")
        app.send(signal: SIGPIPE)
        // The test host stops reading: what the app writes next has no reader.
        app.stopReadingOutput()
        if input == .closed { app.endInput() } else { app.write("year 2027") }
        // The app notes a console attaching in its own pane, where nobody reads, before the
        // console gets its screen: a console that sees one saw the app outlive that write.
        let console = try console(socket)
        let screen = await console.read(until: "commands:")
        #expect(screen.contains("── Holidays"), "the app still serves consoles: \(screen)")
        console.write(":quit")
        #expect(await console.exitStatus() == 0)
        app.send(signal: SIGTERM)
        let status = await app.exitStatus()
        #expect(status == SIGTERM && app.endedBySignal, "what ended it was the SIGTERM, not a SIGPIPE: \(status)")
        #expect(!FileManager.default.fileExists(atPath: socket))
    }
}
