@testable import holiday_repl
import Testing

@Suite struct OptionsTests {
    @Test func noArgumentsStartsASessionOnTheEmbeddedData() throws {
        #expect(try Options.parse([]) == .session(SessionOptions()))
    }

    @Test func everyFlagIsRead() throws {
        let parsed = try Options.parse(["--data", "live", "--year=2027", "--layout", "calendar", "--record", "s.log", "--no-color"])
        #expect(parsed == .session(SessionOptions(data: .live, year: 2027, layout: .calendar, record: "s.log", color: false)))
        #expect(try Options.parse(["--help"]) == .help)
        #expect(try Options.parse(["-h"]) == .help)
        #expect(try Options.parse(["--version"]) == .version)
    }

    @Test func replayTakesAFileAndItsOwnFlags() throws {
        #expect(try Options.parse(["replay", "s.log", "--verbose"]) == .replay(ReplayOptions(file: "s.log", verbose: true)))
        #expect(try Options.parse(["replay", "--live", "s.log"]) == .replay(ReplayOptions(file: "s.log", live: true)))
    }

    @Test func badFlagsSayWhatWasWrong() {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option `--bogus`; see holiday-repl --help"),
            (["stray"], "unexpected argument `stray`; see holiday-repl --help"),
            (["--year"], "--year needs a year, like 2026"),
            (["--year", "20"], "--year takes a year with four digits, like 2026, not `20`"),
            (["--year=abcd"], "--year takes a year with four digits, like 2026, not `abcd`"),
            (["--layout", "grid"], "--layout takes list or calendar, not `grid`"),
            (["--data", "--no-color"], "--data needs embedded or live"),
            (["--record"], "--record needs a file"),
            (["--no-color=yes"], "--no-color takes no value, but got `yes`"),
            (["replay"], "replay needs a log file: holiday-repl replay FILE"),
            (["replay", "a.log", "b.log"], "replay takes one file, but got `a.log` and `b.log`"),
            (["replay", "a.log", "--verbose", "--live"], "--verbose shows the steps of a pure replay; it cannot be used with --live"),
            (["replay", "a.log", "--record", "x"], "unknown option `--record`; see holiday-repl --help"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "\(arguments)") { _ = try Options.parse(arguments) }
        }
    }
}
