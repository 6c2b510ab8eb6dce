/// Runs a child reducer on one part of the parent's state, for one case of the parent's action.
///
/// The child's effects come back as the parent's actions.
///
/// ```swift
/// let app = Scope(
///     state: \AppState.counter, action: AppAction.counter, child: Counter()
/// )
/// ```
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
    @usableFromInline let state: WritableKeyPath<ParentState, Child.State>
    @usableFromInline let action: EnumCase<ParentAction, Child.Action>
    @usableFromInline let child: Child
    /// The child's shared fields, when its state is a ``SharingState`` (an app inside a larger
    /// one): lent to its screens while it reduces.
    @usableFromInline let sharing: SharedTable?

    /// Scopes `child` onto `state` and the action case `action`.
    @inlinable
    public init(
        state: WritableKeyPath<ParentState, Child.State>,
        action: EnumCase<ParentAction, Child.Action>,
        child: Child
    ) {
        self.state = state
        self.action = action
        self.child = child
        sharing = SharedTable.of(Child.State.self)
    }

    /// Scopes `child` onto `state` and the action case made by `action`, its constructor.
    @inlinable
    public init(
        state: WritableKeyPath<ParentState, Child.State>,
        action: @escaping @Sendable (Child.Action) -> ParentAction,
        child: Child
    ) {
        self.init(state: state, action: EnumCase(action), child: child)
    }

    /// Runs the child on its part of the state when the action is the child's case, and turns its
    /// effects' actions into the parent's; any other action changes nothing.
    @inlinable
    public func reduce(into parent: inout ParentState, action parentAction: ParentAction) -> Effect<ParentAction> {
        guard let childAction = action.extract(parentAction) else { return .none }
        if let sharing {
            return SharedLending.reducing(&parent[keyPath: state], sharing) { child.reduce(into: &$0, action: childAction) }.map(action.embed)
        }
        return child.reduce(into: &parent[keyPath: state], action: childAction).map(action.embed)
    }

    /// The child's reason to refuse its action, on its part of the state (lent, when the child
    /// shares fields, as its reducing is: a copy, so nothing the asking writes stays).
    @inlinable
    public func rejection(of parentAction: ParentAction, in parent: ParentState) -> String? {
        guard let childAction = action.extract(parentAction) else { return nil }
        let childState = parent[keyPath: state]
        guard sharing != nil else { return child.composedRejection(of: childAction, in: childState) }
        return SharedLending.reading(childState) { child.composedRejection(of: childAction, in: childState) }
    }
}
