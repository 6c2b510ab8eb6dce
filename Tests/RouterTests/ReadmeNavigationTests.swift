import Foundation
import Router
@testable import notes_repl
import Store
import Testing

/// The README's navigation example, compiled and run as the README writes it, and a check that
/// the README still writes it so.
enum ReadmeNavigation {
    static var router: StackRouter<EnumReducer<NotesScreen, NotesScreenAction>> {
        StackRouter(screen: EnumReducer<NotesScreen, NotesScreenAction>()
            .on(NotesScreen.list, NotesScreenAction.list, NoteList())
            .on(NotesScreen.newNote, NotesScreenAction.newNote, NewNote())
        ) { stack, _, action in
            if case .list(.delegate(.addRequested)) = action { stack.present(.newNote(NewNote.State())) }
            return .none
        }
    }
}

@MainActor
@Suite struct ReadmeNavigationTests {
    @Test func theReadmesRouterPresentsTheFormWhenTheListAsksForIt() async throws {
        let root = StackElementID(0)
        let store = TestStore(
            initialState: ScreenStack<NotesScreen>(root: .list(NoteList.State())),
            reducer: ReadmeNavigation.router
        )
        try await store.send(.element(id: root, action: .list(.addTapped)))
        try await store.receive(.element(id: root, action: .list(.delegate(.addRequested)))) {
            $0.present(.newNote(NewNote.State()))
        }
    }

    @Test func everyLineOfTheReadmesNavigationExampleIsInThisFile() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md").standardized,
            encoding: .utf8
        )
        let source = try String(contentsOf: here, encoding: .utf8)
        let section = try #require(
            readme.components(separatedBy: "\n## Navigation\n").dropFirst().first?.components(separatedBy: "\n## ").first,
            "the README has the section"
        )
        var lines: [String] = []
        var inSwift = false
        for line in section.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") { inSwift = !inSwift && trimmed == "```swift"; continue }
            if inSwift, !trimmed.isEmpty { lines.append(trimmed) }
        }
        #expect(lines.count >= 7)
        let compiled = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = lines.filter { !compiled.contains($0) }
        #expect(missing.isEmpty, "README lines this file does not have:\n\(missing.joined(separator: "\n"))")
    }
}
