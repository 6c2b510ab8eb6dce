@testable import StoreConsole
import Testing

@Suite struct ConsoleInputLinesTests {
    @Test func anErrorNamesItsLineOnlyWhenTheInputIsNumbered() {
        var lines = ConsoleInputLines()
        lines.readOne()
        #expect(lines.refusing("`bogus` is not a command") == "`bogus` is not a command", "typed: the user sees the line")
        lines.numbered = true
        lines.readOne()
        #expect(lines.refusing("`bogus` is not a command") == "line 2: `bogus` is not a command")
        #expect(lines.refused == [1, 2])
    }

    @Test func aLineWithTwoErrorsIsCountedOnce() {
        var lines = ConsoleInputLines()
        lines.numbered = true
        lines.readOne()
        _ = lines.refusing("first")
        _ = lines.refusing("second")
        #expect(lines.summary == "line 1 of the input was refused")
    }

    @Test func theSummaryNamesTheFirstTenLinesRefused() {
        var lines = ConsoleInputLines()
        #expect(lines.summary == nil, "nothing refused: nothing to say, and the session ends with 0")
        for _ in 1...12 {
            lines.readOne()
            _ = lines.refusing("no")
        }
        #expect(lines.summary == "12 lines of the input were refused: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …")
    }
}
