import Observation

/// One field of a store's state that something read through `Observation`: how to compare it
/// in two states, and how to announce that it changed.
@MainActor
@usableFromInline
class ObservedField<State, Action: Sendable> {
    /// The field's key path into the state.
    @usableFromInline let keyPath: AnyKeyPath
    /// The key path `Observation` knows the field by, made once: `Store[observedField:]` of
    /// the field's number, which hashes as cheaply as an `Int`.
    @usableFromInline let path: KeyPath<Store<State, Action>, Int>
    /// Where the field lies in the state, and how many bytes it takes.
    @usableFromInline let layout: FieldLayout
    /// Read since it last changed, so compared after each action.
    @usableFromInline var isWatched = false

    init(keyPath: AnyKeyPath, number: Int, layout: FieldLayout) {
        self.keyPath = keyPath
        path = \Store<State, Action>.[observedField: number]
        self.layout = layout
    }

    /// `true` when the field is equal in the states at `old` and `new`.
    @usableFromInline
    func isSame(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        preconditionFailure("each field is a TypedField")
    }
}

/// A field of type `Value`.
@usableFromInline
final class TypedField<State, Action: Sendable, Value: Equatable>: ObservedField<State, Action> {
    let typedKeyPath: KeyPath<State, Value>

    init(_ keyPath: KeyPath<State, Value>, number: Int) {
        typedKeyPath = keyPath
        let offset = MemoryLayout<State>.offset(of: keyPath)
        super.init(keyPath: keyPath, number: number, layout: FieldLayout(offset: offset ?? -1, count: MemoryLayout<Value>.size))
    }

    @usableFromInline
    override func isSame(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        if layout.offset >= 0 {
            return old.load(fromByteOffset: layout.offset, as: Value.self) == new.load(fromByteOffset: layout.offset, as: Value.self)
        }
        let (old, new) = (old.assumingMemoryBound(to: State.self), new.assumingMemoryBound(to: State.self))
        return old.pointee[keyPath: typedKeyPath] == new.pointee[keyPath: typedKeyPath]
    }
}

/// Bytes of a state: where a field lies (`offset` is `-1` for a field not stored in the
/// state), or a span of watched fields.
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

/// The bytes of the `watched` fields of `layouts` that are stored in the state, merged into
/// spans in order, and the watched fields that are not.
@usableFromInline
func mergedSpans(of watched: [Int], in layouts: [FieldLayout]) -> (spans: [FieldLayout], computed: [Int]) {
    var stored: [FieldLayout] = []
    var computed: [Int] = []
    for index in watched {
        if layouts[index].offset >= 0 { stored.append(layouts[index]) } else { computed.append(index) }
    }
    stored.sort { $0.offset < $1.offset }
    var spans: [FieldLayout] = []
    for span in stored {
        if let last = spans.last, span.offset <= last.offset + last.count {
            spans[spans.count - 1].count = max(last.count, span.offset + span.count - last.offset)
        } else {
            spans.append(span)
        }
    }
    return (spans, computed)
}
