#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the fast decoder built for each coding key type, kept for the next decoding on the same
/// thread: a case's `allKeys`, and keyed containers no one holds any more.
///
/// `Codable` asks for both through generic code that the compiler cannot specialize for our
/// decoder, so each costs generic metadata look-ups (some under a lock) and allocations; kept,
/// they cost a look-up in a small table by the key type's address. Each thread has its own, so
/// none is locked; a decoding never leaves its thread, since it does not await.
final class FastDecodingCache {
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            let pointer: UnsafeMutableRawPointer? = pointer
            if let pointer { Unmanaged<FastDecodingCache>.fromOpaque(pointer).release() }
        }
        precondition(status == 0, "the fast decoder could not create its thread-local key")
        return key
    }()

    /// This thread's cache.
    static var current: FastDecodingCache {
        if let pointer = pthread_getspecific(threadKey) {
            return Unmanaged<FastDecodingCache>.fromOpaque(pointer).takeUnretainedValue()
        }
        let cache = FastDecodingCache()
        pthread_setspecific(threadKey, Unmanaged.passRetained(cache).toOpaque())
        return cache
    }

    @exclusivity(unchecked) private var types: [ObjectIdentifier: FastKeyTypeCache] = [:]

    /// The last key types asked for, each in the slot its address picks: most look-ups end
    /// here, without hashing.
    @exclusivity(unchecked) private var recent = [(id: ObjectIdentifier?, cache: FastKeyTypeCache?)](
        repeating: (nil, nil), count: 64)

    /// What is kept for `Key`.
    func forKey<Key: CodingKey>(_ type: Key.Type) -> FastKeyTypeCache {
        let id = ObjectIdentifier(type)
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: id) >> 4) & (recent.count - 1)
        if recent[slot].id == id, let found = recent[slot].cache { return found }
        let found: FastKeyTypeCache
        if let kept = types[id] {
            found = kept
        } else {
            found = FastKeyTypeCache()
            types[id] = found
        }
        recent[slot] = (id, found)
        return found
    }

    /// Whether a `KeyedDecodingContainer` of any key type is one reference (to the box that
    /// holds the container it wraps), so that one can be kept and handed out again.
    static let containersAreOneReference =
        MemoryLayout<KeyedDecodingContainer<ProbeKey>>.size == MemoryLayout<AnyObject>.size
}

/// A key type for measuring containers' layout.
private enum ProbeKey: CodingKey { case probe }

/// Where a kept keyed container reads: set anew each time it is handed out.
final class FastCursor {
    @exclusivity(unchecked) unowned(unsafe) var tape: FastTape
    @exclusivity(unchecked) var index: Int
    @exclusivity(unchecked) var isCase: Bool
    /// What is kept for the container's key type.
    unowned(unsafe) let cache: FastKeyTypeCache

    init(tape: FastTape, index: Int, isCase: Bool, cache: FastKeyTypeCache) {
        self.tape = tape
        self.index = index
        self.isCase = isCase
        self.cache = cache
    }
}

/// What is kept for one coding key type.
final class FastKeyTypeCache {
    /// A case container's `allKeys` (a `[Key]` of one key), by the case's name.
    @exclusivity(unchecked) private var caseKeys: [(name: [UInt8], keys: AnyObject)] = []

    /// A keyed container handed out before, with its cursor.
    private final class Kept {
        /// Free again when this is the only reference to it.
        @exclusivity(unchecked) var container: AnyObject
        let cursor: FastCursor

        init(container: AnyObject, cursor: FastCursor) {
            self.container = container
            self.cursor = cursor
        }
    }

    @exclusivity(unchecked) private var kept: [Kept] = []
    private static let keptContainers = 8

    /// A keyed container reading the entry at `index`: a kept one when one is free.
    func container<Key: CodingKey>(
        tape: FastTape, index: Int, isCase: Bool, as type: Key.Type
    ) -> KeyedDecodingContainer<Key> {
        for slot in kept where isKnownUniquelyReferenced(&slot.container) {
            slot.cursor.tape = tape
            slot.cursor.index = index
            slot.cursor.isCase = isCase
            return unsafeBitCast(slot.container, to: KeyedDecodingContainer<Key>.self)
        }
        let cursor = FastCursor(tape: tape, index: index, isCase: isCase, cache: self)
        let container = KeyedDecodingContainer(FastKeyedContainer<Key>(cursor: cursor))
        if FastDecodingCache.containersAreOneReference, kept.count < Self.keptContainers {
            kept.append(Kept(container: unsafeBitCast(container, to: AnyObject.self), cursor: cursor))
        }
        return container
    }

    /// The `allKeys` kept for the case spelled by `name` (a ``KeptKeys`` of this cache's key
    /// type), or `nil`. Not a `[Key]?`, whose metadata would be looked up each time.
    func caseKeys(spelled name: UnsafeBufferPointer<UInt8>) -> AnyObject? {
        for entry in caseKeys where entry.name.elementsEqual(name) { return entry.keys }
        return nil
    }

    /// Keeps `keys` as the `allKeys` of the case spelled by `name`.
    func keep<Key: CodingKey>(_ keys: [Key], spelled name: UnsafeBufferPointer<UInt8>) {
        caseKeys.append((Array(name), KeptKeys(keys)))
    }
}

/// A case's `allKeys`, kept. (A class, so that a `[Key]` can be kept where `Key` is not known
/// and read back without a dynamic cast.)
final class KeptKeys<Key: CodingKey> {
    let keys: [Key]

    init(_ keys: [Key]) {
        self.keys = keys
    }
}
