import Foundation
import Store
import TestSupport
import Testing

/// The built `holiday-repl` run as a user runs it: through pipes, with its exit codes.
@Suite(.serialized) struct BinaryTests {
    struct Result {
        let status: Int32
        let out: String
        let err: String
    }

    /// The program sits next to the test bundle in the build directory.
    static let binary = BuiltProgram.url(named: "holiday-repl")

    let directory = NSTemporaryDirectory() + "repl-binary-\(UUID().uuidString)/"

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Result {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        // No key reaches the program unless a test gives one.
        let run = try BuiltProgram.run(binary, arguments, input: input, environment: environment, removing: ["HOLIDAY_API_KEY"])
        return Result(status: run.status, out: run.out, err: run.err)
    }

    @Test func pipedInputWorksLikeTypedInputWithoutPromptOrColour() throws {
        let result = try run(["--year", "2026"], input: "choose\nsearch cote\npick CI\nopen 4\nbogus\n")
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("Holidays 2026\n── Holidays 2026 ──\nChoose a country first."))
        #expect(result.out.contains("Holidays CI 2026 › Easter Monday\n── Easter Monday ──\nDate      Monday 2026-04-06\n"))
        #expect(!result.out.contains("›  "), "no prompt when stdin is not a terminal")
        #expect(!result.out.contains("\u{1B}["), "no colour when stdout is not a terminal")
        #expect(result.err == "error: `bogus` is not a command of Easter Monday; it offers back, help (`:help` for the session's own)\n")
    }

    @Test func badFlagsExitWithTwoAndOneLine() throws {
        for (arguments, message) in [
            (["--bogus"], "holiday-repl: unknown option `--bogus`; see holiday-repl --help\n"),
            (["--year", "20"], "holiday-repl: --year takes a year with four digits, like 2026, not `20`\n"),
            (["--year", "1999"], "holiday-repl: --year 1999: there are holidays for 2020 to 2035 only, not for 1999\n"),
            (["--year", "2040"], "holiday-repl: --year 2040: there are holidays for 2020 to 2035 only, not for 2040\n"),
            (["--layout", "grid"], "holiday-repl: --layout takes list or calendar, not `grid`\n"),
            (["--data", "live"], "holiday-repl: the live data needs an API key: set HOLIDAY_API_KEY (get one at https://holidayapi.com)\n"),
            (["--record", "/no/such/dir/s.log"], "holiday-repl: --record: cannot write the log /no/such/dir/s.log: No such file or directory\n"),
        ] {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.err == message)
            #expect(result.out.isEmpty)
        }
    }

    @Test func helpAndVersion() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.out.contains("usage: holiday-repl [options]"))
        #expect(try run(["--version"]).out == "holiday-repl \(StoreLibrary.version)\n")
    }

    @Test func aRecordedSessionReplaysToItsLastScreen() throws {
        let log = directory + "session.log"
        let session = try run(["--year", "2026", "--record", log], input: "choose\nsearch united\npick US\nopen 14\n")
        #expect(session.status == 0)
        let lastScreen = try #require(session.out.components(separatedBy: "Holidays US 2026 › Independence Day").last)

        let pure = try run(["replay", log])
        #expect(pure.status == 0)
        #expect(pure.out.hasPrefix("Holidays US 2026 › Independence Day" + lastScreen))
        #expect(pure.out.hasSuffix("\(log): 11 actions replayed purely, 5 checkpoints matched\n"))

        let live = try run(["replay", log, "--live"])
        #expect(live.status == 0, "\(live.err)")
        #expect(live.out.hasSuffix("\(log): 11 actions replayed live, 5 checkpoints matched\n"))

        // The session's `@` lines say when it happened, so where its first action stands varies.
        let first = try Self.lineNumber(ofFirstAction: log)
        let verbose = try run(["replay", log, "--verbose"])
        #expect(verbose.out.hasPrefix("line \(first): > .path(.element(id: 0, action: .holidaysList(.chooseCountryTapped)))\nHolidays 2026\n"))
    }

    /// The number of the log's first `>` line.
    static func lineNumber(ofFirstAction log: String) throws -> Int {
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasPrefix("> ") }) + 1
    }

    @Test func aDivergedLogExitsWithOneAndADamagedOneWithThree() throws {
        let log = directory + "session.log"
        _ = try run(["--year", "2026", "--record", log], input: "choose\n")
        let recorded = try String(contentsOfFile: log, encoding: .utf8)
        let end = recorded.split(separator: "\n", omittingEmptySubsequences: false).count
        let first = try Self.lineNumber(ofFirstAction: log)

        let diverged = directory + "diverged.log"
        try (recorded + "~ 0000000000000000\n").write(toFile: diverged, atomically: true, encoding: .utf8)
        let divergedRun = try run(["replay", diverged])
        #expect(divergedRun.status == 1)
        #expect(divergedRun.err.hasPrefix("holiday-repl: \(diverged): line \(end): after `> .path(.element(id: 0, action: .holidaysList(.chooseCountryTapped)))` (line \(first)), the state differs from the checkpoint: its checksum is "), "\(divergedRun.err)")

        let damaged = directory + "damaged.log"
        try (recorded + "> .path(.pop\n").write(toFile: damaged, atomically: true, encoding: .utf8)
        let damagedRun = try run(["replay", damaged])
        #expect(damagedRun.status == 3)
        #expect(damagedRun.err.hasPrefix("holiday-repl: \(damaged): line \(end): "), "\(damagedRun.err)")

        let missing = try run(["replay", directory + "missing.log"])
        #expect(missing.status == 2)
    }

    @Test func aSessionKilledMidwayLeavesALogThatReplaysToTheLastScreenItPrinted() throws {
        let binary = try #require(Self.binary)
        let log = directory + "killed.log"
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--year", "2026", "--record", log]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.runTied()
        var printed = ""
        func waitForScreens(_ count: Int) {
            while printed.components(separatedBy: "\ncommands: ").count - 1 < count {
                let chunk = stdout.fileHandleForReading.availableData
                if chunk.isEmpty { return }
                printed += String(decoding: chunk, as: UTF8.self)
            }
        }
        waitForScreens(1)
        let commands = ["choose", "search ger", "pick DE", "open 3", "back", "public"]
        for (index, command) in commands.enumerated() {
            stdin.fileHandleForWriting.write(Data((command + "\n").utf8))
            waitForScreens(index + 2)
        }
        TestPlatform.send(.kill, to: process.processIdentifier)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let lastScreen = "Holidays DE 2026\n" + (printed.components(separatedBy: "Holidays DE 2026\n").last ?? "")
        let replay = try run(["replay", log])
        #expect(replay.status == 0)
        #expect(replay.out.hasPrefix(lastScreen))
        #expect(lastScreen.contains("showing the public ones"))
    }

    @Test(.enabled(if: TestPlatform.hasFullDevice, "macOS has no /dev/full"))
    func aLogOnAFullDiskIsAnErrorAtTheStart() throws {
        let result = try run(["--record", "/dev/full", "--force"], input: "choose\n")
        #expect(result.status == 2)
        #expect(result.err == "holiday-repl: --record: line 1: cannot write to the log /dev/full: No space left on device\n")
        #expect(result.out.isEmpty)
    }

    @Test func anExistingFileIsNeverOverwrittenWithoutAFlag() throws {
        let log = directory + "kept.log"
        _ = try run(["--year", "2026", "--record", log], input: "choose\n")
        let before = try String(contentsOfFile: log, encoding: .utf8)

        let refused = try run(["--year", "2026", "--record", log], input: "public\n")
        #expect(refused.status == 2)
        #expect(refused.err == "holiday-repl: --record: \(log) exists already and was left as it is; add --append to continue it or --force to replace it\n")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == before)

        let appended = try run(["--year", "2026", "--record", log, "--append"], input: "choose\n")
        #expect(appended.status == 0)
        let after = try String(contentsOfFile: log, encoding: .utf8)
        #expect(after.hasPrefix(before))
        #expect(!after.dropFirst(before.count).contains("action-log"))
        #expect(try run(["replay", log]).status == 0)

        let replaced = try run(["--year", "2026", "--record", log, "--force"], input: "")
        #expect(replaced.status == 0)
        #expect(try String(contentsOfFile: log, encoding: .utf8).count < before.count)
    }

    @Test func aLogFromANewerVersionIsRefusedNamingBoth() throws {
        let log = directory + "future.log"
        try "action-log 5\nstart ()\n".write(toFile: log, atomically: true, encoding: .utf8)
        let result = try run(["replay", log])
        #expect(result.status == 3)
        #expect(result.err.contains("version 5"))
        #expect(result.err.contains("version 4"))
    }

    @Test(.enabled(if: TestPlatform.hasFullDevice, "macOS has no /dev/full"))
    func aFailedWriteIsExitCodeTwoWithAReason() throws {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        let log = directory + "session.log"
        _ = try run(["--year", "2026", "--record", log], input: "choose\n")
        for arguments in [["replay", log], ["--year", "2026"]] {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle(fileDescriptor: TestPlatform.openForWriting("/dev/full"), closeOnDealloc: true)
            let stderr = Pipe()
            process.standardError = stderr
            try process.runTied()
            let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2, "\(arguments)")
            #expect(err == "holiday-repl: cannot write to standard output: No space left on device\n", "\(arguments)")
        }
    }

    @Test func controlCharactersFromPipedInputAreDroppedAsTheLineEditorDropsThem() throws {
        let result = try run(["--year", "2026"], input: "choose\nsearch \u{1B}[2Jboom\n:history\n")
        #expect(result.out.contains("No country matches “[2Jboom”."))
        #expect(result.out.contains("search [2Jboom"))
        #expect(!result.out.contains("\u{1B}"))
    }
}
