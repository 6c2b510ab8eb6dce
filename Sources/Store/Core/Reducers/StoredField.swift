// Design note: a key path the hot paths can follow without the key-path runtime.
//
// `state[keyPath: path]` on a generic state goes through the runtime's key-path projection
// (`swift_modifyAtWritableKeyPath` and friends): callgrind counted about 120 instructions for
// one modify in `forEach`'s send, more than the row's own reducer. A key path to a field
// stored inline in a struct has a fixed byte offset, which `MemoryLayout.offset(of:)` gives
// once (it is `nil` for a computed property or a field reached through a class); the field is
// then the memory at that offset in the root's own storage, as `offset(of:)`'s documentation
// shows. Anything else keeps the key path.

/// A writable key path and, when its field is stored inline, that field's byte offset.
@usableFromInline
struct StoredField<Root, Value> {
    @usableFromInline let keyPath: WritableKeyPath<Root, Value>
    @usableFromInline let offset: Int?

    @inlinable
    init(_ keyPath: WritableKeyPath<Root, Value>) {
        self.keyPath = keyPath
        offset = MemoryLayout<Root>.offset(of: keyPath)
    }

    /// `body` run on the field of `root`, in place.
    @inlinable @inline(__always)
    func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
        guard let offset else { return body(&root[keyPath: keyPath]) }
        return withUnsafeMutablePointer(to: &root) { pointer in
            body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }

    /// The field of `root`.
    @inlinable @inline(__always)
    func get(_ root: Root) -> Value {
        guard let offset else { return root[keyPath: keyPath] }
        return withUnsafePointer(to: root) { pointer in
            (UnsafeRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee
        }
    }
}
