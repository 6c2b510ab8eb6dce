import Observation

/// A store works with Swift's `Observation`, field by field and without macros: read a field
/// as `store.count` (not `store.state.count`), and code tracked by `withObservationTracking`
/// (a SwiftUI view's body) is invalidated when that field changes, and not when another does.
///
/// ```swift
/// withObservationTracking {
///     render(store.count)
/// } onChange: {
///     // count changed; a change of store.name alone does not come here
/// }
/// ```
extension Store: Observable {
    /// The value of one field of the state, read so that `Observation` tracks that field.
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        let path = \Store<State, Action>.[dynamicMember: keyPath]
        fields.track(keyPath, as: path, of: self)
        fields.registrar.access(self, keyPath: path)
        return state[keyPath: keyPath]
    }
}

/// The fields of a store's state that something has read through `Observation`, each with a
/// way to tell that it changed and to say so: compared only when the state changes, and only
/// for the fields read.
@MainActor
final class ObservedFields<State> {
    let registrar = ObservationRegistrar()
    private var fields: [AnyKeyPath: (changed: (State, State) -> Bool, announce: () -> Void)] = [:]
    private var subscription: StoreObservation?
    private var last: State?

    isolated deinit {
        subscription?.cancel()
    }

    /// Starts following `keyPath` (read through the store as `path`) the first time it is read.
    func track<Action, Value: Equatable>(
        _ keyPath: KeyPath<State, Value>, as path: KeyPath<Store<State, Action>, Value>, of store: Store<State, Action>
    ) {
        guard fields[keyPath] == nil else { return }
        fields[keyPath] = (
            changed: { $0[keyPath: keyPath] != $1[keyPath: keyPath] },
            announce: { [weak store, registrar] in
                guard let store else { return }
                registrar.willSet(store, keyPath: path)
                registrar.didSet(store, keyPath: path)
            }
        )
        guard subscription == nil else { return }
        last = store.state
        subscription = store.core.subscribe(nil) { [weak self] new in self?.changed(to: new) }
    }

    private func changed(to new: State) {
        guard let old = last else { return }
        last = new
        for field in fields.values where field.changed(old, new) { field.announce() }
    }
}
