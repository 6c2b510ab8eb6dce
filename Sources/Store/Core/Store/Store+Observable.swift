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
///
/// What a store keeps for this is bounded by what live trackings read now, not by what was
/// ever read: a field whose every tracking has ended (it fired, or its view went away) is let
/// go when the store next needs room for a new one, so a list scrolled through 10,000 rows keeps
/// about what its drawn rows read.
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

    /// How many fields this store keeps for `Observation`: what a benchmark of a long session
    /// reports.
    package var observationFieldCount: Int { fields?.fields.count ?? 0 }

    /// The fields read through ``subscript(dynamicMember:)``, made on the first such read, so a
    /// store nobody observes (a scope, a replay) pays nothing for them.
    @inlinable
    var observedFields: ObservedFields<State, Action> {
        if let fields { return fields }
        return makeObservedFields()
    }

    @usableFromInline
    func makeObservedFields() -> ObservedFields<State, Action> {
        let made = ObservedFields<State, Action>()
        fields = made
        fieldsCleanup = MainActorCleanup { made.stop() }
        return made
    }
}

/// The fields of a store's state read through `Observation`, and those of them read since they
/// last changed: after each action only the latter are checked, and those that changed are
/// announced to the registrar and stop being watched.
///
/// A field is known by its key path's identity (key path literals are made once), with
/// equality as a fallback. Each watched field is kept as it was when read (its bytes in a
/// shadow of the state, at their offsets), so an action costs no copy of the state: its stored
/// fields' bytes, the one range from the first to the last, are compared with the shadow's, and
/// only when they differ is each field compared with `==` (then announced, or remembered again
/// if equal).
///
/// Fields nobody observes any more are let go (``sweep()``) when a new field would make the
/// store keep twice what it kept after the last sweep: what is kept stays within twice what
/// live trackings read, plus ``leastSwept``, at an amortised constant cost a new field.
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
    /// Each field by its key path's identity and by its key path: a store whose views read
    /// many fields (a key path with an id for each row shown) finds each in one lookup.
    @exclusivity(unchecked) @usableFromInline var byID: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) @usableFromInline var byKeyPath: [AnyKeyPath: Int] = [:]
    /// Where each field lies in the state, in the order `fields` holds them.
    @exclusivity(unchecked) @usableFromInline var layouts: [FieldLayout] = []
    /// The fields read since they last changed: the only ones compared.
    @exclusivity(unchecked) @usableFromInline var watched: [Int] = []
    /// The bytes of the watched stored fields, merged.
    @exclusivity(unchecked) @usableFromInline var range = FieldLayout(offset: 0, count: 0)
    /// The watched fields that are not stored in the state, compared with `==`.
    @exclusivity(unchecked) @usableFromInline var computed: [Int] = []
    @exclusivity(unchecked) @usableFromInline var hasComputed = false
    @exclusivity(unchecked) @usableFromInline var subscription: StoreObservation?
    @usableFromInline weak var store: Store<State, Action>?
    /// How many fields are kept before a new one first lets go of those nobody observes.
    @exclusivity(unchecked) @usableFromInline var sweepAt = ObservedFields.leastSwept
    /// The number the next new field is known by to `Observation`: never one a field had
    /// before, so a tracking of a field let go can never be told of another's change.
    @exclusivity(unchecked) @usableFromInline var nextNumber = 0
    /// What no sweep goes below: a screen's own fields are kept without counting references.
    @usableFromInline static var leastSwept: Int { 32 }
    /// The watched stored fields' bytes as they were last seen, each at its offset in a state.
    @usableFromInline nonisolated(unsafe) let shadow: UnsafeMutableRawPointer

    @usableFromInline
    init() {
        shadow = .allocate(byteCount: max(1, MemoryLayout<State>.size), alignment: MemoryLayout<State>.alignment)
        shadow.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, MemoryLayout<State>.size))
    }

    deinit {
        shadow.deallocate()
    }

    /// Watches `keyPath` until it next changes, and returns the key path `Observation` knows it by.
    @inlinable @inline(__always)
    func watch<Value: Equatable>(
        _ keyPath: KeyPath<State, Value>, of store: Store<State, Action>
    ) -> KeyPath<Store<State, Action>, Int> {
        let index = knownIndex(of: ObjectIdentifier(keyPath)) ?? index(of: keyPath)
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

    /// The field whose key path is the object `id`: a look along ``ids`` while there are few
    /// (faster than hashing), by ``byID`` beyond.
    @inlinable @inline(__always)
    func knownIndex(of id: ObjectIdentifier) -> Int? {
        ids.count <= Self.scanned ? ids.firstIndex(of: id) : byID[id]
    }

    /// How many fields are looked for along ``ids``.
    @usableFromInline static var scanned: Int { 16 }

    /// The field of `keyPath` found by equality (a key path made anew for each read, as
    /// `\.[id: x]` is), or a new one. Each field keeps its key path, so no other key path takes
    /// its object's identity while the store lives.
    @usableFromInline
    func index<Value: Equatable>(of keyPath: KeyPath<State, Value>) -> Int {
        if let index = byKeyPath[keyPath] { return index }
        if fields.count >= sweepAt { sweep() }
        let field = TypedField<State, Action, Value>(keyPath, number: nextNumber)
        nextNumber += 1
        fields.append(field)
        layouts.append(field.layout)
        ids.append(ObjectIdentifier(keyPath))
        byID[ObjectIdentifier(keyPath)] = fields.count - 1
        byKeyPath[keyPath] = fields.count - 1
        return fields.count - 1
    }

    /// Lets go of the fields no live tracking read (``ObservedField/isObserved``): they are no
    /// longer compared after an action, nor kept. A field read again later is a new field, and
    /// is compared from then on.
    @usableFromInline
    func sweep() {
        var kept: [Int] = []
        kept.reserveCapacity(fields.count)
        for index in fields.indices {
            if fields[index].isObserved {
                kept.append(index)
            } else {
                fields[index].isWatched = false
                fields[index].forget()
            }
        }
        defer { sweepAt = max(Self.leastSwept, 2 * fields.count) }
        guard kept.count < fields.count else { return }
        var moved = [Int](repeating: -1, count: fields.count)
        for (new, old) in kept.enumerated() { moved[old] = new }
        fields = kept.map { fields[$0] }
        ids = kept.map { ids[$0] }
        layouts = kept.map { layouts[$0] }
        byID = [:]
        byKeyPath = [:]
        for (index, field) in fields.enumerated() {
            byID[ids[index]] = index
            byKeyPath[field.keyPath] = index
        }
        watched = watched.compactMap { moved[$0] >= 0 ? moved[$0] : nil }
        rebuildRange()
        if watched.isEmpty { stop() }
    }

    @inlinable
    func startWatching(_ index: Int, of store: Store<State, Action>) {
        let field = fields[index]
        field.isWatched = true
        watched.append(index)
        rebuildRange()
        withUnsafePointer(to: store.state) { state in
            field.remember(UnsafeRawPointer(state), in: shadow)
            refreshShadow(from: UnsafeRawPointer(state))
        }
        guard subscription == nil else { return }
        self.store = store
        // The store stops this when it goes (see its deinit).
        subscription = store.core.watchFields(self)
    }

    /// Checks the watched fields of the state at `state`; announces those that changed.
    @inlinable @inline(__always)
    func check(_ state: UnsafeRawPointer) {
        if isUnchanged(state) { return }
        announceChanged(state)
    }

    /// ``check(_:)`` on a scoped store's state.
    @inlinable
    func check(_ state: State) {
        withUnsafePointer(to: state) { check(UnsafeRawPointer($0)) }
    }

    /// `true` when every watched field of the state at `state` has the bytes it had when last
    /// seen, and every watched computed field is equal to what it was.
    @inlinable @inline(__always)
    func isUnchanged(_ state: UnsafeRawPointer) -> Bool {
        if range.count > 0, !sameBytes(shadow + range.offset, state + range.offset, range.count) { return false }
        return !hasComputed || computedUnchanged(state)
    }

    /// Tells the root store that checks these fields in place what to compare: set by it.
    @exclusivity(unchecked) @usableFromInline var publish: ((_ shadow: UnsafeRawPointer, _ range: FieldLayout, _ computed: Bool) -> Void)?

    @usableFromInline
    func rebuildRange() {
        (range, computed) = watchedRange(of: watched, in: layouts)
        hasComputed = !computed.isEmpty
        publishRange()
    }

    @usableFromInline
    func publishRange() {
        publish?(UnsafeRawPointer(shadow), range, hasComputed)
    }

    /// Copies the watched range of the state at `state` into the shadow. The watched fields
    /// there are as remembered already; the bytes between them are only ever compared.
    @usableFromInline
    func refreshShadow(from state: UnsafeRawPointer) {
        if range.count > 0 { (shadow + range.offset).copyMemory(from: state + range.offset, byteCount: range.count) }
    }

    @usableFromInline
    func computedUnchanged(_ state: UnsafeRawPointer) -> Bool {
        computed.allSatisfy { fields[$0].isSame(state, as: shadow) }
    }

    /// Stops watching the fields that changed in the state at `state`, then tells the registrar.
    /// A field whose bytes changed but whose value is equal is remembered as it is now.
    @usableFromInline
    func announceChanged(_ state: UnsafeRawPointer) {
        var changed: [ObservedField<State, Action>] = []
        watched.removeAll { index in
            let field = fields[index]
            let layout = field.layout
            if layout.offset >= 0, sameBytes(shadow + layout.offset, state + layout.offset, layout.count) { return false }
            if field.isSame(state, as: shadow) {
                field.remember(state, in: shadow)
                return false
            }
            field.isWatched = false
            field.forget()
            changed.append(field)
            return true
        }
        // Bytes between the watched fields may have changed: the shadow takes them, so the next
        // action that changes nothing watched compares one range again and stops there.
        refreshShadow(from: state)
        if changed.isEmpty { return }
        rebuildRange()
        if watched.isEmpty { stop() }
        guard let store else { return }
        // Announced last: whoever is told may read the store again, and so watch again.
        for field in changed { registrar.willSet(store, keyPath: field.path) }
        for field in changed { registrar.didSet(store, keyPath: field.path) }
    }
}
