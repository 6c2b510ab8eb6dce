@testable import holiday_repl
@testable import StoreCore
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreTerminal
import Foundation
import Testing

/// The holiday REPL's command line: the ready-made program's flags with the app's own three.
@MainActor
@Suite struct OptionsTests {
    let arguments = ProgramArguments(program: "holiday-repl", options: HolidayProgram.options)

    @Test func noArgumentsStartsASessionOnTheEmbeddedData() throws {
        #expect(try arguments.parse([]) == .session(SessionArguments()))
    }

    @Test func everyFlagIsRead() throws {
        let parsed = try arguments.parse(["--data", "live", "--year=2027", "--layout", "calendar", "--record", "s.log", "--no-color", "--echo"])
        let expected = SessionArguments(values: ["data": "live", "year": "2027", "layout": "calendar"], record: "s.log", color: false, echo: true)
        #expect(parsed == .session(expected))
        #expect(try arguments.parse(["--help"]) == .help)
        #expect(try arguments.parse(["-h"]) == .help)
        #expect(try arguments.parse(["--version"]) == .version)
    }

    @Test func exploresHelpSaysWalksSwitchTheAppsFaultsAndHowToWalkWithoutThem() throws {
        let help = arguments.usage(summary: "holidays")
        #expect(help.contains("--no-faults"), "\(help)")
        #expect(help.contains("walk without the app's named faults"))
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("by default walks switch them on and off as they go (`:fault NAME`"), "\(help)")
        var expected = ExploreArguments()
        expected.faults = false
        #expect(try arguments.parse(["explore", "--no-faults"]) == .explore(expected))
        #expect(try arguments.parse(["explore"]) != .explore(expected), "walks switch them unless told")
        #expect(throws: UsageError.self) { _ = try self.arguments.parse(["explore", "--no-faults=yes"]) }
    }

    @Test func replayTakesAFileAndItsOwnFlags() throws {
        #expect(try arguments.parse(["replay", "s.log", "--verbose"]) == .replay(ReplayArguments(file: "s.log", verbose: true)))
        #expect(try arguments.parse(["replay", "--live", "s.log"]) == .replay(ReplayArguments(file: "s.log", live: true)))
        #expect(try arguments.parse(["replay", "s.log", "--layout", "calendar"]) == .replay(ReplayArguments(file: "s.log", values: ["layout": "calendar"])))
    }

    @Test func renameTakesABareCaseOrOneAfterItsTypesName() throws {
        let typed = try arguments.parse(["replay", "s.log", "--rename", "Row.Action.removeTapped=removeRequested"])
        #expect(typed == .replay(ReplayArguments(file: "s.log", update: true, renames: [Renaming(old: "Row.Action.removeTapped", new: "removeRequested")])))
        #expect(try arguments.parse(["replay", "s.log", "--rename", ".searchChanged=.queryChanged"])
            == .replay(ReplayArguments(file: "s.log", update: true, renames: [Renaming(old: "searchChanged", new: "queryChanged")])))
        for bad in ["Row..removeTapped=x", "removeTapped=Row.x", "removeTapped", "Row.Action.=x"] {
            #expect(throws: UsageError("--rename takes OLD=NEW, two case names such as searchChanged=queryChanged, the old one after its type's name where two types have it (Row.Action.removeTapped=removeRequested), not `\(bad)`")) {
                _ = try self.arguments.parse(["replay", "s.log", "--rename", bad])
            }
        }
    }

    @Test func helpWithABadFlagBesideItIsTheBadFlagsError() throws {
        #expect(try arguments.parse(["--record", "s.log", "--help"]) == .help, "good flags beside it are fine")
        #expect(try arguments.parse(["replay", "--help"]) == .help)
        #expect(try arguments.parse(["explore", "-h", "--steps", "10"]) == .help)
        for bad in [["--help", "--bogus"], ["--bogus", "--help"], ["--version", "--year", "20"], ["replay", "--help", "--bogus"], ["explore", "--help", "--steps", "x"]] {
            #expect(throws: UsageError.self, "\(bad)") { try arguments.parse(bad) }
        }
    }

    @Test func badFlagsSayWhatWasWrong() {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option `--bogus`; see holiday-repl --help"),
            (["stray"], "unexpected argument `stray`; see holiday-repl --help"),
            (["--year"], "--year needs a year, like 2026"),
            (["--year", "20"], "--year takes a year with four digits, like 2026, not `20`"),
            (["--year=abcd"], "--year takes a year with four digits, like 2026, not `abcd`"),
            (["--layout", "grid"], "--layout takes list or calendar, not `grid`"),
            (["--data", "--no-color"], "--data needs embedded, live or embedded-failing-once"),
            (["--record"], "--record needs a file"),
            (["--no-color=yes"], "--no-color takes no value, but got `yes`"),
            (["--append"], "--append says what --record does with an existing file; give --record FILE too"),
            (["--record", "s.log", "--force", "--append"], "--append continues the file and --force replaces it; give one of them, not both"),
            (["replay"], "replay needs a log file: holiday-repl replay FILE"),
            (["replay", "a.log", "b.log"], "replay takes one file, but got `a.log` and `b.log`"),
            (["replay", "a.log", "--verbose", "--live"], "--verbose shows the steps of a pure replay; it cannot be used with --live"),
            (["replay", "a.log", "--record", "x"], "unknown option `--record`; see holiday-repl --help"),
            (["replay", "a.log", "--year", "2026"], "unknown option `--year`; see holiday-repl --help"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "\(arguments)") { _ = try self.arguments.parse(arguments) }
        }
    }

    @Test func anEmptyPathIsRefusedNamingWhatNeedsIt() {
        let cases: [([String], String)] = [
            (["--record", ""], "--record needs a file, and was given an empty one"),
            (["--listen", ""], "--listen needs a socket path, and was given an empty one"),
            (["replay", ""], "replay needs a log file, and was given an empty name"),
            (["attach", ""], "attach needs the socket path an app listens at, and was given an empty one"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "\(arguments)") { _ = try self.arguments.parse(arguments) }
        }
    }
}

/// The version the program prints is the library's, and the README announces it.
@MainActor
@Suite struct VersionTests {
    @Test func theReadmesNewestWhatChangedEntryIsTheLibrarysVersion() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md").standardized
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "## What changed"))
        let newest = text[section.upperBound...].split(separator: "\n").first { $0.hasPrefix("### ") }
        #expect(newest == "### \(StoreLibrary.version)")
        #expect(HolidayProgram.version == StoreLibrary.version)
    }
}
