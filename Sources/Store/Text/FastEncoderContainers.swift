/// The `Encoder` of one value slot of a ``FastEncoding``. A few words, so it fits in `any
/// Encoder` without a box; the containers below are the same.
///
/// Each names its frame by index and generation, and checks on every call that the frame is
/// still open, so a container kept past its end only makes the encoding give up.
struct FastEncoder: Encoder {
    unowned(unsafe) let encoding: FastEncoding
    let level: Int
    let generation: UInt

    var codingPath: [any CodingKey] { encoding.codingPath(level, generation) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let frame = encoding.container(in: level, generation, kind: .keyed)
        return encoding.keptContainers.container(encoding, index: frame.index, generation: frame.generation, as: Key.self)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let frame = encoding.container(in: level, generation, kind: .unkeyed)
        return FastUnkeyedEncoder(encoding: encoding, index: frame.index, generation: frame.generation)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        FastSingleEncoder(encoding: encoding, level: level, generation: generation)
    }
}

struct FastKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// The frame it writes, through a cursor, so that a kept container can be pointed at the
    /// next (``FastEncoderKeptContainers``).
    let cursor: FastEncoderCursor
    var encoding: FastEncoding { cursor.encoding }
    var index: Int { cursor.index }
    var generation: UInt { cursor.generation }

    var codingPath: [any CodingKey] { encoding.codingPath(index, generation) }

    private func begin(_ key: Key) throws {
        guard encoding.beginEntry(index, generation, label: key.stringValue) else { throw FastEncoding.GaveUp() }
    }

    mutating func encodeNil(forKey key: Key) throws { try begin(key); encoding.write("nil") }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try begin(key); encoding.write(value ? "true" : "false") }
    mutating func encode(_ value: String, forKey key: Key) throws { try begin(key); encoding.writeQuoted(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try begin(key); encoding.writeText(LiteralSpelling.number(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try begin(key); encoding.writeText(LiteralSpelling.number(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try begin(key); encoding.writeInteger(Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try begin(key); encoding.writeInteger(Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try begin(key); encoding.writeInteger(Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try begin(key); encoding.writeInteger(Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try begin(key); encoding.writeInteger(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try begin(key); encoding.writeInteger(UInt64(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try begin(key); encoding.writeInteger(UInt64(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try begin(key); encoding.writeInteger(UInt64(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try begin(key); encoding.writeInteger(UInt64(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try begin(key); encoding.writeInteger(value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try begin(key)
        try encoding.encodeValue(value, key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = encoding.beginNested(index, generation, name: key.stringValue, key: key)
        return encoding.keptContainers.container(encoding, index: index + 1, generation: nested, as: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        guard encoding.beginEntry(index, generation, label: key.stringValue) else {
            return FastUnkeyedEncoder(encoding: encoding, index: 0, generation: 0)
        }
        return FastUnkeyedEncoder(encoding: encoding, index: index + 1, generation: encoding.push(.unkeyed, key: key))
    }

    mutating func superEncoder() -> any Encoder {
        slot(label: "super", key: nil)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        slot(label: key.stringValue, key: key)
    }

    private func slot(label: String, key: (any CodingKey)?) -> FastEncoder {
        guard encoding.beginEntry(index, generation, label: label) else {
            return FastEncoder(encoding: encoding, level: 0, generation: 0)
        }
        return FastEncoder(encoding: encoding, level: index + 1, generation: encoding.push(.slot, key: key))
    }
}

struct FastUnkeyedEncoder: UnkeyedEncodingContainer, FastValueWriting {
    unowned(unsafe) let encoding: FastEncoding
    let index: Int
    let generation: UInt

    var codingPath: [any CodingKey] { encoding.codingPath(index, generation) }
    var count: Int {
        guard encoding.isOpen(index, generation) else {
            // The tree still counts a container that ended; give up, so the tree encodes.
            encoding.giveUp()
            return 0
        }
        return encoding.frames[index].count
    }

    func beginValue() throws {
        guard encoding.beginElement(index, generation) else { throw FastEncoding.GaveUp() }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested: UInt = encoding.beginElement(index, generation) ? encoding.push(.keyed, key: nil) : 0
        return encoding.keptContainers.container(encoding, index: index + 1, generation: nested, as: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested: UInt = encoding.beginElement(index, generation) ? encoding.push(.unkeyed, key: nil) : 0
        return FastUnkeyedEncoder(encoding: encoding, index: index + 1, generation: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let nested: UInt = encoding.beginElement(index, generation) ? encoding.push(.slot, key: nil) : 0
        return FastEncoder(encoding: encoding, level: index + 1, generation: nested)
    }
}

struct FastSingleEncoder: SingleValueEncodingContainer, FastValueWriting {
    unowned(unsafe) let encoding: FastEncoding
    let level: Int
    let generation: UInt

    var codingPath: [any CodingKey] { encoding.codingPath(level, generation) }

    func beginValue() throws {
        guard encoding.beginSingle(level, generation) else { throw FastEncoding.GaveUp() }
    }
}

/// The values an unkeyed or a single-value container writes, the same for both once
/// `beginValue()` has made room for one (or given up).
protocol FastValueWriting {
    var encoding: FastEncoding { get }
    func beginValue() throws
}

extension FastValueWriting {
    mutating func encodeNil() throws { try beginValue(); encoding.write("nil") }
    mutating func encode(_ value: Bool) throws { try beginValue(); encoding.write(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { try beginValue(); encoding.writeQuoted(value) }
    mutating func encode(_ value: Double) throws { try beginValue(); encoding.writeText(LiteralSpelling.number(value)) }
    mutating func encode(_ value: Float) throws { try beginValue(); encoding.writeText(LiteralSpelling.number(value)) }
    mutating func encode(_ value: Int) throws { try beginValue(); encoding.writeInteger(Int64(value)) }
    mutating func encode(_ value: Int8) throws { try beginValue(); encoding.writeInteger(Int64(value)) }
    mutating func encode(_ value: Int16) throws { try beginValue(); encoding.writeInteger(Int64(value)) }
    mutating func encode(_ value: Int32) throws { try beginValue(); encoding.writeInteger(Int64(value)) }
    mutating func encode(_ value: Int64) throws { try beginValue(); encoding.writeInteger(value) }
    mutating func encode(_ value: UInt) throws { try beginValue(); encoding.writeInteger(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { try beginValue(); encoding.writeInteger(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { try beginValue(); encoding.writeInteger(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { try beginValue(); encoding.writeInteger(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { try beginValue(); encoding.writeInteger(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try beginValue()
        try encoding.encodeValue(value, key: nil)
    }
}
