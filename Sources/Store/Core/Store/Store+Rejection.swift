extension Store {
    /// Why the store would refuse `action` now (its reducer's ``Reducer/rejection(of:in:)``,
    /// asked with the store's dependencies and shared fields), or `nil` when it would reduce
    /// it. A scoped store asks its root about the action it would send there.
    ///
    /// A store refuses such an action whoever sends it: it changes nothing, starts nothing and
    /// is reported as a runtime warning, as a console reports a refused line.
    ///
    /// ```swift
    /// if let reason = store.rejection(of: .yearChanged(2019)) { print(reason) }
    /// ```
    public func rejection(of action: Action) -> String? {
        core.rejection(action)
    }

    /// Whether the store would reduce `action` now rather than refuse it: a front disables a
    /// button whose action would be refused.
    ///
    /// ```swift
    /// Button("Next month") { store.send(.nextMonthTapped) }
    ///     .disabled(!store.accepts(.nextMonthTapped))
    /// ```
    public func accepts(_ action: Action) -> Bool {
        core.rejection(action) == nil
    }
}
