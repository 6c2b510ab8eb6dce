import Store

/// A shelf of books, as a reader would write it: deleting one asks first (an alert), sorting
/// offers a choice (a confirmation dialog), and a note is written in an editor presented over
/// the shelf, which saves a draft every few seconds while it is up.
struct Shelf: Reducer {
    struct Editor: Reducer {
        struct State: Equatable, Codable, Sendable {
            var book: String
            var text = ""
            var drafts = 0
        }

        enum Action: Equatable, Codable, Sendable {
            case appeared, typed(String), draftSaved, doneTapped
        }

        struct AutosaveID: Hashable, Sendable {}
        let clock: TestClock

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            switch action {
            case .appeared:
                return .run { [clock] send in
                    while (try? await clock.sleep(for: .seconds(5))) != nil { await send(.draftSaved) }
                }
                .cancellable(id: AutosaveID(), cancelInFlight: true)
            case .typed(let text):
                state.text = text
            case .draftSaved:
                state.drafts += 1
            case .doneTapped:
                break
            }
            return .none
        }

        func rejection(of action: Action, in state: State) -> String? {
            action == .doneTapped && state.text.isEmpty ? "an empty note cannot be saved" : nil
        }
    }

    struct State: Equatable, Codable, Sendable {
        var books: [String] = ["Dune", "Emma", "Beloved"]
        var notes: [String: String] = [:]
        var alert: DialogState<Alert>?
        var dialog: DialogState<Sort>?
        var editor: Editor.State?
    }

    enum Alert: Equatable, Codable, Sendable {
        case deleteConfirmed(String)
    }

    enum Sort: Equatable, Codable, Sendable {
        case byTitle, reversed
    }

    enum Action: Equatable, Codable, Sendable {
        case deleteTapped(String)
        case sortTapped
        case noteTapped(String)
        case alert(PresentationAction<Alert>)
        case dialog(PresentationAction<Sort>)
        case editor(PresentationAction<Editor.Action>)
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
        Reduce<State, Action> { state, action in
            switch action {
            case .deleteTapped(let book):
                state.alert = .alert(
                    title: "Delete “\(book)”?", message: "Its notes go too.",
                    buttons: [ButtonState(role: .destructive, "Delete", action: .deleteConfirmed(book)), ButtonState(role: .cancel, "Keep")]
                )
            case .alert(.presented(.deleteConfirmed(let book))):
                state.books.removeAll { $0 == book }
                state.notes[book] = nil
            case .sortTapped:
                state.dialog = .confirmationDialog(
                    title: "Sort the shelf",
                    buttons: [ButtonState("By title", action: .byTitle), ButtonState("Reversed", action: .reversed)]
                )
            case .dialog(.presented(.byTitle)):
                state.books.sort()
            case .dialog(.presented(.reversed)):
                state.books.reverse()
            case .noteTapped(let book):
                state.editor = Editor.State(book: book, text: state.notes[book] ?? "")
                return .send(.editor(.presented(.appeared)))
            case .editor(.presented(.doneTapped)):
                guard let editor = state.editor else { break }
                state.notes[editor.book] = editor.text
                state.editor = nil
            case .alert, .dialog, .editor:
                break
            }
            return .none
        }
        .ifLet(\.alert, action: Action.alert)
        .ifLet(\.dialog, action: Action.dialog)
        .ifLet(\.editor, action: Action.editor, then: Editor(clock: clock))
    }

    static func render(_ state: State) -> Rendering<Action> {
        var screen = Rendering<Action>(
            title: "Shelf",
            lines: state.books.map { ScreenLine($0 + (state.notes[$0].map { " — " + $0 } ?? "")) },
            commands: [
                ScreenCommand(name: "delete", argument: "TITLE", summary: "delete a book") { .deleteTapped($0) },
                ScreenCommand(name: "sort", summary: "sort the shelf", sends: .sortTapped),
            ]
        )
        screen.present(state.alert, action: Action.alert)
        screen.present(state.dialog, action: Action.dialog)
        return screen
    }
}
