import Foundation
import TestSupport
import Testing

/// What issue #61's second pass found of `--listen`, `attach` and their texts, each driven as
/// its repro drives it: the built program with pipes, a console from another process.
@Suite struct ListeningConsolesTests {
    static let binary = BuiltProgram.url(named: "holiday-repl")
    let folder = NSTemporaryDirectory() + "consoles-\(UUID().uuidString.prefix(8))/"

    private func program(_ arguments: [String], stdin: RunningProgram.Input = .pipe, directory: String? = nil) throws -> RunningProgram {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        return try RunningProgram(binary, arguments, stdin: stdin, directory: directory, watchdog: 120)
    }

    private func app(_ socket: String, _ more: [String] = [], directory: String? = nil) throws -> RunningProgram {
        try program(["--year", "2026", "--no-history", "--listen", socket] + more, directory: directory)
    }

    @Test func aSaveWithAnEmptyNameIsRefusedInOneLineNamingIt() throws {
        let binary = try #require(Self.binary)
        let run = try BuiltProgram.run(binary, ["--year", "2026", "--no-history"], input: ":save \"\"\n:save ''\n")
        let errors = run.err.split(separator: "\n").filter { $0.contains("error") }
        #expect(errors.count == 2, "\(run.err)")
        for error in errors {
            #expect(error.contains("`:save` needs a file, and the name given is empty"), "\(run.err)")
        }
        #expect(run.status == 0)
    }

    @Test func aSocketPathEndingInASlashIsRefusedBeforeAnyFolderIsMade() async throws {
        let path = folder + "new.sock/"
        let refused = try program(["--no-history", "--listen", path], stdin: .null)
        let said = await refused.read(until: "\u{0}")
        #expect(await refused.exitStatus() == 2, "\(said)")
        #expect(said.contains("\(path) ends in `/`, which names a folder, and a socket is a file: give `\(folder)new.sock`"), "\(said)")
        #expect(!said.contains("left as it is"), "\(said)")
        #expect(!FileManager.default.fileExists(atPath: folder + "new.sock"), "no folder was made in the socket's place")
    }

    @Test(arguments: [["--help"], ["-h"], ["replay", "--help"], ["explore", "--help"], ["attach", "--help"]])
    func everyHelpTextFitsEightyColumns(arguments: [String]) throws {
        let binary = try #require(Self.binary)
        let run = try BuiltProgram.run(binary, arguments)
        #expect(run.status == 0)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 40, "\(arguments): the whole usage")
        let wide = lines.filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(arguments): \(wide.count) lines wider than 80 columns:\n\(wide.joined(separator: "\n"))")
    }

    @Test func theListeningHintForARelativePathRunsFromAnyFolder() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let app = try app("s/app.sock", directory: folder)
        let hint = await app.read(until: "in another terminal")
        let command = try #require(hint.split(separator: "`").dropFirst().first.map(String.init), "\(hint)")
        #expect(command.hasSuffix(" attach \(URL(fileURLWithPath: folder).standardizedFileURL.path)/s/app.sock"), "\(command)")
        // The command as printed, pasted in a shell in another folder.
        let shell = try BuiltProgram.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "cd / && " + command + " --no-history"], input: ":quit\n")
        #expect(shell.status == 0, "`\(command)` from /: \(shell.status) \(shell.err)")
        #expect(shell.out.contains("Holidays 2026"), "\(shell.out.suffix(300))")
        app.send(signal: SIGTERM)
        #expect(await app.exitStatus() == SIGTERM)
    }

    @Test func aConsoleTurnedAwayExitsWithTheStatusTheHelpGivesRefusals() async throws {
        let socket = folder + "app.sock"
        let app = try app(socket)
        _ = await app.read(until: "commands:")
        let first = try program(["attach", socket, "--no-history"])
        _ = await first.read(until: "commands:")
        let second = try program(["attach", socket, "--no-history"], stdin: .null)
        let said = await second.read(until: "\u{0}")
        #expect(said.contains("another console is attached to this app"), "\(said)")
        let status = await second.exitStatus()
        let binary = try #require(Self.binary)
        let help = try BuiltProgram.run(binary, ["attach", "--help"]).out
        #expect(status == 3, "turned away: \(status)")
        #expect(help.contains("3 the app\n            turned this console away"), "\(help.suffix(600))")
        first.write(":quit")
        #expect(await first.exitStatus() == 0)
        app.send(signal: SIGTERM)
        #expect(await app.exitStatus() == SIGTERM)
    }

    @Test func aConsolesSaveStopsWhenItLeavesAndALaterConsoleNeverStopsAnothers() async throws {
        let socket = folder + "app.sock"
        let record = folder + "app.log"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let app = try app(socket, ["--record", record])
        _ = await app.read(until: "commands:")
        // Three consoles one after another, each saving to a file of its own, changing the
        // year, and leaving; the app's own line changes it again after each has left.
        for index in 0..<3 {
            let console = try program(["attach", socket, "--no-history"])
            _ = await console.read(until: "commands:")
            console.write(":save \(folder)console-\(index).log")
            _ = await console.read(until: "recording there")
            console.write("year \(2021 + index)")
            _ = await console.read(until: "Holidays \(2021 + index)")
            console.write(":quit")
            #expect(await console.exitStatus() == 0)
            _ = await app.read(until: "the console left")
            app.write("year \(2031 + index)")
            _ = await app.read(until: "Holidays \(2031 + index)")
        }
        let logs = try (0..<3).map { try String(contentsOfFile: folder + "console-\($0).log", encoding: .utf8) }
        for (index, log) in logs.enumerated() {
            #expect(log.contains("yearChanged(\(2021 + index))"), "console \(index) saw its own line: \(log)")
            for later in index..<3 {
                #expect(!log.contains("yearChanged(\(2031 + later))"), "console \(index)'s file stopped when it left: \(log)")
            }
        }
        let own = try String(contentsOfFile: record, encoding: .utf8)
        for year in [2021, 2031, 2022, 2032, 2023, 2033] {
            #expect(own.contains("yearChanged(\(year))"), "the app's --record kept every line: \(year)")
        }
        app.send(signal: SIGTERM)
        #expect(await app.exitStatus() == SIGTERM)
    }

    @Test func anAppThatEndsUnderAConsoleInATerminalIsSaidOnceWithNoPromptLeftBehind() async throws {
        let socket = folder + "app.sock"
        let app = try app(socket)
        _ = await app.read(until: "commands:")
        let binary = try #require(Self.binary)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let console = try PseudoTerminal(binary, ["attach", socket, "--no-history"], environment: environment, columns: 100)
        try console.waitForLine("›")
        app.write(":quit")
        #expect(await app.exitStatus() == 0)
        #expect(try console.exitCode() == 1, "the app ended the session")
        // What it wrote before it ended, read to the end.
        _ = try? console.waitUntil("the end of its output", timeout: .milliseconds(300)) { _ in false }
        let rows = console.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = rows.drop { !$0.hasPrefix("commands:") }.dropFirst()
        #expect(after.filter { !$0.isEmpty } == ["the app closed its consoles; this session has ended"], "\(console.screen.text)")
    }

    @Test func undoInAnAttachedConsoleUndoesTheAppsWholeStepNeverLandingOnALoad() async throws {
        let socket = folder + "app.sock"
        let app = try app(socket)
        _ = await app.read(until: "commands:")
        let console = try program(["attach", socket, "--no-history"])
        _ = await console.read(until: "commands:")
        // The app's own line: a modal that loads the countries, and their answer.
        app.write("choose")
        _ = await app.read(until: "pick N or CODE")
        // A console with piped input shows what the app did when it sends its next line.
        console.write(":undo")
        _ = await console.read(until: "\nat ")
        let undone = await console.read(until: "commands:")
        #expect(undone.contains("── Holidays 2026 ──") && !undone.contains("Loading"), "back before the app's line, as its own :undo goes: \(undone)")
        console.write(":redo")
        _ = await console.read(until: "\nat ")
        let redone = await console.read(until: "commands:")
        #expect(redone.contains("250 countries") && !redone.contains("Loading"), "forward to the step's end: \(redone)")
        console.write(":quit")
        #expect(await console.exitStatus() == 0)
        app.send(signal: SIGTERM)
        #expect(await app.exitStatus() == SIGTERM)
    }

    @Test func theAppsPaneShowsAConsolesActionWhileItsOwnLineWaitsOnALoad() async throws {
        // A live data source whose answers never come in time: the app's `choose` waits on it.
        let server = try LoopbackServer { _ in .init(status: 200, body: Data("{}".utf8), delay: .seconds(60)) }
        defer { server.stop() }
        let socket = folder + "app.sock"
        let binary = try #require(Self.binary)
        let app = try RunningProgram(
            binary, ["--data", "live", "--year", "2026", "--no-history", "--listen", socket],
            environment: ["HOLIDAY_API_KEY": "test-key", "HOLIDAY_API_BASE_URL": server.baseURL], watchdog: 120
        )
        _ = await app.read(until: "commands:")
        let console = try program(["attach", socket, "--no-history"])
        _ = await console.read(until: "commands:")
        app.write("choose")
        _ = await app.read(until: "loading…")
        // The console closes the modal the app's line waits in: that line ends, cancelled.
        console.write("close")
        _ = await console.read(until: "commands:")
        let pane = await app.read(until: "Choose a country first.")
        #expect(pane.contains("console › .path(.element(id: 1, action: .chooseCountry(.closeTapped)))"), "\(pane)")
        console.write(":quit")
        #expect(await console.exitStatus() == 0)
        app.send(signal: SIGTERM)
        #expect(await app.exitStatus() == SIGTERM)
    }

    @Test func aLineSentBeforeTheLastOnesEffectAnsweredFailsALiveReplaySayingWhyAndReplaysPurely() throws {
        let binary = try #require(Self.binary)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let log = folder + "two.log"
        let recorded = try BuiltProgram.run(binary, ["--year", "2026", "--no-history", "--record", log], input: "choose\npick DE\nyear 2027\nyear 2028\n")
        #expect(recorded.status == 0, "\(recorded.err)")
        // As two fronts at once record it: `year 2028` came before `year 2027`'s load answered,
        // and cancelled it; nothing of that load is in the log.
        var lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sent = try #require(lines.firstIndex { $0.contains("yearChanged(2027)") })
        // The user's next entry: its `@` line, or its `>` line itself when it was sent within the
        // millisecond the last `@` line says (no new `@` then). That one is given a time a
        // millisecond later, as the recording of two fronts has: the load had time to answer.
        let next = try #require(lines[(sent + 1)...].firstIndex { $0.hasPrefix("@") || $0.hasPrefix(">") })
        lines.removeSubrange((sent + 1)..<next)
        if !lines[sent + 1].hasPrefix("@") {
            let last = try #require(lines[..<sent].last { $0.hasPrefix("@ ") }.flatMap { Double($0.dropFirst(2)) })
            lines.insert("@ " + String(format: "%.3f", last + 0.001), at: sent + 1)
        }
        try lines.joined(separator: "\n").write(toFile: log, atomically: true, encoding: .utf8)
        #expect(try BuiltProgram.run(binary, ["replay", log]).status == 0, "a pure replay reproduces it")
        let live = try BuiltProgram.run(binary, ["replay", "--live", log])
        #expect(live.status == 1)
        // Line numbers count from 1: `year 2028`'s line, whether an `@` line is before it or not.
        let year2028 = try #require(lines.firstIndex { $0.contains("yearChanged(2028)") })
        #expect(live.err.contains("line \(year2028 + 1): an effect sent"), "\(live.err)")
        #expect(live.err.contains("in the recording this line came before the previous one's effect answered, as when two fronts send at once"), "\(live.err)")
    }
}
