@testable import StoreTerminal
import Testing

/// Fitting lines to the terminal's width.
@Suite struct WrappingTests {
    @Test func linesFromAnotherProcessShownAboveTheEditedLineFitTheTerminalAtSpaces() {
        // What an app sends an attached console narrower than the app's own terminal.
        let line = "app › .path(.element(id: 0, action: .holidaysList(.publicOnlyChanged(false))))"
        let rows = TerminalEditor.fitted([line, "second\nthird"], width: 50)
        #expect(rows.allSatisfy { $0.count <= 50 }, "\(rows)")
        #expect(rows.contains { $0.hasSuffix(".holidaysList(.publicOnlyChanged(false))))") }, "no word is broken: \(rows)")
        #expect(rows.suffix(2) == ["second", "third"])
    }

    @Test func aShortLineIsLeftAlone() {
        #expect(Wrapping.rows("── Holidays 2026 ──", width: 40) == ["── Holidays 2026 ──"])
    }

    @Test func aTitleBreaksAtSpacesAndContinuesAfterItsMarker() {
        #expect(Wrapping.rows("── Holidays in Congo, The Democratic Republic of the (CD), 2026 ──", width: 40) == [
            "── Holidays in Congo, The Democratic",
            "   Republic of the (CD), 2026 ──",
        ])
    }

    @Test func aTableRowContinuesUnderItsLastColumn() {
        #expect(Wrapping.rows("  10  Sun 2026-08-02  ● Congolese Genocide Memorial Day  (observed Sat 2026-08-01)", width: 40) == [
            "  10  Sun 2026-08-02  ● Congolese",
            "                        Genocide",
            "                        Memorial Day",
            "                        (observed Sat",
            "                        2026-08-01)",
        ])
    }

    @Test func colourCodesTakeNoColumnsAndStayWithTheirWords() {
        let red = "\u{1B}[31m", reset = "\u{1B}[0m"
        let rows = Wrapping.rows("\(red)error:\(reset) `yeer` is not a command of Holidays in Congo", width: 30)
        #expect(rows == ["\(red)error:\(reset) `yeer` is not a command", "  of Holidays in Congo"])
        #expect(rows.allSatisfy { Wrapping.columns($0) <= 30 })
    }

    @Test func aColourCodeAfterASpaceSurvivesABreakThere() {
        let cyan = "\u{1B}[36m", reset = "\u{1B}[0m"
        let line = "commands: \(cyan)choose\(reset) · \(cyan)year YYYY\(reset) · \(cyan)public\(reset)"
        let rows = Wrapping.rows(line, width: 24)
        #expect(rows.joined().components(separatedBy: cyan).count == 4, "every colour start kept")
        #expect(rows.joined().components(separatedBy: reset).count == 4, "every reset kept")
        #expect(rows.allSatisfy { Wrapping.columns($0) <= 24 })
    }

    @Test func wideAndControlCharactersTakeTheirColumns() {
        #expect("日本".columns == 4)
        #expect("👍🏽".columns == 2)
        #expect("e\u{301}".columns == 1)
        #expect("a\tb".columns == 2, "a tab draws nothing by itself")
    }

    @Test func aWordLongerThanALineStartsARowAndIsCut() {
        #expect(Wrapping.rows("search " + String(repeating: "x", count: 30), width: 20) == [
            "search",
            "  xxxxxxxxxxxxxxxxxx",
            "  xxxxxxxxxxxx",
        ])
    }

    @Test func wideCharactersCountTwoColumns() {
        let rows = Wrapping.rows("日本の祝日 日本の祝日 日本の祝日", width: 12)
        #expect(rows == ["日本の祝日", "  日本の祝日", "  日本の祝日"])
    }
}

/// Fitting a very long line (a pasted megabyte) takes work in proportion to its length.
@Suite struct WrappingLongLineTests {
    @Test func aMegabyteWordIsCutIntoFullRowsLookingAtEachCharacterAFewTimesOnly() {
        let word = String(repeating: "b", count: 1_000_000)
        let line = "error: " + word
        var visited = 0
        let rows = Wrapping.rows(line, width: 120, visited: &visited)
        // The word does not fit after `error:`, so it starts a row of its own, two in.
        #expect(rows.first == "error:")
        let cut = Array(rows.dropFirst())
        #expect(cut.allSatisfy { $0.columns <= 120 && $0.hasPrefix("  b") })
        #expect(cut.dropLast().allSatisfy { $0.columns == 120 })
        let whole = cut.map { $0.dropFirst(2) }.joined() == word   // compared here: a failure must not print a megabyte
        #expect(whole)
        // Linear: a constant number of looks per character, not one per character per row.
        #expect(visited <= 3 * line.count, "looked at characters \(visited) times for \(line.count)")
    }

    @Test func aLongWordAmongShortOnesIsCutInOnePass() {
        let line = "a " + String(repeating: "日", count: 20_000) + " z"
        var visited = 0
        let rows = Wrapping.rows(line, width: 41, visited: &visited)
        #expect(rows.allSatisfy { $0.columns <= 41 })
        #expect(rows.first == "a " + String(repeating: "日", count: 19))
        #expect(rows.last?.hasSuffix(" z") == true)
        #expect(visited <= 3 * line.count)
    }
}
