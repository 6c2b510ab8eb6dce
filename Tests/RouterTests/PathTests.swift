import Router
import Store
import Testing

@Suite struct PathTests {
    @Test func aStackPrintsAsAPathAndReadsBack() throws {
        var stack = ScreenStack(root: Screen.list(chosen: "US", year: 2026))
        stack.push(.detail(index: 3, ticks: 0))
        stack.present(.picker(query: "a/b+c%"))
        stack.push(.detail(index: 4, ticks: 0))
        #expect(stack.path == "list/US/2026/detail/3/+picker/a%2Fb%2Bc%25/detail/4")
        let back = try ScreenStack<Screen>(path: stack.path)
        #expect(back.elements.map(\.screen) == stack.elements.map(\.screen))
        #expect(back.elements.map(\.presentation) == [.root, .pushed, .modal, .pushed])
    }

    @Test(arguments: [
        ("", "path component 1: the path is empty"),
        ("list/US", "path component 3: expected a year, found the end of the path"),
        ("list/US/soon", "path component 3: expected a year (a number), found `soon`"),
        ("list/US/2026/settings", "path component 4: unknown screen `settings`"),
        ("+list/US/2026", "path component 1: the root screen cannot be modal (`+`)"),
        ("list/-/2026/+picker/a/+picker/b", "path component 6: a second modal while one is up; a stack has one at a time"),
        ("list/%zz/2026", "path component 2: `%zz` has a `%` that is not followed by two hex digits"),
    ])
    func aPathThatCannotBeReadSaysWhere(path: String, message: String) {
        #expect(throws: PathError.self) { try ScreenStack<Screen>(path: path) }
        do {
            _ = try ScreenStack<Screen>(path: path)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aStackIsPrintableInTheTextSyntaxAndDecodesBackChecked() throws {
        var stack = ScreenStack(root: Screen.list(chosen: nil, year: 2026))
        stack.push(.detail(index: 1, ticks: 2))
        let text = try LiteralText.encode(stack)
        #expect(text == "(elements: [(id: 0, presentation: \"root\", screen: .list(year: 2026)), (id: 1, presentation: \"pushed\", screen: .detail(index: 1, ticks: 2))], nextID: 2)")
        #expect(try LiteralText.decode(ScreenStack<Screen>.self, from: text) == stack)
        let noRoot = #"(elements: [(id: 1, presentation: "pushed", screen: .detail(index: 1, ticks: 2))], nextID: 2)"#
        #expect(throws: LiteralError.self) { try LiteralText.decode(ScreenStack<Screen>.self, from: noRoot) }
        let duplicate = #"(elements: [(id: 0, presentation: "root", screen: .list(year: 1)), (id: 0, presentation: "pushed", screen: .picker(query: ""))], nextID: 2)"#
        #expect(throws: LiteralError.self) { try LiteralText.decode(ScreenStack<Screen>.self, from: duplicate) }
    }
}
