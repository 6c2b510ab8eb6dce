extension Store {
    /// A store that sees only part of this one's state and sends one case of its actions.
    ///
    /// The child store shares this store's state and effects: its sends go through this store.
    ///
    /// ```swift
    /// let counter = appStore.scope(state: \.counter, action: AppAction.counter)
    /// counter.send(.increment)
    /// ```
    @inlinable
    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState>,
        action: EnumCase<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: { $0[keyPath: state] }, action: action.embed, attachPoint: AttachPoint.scoped(core.attachPoint, extract: action.extract))
    }

    /// A store that sees only part of this one's state and sends the case that `action`, its
    /// constructor, makes.
    @inlinable
    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState>,
        action: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        scope(state: { $0[keyPath: state] }, action: action)
    }

    /// A store that sees a value derived from this one's state, and whose actions are
    /// embedded into this one's.
    @inlinable
    public func scope<ChildState, ChildAction>(
        state toChild: @escaping (State) -> ChildState,
        action embed: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChild, action: embed, attachPoint: AttachPoint.scoped(core.attachPoint, embed: embed))
    }

    /// A scoped store whose actions a console attached to it tells among the app's by
    /// `attachPoint`.
    @inlinable
    func scope<ChildState, ChildAction>(
        state toChild: @escaping (State) -> ChildState,
        action embed: @escaping (ChildAction) -> Action,
        attachPoint: @escaping AttachPoint<ChildAction>.Making
    ) -> Store<ChildState, ChildAction> {
        Store<ChildState, ChildAction>(core: core.scoped(state: toChild, action: embed, attachPoint: attachPoint))
    }
}
