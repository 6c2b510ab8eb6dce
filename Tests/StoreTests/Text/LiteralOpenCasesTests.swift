@testable import StoreText
import Testing

/// The console completes a case name inside a literal being typed from what the tape read of
/// it before the text ran out.
@Suite struct LiteralOpenCasesTests {
    typealias Open = LiteralText.OpenCase

    @Test func theCasesOpenAroundTheEndAreFoundWithTheValueTheTextIsIn() throws {
        let found = try #require(LiteralText.openCases(".path(.element(id: 0, action: .holidaysList(.year"))
        #expect(found.cases == [
            Open(name: "path", label: nil, position: 0),
            Open(name: "element", label: "action", position: 1),
            Open(name: "holidaysList", label: nil, position: 0),
        ])
        #expect(found.partial == "year")
    }

    @Test func aDotWithNothingAfterItIsAnEmptyPartialWithTheLabelBeforeIt() throws {
        let found = try #require(LiteralText.openCases(".search(text: \"a (b\", limit: ."))
        #expect(found.cases == [Open(name: "search", label: "limit", position: 1)])
        #expect(found.partial == "")
    }

    @Test(arguments: [
        ".increment",            // no parenthesis open
        ".add(5",                // not a case name at the end
        ".add(.x ",              // the name has ended
        "(label: .x",            // a tuple, whose type cannot be followed
        ".rows([.x",             // nor an array's
        ".add(5 6, .x",          // not a literal before the end
        ".search(text: \"a .x",  // inside a string
    ])
    func textThatDoesNotEndInACaseNameInsideACaseIsNotCompleted(_ text: String) {
        #expect(LiteralText.openCases(text) == nil)
    }
}
