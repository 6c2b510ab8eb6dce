/// The fast way to decode the text syntax: a ``LiteralTape`` read by small value-type decoders
/// and containers, which fit inside `any Decoder` without an allocation of their own.
///
/// It only ever answers with a value or with `nil`: any text it does not read, and any error at
/// all, sends ``LiteralText/decode(_:from:)`` to the full decoder, which decodes it again and
/// explains what is wrong (line, column, caret, "did you mean"). So a value decoded here must be
/// exactly the value the full decoder gives, and everything it refuses is refused here too.
enum LiteralFastDecoding {
    static func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
        var text = text
        return text.withUTF8 { bytes -> T? in
            guard let entries = LiteralTape.parse(bytes) else { return nil }
            return entries.withUnsafeBufferPointer { entries -> T? in
                let flags = UnsafeMutablePointer<UInt8>.allocate(capacity: entries.count)
                flags.initialize(repeating: 0, count: entries.count)
                defer { flags.deallocate() }
                let tape = FastTape(bytes: bytes, entries: entries, flags: flags)
                guard let value = try? tape.decode(type, at: 0), tape.everyLabelRead() else { return nil }
                return value
            }
        }
    }
}

/// Gave up: the full decoder will say why.
struct FastDecodingFailed: Error {}

/// One decoding's tape, and which arguments were read (so that a label no type asked for sends
/// the text to the full decoder, which reports it).
final class FastTape {
    static let read: UInt8 = 1
    static let opened: UInt8 = 2

    let bytes: UnsafeBufferPointer<UInt8>
    let entries: UnsafeBufferPointer<LiteralTape.Entry>
    let flags: UnsafeMutablePointer<UInt8>

    init(bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeBufferPointer<LiteralTape.Entry>, flags: UnsafeMutablePointer<UInt8>) {
        self.bytes = bytes
        self.entries = entries
        self.flags = flags
    }

    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        // The type is checked first, so the casts cannot fail; a dynamic cast would cost more
        // than the decoding.
        if T.self == String.self { return unsafeBitCast(try string(at: index), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try integer(Int.self, at: index), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try bool(at: index), to: T.self) }
        return try T(from: FastDecoder(tape: self, index: index))
    }

    /// Marks the arguments at `index` as read through a container, whose every label must be
    /// read; a second container on them gives up (the full decoder checks each on its own).
    func open(_ index: Int) throws {
        guard flags[index] & Self.opened == 0 else { throw FastDecodingFailed() }
        flags[index] |= Self.opened
    }

    /// Whether every argument of every case and tuple that a type opened was read.
    func everyLabelRead() -> Bool {
        var index = 0
        while index < entries.count {
            if flags[index] & Self.opened != 0 {
                var child = index + 1
                for _ in 0..<entries[index].count {
                    if flags[child] & Self.read == 0 { return false }
                    child += Int(entries[child].size)
                }
            }
            index += 1
        }
        return true
    }

    func text(_ start: Int32, _ end: Int32) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]), as: UTF8.self)
    }

    func string(at index: Int) throws -> String {
        let entry = entries[index]
        guard entry.kind == .string else { throw FastDecodingFailed() }
        return text(entry.start, entry.end)
    }

    func bool(at index: Int) throws -> Bool {
        switch entries[index].kind {
        case .boolTrue: return true
        case .boolFalse: return false
        default: throw FastDecodingFailed()
        }
    }

    /// An integer written with digits only (and a sign), as `T(text)` reads it; anything else,
    /// or out of range, gives up.
    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws -> T {
        let entry = entries[index]
        guard entry.kind == .number else { throw FastDecodingFailed() }
        var position = Int(entry.start)
        let end = Int(entry.end)
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        guard position < end else { throw FastDecodingFailed() }
        var value: T = 0
        while position < end {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { throw FastDecodingFailed() }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative
                ? times.subtractingReportingOverflow(T(digit))
                : times.addingReportingOverflow(T(digit))
            guard !overflow, !overflow2 else { throw FastDecodingFailed() }
            value = next
            position += 1
        }
        return value
    }

    func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, at index: Int) throws -> T {
        let entry = entries[index]
        guard entry.kind == .number, let value = T(text(entry.start, entry.end)) else { throw FastDecodingFailed() }
        return value
    }

    /// Whether the bytes from `start` to `end` spell `key`.
    func spells(_ start: Int32, _ end: Int32, _ key: String) -> Bool {
        var key = key
        return key.withUTF8 { key in
            guard key.count == Int(end - start) else { return false }
            let base = Int(start)
            for offset in 0..<key.count where key[offset] != bytes[base + offset] { return false }
            return true
        }
    }
}

struct FastDecoder: Decoder {
    let tape: FastTape
    let index: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let entry = tape.entries[index]
        switch entry.kind {
        case .enumCase, .enumCaseWithArguments:
            // A case the type does not have is an error, whatever the type then asks.
            guard Key(stringValue: tape.text(entry.start, entry.end)) != nil else { throw FastDecodingFailed() }
            return KeyedDecodingContainer(FastKeyedContainer<Key>(tape: tape, index: index, isCase: true))
        case .tuple:
            try tape.open(index)
            return KeyedDecodingContainer(FastKeyedContainer<Key>(tape: tape, index: index, isCase: false))
        default:
            throw FastDecodingFailed()
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape.entries[index].kind == .array else { throw FastDecodingFailed() }
        return FastUnkeyedContainer(tape: tape, index: index)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        FastSingleValueContainer(tape: tape, index: index)
    }
}

/// A case (`.rename("x")`: one key, its name, whose value is its arguments), or arguments and
/// tuples (`(id: 2, "x")`: a key per label, `_0`, `_1`… for values without one).
struct FastKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let tape: FastTape
    let index: Int
    /// Whether this is the case itself rather than its arguments or a tuple.
    let isCase: Bool
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { readKeys() }

    private func readKeys() -> [Key] {
        let entry = tape.entries[index]
        if isCase {
            guard let key = Key(stringValue: tape.text(entry.start, entry.end)) else { return [] }
            return [key]
        }
        var keys: [Key] = []
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
        let entry = tape.entries[index]
        let name = key.stringValue
        if isCase { return tape.spells(entry.start, entry.end, name) ? index : nil }
        var child = index + 1
        for position in 0..<Int(entry.count) {
            let argument = tape.entries[child]
            let matches = argument.labelStart < 0
                ? Self.isPosition(name, position)
                : tape.spells(argument.labelStart, argument.labelEnd, name)
            if matches {
                tape.flags[child] |= FastTape.read
                return child
            }
            child += Int(argument.size)
        }
        return nil
    }

    /// Whether `name` is `_` and `position` in decimal, the key of an unlabelled value.
    private static func isPosition(_ name: String, _ position: Int) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count >= 2, bytes[0] == UInt8(ascii: "_") else { return false }
            var value = 0
            for byte in bytes[1...] {
                let digit = Int(byte) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit), value < 1 << 40 else { return false }
                value = value * 10 + digit
            }
            return value == position && (bytes.count == 2 || bytes[1] != UInt8(ascii: "0"))
        }
    }

    private func value(_ key: Key) throws -> Int {
        guard let found = find(key) else { throw FastDecodingFailed() }
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
        if isCase { return try T(from: FastArgumentsDecoder(tape: tape, index: found)) }
        return try tape.decode(type, at: found)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let found = try value(key)
        if isCase { return try FastArgumentsDecoder(tape: tape, index: found).container(keyedBy: type) }
        return try FastDecoder(tape: tape, index: found).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        if isCase { throw FastDecodingFailed() }
        return try FastDecoder(tape: tape, index: value(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw FastDecodingFailed() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw FastDecodingFailed() }
}

/// A case's arguments, as the full decoder's `.arguments` node: only a keyed container.
struct FastArgumentsDecoder: Decoder {
    let tape: FastTape
    let index: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try tape.open(index)
        return KeyedDecodingContainer(FastKeyedContainer<Key>(tape: tape, index: index, isCase: false))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw FastDecodingFailed() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw FastDecodingFailed() }
}

struct FastUnkeyedContainer: UnkeyedDecodingContainer {
    let tape: FastTape
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
        guard currentIndex < count! else { throw FastDecodingFailed() }
        let found = position
        position += Int(tape.entries[found].size)
        currentIndex += 1
        return found
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < count!, tape.entries[position].kind == .null else { return false }
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

    mutating func superDecoder() throws -> any Decoder { throw FastDecodingFailed() }
}

struct FastSingleValueContainer: SingleValueDecodingContainer {
    let tape: FastTape
    let index: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { tape.entries[index].kind == .null }
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
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try tape.decode(type, at: index) }
}
