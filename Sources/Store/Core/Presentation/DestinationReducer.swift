import StoreText

/// What a screen presents, one thing at a time by type: an optional enum whose cases are its
/// alerts, dialogs and child features, each a row of an ``EnumReducer``. Composed like
/// `ifLet`: the presented case's actions reach its row, `.dismiss` takes it down and cancels
/// its effects, and a button of a dialog case takes the dialog down before the parent sees the
/// button's action, as `ifLet(\.alert, action:)` does.
///
/// ```swift
/// enum Destination: Equatable, Codable {
///     case alert(DialogState<Alert>), edit(Form.State)
/// }
/// enum DestinationAction: Equatable, Codable {
///     case alert(Alert), edit(Form.Action)
/// }
///
/// Reduce(detail).ifLet(
///     \.destination, action: Action.destination,
///     destination: EnumReducer<Destination, DestinationAction>()
///         .dialog(Destination.alert, DestinationAction.alert)
///         .on(Destination.edit, DestinationAction.edit, Form())
/// )
/// ```
public struct DestinationReducer<Parent: Reducer, Destination, DestinationAction: Sendable>: Reducer {
    @usableFromInline let presented: IfLetReducer<Parent, EnumReducer<Destination, DestinationAction>>
    @usableFromInline let state: WritableKeyPath<Parent.State, Destination?>
    @usableFromInline let action: EnumCase<Parent.Action, PresentationAction<DestinationAction>>
    @usableFromInline let destinations: EnumReducer<Destination, DestinationAction>

    @inlinable
    init(
        parent: Parent,
        state: WritableKeyPath<Parent.State, Destination?>,
        action: EnumCase<Parent.Action, PresentationAction<DestinationAction>>,
        destinations: EnumReducer<Destination, DestinationAction>
    ) {
        presented = parent.ifLet(state, action: action, then: destinations)
        self.state = state
        self.action = action
        self.destinations = destinations
    }

    /// Runs the presented case's row, then the parent, as `ifLet` does; a button of a presented
    /// dialog instead takes the dialog down before the parent sees its action.
    @inlinable
    public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        let answers: Bool = if case .presented(let sent)? = action.extract(parentAction), let shown = parentState[keyPath: state] {
            destinations.isDialogAnswer(sent, in: shown)
        } else {
            false
        }
        guard answers else { return presented.reduce(into: &parentState, action: parentAction) }
        // A dialog's button: the dialog goes down before the parent sees the answer, as with
        // `ifLet(\.alert, action:)`.
        parentState[keyPath: state] = nil
        return presented.parent.reduce(into: &parentState, action: parentAction)
            .merge(with: .cancel(id: PresentedEffects(state: CollectionKey(state))))
    }

    /// The presented case's reason to refuse its action (or that nothing is presented), else the
    /// parent's.
    @inlinable
    public func rejection(of parentAction: Parent.Action, in parentState: Parent.State) -> String? {
        presented.composedRejection(of: parentAction, in: parentState)
    }
}

extension EnumReducer {
    /// A row for a case that holds an alert or a dialog: its buttons' actions are accepted
    /// while it is up (any other is refused, naming the buttons), and a ``DestinationReducer``
    /// takes it down once one is pressed.
    ///
    /// ```swift
    /// EnumReducer<Destination, DestinationAction>()
    ///     .dialog(Destination.alert, DestinationAction.alert)
    ///     .on(Destination.edit, DestinationAction.edit, Form())
    /// ```
    @inlinable
    public func dialog<ButtonAction: Equatable & Sendable>(
        _ screen: ScreenCase<State, Action, DialogState<ButtonAction>, ButtonAction>
    ) -> EnumReducer {
        var copy = adding(screen.state, screen.action, DialogButtons<ButtonAction>())
        copy.answers.append { action, state in
            screen.action.extract(action) != nil && screen.state.extract(state) != nil
        }
        return copy
    }

    /// A row for a case that holds an alert or a dialog, named by its two constructors:
    /// `.dialog(Destination.alert, DestinationAction.alert)`.
    @inlinable
    public func dialog<ButtonAction: Equatable & Sendable>(
        _ state: @escaping @Sendable (DialogState<ButtonAction>) -> State,
        _ action: @escaping @Sendable (ButtonAction) -> Action
    ) -> EnumReducer {
        dialog(ScreenCase(state, action))
    }

    /// Whether `action` presses a button of the dialog that `state` holds.
    @inlinable
    func isDialogAnswer(_ action: Action, in state: State) -> Bool {
        answers.contains { $0(action, state) } && rejection(of: action, in: state) == nil
    }
}

/// The reducer of a dialog as a case of a destination: it changes nothing, and refuses an
/// action that none of its buttons sends.
public struct DialogButtons<ButtonAction: Equatable & Sendable>: Reducer {
    /// Makes the reducer of a dialog case.
    @inlinable
    public init() {}

    /// Changes nothing: the ``DestinationReducer`` takes the dialog down once a button is pressed.
    @inlinable
    public func reduce(into state: inout DialogState<ButtonAction>, action: ButtonAction) -> Effect<ButtonAction> {
        .none
    }

    /// Refuses an action that none of the dialog's shown buttons sends, naming its buttons.
    public func rejection(of action: ButtonAction, in dialog: DialogState<ButtonAction>) -> String? {
        let buttons = dialog.shownButtons
        if buttons.contains(where: { $0.action == action }) { return nil }
        let labels = buttons.map { "“\($0.label)”" }.joined(separator: ", ")
        return "\(dialog.named) has no button that sends `\(DebugText.line(action))` (its buttons: \(labels))"
    }
}

extension Reducer {
    /// Presents one thing at a time from `destinations` in the optional enum at `state`: see
    /// ``DestinationReducer``.
    @inlinable
    public func ifLet<Destination, DestinationAction>(
        _ state: WritableKeyPath<State, Destination?>,
        action: EnumCase<Action, PresentationAction<DestinationAction>>,
        destination destinations: EnumReducer<Destination, DestinationAction>
    ) -> DestinationReducer<Self, Destination, DestinationAction> {
        DestinationReducer(parent: self, state: state, action: action, destinations: destinations)
    }

    /// Presents one thing at a time from `destinations` in the optional enum at `state`, for the
    /// case that `action`, its constructor, makes: `.ifLet(\.destination, action:
    /// Action.destination, destination: destinations)`.
    @inlinable
    public func ifLet<Destination, DestinationAction>(
        _ state: WritableKeyPath<State, Destination?>,
        action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
        destination destinations: EnumReducer<Destination, DestinationAction>
    ) -> DestinationReducer<Self, Destination, DestinationAction> {
        ifLet(state, action: EnumCase(action), destination: destinations)
    }
}
