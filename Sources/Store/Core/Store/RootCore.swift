/// The core of a store that owns its state: it reduces each action in place, queues actions
/// sent while another is being reduced, starts effects, and tells observers.
///
/// Its bookkeeping is `@exclusivity(unchecked)`: it is touched only on the main actor, and no
/// access to it stays open across a call that could come back in (an observer or a reducer
/// sending again appends to `queue` between accesses, never inside one). The dynamic checks
/// cost more than the send itself once the send is not inlined into its caller.
@MainActor
@usableFromInline
package final class RootCore<State, Action: Sendable> {
    @usableFromInline let storage: StatePointer<State>
    @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
    /// Why the reducer would refuse an action in a state (its ``Reducer/rejection(of:in:)``),
    /// asked before each action it reduces off the direct path; `nil` when it refuses nothing.
    @usableFromInline let refusal: ((State, Action) -> String?)?
    @usableFromInline package let runtime: EffectRuntime
    @exclusivity(unchecked) @usableFromInline var isSending = false
    @exclusivity(unchecked) @usableFromInline var queue: [(action: Action, group: Int?, origin: ActionOrigin, cause: Action?)] = []
    /// The action whose effect sent the one being reduced now (`nil` for a user's): see `AttachPoint`.
    @exclusivity(unchecked) var cause: Action?
    /// Why the reducer refused the action being sent, set by the reducer asking and reducing
    /// in one pass (``Reducer/reduce(into:action:refusal:)``); `nil` otherwise. A refused action
    /// changed nothing, so nothing is checked or told for it; it is reported once the store is
    /// done with it.
    @exclusivity(unchecked) @usableFromInline var refusedNow: String?
    @exclusivity(unchecked) @usableFromInline var actionObservers: [(ActionOrigin, Action) -> Void] = []
    /// The ids of ``actionObservers`` that can be removed (`nil` for those that stay).
    @exclusivity(unchecked) var actionObserverIDs: [Int?] = []
    @exclusivity(unchecked) @usableFromInline var observers: ContiguousArray<Observer<State>> = []
    @exclusivity(unchecked) @usableFromInline var isEqual: ((State, State) -> Bool)?
    /// The root store's own fields, while `Observation` watches any: checked after each
    /// action in place, with no call through a closure.
    @exclusivity(unchecked) @usableFromInline var fieldWatcher: ObservedFields<State, Action>?
    /// What scoped stores check after each action (their watched fields), given the new state.
    @exclusivity(unchecked) @usableFromInline var checks: [(id: Int, check: @MainActor (State) -> Void)] = []
    /// What an action checks: nothing (no bytes, one test on a send that nothing watches); the
    /// root's watched bytes, and more only when they differ (one comparison and no call); or
    /// everything (the root watches a computed field, or scoped stores watch fields).
    @exclusivity(unchecked) @usableFromInline var fieldCheck = WatchedBytes()
    /// The root store's watched bytes, as its fields last published them.
    @exclusivity(unchecked) @usableFromInline var watchedBytes = WatchedBytes()
    @exclusivity(unchecked) @usableFromInline var watchesComputed = false
    @exclusivity(unchecked) @usableFromInline var nextObserverID = 0
    /// The dependencies the store was given, which its reducer and effects run with; `nil`
    /// when it was given none, and they see whatever runs them (no cost on a send).
    @usableFromInline let dependencies: DependencyValues?
    /// `true` when an action can be reduced by calling the reducer itself: no dependencies to
    /// bind, no shared root to lend (`reducer` does both).
    @usableFromInline let reducesDirectly: Bool
    /// The shared fields the root lends while it reduces, when its state shares any.
    let sharedTable: SharedTable?

    @usableFromInline
    init(
        initialState: State, dependencies: DependencyValues? = nil,
        reduce: @escaping (inout State, Action) -> Effect<Action>,
        refuse: ((State, Action) -> String?)? = nil
    ) {
        storage = StatePointer(initialState)
        reducer = SharedLending.lending(reduce)
        refusal = refuse
        runtime = EffectRuntime()
        self.dependencies = dependencies
        sharedTable = SharedTable.of(State.self)
        reducesDirectly = dependencies == nil && sharedTable == nil
    }

    /// The root core of a store that runs `reducer`, made where its type is known.
    @inlinable
    package convenience init<R: Reducer>(initialState: State, dependencies: DependencyValues? = nil, reducer: R)
    where R.State == State, R.Action == Action {
        self.init(
            initialState: initialState, dependencies: dependencies,
            reduce: { reducer.reduce(into: &$0, action: $1) }, refuse: { reducer.composedRejection(of: $1, in: $0) }
        )
    }

    deinit {
        runtime.cancelAll()
        storage.free()
    }

    @usableFromInline
    var state: State { storage.pointer.pointee }

    /// Reduces a user's action now, or queues it when one is being reduced; returns the group
    /// of the effects it started, if any.
    ///
    /// `reduce` is the store's reducer, known where the store was made: when nothing needs
    /// binding around it, it is called in place of the stored closure, so a send costs one
    /// indirect call (the core's) and the reducer's own work. The caller has asked the
    /// reducer's ``Reducer/rejection(of:in:)`` first (see ``StoreCore/root(_:reducer:)``).
    @inlinable @inline(__always)
    func send(_ action: Action, reduce: (inout State, Action) -> Effect<Action>) -> Int? {
        if isSending { return enqueue(action) }
        isSending = true
        var group: Int? = nil
        if reducesDirectly {
            reduceHere(action, origin: .user, group: &group, reduce)
        } else {
            self.reduce(action, origin: .user, group: &group)
        }
        if refusedNow != nil { reportRefusal() }
        if !queue.isEmpty { drain() }
        isSending = false
        return group
    }

    /// A send by a reducer that asks and reduces in one pass, on the direct path with no
    /// action observer (the caller has checked both): the reducer is called here, generically,
    /// rather than through a closure, so the action is not stored and reloaded at one more call
    /// boundary (profiled: a reload wider than the store before it stalls the processor).
    @inlinable @inline(__always)
    func sendInOnePass<R: Reducer>(_ action: Action, _ reducer: R) -> Int? where R.State == State, R.Action == Action {
        if isSending { return enqueue(action) }
        isSending = true
        var group: Int? = nil
        reduceHere(action, origin: .user, group: &group) { reducer.reduce(into: &$0, action: $1, refusal: &refusedNow) }
        if refusedNow != nil { reportRefusal() }
        if !queue.isEmpty { drain() }
        isSending = false
        return group
    }

    @inlinable @inline(__always)
    func reduce(_ action: Action, origin: ActionOrigin, group: inout Int?) {
        if dependencies == nil {
            if refusal != nil, refuses(action) { return }
            reduceHere(action, origin: origin, group: &group, reducer)
        } else {
            reduceWithDependencies(action, origin: origin, group: &group)
        }
    }

    /// Reduces with the store's dependencies bound, for the reducer and the effects it starts.
    @usableFromInline
    func reduceWithDependencies(_ action: Action, origin: ActionOrigin, group: inout Int?) {
        DependencyValues.$current.withValue(dependencies!) {
            if refusal != nil, refuses(action) { return }
            reduceHere(action, origin: origin, group: &group, reducer)
        }
    }

    @inlinable @inline(__always)
    func reduceHere(
        _ action: Action, origin: ActionOrigin, group: inout Int?, _ reduce: (inout State, Action) -> Effect<Action>
    ) {
        if !actionObservers.isEmpty { notifyActionObservers(origin, action) }
        if observers.isEmpty {
            let effect = reduce(&storage.pointer.pointee, action)
            if !effect.isNone { start(effect, of: action, group: &group) }
            if fieldCheck.count != 0, refusedNow == nil { checkFields() }
        } else {
            let old = storage.pointer.pointee
            let effect = reduce(&storage.pointer.pointee, action)
            if !effect.isNone { start(effect, of: action, group: &group) }
            if refusedNow == nil {
                if fieldCheck.count != 0 { checkFields() }
                notifyObservers(old: old)
            }
        }
    }

    /// Reports the action the reducer just refused in one pass, and forgets it.
    @usableFromInline
    func reportRefusal() {
        guard let reason = refusedNow else { return }
        refusedNow = nil
        Self.report(refusal: reason)
    }

    @usableFromInline
    func enqueue(_ action: Action) -> Int? {
        let group = runtime.newGroup()
        queue.append((action, group, .user, nil))
        return group
    }

    @usableFromInline
    func drain() {
        var index = 0
        while index < queue.count {
            var group = queue[index].group
            let (action, origin) = (queue[index].action, queue[index].origin)
            cause = queue[index].cause
            index += 1
            reduce(action, origin: origin, group: &group)
        }
        cause = nil
        queue.removeAll(keepingCapacity: true)
    }

    /// Delivers an action that an effect of `group`, started by `cause`, sent back.
    func receive(_ action: Action, group: Int, cause: Action) {
        if isSending {
            queue.append((action, group, .effect, cause))
            return
        }
        isSending = true
        var current: Int? = group
        self.cause = cause
        reduce(action, origin: .effect, group: &current)
        self.cause = nil
        if !queue.isEmpty { drain() }
        isSending = false
    }

    /// Starts what `effect` asks for: its sends are queued to be reduced before `send`
    /// returns, and its asynchronous work starts as effect tasks of `group` (made on first use),
    /// each knowing `action` started it.
    @usableFromInline
    func start(_ effect: Effect<Action>, of action: Action, group: inout Int?) {
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
            send: { sent in queue.append((sent, use(), .effect, action)) },
            launch: { work, ids in
                let group = use()
                let send = Send<Action> { [weak self] sent in self?.receive(sent, group: group, cause: action) }
                runtime.spawn(ids: ids, group: group, fromStore: true, origin: action) {
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

    @usableFromInline
    func observeActions(_ onAction: @escaping (ActionOrigin, Action) -> Void) {
        actionObservers.append(onAction)
        actionObserverIDs.append(nil)
    }

    /// Calls `onAction` with every action just before it is reduced, until the observation is
    /// cancelled: an attached console's, which ends when it detaches.
    func watchActions(_ onAction: @escaping (ActionOrigin, Action) -> Void) -> StoreObservation {
        let id = nextObserverID
        nextObserverID += 1
        actionObservers.append(onAction)
        actionObserverIDs.append(id)
        return StoreObservation { [weak self] in
            guard let self, let index = actionObserverIDs.firstIndex(of: id) else { return }
            actionObservers.remove(at: index)
            actionObserverIDs.remove(at: index)
        }
    }

    /// Whether an action is being reduced now (a console's time travel waits for none).
    var isReducing: Bool { isSending }

    /// Makes `state` the current state, with every effect cancelled first so none of the old
    /// state's work lands in the new one; observers and watched fields hear of it as of an
    /// action. A console's `:goto` on a store it is attached to.
    package func travel(to state: State) {
        precondition(!isSending, "a store's state was replaced while it reduced an action")
        runtime.cancelAll()
        let old = storage.pointer.pointee
        storage.pointer.pointee = state
        if fieldCheck.count != 0 { checkFields() }
        notifyObservers(old: old)
    }
}
