/// What a codec keeps for each coding key type, found by the key type's address: most look-ups
/// end in a small table of the last types asked for, each in the slot its address picks,
/// without hashing. Each codec's own (one per thread), so none is locked.
struct KeyTypeTable<Kept: AnyObject> {
    private var recent = [(id: ObjectIdentifier?, kept: Kept?)](repeating: (nil, nil), count: 64)
    private var byType: [ObjectIdentifier: Kept] = [:]

    /// What is kept for `type`, made by `make` the first time.
    @inline(__always)
    mutating func kept<Key: CodingKey>(for type: Key.Type, make: () -> Kept) -> Kept {
        let id = ObjectIdentifier(type)
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: id) >> 4) & (recent.count - 1)
        if recent[slot].id == id, let found = recent[slot].kept { return found }
        let found: Kept
        if let kept = byType[id] {
            found = kept
        } else {
            found = make()
            byType[id] = found
        }
        recent[slot] = (id, found)
        return found
    }
}
