extension Reduce {
    /// Makes a reducer whose logic needs a value that may be missing from the state (a row of a
    /// shared list, an optional field): `need` finds it, and without it an action is refused
    /// for the reason `reason` gives. One declaration is both the store's refusal (for every
    /// front and test) and the logic's unwrap: `body` gets the value, with no guard of its
    /// own. An action `reason` gives `nil` for (a delegate action, which the parent acts on)
    /// is accepted without the value, and `body` does not see it then.
    ///
    /// ```swift
    /// Reduce(needing: { syncUps[id: $0.id] }, else: { action in
    ///     if case .delegate = action { nil } else { "the sync-up is gone" }
    /// }) { state, syncUp, action in
    ///     switch action {
    ///     case .editButtonTapped:
    ///         state.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    ///         return .none
    ///     // …
    ///     }
    /// }
    /// ```
    @inlinable
    public init<Value>(
        needing need: @escaping (State) -> Value?,
        else reason: @escaping (Action) -> String?,
        _ body: @escaping (inout State, Value, Action) -> Effect<Action>
    ) {
        self.init({ state, action in
            // A store asks the rejection first, so only a direct call comes here without it.
            guard let value = need(state) else {
                if let reason = reason(action) { RuntimeWarnings.report(reason) }
                return .none
            }
            return body(&state, value, action)
        }, rejection: { action, state in
            need(state) == nil ? reason(action) : nil
        })
    }
}
