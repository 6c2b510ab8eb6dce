import StoreSupport

/// What the decoder built for each coding key type, kept for the next decoding on the same
/// thread: a case's `allKeys`, and keyed containers no one holds any more.
///
/// `Codable` asks for both through generic code that the compiler cannot specialize for our
/// decoder, so each costs generic metadata look-ups (some under a lock) and allocations; kept,
/// they cost a look-up in a small table by the key type's address. Each thread has its own, so
/// none is locked; a decoding never leaves its thread, since it does not await.
final class FastDecodingCache {
    private static let perThread = PerThread { FastDecodingCache() }

    /// This thread's cache.
    static var current: FastDecodingCache { perThread.current }

    /// The lowest address a nested level may start at on this thread (see ``StackRoom``).
    let stackLimit = StackRoom.limit

    /// What is kept for each key type.
    @exclusivity(unchecked) private var types = KeyTypeTable<FastKeyTypeCache>()

    /// A keyed container of `Key` reading the entry at `index`, kept or new: see
    /// ``FastKeyTypeCache/container(tape:index:isCase:as:)``.
    func container<Key: CodingKey>(
        tape: FastTape, index: Int, isCase: Bool, as type: Key.Type
    ) -> KeyedDecodingContainer<Key> {
        // The table keeps what is kept for `Key` alive: it need not be retained for the call.
        Unmanaged.passUnretained(forKey(type))._withUnsafeGuaranteedRef {
            $0.container(tape: tape, index: index, isCase: isCase, as: type)
        }
    }

    /// What is kept for `Key`.
    @inline(__always)
    func forKey<Key: CodingKey>(_ type: Key.Type) -> FastKeyTypeCache {
        types.kept(for: type) { FastKeyTypeCache() }
    }

    /// Storage for a tape's entries, lent to one decoding at a time: a decoding within a
    /// decoding (a custom `init(from:)` that decodes text) finds it lent, and gets its own.
    @exclusivity(unchecked) private var spareEntries: [LiteralTape.Entry] = []

    func takeEntries() -> [LiteralTape.Entry] {
        var taken: [LiteralTape.Entry] = []
        swap(&taken, &spareEntries)
        if taken.capacity == 0 { taken.reserveCapacity(32) }
        return taken
    }

    /// Tapes not lent now, kept for the thread's life: a decoding takes one (a decoding within
    /// a decoding takes another) and gives it back retired, so a decoder a type kept past its
    /// `init(from:)` points at a tape that is still there, and points at nothing (see
    /// ``FastTape``). Taken and given back by moving, with no reference counting.
    @exclusivity(unchecked) private var tapes: [FastTape] = []

    func takeTape(bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeMutableBufferPointer<LiteralTape.Entry>) -> FastTape {
        let tape = tapes.popLast() ?? FastTape(cache: self)
        tape.reset(bytes: bytes, entries: entries)
        return tape
    }

    /// Takes back a tape lent by ``takeTape(bytes:entries:)``, and retires it.
    func keep(_ tape: FastTape) {
        tape.retire()
        tapes.append(tape)
    }

    /// Takes back storage lent by ``takeEntries()``, unless it grew too large to keep.
    func keep(_ entries: [LiteralTape.Entry]) {
        if entries.capacity <= 4096 { spareEntries = entries }
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
    /// In the careful pass, which of the arguments this container read (each container its own).
    let use: LabelUse?

    init(tape: FastTape, index: Int, isCase: Bool, cache: FastKeyTypeCache, use: LabelUse? = nil) {
        self.tape = tape
        self.index = index
        self.isCase = isCase
        self.cache = cache
        self.use = use
    }
}

/// What is kept for one coding key type.
///
/// Kept in arrays of plain values and of references read by index, so that a look-up retains
/// nothing but what it returns.
final class FastKeyTypeCache {
    /// The names of the cases whose `allKeys` are kept, one after another, with where each is.
    @exclusivity(unchecked) private var caseNameBytes: [UInt8] = []
    @exclusivity(unchecked) private var caseNames: [(start: Int, count: Int)] = []
    /// Each case's `allKeys` (a ``KeptKeys``), in the order of `caseNames`.
    @exclusivity(unchecked) private var caseKeyLists: [AnyObject] = []

    /// Keyed containers handed out before, each free again when this is the only reference to
    /// it, and the cursor each reads through.
    @exclusivity(unchecked) private var keptContainers: [AnyObject] = []
    @exclusivity(unchecked) private var keptCursors: [FastCursor] = []
    private static let keptContainers = 8

    /// A keyed container reading the entry at `index`: a kept one when one is free.
    func container<Key: CodingKey>(
        tape: FastTape, index: Int, isCase: Bool, as type: Key.Type
    ) -> KeyedDecodingContainer<Key> {
        var slot = 0
        while slot < keptContainers.count {
            if isKnownUniquelyReferenced(&keptContainers[slot]) {
                unowned(unsafe) let cursor = keptCursors[slot]
                cursor.tape = tape
                cursor.index = index
                cursor.isCase = isCase
                return unsafeBitCast(keptContainers[slot], to: KeyedDecodingContainer<Key>.self)
            }
            slot += 1
        }
        let cursor = FastCursor(tape: tape, index: index, isCase: isCase, cache: self)
        let container = KeyedDecodingContainer(FastKeyedContainer<Key>(cursor: cursor))
        if FastDecodingCache.containersAreOneReference, keptContainers.count < Self.keptContainers {
            keptContainers.append(unsafeBitCast(container, to: AnyObject.self))
            keptCursors.append(cursor)
        }
        return container
    }

    /// The `allKeys` kept for the case spelled by `name` (a ``KeptKeys`` of this cache's key
    /// type), or `nil`. Not a `[Key]?`, whose metadata would be looked up each time.
    func caseKeys(spelled name: UnsafeBufferPointer<UInt8>) -> AnyObject? {
        let found: Int? = caseNameBytes.withUnsafeBufferPointer { bytes in
            for (position, kept) in caseNames.enumerated() where kept.count == name.count {
                if kept.count == 0 || Platform.bytesEqual(bytes.baseAddress! + kept.start, name.baseAddress!, count: kept.count) {
                    return position
                }
            }
            return nil
        }
        return found.map { caseKeyLists[$0] }
    }

    /// Keeps `keys` as the `allKeys` of the case spelled by `name`.
    func keep<Key: CodingKey>(_ keys: [Key], spelled name: UnsafeBufferPointer<UInt8>) {
        caseNames.append((caseNameBytes.count, name.count))
        caseNameBytes.append(contentsOf: name)
        caseKeyLists.append(KeptKeys(keys))
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
