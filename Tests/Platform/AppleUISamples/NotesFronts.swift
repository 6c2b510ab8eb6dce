// The README's "Using it in a SwiftUI app", "Using it with UIKit" and "Attach to a running app",
// compiled with the Notes app (Tests/NotesRepl/Notes.swift) and the draft app's Draft and Desk
// against the SwiftUI and UIKit stubs by ../check-apple-ui, which also checks that every line of
// those sections' code is in this file. Keep the two in step.
import Router
import Store
import SwiftUI
import UIKit

struct NotesView: View {
    let store: Store<ScreenStack<NotesScreen>, StackAction<NotesScreen, NotesScreenAction>>

    var body: some View {
        StackNavigation(store) { screen in  // a NavigationStack, the modal in a sheet
            if let list = screen.scope(case: NotesScreen.list, NotesScreenAction.list) { NoteListView(store: list) }
            if let form = screen.scope(case: NotesScreen.newNote, NotesScreenAction.newNote) { NewNoteView(store: form) }
        }
    }
}

struct NoteListView: View {
    let store: Store<NoteList.State, NoteList.Action>

    var body: some View {
        List {
            Button(action: { store.send(.addTapped) }, label: { Text(verbatim: "Add") })
            ForEach(store.notes, id: \.id) { note in
                Button(role: .destructive, action: { store.send(.deleteTapped(note.id)) }, label: { Text(verbatim: note.title) })
            }
        }
        .dialog(store, state: \.alert, action: NoteList.Action.alert)  // buttons from DialogState
    }
}

struct NewNoteView: View {
    let store: Store<NewNote.State, NewNote.Action>

    var body: some View {
        List {
            TextField("Title", text: store.binding(\.title, send: NewNote.Action.titleChanged))
            Button(action: { store.send(.saveTapped) }, label: { Text(verbatim: "Save") })
        }
    }
}

@MainActor
func makeNavigator(_ store: Store<ScreenStack<NotesScreen>, StackAction<NotesScreen, NotesScreenAction>>)
    -> StackNavigator<NotesScreen, NotesScreenAction> {
    StackNavigator(store) { screen in  // each screen's controller, made once
        if let form = screen.scope(case: NotesScreen.newNote, NotesScreenAction.newNote) { return NewNoteViewController(store: form) }
        return NoteListViewController(store: screen.scope(case: NotesScreen.list, NotesScreenAction.list)!)
    }
}
// window.rootViewController = navigator.navigationController; keep `navigator` as long

@MainActor
func makeFormNavigator(_ store: Store<ScreenStack<NotesScreen>, StackAction<NotesScreen, NotesScreenAction>>)
    -> StackNavigator<NotesScreen, NotesScreenAction> {
    StackNavigator(store, modal: { navigationController, screen in
        if case .newNote = screen {  // the new-note form: full screen, not swiped down
            navigationController.modalPresentationStyle = .fullScreen
            navigationController.isModalInPresentation = true
        }
    }, screen: { screen in
        if let form = screen.scope(case: NotesScreen.newNote, NotesScreenAction.newNote) { return NewNoteViewController(store: form) }
        return NoteListViewController(store: screen.scope(case: NotesScreen.list, NotesScreenAction.list)!)
    })
}

final class NoteListViewController: UIViewController {
    let store: Store<NoteList.State, NoteList.Action>
    var alert: StorePresenter<NoteList.State, NoteList.Action, DialogState<NoteList.Alert>, NoteList.Alert>?

    init(store: Store<NoteList.State, NoteList.Action>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        // the alert goes up and down with the store's
        alert = StorePresenter(store, from: self, state: \.alert, action: NoteList.Action.alert) { [store] shown in
            let dialog = shown.state
            return UIAlertController(dialog) { button in
                if let answer = PresentationFront.answer(button, of: dialog, held: store.state.alert) {
                    store.send(.alert(answer))
                }
            }
        }
    }

    required init?(coder: NSCoder) { nil }
}

final class NewNoteViewController: UIViewController {
    let store: Store<NewNote.State, NewNote.Action>

    init(store: Store<NewNote.State, NewNote.Action>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func titleEdited(_ text: String) {  // from the text field's editingChanged
        store.field(\.title, send: NewNote.Action.titleChanged).set(text)  // sends only on change
    }
}

// "Attach to a running app": the one line in a SwiftUI app's @main, in a debug build.
@main
struct NotesApp: App {
    let store = Store(initialState: ScreenStack(root: .list(NoteList.State())), reducer: notesApp)
    #if DEBUG
    let consoles: ConsoleListener?
    #endif

    init() {
        #if DEBUG
        consoles = try? store.acceptConsoles(at: "/tmp/notes-consoles/app.sock", reducer: notesApp, configuration: .stack(notesScreens))
        #endif
    }

    var body: some Scene {
        WindowGroup { NotesView(store: store) }
    }
}

/// The README's console attached to one screen: the desk app's draft alone (Tests/DraftApp).
@MainActor
func openDraft(of desk: Store<Desk.State, Desk.Action>, at path: String) throws -> ConsoleListener {
    let draft = desk.scope(state: \.draft, action: Desk.Action.draft)
    let consoles = try draft.acceptConsoles(at: path, reducer: Draft(), configuration: .init(render: Draft.render))
    return consoles
}
