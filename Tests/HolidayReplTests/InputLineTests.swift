@testable import holiday_repl
import Testing

@Suite struct InputLineTests {
    @Test func linesAreClassifiedByTheirFirstCharacter() {
        #expect(InputLine.parse("") == .empty)
        #expect(InputLine.parse("   \t ") == .empty)
        #expect(InputLine.parse("search  côte d'iv ") == .command(name: "search", argument: "côte d'iv"))
        #expect(InputLine.parse("choose") == .command(name: "choose", argument: ""))
        #expect(InputLine.parse(" :save  my session.log") == .meta(name: "save", argument: "my session.log"))
        #expect(InputLine.parse(":") == .meta(name: "", argument: ""))
        #expect(InputLine.parse(#".searchChanged("uni")"#) == .literal(text: #".searchChanged("uni")"#, caseName: "searchChanged"))
        #expect(InputLine.parse(".") == .literal(text: ".", caseName: ""))
    }
}
