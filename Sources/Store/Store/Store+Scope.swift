/// How a scoped store reaches the store it was scoped from.
@usableFromInline
struct Upstream<State, Action: Sendable> {
    @usableFromInline let state: @MainActor () -> State
    @usableFromInline let send: @MainActor (Action) -> StoreTask
    @usableFromInline let subscribe: @MainActor (@escaping @MainActor (State) -> Void) -> StoreObservation

    @usableFromInline
    init(
        state: @escaping @MainActor () -> State,
        send: @escaping @MainActor (Action) -> StoreTask,
        subscribe: @escaping @MainActor (@escaping @MainActor (State) -> Void) -> StoreObservation
    ) {
        self.state = state
        self.send = send
        self.subscribe = subscribe
    }
}

extension Store {
    /// A store that sees only part of this one's state and sends one case of its actions.
    ///
    /// The child store shares this store's state and effects: its sends go through this store.
    ///
    /// ```swift
    /// let counter = appStore.scope(state: \.counter, action: .counter)
    /// counter.send(.increment)
    /// ```
    @inlinable
    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState>,
        action: ActionCase<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: { $0[keyPath: state] }, action: action.embed)
    }

    /// A store that sees a value derived from this one's state, and whose actions are
    /// embedded into this one's.
    @inlinable
    public func scope<ChildState, ChildAction>(
        state toChild: @escaping (State) -> ChildState,
        action embed: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let upstream = Upstream<ChildState, ChildAction>(
            state: { [self] in toChild(self.state) },
            send: { [self] in self.send(embed($0)) },
            subscribe: { [self] onChange in self.subscribe { onChange(toChild($0)) } }
        )
        return Store<ChildState, ChildAction>(
            initialState: toChild(self.state),
            reduce: { _, _ in .none },
            upstream: upstream
        )
    }
}
