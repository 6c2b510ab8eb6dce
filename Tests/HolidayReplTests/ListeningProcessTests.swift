import Foundation
import TestSupport
import Testing

/// `holiday-repl --listen` run as a server, a daemon or a test host runs it: its standard input
/// piped, redirected from a file, `/dev/null` or closed. It listens, a console attaches from
/// another process, Ctrl-C ends it cleanly, and every way it ends removes its socket.
@Suite struct ListeningProcessTests {
    static let binary = BuiltProgram.url(named: "holiday-repl")
    /// A folder that does not exist yet: the app makes it (and its parent), 0700.
    let folder = NSTemporaryDirectory() + "listen-\(UUID().uuidString.prefix(8))/app/"

    private func app(_ arguments: [String], stdin: RunningProgram.Input = .pipe) throws -> RunningProgram {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        return try RunningProgram(binary, ["--year", "2026", "--no-history"] + arguments, stdin: stdin)
    }

    private func console(_ socket: String) throws -> RunningProgram {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        return try RunningProgram(binary, ["attach", socket, "--no-history"])
    }

    @Test(arguments: ["piped", "file", "null", "closed"])
    func anAppWhoseInputIsNoTerminalListensUntilCtrlCAndRemovesItsSocket(input: String) async throws {
        let socket = folder + "a b.sock"
        let stdin: RunningProgram.Input
        switch input {
        case "file":
            let script = NSTemporaryDirectory() + "listen-script-\(UUID().uuidString.prefix(8)).txt"
            try "year 2027\n".write(toFile: script, atomically: true, encoding: .utf8)
            stdin = .file(script)
        case "null": stdin = .null
        case "closed": stdin = .closed
        default: stdin = .pipe
        }
        let app = try app(["--listen", socket], stdin: stdin)
        if input == "piped" {
            app.write("year 2027")
            app.endInput()
        }
        let ended = await app.read(until: "(Ctrl-C ends the program)")
        #expect(ended.contains("the input has ended; consoles may still attach at '\(socket)'"), "\(input): \(ended)")
        #expect(ended.contains("/holiday-repl attach '\(socket)'`"), "the hint quotes a path with a space: \(ended)")
        #expect(!ended.contains("crashed"), "\(ended)")
        let year = input == "piped" || input == "file" ? "2027" : "2026"

        // A console attaches to it, sees its screen, and leaves.
        let console = try console(socket)
        let screen = await console.read(until: "commands:")
        #expect(screen.contains("Holidays \(year)"), "\(input): \(screen)")
        console.write(":quit")
        #expect(await console.exitStatus() == 0)

        // Ctrl-C (SIGINT) ends it, as it says, by that signal (a shell shows 130), with the
        // socket removed.
        app.send(signal: SIGINT)
        #expect(await app.exitStatus() == SIGINT, "\(input)")
        #expect(app.endedBySignal)
        #expect(!FileManager.default.fileExists(atPath: socket), "\(input): the socket is removed")
        let modes = try [folder, (folder as NSString).deletingLastPathComponent].map {
            try FileManager.default.attributesOfItem(atPath: $0)[.posixPermissions] as? Int
        }
        #expect(modes == [0o700, 0o700], "each missing folder is made 0700")
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalThatEndsTheAppRemovesItsSocket(signal: Int32) async throws {
        let socket = folder + "app.sock"
        let app = try app(["--listen", socket])
        _ = await app.read(until: "commands:")
        #expect(FileManager.default.fileExists(atPath: socket))
        app.send(signal: signal)
        #expect(await app.exitStatus() == signal, "it ends by the signal, as a shell shows (128 + \(signal))")
        #expect(app.endedBySignal)
        #expect(!FileManager.default.fileExists(atPath: socket), "the socket is removed")
    }

    @Test func aConsolesSaveWritesBesideTheAppsRecordWhichKeepsEveryLine() async throws {
        let socket = folder + "app.sock"
        let record = folder + "rec.log"
        let saved = folder + "c.log"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let app = try app(["--listen", socket, "--record", record])
        app.write("year 2027")
        _ = await app.read(until: "Holidays 2027")
        let console = try console(socket)
        _ = await console.read(until: "commands:")
        console.write(":save \(saved)")
        let answer = await console.read(until: "recording there")
        #expect(answer.contains("saved"), "\(answer)")
        console.write(":quit")
        #expect(await console.exitStatus() == 0)
        app.write("year 2028")
        _ = await app.read(until: "Holidays 2028")
        app.write("year 2029")
        _ = await app.read(until: "Holidays 2029")
        app.write(":quit")
        #expect(await app.exitStatus() == 0)

        let users = { (path: String) in
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix(">") && $0.contains("yearChanged") }
        }
        let recorded = try users(record)
        #expect(recorded.count == 3, "the app's own record keeps every line: \(recorded)")
        #expect(recorded.last?.contains("2029") == true)
        // The console's file holds the session up to when the console left, and no more.
        let consoles = try users(saved)
        #expect(consoles.count == 1 && consoles.first?.contains("2027") == true, "the console's file stopped when it left: \(consoles)")
    }

    @Test func ctrlCInAnAttachedConsoleStopsTheAppsWaitAndTheConsoleGoesOn() async throws {
        let socket = folder + "app.sock"
        let app = try app(["--listen", socket])
        _ = await app.read(until: "commands:")
        let console = try console(socket)
        _ = await console.read(until: "commands:")
        console.write(":wait 3600")
        let waiting = await console.read(until: "(Ctrl-C stops the wait)")
        #expect(waiting.contains("waiting 3600 s"), "\(waiting)")
        console.send(signal: SIGINT)
        let stopped = await console.read(until: "commands:")
        #expect(stopped.contains("the wait was stopped"), "\(stopped)")
        console.write(":quit")
        #expect(await console.exitStatus() == 0, "the console went on, and left when asked")
        app.write(":quit")
        #expect(await app.exitStatus() == 0)
    }
}
