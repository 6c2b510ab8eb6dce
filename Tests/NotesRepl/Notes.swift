import Router
import Store

// The Router article "Building a Stack App from Scratch" (Sources/Router/Router.docc/BuildingAStackApp.md), as it is written there: two screens,
// a modal with a delegate, a collection and an alert. Keep the two in step.

struct Note: Equatable, Codable, Sendable, Identifiable {
    let id: Int
    var title: String
}

/// The root screen: the notes, an Add button, and a delete that asks first.
struct NoteList: Reducer {
    struct State: Equatable, Codable, Sendable {
        var notes: IdentifiedList<Note> = []
        var alert: DialogState<Alert>?
    }

    enum Alert: Equatable, Codable, Sendable { case deleteConfirmed(Int) }

    enum Action: Equatable, Codable, Sendable {
        case addTapped, deleteTapped(Int)
        case added(String)  // the parent hands back what the form saved
        case alert(PresentationAction<Alert>)
        case delegate(Delegate)
        enum Delegate: Equatable, Codable, Sendable { case addRequested }
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .addTapped:
                return .send(.delegate(.addRequested))
            case .deleteTapped(let id):
                let title = state.notes[id: id]?.title ?? ""
                state.alert = .alert(
                    title: "Delete “\(title)”?", buttons: [
                    ButtonState(
                        role: .destructive, "Delete",
                        action: .deleteConfirmed(id)
                    ),
                    ButtonState(role: .cancel, "Keep"),
                ])
            case .alert(.presented(.deleteConfirmed(let id))):
                state.notes.remove(id: id)
            case .added(let title):
                let id = (state.notes.last?.id ?? 0) + 1
                state.notes.append(Note(id: id, title: title))
            case .alert, .delegate:
                break
            }
            return .none
        }
        .ifLet(\.alert, action: Action.alert)
    }

    func rejection(of action: Action, in state: State) -> String? {
        if case .deleteTapped(let id) = action,
           state.notes[id: id] == nil {
            return "there is no note \(id)"
        }
        return nil
    }

    static func render(_ state: State) -> Rendering<Action> {
        var screen = Rendering<Action>(
            title: "Notes",
            lines: state.notes.map { ScreenLine("\($0.id)  \($0.title)") },
            commands: [
                ScreenCommand(name: "add", summary: "write a new note", sends: .addTapped),
                ScreenCommand(name: "delete", argument: "N", summary: "delete note N") { text throws(CommandError) in
                    guard let id = Int(text) else { throw CommandError("`delete` needs a note's number, like `delete 1`") }
                    return .deleteTapped(id)
                },
            ]
        )
        screen.present(state.alert, action: Action.alert)
        screen.dialog?.titlePattern = "Delete “‹title›”?"   // one dialog on the explorer's map, whichever note
        return screen
    }
}

/// The modal form: it never dismisses itself, it tells the parent what happened.
struct NewNote: Reducer {
    struct State: Equatable, Codable, Sendable { var title = "" }

    enum Action: Equatable, Codable, Sendable {
        case titleChanged(String), saveTapped, cancelTapped
        case delegate(Delegate)
        enum Delegate: Equatable, Codable, Sendable {
            case saved(String), cancelled
        }
    }

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .titleChanged(let title): state.title = title
        case .saveTapped: return .send(.delegate(.saved(state.title)))
        case .cancelTapped: return .send(.delegate(.cancelled))
        case .delegate: break
        }
        return .none
    }

    func rejection(of action: Action, in state: State) -> String? {
        guard action == .saveTapped, state.title.isEmpty else {
            return nil
        }
        return "a note needs a title"
    }

    static func render(_ state: State) -> Rendering<Action> {
        Rendering(title: "New note", lines: [ScreenLine("title: \(state.title)")], commands: [
            ScreenCommand(name: "title", argument: "TEXT", summary: "set the title") { .titleChanged($0) },
            // Offered with no title too, and refused with the reason: the user is told.
            ScreenCommand(name: "save", summary: "save the note", sends: .saveTapped).expectingRefusal(),
            ScreenCommand(name: "cancel", summary: "close without saving", sends: .cancelTapped),
        ])
    }
}

enum NotesScreen: Equatable, Codable, Sendable {
    case list(NoteList.State)
    case newNote(NewNote.State)
}

enum NotesScreenAction: Equatable, Codable, Sendable {
    case list(NoteList.Action)
    case newNote(NewNote.Action)
}

/// The app: the screens from (case, reducer) pairs, and the parent's answers to their delegates.
var notesApp: StackRouter<EnumReducer<NotesScreen, NotesScreenAction>> {
    StackRouter(
        screen: EnumReducer<NotesScreen, NotesScreenAction>()
            .on(NotesScreen.list, NotesScreenAction.list, NoteList())
            .on(NotesScreen.newNote, NotesScreenAction.newNote, NewNote())
    ) { stack, _, action in
        switch action {
        case .list(.delegate(.addRequested)):
            stack.present(.newNote(NewNote.State()))
        case .newNote(.delegate(.saved(let title))):
            stack.dismiss()
            let root = stack.root.id
            return .send(.element(id: root, action: .list(.added(title))))
        case .newNote(.delegate(.cancelled)):
            stack.dismiss()
        default:
            break
        }
        return .none
    }
}

/// The screens drawn: each screen's row, once. A console for the app is `.stack(notesScreens)`.
var notesScreens: EnumRendering<NotesScreen, NotesScreenAction> {
    EnumRendering()
        .on(NotesScreen.list, NotesScreenAction.list,
            title: { _ in "Notes" }, render: NoteList.render)
        .on(NotesScreen.newNote, NotesScreenAction.newNote,
            title: { _ in "New note" }, render: NewNote.render)
}
