import Observation

/// One field of a store's state that something read through `Observation`: how to keep what
/// it was when last seen, how to tell that it changed since, and how to announce that it did.
@MainActor
@usableFromInline
class ObservedField<State, Action: Sendable> {
    /// The field's key path into the state.
    @usableFromInline let keyPath: AnyKeyPath
    /// The key path `Observation` knows the field by, made once: `Store[observedField:]` of
    /// the field's number, which hashes as cheaply as an `Int`. While a tracking that read the
    /// field lives, the registrar holds this key path; when none does, only this field does
    /// (see ``isObserved``). A `var` only so that its references can be counted.
    @usableFromInline var path: KeyPath<Store<State, Action>, Int>
    /// Where the field lies in the state, and how many bytes it takes.
    @usableFromInline let layout: FieldLayout
    /// Read since it last changed, so checked after each action.
    @usableFromInline var isWatched = false

    init(keyPath: AnyKeyPath, number: Int, layout: FieldLayout) {
        self.keyPath = keyPath
        path = \Store<State, Action>.[observedField: number]
        self.layout = layout
    }

    /// Whether a tracking that read the field still lives: `Observation`'s registrar keeps the
    /// key path a tracking read until the tracking ends (it fired, or its view went), so a path
    /// that this field alone holds is one nobody observes. A key path made with an argument
    /// (the field's number) is a new object each time, shared with no other field.
    @usableFromInline
    var isObserved: Bool { !isKnownUniquelyReferenced(&path) }

    /// Keeps the field as it is in the state at `state`: its bytes in `shadow`, at its offset,
    /// and, where bytes alone cannot stand for it, the value itself.
    @usableFromInline
    func remember(_ state: UnsafeRawPointer, in shadow: UnsafeMutableRawPointer) {
        preconditionFailure("each field is a TypedField")
    }

    /// `true` when the field in the state at `state` equals the one remembered.
    @usableFromInline
    func isSame(_ state: UnsafeRawPointer, as shadow: UnsafeRawPointer) -> Bool {
        preconditionFailure("each field is a TypedField")
    }

    /// Lets go of what ``remember(_:in:)`` kept.
    @usableFromInline
    func forget() {}
}

/// A field of type `Value`.
@usableFromInline
final class TypedField<State, Action: Sendable, Value: Equatable>: ObservedField<State, Action> {
    let typedKeyPath: KeyPath<State, Value>
    /// The value when last seen, for a field that is not stored or holds references. Keeping
    /// it also keeps what its references point at alive, so bytes equal to the shadow's are the
    /// same value and never a new one at an address freed and reused.
    private var last: Value?
    /// A stored field of plain bytes (no references): its shadow bytes are its value.
    private let isPlain: Bool

    init(_ keyPath: KeyPath<State, Value>, number: Int) {
        typedKeyPath = keyPath
        let offset = MemoryLayout<State>.offset(of: keyPath)
        isPlain = offset != nil && _isPOD(Value.self)
        super.init(keyPath: keyPath, number: number, layout: FieldLayout(offset: offset ?? -1, count: MemoryLayout<Value>.size))
    }

    private func value(in state: UnsafeRawPointer) -> Value {
        if layout.offset >= 0 { return state.load(fromByteOffset: layout.offset, as: Value.self) }
        return state.assumingMemoryBound(to: State.self).pointee[keyPath: typedKeyPath]
    }

    @usableFromInline
    override func remember(_ state: UnsafeRawPointer, in shadow: UnsafeMutableRawPointer) {
        if layout.offset >= 0 {
            (shadow + layout.offset).copyMemory(from: state + layout.offset, byteCount: layout.count)
        }
        if !isPlain { last = value(in: state) }
    }

    @usableFromInline
    override func isSame(_ state: UnsafeRawPointer, as shadow: UnsafeRawPointer) -> Bool {
        if isPlain { return shadow.load(fromByteOffset: layout.offset, as: Value.self) == value(in: state) }
        return last == value(in: state)
    }

    @usableFromInline
    override func forget() {
        last = nil
    }
}

/// Bytes of a state: where a field lies (`offset` is `-1` for a field not stored in the
/// state), or the range the watched fields span.
@usableFromInline
struct FieldLayout {
    @usableFromInline let offset: Int
    @usableFromInline var count: Int

    @usableFromInline
    init(offset: Int, count: Int) {
        self.offset = offset
        self.count = count
    }
}

/// The one range of bytes from the first to the last byte of the `watched` fields of `layouts`
/// that are stored in the state (empty when none is), and the watched fields that are not.
///
/// One range, fields between the watched ones included: an action costs one comparison of it,
/// and one that changed only a field between them costs a field-by-field look, once (the
/// shadow is then brought up to date).
@usableFromInline
func watchedRange(of watched: [Int], in layouts: [FieldLayout]) -> (range: FieldLayout, computed: [Int]) {
    var start = Int.max
    var end = 0
    var computed: [Int] = []
    for index in watched {
        let layout = layouts[index]
        if layout.offset < 0 {
            computed.append(index)
        } else if layout.count > 0 {
            start = min(start, layout.offset)
            end = max(end, layout.offset + layout.count)
        }
    }
    return (start < end ? FieldLayout(offset: start, count: end - start) : FieldLayout(offset: 0, count: 0), computed)
}

/// The bytes a root store compares after each action for the fields it watches itself: where
/// the watched range starts in its state and in the shadow that holds it as last seen, and how
/// long it is. Made with both addresses worked out, so an action's check is one comparison.
@usableFromInline
struct WatchedBytes {
    @usableFromInline let live: UnsafeRawPointer
    @usableFromInline let kept: UnsafeRawPointer
    @usableFromInline let count: Int

    /// Nothing to compare: an action costs what it costs in a store nobody watches.
    @usableFromInline
    init() {
        self.init(nowhere: 0)
    }

    /// Not a range: every action checks every watched field (a computed one is watched, or a
    /// scoped store watches fields).
    @usableFromInline
    static var everything: WatchedBytes { WatchedBytes(nowhere: -1) }

    /// No bytes: `count` says what to do instead, and the addresses are never read.
    private init(nowhere count: Int) {
        live = UnsafeRawPointer(bitPattern: MemoryLayout<UInt64>.alignment)!
        kept = live
        self.count = count
    }

    /// The bytes `range` of the state at `state` and of `shadow`.
    @usableFromInline
    init(state: UnsafeRawPointer, shadow: UnsafeRawPointer, range: FieldLayout) {
        live = state + range.offset
        kept = shadow + range.offset
        count = range.count
    }

    /// Whether the watched bytes are as last seen.
    @inlinable @inline(__always)
    var isUnchanged: Bool { sameBytes(kept, live, count) }
}
