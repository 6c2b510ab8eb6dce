import Store
import Testing

/// A book's page that presents one thing at a time: an alert before deleting, or an editor for
/// its note, which saves a draft every few seconds while it is up. One optional enum says which.
struct BookPage: Reducer {
    struct State: Equatable, Codable, Sendable {
        var title = "Dune"
        var note = ""
        var deleted = false
        var destination: Destination?
    }

    enum Destination: Equatable, Codable, Sendable {
        case alert(DialogState<Alert>)
        case editor(Shelf.Editor.State)
    }

    enum DestinationAction: Equatable, Codable, Sendable {
        case alert(Alert)
        case editor(Shelf.Editor.Action)
    }

    enum Alert: Equatable, Codable, Sendable { case deleteConfirmed }

    enum Action: Equatable, Codable, Sendable {
        case deleteTapped, editTapped
        case destination(PresentationAction<DestinationAction>)
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .deleteTapped:
                state.destination = .alert(.alert(title: "Delete “\(state.title)”?", buttons: [
                    ButtonState(
                        role: .destructive, "Delete", action: .deleteConfirmed
                    ),
                    ButtonState(role: .cancel, "Keep"),
                ]))
            case .editTapped:
                state.destination = .editor(Shelf.Editor.State(book: state.title, text: state.note))
                return .send(.destination(.presented(.editor(.appeared))))
            case .destination(.presented(.alert(.deleteConfirmed))):
                state.deleted = true
            case .destination(.presented(.editor(.doneTapped))):
                if case .editor(let editor) = state.destination { state.note = editor.text }
                state.destination = nil
            case .destination:
                break
            }
            return .none
        }
        .ifLet(\.destination, action: Action.destination, destination: EnumReducer<Destination, DestinationAction>()
            .dialog(Destination.alert, DestinationAction.alert)
            .on(Destination.editor, DestinationAction.editor, Shelf.Editor(clock: clock)))
    }
}

@MainActor
@Suite struct DestinationTests {
    let clock = TestClock()
    var page: BookPage { BookPage(clock: clock) }

    @Test func aButtonOfTheAlertTakesItDownBeforeTheParentActsOnIt() async throws {
        let store = TestStore(initialState: BookPage.State(), reducer: page)
        try await store.send(.deleteTapped) {
            $0.destination = .alert(.alert(title: "Delete “Dune”?", buttons: [
                ButtonState(
                    role: .destructive, "Delete", action: .deleteConfirmed
                ),
                ButtonState(role: .cancel, "Keep"),
            ]))
        }
        try await store.send(.destination(.presented(.alert(.deleteConfirmed)))) {
            $0.deleted = true
            $0.destination = nil
        }
    }

    @Test func oneThingIsUpAtATimeAndDismissingTheEditorCancelsItsWork() async throws {
        let store = TestStore(initialState: BookPage.State(), reducer: page)
        try await store.send(.editTapped) { $0.destination = .editor(Shelf.Editor.State(book: "Dune")) }
        try await store.receive(.destination(.presented(.editor(.appeared))))
        await clock.advance(by: .seconds(5))
        try await store.receive(.destination(.presented(.editor(.draftSaved)))) {
            $0.destination = .editor(Shelf.Editor.State(book: "Dune", drafts: 1))
        }
        try await store.send(.deleteTapped) {
            $0.destination = .alert(.alert(title: "Delete “Dune”?", buttons: [
                ButtonState(
                    role: .destructive, "Delete", action: .deleteConfirmed
                ),
                ButtonState(role: .cancel, "Keep"),
            ]))
        }
        try await store.send(.destination(.dismiss)) { $0.destination = nil }
        await clock.advance(by: .seconds(20))
        try await store.finish()
    }

    @Test func whatTheDestinationUpCannotTakeIsRefusedWithTheReason() {
        let alertUp = BookPage.State(destination: .alert(.alert(title: "Delete “Dune”?", buttons: [ButtonState(role: .cancel, "Keep")])))
        #expect(page.composedRejection(of: .destination(.presented(.alert(.deleteConfirmed))), in: alertUp)
            == "the alert “Delete “Dune”?” has no button that sends `.deleteConfirmed` (its buttons: “Keep”)")
        #expect(page.composedRejection(of: .destination(.presented(.editor(.typed("x")))), in: alertUp)?.contains("is for a `.editor` state, but this one is `.alert`") == true)
        #expect(page.composedRejection(of: .destination(.dismiss), in: BookPage.State())?.contains("is for an optional part of the state that is nil now") == true)
    }

    @Test func theConsoleDrawsTheAlertOfADestinationAndItsButtonsSendThroughIt() throws {
        var screen = Rendering<BookPage.Action>(title: "Dune", lines: [], commands: [
            ScreenCommand(name: "delete", summary: "delete the book", sends: .deleteTapped),
        ])
        let state = BookPage.State(destination: .alert(.alert(title: "Delete “Dune”?", buttons: [
            ButtonState(
                role: .destructive, "Delete", action: .deleteConfirmed
            ),
            ButtonState(role: .cancel, "Keep"),
        ])))
        screen.present(state.destination, BookPage.Destination.alert, BookPage.DestinationAction.alert, action: BookPage.Action.destination)
        #expect(screen.dialog?.title == "Delete “Dune”?")
        #expect(screen.activeCommands.map(\.name) == ["delete", "keep"], "while the alert is up, its buttons are the commands")
        #expect(try screen.activeCommand(named: "delete")?.action("") == .destination(.presented(.alert(.deleteConfirmed))))
        #expect(try screen.activeCommand(named: "keep")?.action("") == .destination(.dismiss))
    }
}
