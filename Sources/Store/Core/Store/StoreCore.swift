/// What a ``Store`` does, whether it owns its state or sees part of another store's.
///
/// A root store's core calls its ``RootCore``; a scoped store's core calls its parent's core
/// through the scope's functions. Both are made where the store's types are known, so each
/// call lands in code specialised for them, and `Store` never asks which kind it holds.
@MainActor
@usableFromInline
package struct StoreCore<State, Action: Sendable> {
    /// The current state.
    @usableFromInline let state: @MainActor () -> State
    /// Reduces an action now (or queues it) and starts the effects it returns; the group of
    /// those effects, `nil` when it started none.
    @usableFromInline let send: @MainActor (Action) -> Int?
    /// Why the root's reducer would refuse an action now, or `nil` when it would reduce it.
    @usableFromInline let rejection: @MainActor (Action) -> String?
    /// Calls `onChange` after every reduced action; when `isEqual` is given, only after those
    /// that left the state different by it.
    @usableFromInline package let subscribe: @MainActor (
        _ isEqual: ((State, State) -> Bool)?, _ onChange: @escaping @MainActor (State) -> Void
    ) -> StoreObservation
    /// Calls `check` with the new state after every reduced action.
    @usableFromInline let afterEachAction: @MainActor (_ check: @escaping @MainActor (State) -> Void) -> StoreObservation
    /// Checks the store's watched fields after every reduced action.
    @usableFromInline let watchFields: @MainActor (ObservedFields<State, Action>) -> StoreObservation
    /// Calls `onAction` with every action just before it is reduced.
    @usableFromInline let observeActions: @MainActor (_ onAction: @escaping (ActionOrigin, Action) -> Void) -> Void
    /// The runtime that runs the root store's effects.
    @usableFromInline package let runtime: EffectRuntime
    /// The root's own machinery for what only a root can do (an attached console's log and
    /// time travel); `nil` for a scoped store.
    @usableFromInline package let root: RootCore<State, Action>?
    /// What a console attached to this store works through, or why it cannot be opened.
    @usableFromInline package let attachPoint: AttachPoint<Action>.Making

    @usableFromInline
    init(
        state: @escaping @MainActor () -> State,
        send: @escaping @MainActor (Action) -> Int?,
        rejection: @escaping @MainActor (Action) -> String?,
        subscribe: @escaping @MainActor (((State, State) -> Bool)?, @escaping @MainActor (State) -> Void) -> StoreObservation,
        afterEachAction: @escaping @MainActor (@escaping @MainActor (State) -> Void) -> StoreObservation,
        watchFields: @escaping @MainActor (ObservedFields<State, Action>) -> StoreObservation,
        observeActions: @escaping @MainActor (@escaping (ActionOrigin, Action) -> Void) -> Void,
        runtime: EffectRuntime,
        root: RootCore<State, Action>? = nil,
        attachPoint: @escaping AttachPoint<Action>.Making
    ) {
        self.state = state
        self.send = send
        self.rejection = rejection
        self.subscribe = subscribe
        self.afterEachAction = afterEachAction
        self.watchFields = watchFields
        self.observeActions = observeActions
        self.runtime = runtime
        self.root = root
        self.attachPoint = attachPoint
    }

    /// The core of a store that owns its state and runs `reducer`, made where the reducer's
    /// type is known: its send reduces by calling `reducer` in place.
    @inlinable
    package static func root<R: Reducer>(_ root: RootCore<State, Action>, reducer: R) -> StoreCore
    where R.State == State, R.Action == Action {
        StoreCore(
            state: { root.storage.pointer.pointee },
            send: { action in
                // Off the direct path, and for an action queued behind another, the root asks
                // when it reduces. Here the reducer is known: a reducer made of scopes and
                // `forEach`es asks and reduces in one pass (`ReducingUnlessRefused.swift`),
                // unless an action observer must hear of the action first, and so only once it
                // is known to be accepted; any other is asked, then reduced, which costs it the
                // same (one that refuses nothing, the default rejection inlined, is not asked).
                if root.reducesDirectly, !root.isSending {
                    if R._reducesInOnePass, root.actionObservers.isEmpty {
                        return root.sendInOnePass(action, reducer)
                    }
                    if let reason = reducer.composedRejection(of: action, in: root.state) {
                        RootCore<State, Action>.report(refusal: reason)
                        return nil
                    }
                }
                return root.send(action) { reducer.reduce(into: &$0, action: $1) }
            },
            rejection: { root.rejection(of: $0) },
            subscribe: { root.subscribe(skippingEqual: $0, $1) },
            afterEachAction: { root.afterEachAction($0) },
            watchFields: { root.watch($0) },
            observeActions: { root.observeActions($0) },
            runtime: root.runtime,
            root: root,
            attachPoint: AttachPoint.root(root)
        )
    }

    /// The core of a store that reads `toChild` of this core's state and sends its actions
    /// here through `embed`, so parent and child always agree; `attachPoint` tells its actions
    /// among the app's, for a console attached to it.
    /// A row of a list gives `checkedBy`, its list's ``RowChecks``: its fields are then checked
    /// only after an action that changed the list.
    @inlinable
    func scoped<ChildState, ChildAction>(
        state toChild: @escaping (State) -> ChildState,
        action embed: @escaping (ChildAction) -> Action,
        attachPoint: @escaping AttachPoint<ChildAction>.Making,
        checkedBy rows: (@MainActor (@escaping @MainActor (State) -> Void) -> StoreObservation)? = nil
    ) -> StoreCore<ChildState, ChildAction> {
        let parent = self
        let afterParentsAction = rows ?? parent.afterEachAction
        return StoreCore<ChildState, ChildAction>(
            state: { toChild(parent.state()) },
            send: { parent.send(embed($0)) },
            rejection: { parent.rejection(embed($0)) },
            subscribe: { isEqual, onChange in
                guard let isEqual else { return parent.subscribe(nil) { onChange(toChild($0)) } }
                // The parent cannot compare child states: equal ones are skipped here,
                // against the last state this observer was given.
                var last = toChild(parent.state())
                return parent.subscribe(nil) { state in
                    let new = toChild(state)
                    if isEqual(last, new) { return }
                    last = new
                    onChange(new)
                }
            },
            afterEachAction: { check in afterParentsAction { check(toChild($0)) } },
            watchFields: { fields in afterParentsAction { fields.check(toChild($0)) } },
            observeActions: { _ in
                RuntimeWarnings.report("observeActions on a scoped store sees nothing; observe the root store")
            },
            runtime: runtime,
            attachPoint: attachPoint
        )
    }
}
