import Foundation
@testable import holiday_repl
@testable import StoreTerminal
import TestSupport
import Testing

/// `holiday-repl` in a pseudo-terminal: each editing key, completion, reverse search, history
/// across two sessions, widths, and a redirected output that never gets the prompt.
@Suite(.serialized, .timeLimit(.minutes(2 * TestPlatform.sanitizerSlowdown))) struct TerminalEditorTests {
    let state = NSTemporaryDirectory() + "repl-tty-\(UUID().uuidString)"

    func start(_ arguments: [String] = ["--year", "2026"], columns: Int = 100, stdout: FileHandle? = nil, color: Bool = false, noColor: String? = nil) throws -> PseudoTerminal {
        let binary = try #require(BinaryTests.binary, "holiday-repl is not built next to the tests")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state
        environment["NO_COLOR"] = noColor ?? (color ? nil : "1")
        environment.removeValue(forKey: "HOLIDAY_API_KEY")
        let terminal = try PseudoTerminal(binary, arguments, environment: environment, columns: columns, stdout: stdout)
        try terminal.waitForLine("›")
        return terminal
    }

    @Test func arrowsMoveTheCursorAndTheWholeLineIsSent() throws {
        let terminal = try start()
        terminal.type("year 207\u{1B}[D\u{1B}[D")
        try terminal.waitUntil("the cursor two to the left") { $0.cursorRow == "› year 2" }
        terminal.type("0\u{1B}[C\u{1B}[C")
        try terminal.waitForLine("› year 2007")
        terminal.type("\u{7F}\u{7F}27\r")
        try terminal.waitFor("── Holidays 2027 ──")
    }

    @Test func homeEndAndTheControlKeysEditLikeAShell() throws {
        let terminal = try start()
        terminal.type("ear 2027\u{1}y\u{5} extra\u{17}")
        try terminal.waitForLine("› year 2027")
        terminal.type("\u{1B}[H\u{B}choose")
        try terminal.waitForLine("› choose")
        terminal.type("\u{15}year 2028\u{1B}[D\u{1B}[F\r")
        try terminal.waitFor("── Holidays 2028 ──")
        #expect(!terminal.screen.text.contains("is not a command"))
    }

    @Test func wordMovesCutAndPaste() throws {
        let terminal = try start()
        terminal.type("year 2027\u{1B}b")
        try terminal.waitUntil("the cursor at the start of 2027") { $0.text.contains("› year 2027") && $0.cursorRow == "› year" }
        terminal.type("\u{B}")
        try terminal.waitUntil("2027 cut") { !$0.text.contains("2027") && $0.cursorRow == "› year" }
        terminal.type("\u{19}\u{1B}[1;5D\u{1B}[1;5D\u{1B}f")
        try terminal.waitUntil("pasted back, two words left, one right") { $0.text.contains("› year 2027") && $0.cursorRow == "› year" }
        terminal.type("\u{1B}[1;5C\r")
        try terminal.waitFor("── Holidays 2027 ──")
    }

    @Test func backspaceTakesAWholeWideOrAccentedCharacter() throws {
        let terminal = try start()
        terminal.type("search 日本e\u{301}")
        try terminal.waitForLine("› search 日本é")
        terminal.type("\u{7F}\u{7F}")
        try terminal.waitForLine("› search 日")
        terminal.type("\u{1}\u{1B}[3~\u{1B}[3~")
        try terminal.waitUntil("two characters deleted at the start") { $0.text.contains("› arch 日") && $0.cursorRow == "›" }
    }

    @Test func tabCompletesCommandsMetaCommandsArgumentsAndCaseNames() throws {
        let terminal = try start()
        terminal.type("pu\t")
        try terminal.waitForLine("› public")
        terminal.type("\u{15}:sa\t")
        try terminal.waitForLine("› :save")
        terminal.type("\u{15}.yearCh\t")
        try terminal.waitForLine("› .yearChanged")
        terminal.type("\u{15}cho\t\r")
        try terminal.waitFor("── Choose a country ──")
        terminal.type("pick U\t\t")
        try terminal.waitUntil("the codes starting with U") { $0.text.contains("UA") && $0.text.contains("US") && $0.cursorRow == "› pick U" }
        terminal.type("S\t\r")
        try terminal.waitFor("Holidays in United States")
    }

    @Test func historyIsKeptAcrossSessionsAndReverseSearchFindsIt() throws {
        let first = try start()
        first.type("year 2027\r")
        try first.waitFor("── Holidays 2027 ──")
        first.type("choose\r")
        try first.waitFor("── Choose a country ──")
        first.type("\u{4}")
        #expect(try first.exitCode() == 0)

        let second = try start()
        second.type("\u{1B}[A")
        try second.waitForLine("› choose")
        second.type("\u{1B}[A")
        try second.waitForLine("› year 2027")
        second.type("\u{1B}[B\u{1B}[B")
        try second.waitForLine("›")
        second.type("\u{12}202")
        try second.waitUntil("the match, the cursor on it") { $0.text.contains("(reverse-i-search)`202': year 2027") && $0.cursorRow == "(reverse-i-search)`202': year" }
        second.type("\r")
        try second.waitFor("── Holidays 2027 ──")
        second.type(":quit\r")
        #expect(try second.exitCode() == 0)
        let saved = try String(contentsOfFile: state + "/holiday-repl/history", encoding: .utf8)
        #expect(saved == "year 2027\nchoose\nyear 2027\n:quit\n")
    }

    @Test func noHistoryKeepsNothing() throws {
        let terminal = try start(["--year", "2026", "--no-history"])
        terminal.type("year 2027\r")
        try terminal.waitFor("── Holidays 2027 ──")
        terminal.type("\u{4}")
        #expect(try terminal.exitCode() == 0)
        #expect(!FileManager.default.fileExists(atPath: state + "/holiday-repl/history"))
    }

    @Test func controlDOnAWrittenLineDoesNothingAndOnAnEmptyOneLeaves() throws {
        let terminal = try start()
        terminal.type("pub\u{4}")
        try terminal.waitForLine("› pub")
        terminal.type("\u{15}\u{4}")
        #expect(try terminal.exitCode() == 0)
    }

    @Test func controlCDropsTheLineAndKeepsTheSession() throws {
        let terminal = try start()
        terminal.type("year 20\u{3}")
        try terminal.waitUntil("a fresh prompt after ^C") { $0.text.contains("› year 20^C") && $0.cursorRow == "›" }
        terminal.type("year 2028\r")
        try terminal.waitFor("── Holidays 2028 ──")
    }

    @Test func aPasteIsInsertedAsTextAndItsLinesRunInTurn() throws {
        let terminal = try start()
        terminal.type("\u{1B}[200~year\t2027\nyear 2028\u{1B}[201~")
        try terminal.waitFor("── Holidays 2027 ──")
        try terminal.waitForLine("› year 2028")
        terminal.type("\r")
        try terminal.waitFor("── Holidays 2028 ──")
    }

    @Test func aLongLineScrollsWithinFortyColumnsAndFollowsAResize() throws {
        let terminal = try start(columns: 40)
        terminal.type("search " + String(repeating: "abcdefghij", count: 6))
        try terminal.waitUntil("the line's end in view") { $0.cursorRow.hasPrefix("› …") && $0.cursorRow.hasSuffix("abcdefghij") }
        #expect(terminal.screen.cursorRow.columns <= 39)
        terminal.resize(columns: 200)
        try terminal.waitForLine("› search " + String(repeating: "abcdefghij", count: 6))
    }

    @Test func theReadLineEditingNeverReachesRedirectedOutput() throws {
        let file = state + "-out.txt"
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: file))
        let terminal = try start(stdout: handle)
        terminal.type("year 2027\r")
        try terminal.waitForLine("›")
        terminal.type("\u{4}")
        #expect(try terminal.exitCode() == 0)
        let out = try String(contentsOfFile: file, encoding: .utf8)
        #expect(out.contains("── Holidays 2027 ──"))
        #expect(!out.contains("›"), "the prompt is drawn on the terminal, not in the file")
        #expect(!out.contains("\u{1B}"), "nor any escape code")
    }

    @Test func colourIsDecidedForEachStream() throws {
        let file = state + "-colour.txt"
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: file))
        let terminal = try start(stdout: handle, color: true)
        terminal.type("bogus\r")
        try terminal.waitFor("is not a command")
        terminal.type("\u{4}")
        #expect(try terminal.exitCode() == 0)
        #expect(String(decoding: terminal.written, as: UTF8.self).contains("\u{1B}[31merror:\u{1B}[0m"), "errors on the terminal are red")
        let out = try String(contentsOfFile: file, encoding: .utf8)
        #expect(out.contains("── Holidays 2026 ──"))
        #expect(!out.contains("\u{1B}"), "the redirected screens are plain")
    }

    @Test func anEmptyNoColorLeavesColourOnAndAnyValueTurnsItOff() throws {
        for (value, coloured) in [("", true), ("1", false), ("0", false)] {
            let terminal = try start(noColor: value)
            terminal.type("bogus\r")
            try terminal.waitFor("is not a command")
            terminal.type("\u{4}")
            #expect(try terminal.exitCode() == 0)
            #expect(String(decoding: terminal.written, as: UTF8.self).contains("\u{1B}[31merror:") == coloured, "NO_COLOR=\(value)")
        }
    }

    @Test func controlCharactersInTypedOrPastedTextAreDropped() throws {
        let terminal = try start()
        terminal.type("choose\r")
        try terminal.waitFor("── Choose a country ──")
        terminal.type("\u{1B}[200~search \u{1B}[2Jboom\u{1B}[201~\r")
        try terminal.waitFor("No country matches “[2Jboom”")
        #expect(terminal.screen.text.contains("── Choose a country ──"), "the screen was not cleared")
    }

    @Test func screensFitTwoHundredAndFortyColumnsAndFollowAResize() throws {
        let title = "── Holidays in Congo, The Democratic Republic of the (CD), 2026 ──"
        let terminal = try start(columns: 200)
        terminal.type(":open holidays/CD/2026\r")
        try terminal.waitFor("Christmas Day")
        #expect(terminal.screen.text.split(separator: "\n").contains { $0 == title }, "one row at 200 columns")

        terminal.resize(columns: 40)
        terminal.type(":open holidays/CD/2027\r")
        let screen = try terminal.waitUntil("the 2027 list") { $0.text.contains("2027 ──") && $0.text.contains("Christmas Day\n") }
        let rows = screen.text.split(separator: "\n").drop { !$0.contains("Holidays CD 2027") }
        #expect(rows.allSatisfy { $0.columns <= 40 }, "\(rows)")
        #expect(rows.contains("── Holidays in Congo, The Democratic"), "broken at a space")
        #expect(rows.contains("   Republic of the (CD), 2027 ──"), "and continued after the marker")
        #expect(!rows.contains { $0.hasSuffix("Rep") }, "no word is cut by the terminal")
    }

    @Test func theTerminalsModeIsPutBackAtTheEndAndWhenTheProgramIsKilled() throws {
        for ending in ["quit", "SIGTERM", "SIGHUP"] {
            let terminal = try start()
            let raw = TestPlatform.terminalModes(terminal.master)
            #expect(raw.map { !$0.echo && !$0.lines && !$0.signals } == true, "raw while a line is edited, Ctrl-C a key")
            if ending == "quit" {
                terminal.type(":quit\r")
            } else {
                TestPlatform.send(ending == "SIGTERM" ? .terminate : .hangUp, to: terminal.process.processIdentifier)
            }
            _ = try terminal.exitCode()
            let back = TestPlatform.terminalModes(terminal.master)
            #expect(back.map { $0.echo && $0.lines } == true, "\(ending): the user's mode is back")
            #expect(!String(decoding: terminal.written.suffix(16), as: UTF8.self).hasSuffix("\u{1B}[?2004h"), "\(ending): bracketed paste is off")
        }
    }
}
