import Store
import Testing

/// A screen declares only its own refusals: the library's (a dialog's answers, a destination,
/// `ifLet`, `forEach`) hold whatever its `rejection` returns, and it cannot drop them.
@MainActor
@Suite struct RefusalCompositionTests {
    /// Names, each deleted after an alert asks; its own `rejection` refuses a name that is not
    /// there and says nothing of the alert's.
    struct Names: Reducer {
        struct State: Equatable, Codable, Sendable, Identifiable {
            var id = 0
            var names = ["Ada", "Grace"]
            var destination: Destination?
        }

        enum Destination: Equatable, Codable, Sendable { case alert(DialogState<Alert>) }
        enum DestinationAction: Equatable, Codable, Sendable { case alert(Alert) }
        enum Alert: Equatable, Codable, Sendable { case deleteConfirmed(String) }

        enum Action: Equatable, Codable, Sendable {
            case deleteTapped(String)
            case destination(PresentationAction<DestinationAction>)
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .deleteTapped(let name):
                    state.destination = .alert(.alert(title: "Delete \(name)?", buttons: [
                        ButtonState(role: .destructive, "Delete", action: .deleteConfirmed(name)),
                        ButtonState(role: .cancel, "Keep"),
                    ]))
                case .destination(.presented(.alert(.deleteConfirmed(let name)))):
                    state.names.removeAll { $0 == name }
                case .destination:
                    break
                }
                return .none
            }
            .ifLet(\.destination, action: Action.destination, destination: EnumReducer<Destination, DestinationAction>()
                .dialog(Destination.alert, DestinationAction.alert))
        }

        func rejection(of action: Action, in state: State) -> String? {
            guard case .deleteTapped(let name) = action, !state.names.contains(name) else { return nil }
            return "there is no \(name)"
        }
    }

    @Test func aScreensOwnRejectionCannotDropTheDialogsRefusalOfAnAnswerItDoesNotOffer() {
        let store = Store(initialState: Names.State(), reducer: Names())
        store.send(.deleteTapped("Ada"))
        let unoffered = Names.Action.destination(.presented(.alert(.deleteConfirmed("Grace"))))
        #expect(store.rejection(of: unoffered) != nil, "the alert offers to delete Ada, not Grace")
        RuntimeWarnings.withHandler({ _ in }) { store.send(unoffered) }
        #expect(store.state.names == ["Ada", "Grace"], "an answer the alert does not offer deletes nothing")
        #expect(store.rejection(of: .deleteTapped("Linus")) == "there is no Linus", "its own refusal still holds")
    }

    /// Rows of ``Names``, run by `forEach`.
    struct Board: Reducer {
        struct State: Equatable, Codable, Sendable { var rows: IdentifiedList<Names.State> = [Names.State()] }
        enum Action: Equatable, Codable, Sendable { case row(ElementAction<Int, Names.Action>) }

        var body: some Reducer<State, Action> {
            Reduce { _, _ in .none }.forEach(\.rows, action: Action.row, element: Names())
        }
    }

    @Test func theDialogsRefusalAndTheScreensOwnBothHoldWhereverTheScreenIsComposed() {
        let store = Store(initialState: Board.State(), reducer: Board())
        store.send(.row(.element(id: 0, action: .deleteTapped("Ada"))))
        #expect(store.rejection(of: .row(.element(id: 0, action: .destination(.presented(.alert(.deleteConfirmed("Grace"))))))) != nil)
        #expect(store.rejection(of: .row(.element(id: 0, action: .deleteTapped("Linus")))) == "there is no Linus")
    }
}
