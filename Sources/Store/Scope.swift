/// Runs a child reducer on one part of the parent's state, for one case of the parent's action.
///
/// The child's effects come back as the parent's actions.
///
/// ```swift
/// let app = Scope(state: \AppState.counter, action: .counter, child: Counter())
/// ```
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
    @usableFromInline let state: WritableKeyPath<ParentState, Child.State>
    @usableFromInline let action: ActionCase<ParentAction, Child.Action>
    @usableFromInline let child: Child

    /// Scopes `child` onto `state` and the action case `action`.
    @inlinable
    public init(
        state: WritableKeyPath<ParentState, Child.State>,
        action: ActionCase<ParentAction, Child.Action>,
        child: Child
    ) {
        self.state = state
        self.action = action
        self.child = child
    }

    @inlinable
    public func reduce(into parent: inout ParentState, action parentAction: ParentAction) -> Effect<ParentAction> {
        guard let childAction = action.extract(parentAction) else { return .none }
        return child.reduce(into: &parent[keyPath: state], action: childAction).map(action.embed)
    }
}

/// Runs a child reducer on optional state, before the parent's own reducer.
///
/// A child action that arrives while the child state is `nil` is reported as a runtime
/// warning and ignored.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    @usableFromInline let parent: Parent
    @usableFromInline let state: WritableKeyPath<Parent.State, Child.State?>
    @usableFromInline let action: ActionCase<Parent.Action, Child.Action>
    @usableFromInline let child: Child

    @inlinable
    init(
        parent: Parent,
        state: WritableKeyPath<Parent.State, Child.State?>,
        action: ActionCase<Parent.Action, Child.Action>,
        child: Child
    ) {
        self.parent = parent
        self.state = state
        self.action = action
        self.child = child
    }

    @inlinable
    public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        var childEffect = Effect<Parent.Action>.none
        if let childAction = action.extract(parentAction) {
            switch parentState[keyPath: state] {
            case .some(var childState):
                parentState[keyPath: state] = nil
                childEffect = child.reduce(into: &childState, action: childAction).map(action.embed)
                parentState[keyPath: state] = childState
            case .none:
                RuntimeWarnings.report(
                    "An action was sent to an optional child whose state is nil; it was ignored: \(parentAction)"
                )
            }
        }
        return childEffect.merge(with: parent.reduce(into: &parentState, action: parentAction))
    }
}

extension Reducer {
    /// Runs `child` on the optional state at `state` whenever `action` matches, then this reducer.
    ///
    /// ```swift
    /// let app = Reduce(appLogic).ifLet(\.detail, action: .detail, then: Detail())
    /// ```
    @inlinable
    public func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?>,
        action: ActionCase<Action, Child.Action>,
        then child: Child
    ) -> IfLetReducer<Self, Child> {
        IfLetReducer(parent: self, state: state, action: action, child: child)
    }
}
