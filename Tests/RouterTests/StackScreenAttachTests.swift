import Foundation
import Router
@testable import notes_repl
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// One screen of a stack app opened to consoles: the Notes app's list, a scope of the stack
/// by its element id. What the app hands back to the list (the form's saved title, sent by the
/// parent) is the list's input, not its own effect's answer: its log holds it as a `>` line, so
/// the log replays purely and live on the screen's feature alone.
@MainActor @Suite struct StackScreenAttachTests {
    let folder = NSTemporaryDirectory() + "stack-attach-\(UUID().uuidString.prefix(8))/"
    let root = StackElementID(0)

    var screens: EnumReducer<NotesScreen, NotesScreenAction> {
        EnumReducer<NotesScreen, NotesScreenAction>()
            .on(NotesScreen.list, NotesScreenAction.list, NoteList())
            .on(NotesScreen.newNote, NotesScreenAction.newNote, NewNote())
    }

    @Test func aStackScreenOpensAndWhatTheAppHandsItIsLoggedAsItsInput() async throws {
        let store = Store(initialState: ScreenStack(root: NotesScreen.list(NoteList.State())), reducer: notesApp)
        let list: Store<NotesScreen, NotesScreenAction> = try #require(store.scope(element: root))
        let consoles = try list.acceptConsoles(at: folder + "list.sock", reducer: screens, configuration: .init(render: notesScreens.render))
        defer { consoles.close() }

        await store.send(.element(id: root, action: .list(.addTapped))).finish()
        let form = store.state.top.id
        await store.send(.element(id: form, action: .newNote(.titleChanged("Milk")))).finish()
        await store.send(.element(id: form, action: .newNote(.saveTapped))).finish()
        await list.send(.list(.deleteTapped(1))).finish()

        let text = consoles.logText
        #expect(text.contains("> .list(.addTapped)"), "\(text)")
        #expect(text.contains("< .list(.delegate(.addRequested))"), "the list's own effect: \(text)")
        #expect(text.contains("> .list(.added(\"Milk\"))"), "handed back by the app: \(text)")
        #expect(!text.contains("newNote"), "the form is another screen: \(text)")

        let path = folder + "list.log"
        try (text + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let expected = try #require(store.state[id: root])
        #expect(try ActionLog.replay(path, reducer: screens).state == expected, "\(text)")
        let live = try await ActionLog.replayLive(path, reducer: screens, clock: TestClock())
        #expect(live.state == expected, "\(text)")
    }
}
