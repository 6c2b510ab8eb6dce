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
///
/// After an action, the store compares only the fields read since they last changed: a
/// tracking ends when any field it read changes (that is what `withObservationTracking` does),
/// so a field that changed is not watched again until something reads it again. A scoped
/// store's fields are watched the same way, each compared in the scope's part of the state.
extension Store: Observable {
    /// The value of one field of the state, read so that `Observation` tracks that field.
    @inlinable
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        let fields = observedFields
        fields.registrar.access(self, keyPath: fields.watch(keyPath, of: self))
        return state[keyPath: keyPath]
    }

    /// Field number `field` of those read through ``subscript(dynamicMember:)``, as
    /// `Observation` knows it; its value is that number.
    @usableFromInline
    subscript(observedField field: Int) -> Int { field }

    /// The fields read through ``subscript(dynamicMember:)``, made on the first such read, so a
    /// store nobody observes (a scope, a replay) pays nothing for them.
    @inlinable
    var observedFields: ObservedFields<State, Action> {
        if let fields { return fields }
        let made = ObservedFields<State, Action>()
        fields = made
        return made
    }
}

/// The fields of a store's state read through `Observation`, and those of them read since they
/// last changed: after each action only the latter are compared, and those that changed are
/// announced to the registrar and stop being watched.
///
/// A field is known by its key path's identity (key path literals are made once), with
/// equality as a fallback. Stored fields are compared first by their bytes, merged into spans,
/// and one by one with `==` only when a span's bytes differ.
///
/// Its bookkeeping is `@exclusivity(unchecked)`: it is touched only on the main actor, and no
/// access stays open across a call that could come back in (announcing is done last).
@MainActor
@usableFromInline
final class ObservedFields<State, Action: Sendable> {
    @usableFromInline let registrar = ObservationRegistrar()
    /// The identity of each field's key path, in the order `fields` holds them.
    @exclusivity(unchecked) @usableFromInline var ids: [ObjectIdentifier] = []
    @exclusivity(unchecked) @usableFromInline var fields: [ObservedField<State, Action>] = []
    /// Where each field lies in the state, in the order `fields` holds them.
    @exclusivity(unchecked) @usableFromInline var layouts: [FieldLayout] = []
    /// The fields read since they last changed: the only ones compared.
    @exclusivity(unchecked) @usableFromInline var watched: [Int] = []
    /// The bytes of the watched stored fields, merged.
    @exclusivity(unchecked) @usableFromInline var spans: [FieldLayout] = []
    /// The watched fields that are not stored in the state, compared with `==`.
    @exclusivity(unchecked) @usableFromInline var computed: [Int] = []
    @exclusivity(unchecked) @usableFromInline var subscription: StoreObservation?
    @usableFromInline weak var store: Store<State, Action>?
    /// Where a scoped store's states before and after an action are kept while compared.
    @usableFromInline let before = StatePointer<State>(), after = StatePointer<State>()

    @usableFromInline
    init() {}

    deinit {
        before.deallocate()
        after.deallocate()
    }

    /// Watches `keyPath` until it next changes, and returns the key path `Observation` knows it by.
    @inlinable @inline(__always)
    func watch<Value: Equatable>(
        _ keyPath: KeyPath<State, Value>, of store: Store<State, Action>
    ) -> KeyPath<Store<State, Action>, Int> {
        let index = ids.firstIndex(of: ObjectIdentifier(keyPath)) ?? index(of: keyPath)
        // The same key path, or an equal one: of the same type.
        let field = unsafeDowncast(fields[index], to: TypedField<State, Action, Value>.self)
        if !field.isWatched { startWatching(index, of: store) }
        return field.path
    }

    /// Stops comparing anything, until a field is read again.
    @usableFromInline
    func stop() {
        subscription?.cancel()
        subscription = nil
    }

    @usableFromInline
    func index<Value: Equatable>(of keyPath: KeyPath<State, Value>) -> Int {
        if let index = fields.firstIndex(where: { $0.keyPath == keyPath }) { return index }
        let field = TypedField<State, Action, Value>(keyPath, number: fields.count)
        fields.append(field)
        layouts.append(field.layout)
        ids.append(ObjectIdentifier(keyPath))
        return fields.count - 1
    }

    @inlinable
    func startWatching(_ index: Int, of store: Store<State, Action>) {
        fields[index].isWatched = true
        watched.append(index)
        (spans, computed) = mergedSpans(of: watched, in: layouts)
        guard subscription == nil else { return }
        self.store = store
        // The store stops this when it goes (see its deinit).
        subscription = store.core.watchFields(self)
    }

    /// Compares the watched fields of the states at `old` and `new`; announces those that changed.
    @inlinable
    func changed(from old: UnsafePointer<State>, to new: UnsafePointer<State>) {
        if isUnchanged(UnsafeRawPointer(old), UnsafeRawPointer(new)) { return }
        announceChanged(UnsafeRawPointer(old), UnsafeRawPointer(new))
    }

    /// Compares the watched fields of `old` and `new`, a scoped store's states, as
    /// ``changed(from:to:)`` does.
    @inlinable
    func changed(from old: State, to new: State) {
        before.pointer.initialize(to: old)
        after.pointer.initialize(to: new)
        changed(from: before.pointer, to: after.pointer)
        before.pointer.deinitialize(count: 1)
        after.pointer.deinitialize(count: 1)
    }

    /// `true` when every watched field is the same in the states at `old` and `new`: the same
    /// bytes, or else equal.
    @inlinable @inline(__always)
    func isUnchanged(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        for span in spans where !sameBytes(old + span.offset, new + span.offset, span.count) { return false }
        return computed.isEmpty || computedUnchanged(old, new)
    }

    @usableFromInline
    func computedUnchanged(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        computed.allSatisfy { fields[$0].isSame(old, new) }
    }

    /// Stops watching the fields that differ in the states at `old` and `new`, then tells the
    /// registrar they changed.
    @inlinable
    func announceChanged(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) {
        var changed: [ObservedField<State, Action>] = []
        watched.removeAll { index in
            let field = fields[index]
            let layout = field.layout
            if layout.offset >= 0, sameBytes(old + layout.offset, new + layout.offset, layout.count) { return false }
            if field.isSame(old, new) { return false }
            field.isWatched = false
            changed.append(field)
            return true
        }
        if changed.isEmpty { return }
        (spans, computed) = mergedSpans(of: watched, in: layouts)
        if watched.isEmpty { stop() }
        guard let store else { return }
        // Announced last: whoever is told may read the store again, and so watch again.
        for field in changed { registrar.willSet(store, keyPath: field.path) }
        for field in changed { registrar.didSet(store, keyPath: field.path) }
    }
}

/// `true` when `count` bytes at `a` and `b` are the same: a field whose bytes did not change
/// did not change (a value equal to itself, as `Array`'s `==` assumes of a shared buffer).
@inlinable @inline(__always)
func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
    var difference: UInt64 = 0
    var offset = 0
    while offset + 8 <= count {
        difference |= a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
    }
    while offset < count {
        difference |= UInt64(a.load(fromByteOffset: offset, as: UInt8.self) ^ b.load(fromByteOffset: offset, as: UInt8.self))
        offset += 1
    }
    return difference == 0
}
