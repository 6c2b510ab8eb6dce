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
                RuntimeWarnings.report(Self.absent(parentAction) + "; it was ignored")
            }
        }
        return childEffect.merge(with: parent.reduce(into: &parentState, action: parentAction))
    }

    /// The child's reason to refuse its action (or that its state is `nil`), else the parent's;
    /// both are asked about the state before the child runs.
    public func rejection(of parentAction: Parent.Action, in parentState: Parent.State) -> String? {
        if let childAction = action.extract(parentAction) {
            guard let childState = parentState[keyPath: state] else { return Self.absent(parentAction) }
            if let reason = child.rejection(of: childAction, in: childState) { return reason }
        }
        return parent.rejection(of: parentAction, in: parentState)
    }

    @usableFromInline
    static func absent(_ action: Parent.Action) -> String {
        "`\(DebugText.line(action))` is for an optional part of the state that is nil now"
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
