/// The write in flight of one persisted field.
struct PersistID: Hashable, @unchecked Sendable {
    // A key path is immutable; it is compared and hashed, never applied.
    let field: AnyKeyPath
}

extension Reducer {
    /// Keeps the field at `field` in `storage` (a dependency): after an action changes it, an
    /// effect writes the new value, and a newer change cancels a write not yet made. A write
    /// that fails is reported as a runtime warning and the app goes on.
    ///
    /// ```swift
    /// var body: some Reducer<State, Action> {
    ///     CombinedReducer(…)
    ///         .persisting(\.logbook, in: \.logbookStorage)
    /// }
    /// ```
    public func persisting<Value: Equatable & Sendable>(
        _ field: WritableKeyPath<State, Value> & Sendable,
        in storage: KeyPath<DependencyValues, SharedStorage<Value>> & Sendable,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> OnChangeReducer<Self, Value> {
        // Read as a `@Dependency` is, so a test that did not provide it fails here, naming it.
        let dependency = Dependency(storage, fileID: fileID, filePath: filePath, line: line, column: column)
        return onChange(of: field) { _, state in
            let value = state[keyPath: field]
            let kept = dependency.wrappedValue
            return Effect<Action>.run { _ in
                do {
                    try kept.write(value)
                } catch {
                    RuntimeWarnings.report("\(error)")
                }
            }
            .cancellable(id: PersistID(field: field), cancelInFlight: true)
        }
    }
}
