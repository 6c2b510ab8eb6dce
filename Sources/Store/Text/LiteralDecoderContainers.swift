/// Decodes the entry at `index`: as it is, or as the arguments of the case there.
///
/// Precondition, for it and every container it makes: the type it is given to does not keep it
/// past its `init(from:)`. Each holds its tape `unowned(unsafe)` and reads the text and entries
/// through unsafe pointers (a reference count on each would cost more than a fifth of a
/// decoding). A type that breaks the precondition finds the tape retired and stops on
/// ``FastTape/entry(_:of:)``'s precondition, instead of reading memory that is gone.
struct FastDecoder: Decoder {
    unowned(unsafe) let tape: FastTape
    let index: Int
    /// Read as a case's arguments (what follows its name) rather than as the case.
    var arguments = false
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if tape.isCareful { return try tape.carefulContainer(at: index, arguments: arguments, keyedBy: type) }
        if arguments {
            _ = FastTape.entry(index, of: tape.entries)
            try tape.open(index)
            return tape.cache.container(tape: tape, index: index, isCase: false, as: type)
        }
        switch FastTape.entry(index, of: tape.entries).kind {
        case .enumCase, .enumCaseWithArguments:
            // Whether the type has this case is checked when it asks for the key, or at the end.
            tape.entries[index].marks |= FastTape.caseOpened
            return tape.cache.container(tape: tape, index: index, isCase: true, as: type)
        case .tuple:
            try tape.open(index)
            return tape.cache.container(tape: tape, index: index, isCase: false, as: type)
        default:
            throw FastDecodingFailed()
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let entry = FastTape.entry(index, of: tape.entries)
        if tape.isCareful { tape.lastOffset = Int(entry.at) }
        guard !arguments, entry.kind == .array else { throw tape.refusal("an array `[…]`", at: index) }
        return FastUnkeyedContainer(tape: tape, index: index)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        _ = FastTape.entry(index, of: tape.entries)
        guard !arguments || tape.isCareful else { throw FastDecodingFailed() }
        return FastSingleValueContainer(tape: tape, index: index, arguments: arguments)
    }
}

/// A case (`.rename("x")`: one key, its name, whose value is its arguments), or arguments and
/// tuples (`(id: 2, "x")`: a key per label, `_0`, `_1`… for values without one).
struct FastKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// Where it reads; a container handed out again reads elsewhere (``FastKeyTypeCache``).
    let cursor: FastCursor
    var tape: FastTape { cursor.tape }
    var index: Int { cursor.index }
    /// Whether this is the case itself rather than its arguments or a tuple.
    var isCase: Bool { cursor.isCase }
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { readKeys() }

    private func readKeys() -> [Key] {
        let entry = FastTape.entry(index, of: tape.entries)
        guard isCase else { return entry.kind == .dictionary ? tape.dictionaryKeys(at: index) : argumentKeys() }
        let name = UnsafeBufferPointer(rebasing: tape.bytes[Int(entry.start)..<Int(entry.end)])
        guard let kept = cursor.cache.caseKeys(spelled: name) else { return caseKeys() }
        tape.entries[index].marks |= FastTape.caseKnown
        // Only `keep` stores there, always for this container's `Key`.
        return unsafeDowncast(kept, to: KeptKeys<Key>.self).keys
    }

    // The two below build keys, so they use `Key?` and `[Key]`, whose metadata is looked up
    // (some under a lock): kept out of `readKeys`, so that they cost nothing when the keys are
    // kept already.

    /// The case's key, found for the first time, and kept.
    @inline(never)
    private func caseKeys() -> [Key] {
        let entry = tape.entries[index]
        guard let key = Key(stringValue: tape.text(entry.start, entry.end)) else {
            // The careful pass refuses a case the type does not have.
            tape.gaveUp = true
            return []
        }
        tape.entries[index].marks |= FastTape.caseKnown
        let keys = [key]
        cursor.cache.keep(keys, spelled: UnsafeBufferPointer(rebasing: tape.bytes[Int(entry.start)..<Int(entry.end)]))
        return keys
    }

    /// The keys of a tuple's or a case's arguments.
    @inline(never)
    private func argumentKeys() -> [Key] {
        let entry = tape.entries[index]
        var keys: [Key] = []
        keys.reserveCapacity(Int(entry.count))
        var child = index + 1
        for position in 0..<Int(entry.count) {
            let argument = tape.entries[child]
            let name = argument.labelStart < 0 ? "_\(position)" : tape.text(argument.labelStart, argument.labelEnd)
            if let key = Key(stringValue: name) { keys.append(key) }
            child += Int(argument.size)
        }
        return keys
    }

    /// The entry `key` names, marked read; `nil` when there is none. For a case, the entry is
    /// the case again, read as its arguments.
    private func find(_ key: Key) -> Int? {
        var name = key.stringValue
        return name.withUTF8 { name -> Int? in
            let entry = FastTape.entry(index, of: tape.entries)
            if isCase {
                guard tape.spells(entry.start, entry.end, name) else { return nil }
                tape.entries[index].marks |= FastTape.caseKnown
                return index
            }
            if entry.kind == .dictionary { return tape.dictionaryValue(at: index, key: name) }
            var child = index + 1
            for position in 0..<Int(entry.count) {
                let argument = tape.entries[child]
                let matches = argument.labelStart < 0
                    ? LiteralSpelling.isPosition(name, position)
                    : tape.spells(argument.labelStart, argument.labelEnd, name)
                if matches {
                    tape.entries[child].marks |= FastTape.read
                    if tape.isCareful { cursor.use?.used[position] = true }
                    return child
                }
                child += Int(argument.size)
            }
            return nil
        }
    }

    private func value(_ key: Key) throws -> Int {
        guard let found = find(key) else {
            guard tape.isCareful else { throw FastDecodingFailed() }
            throw tape.missing(key.stringValue, in: index, isCase: isCase)
        }
        return found
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        try tape.entries[value(key)].kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try tape.bool(at: value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try tape.string(at: value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try tape.floating(type, at: value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try tape.floating(type, at: value(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try tape.integer(type, at: value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try tape.integer(type, at: value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try tape.integer(type, at: value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try tape.integer(type, at: value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try tape.integer(type, at: value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try tape.integer(type, at: value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try tape.integer(type, at: value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try tape.integer(type, at: value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try tape.integer(type, at: value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try tape.integer(type, at: value(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let found = try value(key)
        // A case's own key leads to its arguments, which only a keyed container reads.
        guard isCase else { return try tape.decode(type, at: found) }
        if tape.isCareful { return try tape.decodeCarefully(type, at: found, arguments: true) }
        return try T(from: FastDecoder(tape: tape, index: found, arguments: true))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try FastDecoder(tape: tape, index: value(key), arguments: isCase).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try FastDecoder(tape: tape, index: value(key), arguments: isCase).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard tape.isCareful else { throw FastDecodingFailed() }
        return FastDecoder(tape: tape, index: try tape.superEntry(in: index, isCase: isCase))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        guard tape.isCareful else { throw FastDecodingFailed() }
        return FastDecoder(tape: tape, index: try value(key), arguments: isCase)
    }
}

struct FastUnkeyedContainer: UnkeyedDecodingContainer {
    unowned(unsafe) let tape: FastTape
    let count: Int?
    var currentIndex = 0
    var position: Int
    var codingPath: [any CodingKey] { [] }

    init(tape: FastTape, index: Int) {
        self.tape = tape
        count = Int(tape.entries[index].count)
        position = index + 1
    }

    var isAtEnd: Bool { currentIndex >= count! }

    private mutating func next() throws -> Int {
        guard currentIndex < count! else {
            guard tape.isCareful else { throw FastDecodingFailed() }
            throw tape.error(at: tape.lastOffset, "the array has too few elements")
        }
        let found = position
        position += Int(FastTape.entry(found, of: tape.entries).size)
        currentIndex += 1
        return found
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < count!, FastTape.entry(position, of: tape.entries).kind == .null else { return false }
        _ = try next()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try tape.bool(at: next()) }
    mutating func decode(_ type: String.Type) throws -> String { try tape.string(at: next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try tape.floating(type, at: next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try tape.floating(type, at: next()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try tape.integer(type, at: next()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try tape.integer(type, at: next()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try tape.integer(type, at: next()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try tape.integer(type, at: next()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try tape.integer(type, at: next()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try tape.integer(type, at: next()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try tape.integer(type, at: next()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try tape.integer(type, at: next()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try tape.integer(type, at: next()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try tape.integer(type, at: next()) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try tape.decode(type, at: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try FastDecoder(tape: tape, index: next()).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try FastDecoder(tape: tape, index: next()).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        guard tape.isCareful else { throw FastDecodingFailed() }
        return FastDecoder(tape: tape, index: try next())
    }
}

struct FastSingleValueContainer: SingleValueDecodingContainer {
    unowned(unsafe) let tape: FastTape
    let index: Int
    /// A case's arguments, read as one value: only the careful pass gets here.
    var arguments = false
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { FastTape.entry(index, of: tape.entries).kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try tape.bool(at: index) }
    func decode(_ type: String.Type) throws -> String { try tape.string(at: index) }
    func decode(_ type: Double.Type) throws -> Double { try tape.floating(type, at: index) }
    func decode(_ type: Float.Type) throws -> Float { try tape.floating(type, at: index) }
    func decode(_ type: Int.Type) throws -> Int { try tape.integer(type, at: index) }
    func decode(_ type: Int8.Type) throws -> Int8 { try tape.integer(type, at: index) }
    func decode(_ type: Int16.Type) throws -> Int16 { try tape.integer(type, at: index) }
    func decode(_ type: Int32.Type) throws -> Int32 { try tape.integer(type, at: index) }
    func decode(_ type: Int64.Type) throws -> Int64 { try tape.integer(type, at: index) }
    func decode(_ type: UInt.Type) throws -> UInt { try tape.integer(type, at: index) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try tape.integer(type, at: index) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try tape.integer(type, at: index) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try tape.integer(type, at: index) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try tape.integer(type, at: index) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard arguments else { return try tape.decode(type, at: index) }
        return try tape.decodeCarefully(type, at: index, arguments: true)
    }
}
