/// Keyed containers an encoding handed out before, kept by key type and handed out again once
/// no one holds them: `KeyedEncodingContainer` boxes the container it wraps, so a new one costs
/// an allocation and a generic metadata look-up for the box, each time a struct or a case is
/// written. A kept one is pointed at its new frame through its cursor.
///
/// Each ``FastEncoding`` has its own (an encoding never leaves its thread), so none is locked.
struct FastEncoderKeptContainers {
    /// What is kept for each key type.
    private var types = KeyTypeTable<KeptForKey>()

    /// Whether a `KeyedEncodingContainer` of any key type is one reference (to the box that holds
    /// the container it wraps), so that one can be kept and handed out again.
    static let containersAreOneReference =
        MemoryLayout<KeyedEncodingContainer<ProbeKey>>.size == MemoryLayout<AnyObject>.size

    /// A keyed container of `Key` writing the frame at `index` of `generation`.
    mutating func container<Key: CodingKey>(
        _ encoding: FastEncoding, index: Int, generation: UInt, as type: Key.Type
    ) -> KeyedEncodingContainer<Key> {
        // The table keeps what is kept for `Key` alive: it need not be retained for the call.
        Unmanaged.passUnretained(forKey(type))._withUnsafeGuaranteedRef {
            $0.container(encoding, index: index, generation: generation, as: type)
        }
    }

    @inline(__always)
    private mutating func forKey<Key: CodingKey>(_ type: Key.Type) -> KeptForKey {
        types.kept(for: type) { KeptForKey() }
    }

    /// The containers kept for one key type, and the cursor each writes through.
    final class KeptForKey {
        @exclusivity(unchecked) private var containers: [AnyObject] = []
        @exclusivity(unchecked) private var cursors: [FastEncoderCursor] = []
        private static let kept = 8

        func container<Key: CodingKey>(
            _ encoding: FastEncoding, index: Int, generation: UInt, as type: Key.Type
        ) -> KeyedEncodingContainer<Key> {
            var slot = 0
            while slot < containers.count {
                if isKnownUniquelyReferenced(&containers[slot]) {
                    unowned(unsafe) let cursor = cursors[slot]
                    cursor.index = index
                    cursor.generation = generation
                    return unsafeBitCast(containers[slot], to: KeyedEncodingContainer<Key>.self)
                }
                slot += 1
            }
            let cursor = FastEncoderCursor(encoding: encoding, index: index, generation: generation)
            let container = KeyedEncodingContainer(FastKeyedEncoder<Key>(cursor: cursor))
            if FastEncoderKeptContainers.containersAreOneReference, containers.count < Self.kept {
                containers.append(unsafeBitCast(container, to: AnyObject.self))
                cursors.append(cursor)
            }
            return container
        }
    }
}

/// The frame a keyed container writes: set anew each time a kept one is handed out.
final class FastEncoderCursor {
    unowned(unsafe) let encoding: FastEncoding
    @exclusivity(unchecked) var index: Int
    @exclusivity(unchecked) var generation: UInt

    init(encoding: FastEncoding, index: Int, generation: UInt) {
        self.encoding = encoding
        self.index = index
        self.generation = generation
    }
}

/// A key type for measuring containers' layout.
private enum ProbeKey: CodingKey { case probe }
