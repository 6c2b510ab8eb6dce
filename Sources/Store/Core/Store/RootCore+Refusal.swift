/// A root store asks its reducer's ``Reducer/rejection(of:in:)`` before each action it
/// reduces, for every front: a refused action changes nothing, starts nothing, reaches no
/// action observer (no log records it), and its reason is reported as a runtime warning, the
/// line a console prints for it.
extension RootCore {
    /// Why the reducer would refuse `action` now, asked as it would be reduced: with the store's
    /// dependencies bound and its shared fields lent; `nil` when it would reduce it.
    @usableFromInline
    func rejection(of action: Action) -> String? {
        guard let refusal else { return nil }
        guard let dependencies else { return lent { refusal($0, action) } }
        return DependencyValues.$current.withValue(dependencies) { lent { refusal($0, action) } }
    }

    /// Whether `action` is refused now (the dependencies bound by the caller); reports it when so.
    @usableFromInline
    func refuses(_ action: Action) -> Bool {
        guard let refusal, let reason = lent({ refusal($0, action) }) else { return false }
        Self.report(refusal: reason)
        return true
    }

    /// `body` given the current state, with a copy of it lent when it shares fields: a
    /// rejection may run a reducer to see where it leads (a stack's navigation), and what that
    /// writes to a shared field must land in the copy, not in the store's state.
    private func lent<Result>(_ body: (State) -> Result) -> Result {
        let state = storage.pointer.pointee
        guard sharedTable != nil else { return body(state) }
        return SharedLending.reading(state) { body(state) }
    }

    /// Reports a refused action's reason, as a console's error line says it.
    @usableFromInline
    static func report(refusal reason: String) {
        RuntimeWarnings.report(reason)
    }
}
