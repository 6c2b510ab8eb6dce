import StoreText

/// One value, or none, in storage of its own.
///
/// Replay keeps actions and states in slots: in code generic over a value's type, an `Optional`
/// of it, a tuple holding it or an enum carrying it costs a metadata look-up (some under a
/// lock) each time one is made, which on a hot path is each line.
final class Slot<Value> {
    private let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    private(set) var holds = false

    func keep(_ value: Value) {
        if holds { storage.pointee = value } else { storage.initialize(to: value) }
        holds = true
    }

    func clear() {
        if holds { storage.deinitialize(count: 1) }
        holds = false
    }

    /// Moves the value out, leaving the slot empty. The slot must hold one.
    func take() -> Value {
        precondition(holds, "a slot was read while empty")
        holds = false
        return storage.move()
    }

    /// `body` of the value kept, or `nil` when there is none.
    func read<T>(_ body: (Value) -> T) -> T? {
        holds ? body(storage.pointee) : nil
    }

    /// Decodes the text syntax in `bytes` into the slot, in place of what it held; on an error
    /// the slot is left empty.
    func decode(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(LiteralError) where Value: Decodable {
        clear()
        try LiteralText.decode(Value.self, utf8: bytes, into: storage)
        holds = true
    }

    deinit {
        clear()
        storage.deallocate()
    }
}
