import StoreText

/// Takes an alert or a confirmation dialog down when the user answers it, then runs the parent,
/// which sees the answer: `.alert(.presented(.deleteConfirmed))` reaches the parent with
/// `state.alert` already `nil`.
///
/// An answer while no dialog is up, or an action that none of its buttons sends, is refused
/// (``rejection(of:in:)``) and, when sent anyway, reported and dropped before the parent runs.
public struct DialogReducer<Parent: Reducer, ButtonAction: Equatable & Sendable>: Reducer {
    @usableFromInline let parent: Parent
    @usableFromInline let state: WritableKeyPath<Parent.State, DialogState<ButtonAction>?>
    @usableFromInline let action: EnumCase<Parent.Action, PresentationAction<ButtonAction>>

    @inlinable
    init(
        parent: Parent,
        state: WritableKeyPath<Parent.State, DialogState<ButtonAction>?>,
        action: EnumCase<Parent.Action, PresentationAction<ButtonAction>>
    ) {
        self.parent = parent
        self.state = state
        self.action = action
    }

    /// Takes the dialog down when the action answers it, then runs the parent; an answer it
    /// refuses is reported and dropped before the parent runs.
    @inlinable
    public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        if action.extract(parentAction) != nil {
            if let reason = refusal(of: parentAction, in: parentState) {
                RuntimeWarnings.report(reason)
                return .none
            }
            parentState[keyPath: state] = nil
        }
        return parent.reduce(into: &parentState, action: parentAction)
    }

    /// No dialog up, or no button of it that sends the action; else the parent's reason.
    @inlinable
    public func rejection(of parentAction: Parent.Action, in parentState: Parent.State) -> String? {
        refusal(of: parentAction, in: parentState) ?? parent.composedRejection(of: parentAction, in: parentState)
    }

    @usableFromInline
    func refusal(of parentAction: Parent.Action, in parentState: Parent.State) -> String? {
        guard let answer = action.extract(parentAction) else { return nil }
        guard let dialog = parentState[keyPath: state] else {
            return "no alert or dialog is up, so `\(DebugText.line(parentAction))` was dropped"
        }
        guard case .presented(let sent) = answer else { return nil }
        let buttons = dialog.shownButtons
        if buttons.contains(where: { $0.action == sent }) { return nil }
        let labels = buttons.map { "“\($0.label)”" }.joined(separator: ", ")
        return "\(dialog.named) has no button that sends `\(DebugText.line(sent))` (its buttons: \(labels)), so it was dropped"
    }
}

extension Reducer {
    /// Takes the alert or dialog at `state` down when an action of the case `action` answers
    /// it, before this reducer handles the answer.
    ///
    /// ```swift
    /// Reduce(library).ifLet(\.alert, action: Action.alert)
    /// // in `library`:
    /// // case .alert(.presented(.deleteConfirmed)): state.books.remove(id: id)
    /// ```
    @inlinable
    public func ifLet<ButtonAction>(
        _ state: WritableKeyPath<State, DialogState<ButtonAction>?>,
        action: EnumCase<Action, PresentationAction<ButtonAction>>
    ) -> DialogReducer<Self, ButtonAction> {
        DialogReducer(parent: self, state: state, action: action)
    }

    /// Takes the alert or dialog at `state` down when an action of the case that `action`, its
    /// constructor, makes answers it: `.ifLet(\.alert, action: Action.alert)`.
    @inlinable
    public func ifLet<ButtonAction>(
        _ state: WritableKeyPath<State, DialogState<ButtonAction>?>,
        action: @escaping @Sendable (PresentationAction<ButtonAction>) -> Action
    ) -> DialogReducer<Self, ButtonAction> {
        ifLet(state, action: EnumCase(action))
    }
}
