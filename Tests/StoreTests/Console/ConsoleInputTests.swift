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

    @Test func anActionsCaseNameIsReadByTheTextSyntaxsOwnRules() {
        #expect(ConsoleInput.parse(".`default`(1)") == .literal(text: ".`default`(1)", caseName: "default"))
        #expect(ConsoleInput.parse(".café_2(1)") == .literal(text: ".café_2(1)", caseName: "café_2"))
        #expect(ConsoleInput.parse(".2nd") == .literal(text: ".2nd", caseName: ""), "a name does not start with a digit")
    }
}
