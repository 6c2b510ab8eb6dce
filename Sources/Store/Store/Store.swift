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
public final class Store<State, Action: Sendable> {
    @usableFromInline let storage: StatePointer<State>
    @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
    @usableFromInline let upstream: Upstream<State, Action>?
    @usableFromInline let runtime: EffectRuntime
    @usableFromInline var isSending = false
    @usableFromInline var queue: [(action: Action, group: Int?, origin: ActionOrigin)] = []
    @usableFromInline var actionObservers: [(ActionOrigin, Action) -> Void] = []
    @usableFromInline var observers: ContiguousArray<Observer<State>> = []
    @usableFromInline var isEqual: ((State, State) -> Bool)?
    @usableFromInline var nextObserverID = 0

    /// Makes a store that starts from `initialState` and runs `reducer`.
    @inlinable
    public convenience init<R: Reducer>(initialState: State, reducer: R)
    where R.State == State, R.Action == Action {
        self.init(initialState: initialState, reduce: { reducer.reduce(into: &$0, action: $1) }, upstream: nil)
    }

    @usableFromInline
    init(
        initialState: State,
        reduce: @escaping (inout State, Action) -> Effect<Action>,
        upstream: Upstream<State, Action>?
    ) {
        storage = StatePointer(initialState)
        reducer = reduce
        self.upstream = upstream
        runtime = EffectRuntime()
    }

    deinit {
        runtime.cancelAll()
        storage.free()
    }

    /// The current state.
    @inlinable
    public var state: State {
        if let upstream { return upstream.state() }
        return storage.pointer.pointee
    }

    /// Reduces `action` now and starts the effects it returns.
    ///
    /// The returned task can be awaited until those effects, and the effects of every action
    /// they send back, have finished; or cancelled.
    @inlinable
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        if let upstream { return upstream.send(action) }
        if isSending { return enqueue(action) }
        isSending = true
        var group: Int? = nil
        reduce(action, origin: .user, group: &group)
        if !queue.isEmpty { drain() }
        isSending = false
        guard let group else { return .empty }
        return StoreTask(runtime: runtime, group: group)
    }

    @inlinable
    func reduce(_ action: Action, origin: ActionOrigin, group: inout Int?) {
        if !actionObservers.isEmpty { notifyActionObservers(origin, action) }
        if observers.isEmpty {
            let effect = reducer(&storage.pointer.pointee, action)
            if !effect.isNone { start(effect, group: &group) }
        } else {
            let old = storage.pointer.pointee
            let effect = reducer(&storage.pointer.pointee, action)
            if !effect.isNone { start(effect, group: &group) }
            notifyObservers(old: old)
        }
    }

    @usableFromInline
    func enqueue(_ action: Action) -> StoreTask {
        let group = runtime.newGroup()
        queue.append((action, group, .user))
        return StoreTask(runtime: runtime, group: group)
    }

    @usableFromInline
    func drain() {
        var index = 0
        while index < queue.count {
            var group = queue[index].group
            let (action, origin) = (queue[index].action, queue[index].origin)
            index += 1
            reduce(action, origin: origin, group: &group)
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Delivers an action that an effect of `group` sent back.
    func receive(_ action: Action, group: Int) {
        if isSending {
            queue.append((action, group, .effect))
            return
        }
        isSending = true
        var current: Int? = group
        reduce(action, origin: .effect, group: &current)
        if !queue.isEmpty { drain() }
        isSending = false
    }

    /// Starts what `effect` asks for: its sends are queued to be reduced before `send`
    /// returns, and its asynchronous work starts as effect tasks of `group` (made on first use).
    @usableFromInline
    func start(_ effect: Effect<Action>, group: inout Int?) {
        let runtime = runtime
        var current = group
        func use() -> Int {
            if let current { return current }
            let made = runtime.newGroup()
            current = made
            return made
        }
        effect.interpret(
            ids: [], runtime: runtime,
            send: { action in queue.append((action, use(), .effect)) },
            launch: { work, ids in
                let group = use()
                let send = Send<Action> { [weak self] action in self?.receive(action, group: group) }
                runtime.spawn(ids: ids, group: group, fromStore: true) {
                    await perform(work, send: send, runtime: runtime, group: group)
                }
            }
        )
        group = current
    }

    @usableFromInline
    func notifyActionObservers(_ origin: ActionOrigin, _ action: Action) {
        for observer in actionObservers { observer(origin, action) }
    }

    /// Calls `onAction` with every action just before it is reduced, and who sent it.
    ///
    /// This is how a session is recorded:
    ///
    /// ```swift
    /// store.observeActions { origin, action in try? log.append(action, from: origin) }
    /// ```
    public func observeActions(_ onAction: @escaping (ActionOrigin, Action) -> Void) {
        if upstream != nil {
            RuntimeWarnings.report("observeActions on a scoped store sees nothing; observe the root store")
            return
        }
        actionObservers.append(onAction)
    }

    /// How many effect tasks this store is running now.
    var runningEffectCount: Int { runtime.runningCount }

    /// Cancels every running effect of this store.
    func cancelAllEffects() { runtime.cancelAll() }
}
