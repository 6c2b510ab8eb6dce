import Router
@testable import notes_repl
import Store
import Testing

/// The Router article's from-scratch app (BuildingAStackApp.md), tested as the README shows and typed into a console.
@MainActor
@Suite struct NotesTests {
    let root = StackElementID(0)
    let form = StackElementID(1)

    @Test func aNoteWrittenInTheModalFormLandsInTheListAndTheFormIsGone() async throws {
        let store = TestStore(
            initialState: ScreenStack<NotesScreen>(root: .list(NoteList.State())),
            reducer: notesApp
        )
        try await store.send(.element(id: root, action: .list(.addTapped)))
        try await store.receive(
            .element(id: root, action: .list(.delegate(.addRequested)))
        ) {
            $0.present(.newNote(NewNote.State()))
        }
        try await store.send(
            .element(id: form, action: .newNote(.titleChanged("Buy milk")))
        ) {
            $0[id: form, case: NotesScreen.newNote]?.title = "Buy milk"
        }
        try await store.send(.element(id: form, action: .newNote(.saveTapped)))
        try await store.receive(
            .element(id: form, action: .newNote(.delegate(.saved("Buy milk"))))
        ) {
            $0.dismiss()
        }
        try await store.receive(
            .element(id: root, action: .list(.added("Buy milk")))
        ) {
            $0[id: root, case: NotesScreen.list]?.notes = [
                Note(id: 1, title: "Buy milk"),
            ]
        }
        try await store.send(.element(id: root, action: .list(.deleteTapped(1)))) {
            $0[id: root, case: NotesScreen.list]?.alert = .alert(title: "Delete “Buy milk”?", buttons: [
                ButtonState(role: .destructive, "Delete", action: .deleteConfirmed(1)),
                ButtonState(role: .cancel, "Keep"),
            ])
        }
        try await store.send(.element(id: root, action: .list(.alert(.presented(.deleteConfirmed(1)))))) {
            $0[id: root, case: NotesScreen.list]?.alert = nil
            $0[id: root, case: NotesScreen.list]?.notes = []
        }
        try await store.finish()
    }

    @Test func typedIntoAConsoleTheFormAndTheAlertAreCommands() async {
        var printed: [String] = []
        var configuration = Console<StackRouter<EnumReducer<NotesScreen, NotesScreenAction>>>.Configuration.stack(notesScreens)
        configuration.output = Console.Output(out: { printed.append($0) }, err: { printed.append("! " + $0) })
        let console = Console(initialState: ScreenStack(root: .list(NoteList.State())), reducer: notesApp, configuration: configuration)
        for line in ["delete 1", "add", "save", "title Buy milk", "save", "delete 2", "delete 1", "add"] { await console.handle(line) }
        #expect(printed.contains("! error: there is no note 1"), "a note that is not there is not offered for deletion")
        #expect(printed.contains("! error: there is no note 2"))
        #expect(printed.contains("! error: a note needs a title"))
        #expect(printed.last == "! error: `add` cannot be used while the alert “Delete “Buy milk”?” is up; answer it first: delete, keep")
        await console.handle("delete")
        #expect(console.state.count == 1)
        #expect(console.state[id: root, case: NotesScreen.list]?.notes.isEmpty == true)
    }
}
