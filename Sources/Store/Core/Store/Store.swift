/// Holds a feature's state, runs its reducer for each action, and runs the effects it returns.
///
/// ```swift
/// let store = Store(initialState: 0, reducer: Counter())
/// store.send(.increment)
/// await store.send(.fetchTapped).finish()
/// print(store.state)
/// ```
///
/// An action sent while another is being reduced (from an observer, say) is queued and
/// reduced right after it, in order. Releasing the store cancels its running effects.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable> {
    /// The root's own machinery, or a view into another store's: see ``StoreCore``.
    @usableFromInline package let core: StoreCore<State, Action>
    /// The fields read through ``subscript(dynamicMember:)``, for `Observation`: see
    /// ``observedFields``.
    @usableFromInline var fields: ObservedFields<State, Action>?
    /// The child stores this one has handed out, so a child keeps its store: see ``ChildStores``.
    @usableFromInline var children: ChildStores?
    /// Stops ``fields`` when this store goes: the fields it watches are compared by its root
    /// after every action until then. Not an `isolated deinit` of the store's own: see
    /// ``MainActorCleanup``.
    var fieldsCleanup: MainActorCleanup?

    /// Makes a store that starts from `initialState` and runs `reducer`.
    @inlinable
    public convenience init<R: Reducer>(initialState: State, reducer: R)
    where R.State == State, R.Action == Action {
        self.init(core: .root(RootCore(initialState: initialState, reducer: reducer), reducer: reducer))
    }

    /// Makes a store that runs `reducer` with the dependencies it sees now changed by
    /// `dependencies`: the one place an app, a preview or a test says what its features use.
    ///
    /// ```swift
    /// let store = Store(initialState: App.State(), reducer: App()) {
    ///     $0.holidayClient = .embedded
    /// }
    /// ```
    public convenience init<R: Reducer>(
        initialState: State, reducer: R, withDependencies dependencies: (inout DependencyValues) -> Void
    ) where R.State == State, R.Action == Action {
        self.init(core: .root(RootCore(
            initialState: initialState,
            dependencies: DependencyValues.current(changedBy: dependencies),
            reducer: reducer
        ), reducer: reducer))
    }

    @usableFromInline
    package init(core: StoreCore<State, Action>) {
        self.core = core
    }

    /// The current state.
    @inlinable
    public var state: State { core.state() }

    /// Reduces `action` now and starts the effects it returns.
    ///
    /// The returned task can be awaited until those effects, and the effects of every action
    /// they send back, have finished; or cancelled.
    @inlinable
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        guard let group = core.send(action) else { return .empty }
        return StoreTask(runtime: core.runtime, group: group)
    }

    /// Calls `onAction` with every action just before it is reduced, and who sent it.
    ///
    /// This is how a session is recorded:
    ///
    /// ```swift
    /// store.observeActions { origin, action in
    ///     try? log.append(action, from: origin)
    /// }
    /// ```
    ///
    /// A scoped store sees no actions: observe the root store.
    public func observeActions(_ onAction: @escaping (ActionOrigin, Action) -> Void) {
        core.observeActions(onAction)
    }

    /// The runtime that runs this store's effects (its root's, for a scoped store).
    package var runtime: EffectRuntime { core.runtime }

    /// How many effect tasks this store is running now.
    var runningEffectCount: Int { runtime.runningCount }

    /// How many effects still run and are not cancelled: how many may still send actions.
    package var liveEffectCount: Int { runtime.liveCount }

    /// Cancels every running effect of this store.
    package func cancelAllEffects() { runtime.cancelAll() }
}
