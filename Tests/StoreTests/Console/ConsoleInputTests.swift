import Store
import Testing

@Suite struct ConsoleInputTests {
    @Test func linesAreClassifiedByTheirFirstCharacter() {
        #expect(ConsoleInput.parse("") == .empty)
        #expect(ConsoleInput.parse("   \t ") == .empty)
        #expect(ConsoleInput.parse("search  côte d'iv ") == .command(name: "search", argument: "côte d'iv"))
        #expect(ConsoleInput.parse("choose") == .command(name: "choose", argument: ""))
        #expect(ConsoleInput.parse(" :save  my session.log") == .meta(name: "save", argument: "my session.log"))
        #expect(ConsoleInput.parse(":") == .meta(name: "", argument: ""))
        #expect(ConsoleInput.parse(#".searchChanged("uni")"#) == .literal(text: #".searchChanged("uni")"#, caseName: "searchChanged"))
        #expect(ConsoleInput.parse(".") == .literal(text: ".", caseName: ""))
    }
}
