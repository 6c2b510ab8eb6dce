/// The floor under any `Codable` encoder: one that walks a value through `Encoder` and its
/// containers exactly as a real one is asked to, and writes nothing. No encoder that works
/// through `Encodable` can be faster, so its ratio to `JSONEncoder` bounds ours.
struct WalkingEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(WalkingKeyed<Key>())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { WalkingUnkeyed() }
    func singleValueContainer() -> any SingleValueEncodingContainer { WalkingSingle() }
}

struct WalkingKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) {}
    mutating func encode(_ value: String, forKey key: Key) { consume(key.stringValue); consume(value) }
    mutating func encode(_ value: Int, forKey key: Key) { consume(key.stringValue); consume(value) }
    mutating func encode(_ value: Bool, forKey key: Key) { consume(key.stringValue); consume(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        // The key's name is what any text encoder must at least read.
        consume(key.stringValue)
        try value.encode(to: WalkingEncoder())
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        consume(key.stringValue)
        return KeyedEncodingContainer(WalkingKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { WalkingUnkeyed() }
    mutating func superEncoder() -> any Encoder { WalkingEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { WalkingEncoder() }
}

struct WalkingUnkeyed: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count = 0
    mutating func encodeNil() { count += 1 }
    mutating func encode(_ value: String) { count += 1; consume(value) }
    mutating func encode(_ value: Int) { count += 1; consume(value) }
    mutating func encode(_ value: Bool) { count += 1; consume(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        count += 1
        try value.encode(to: WalkingEncoder())
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(WalkingKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { WalkingUnkeyed() }
    mutating func superEncoder() -> any Encoder { WalkingEncoder() }
}

struct WalkingSingle: SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil() {}
    mutating func encode(_ value: String) { consume(value) }
    mutating func encode(_ value: Int) { consume(value) }
    mutating func encode(_ value: Bool) { consume(value) }
    mutating func encode(_ value: Double) { consume(value) }
    mutating func encode(_ value: Float) { consume(value) }
    mutating func encode(_ value: Int8) { consume(value) }
    mutating func encode(_ value: Int16) { consume(value) }
    mutating func encode(_ value: Int32) { consume(value) }
    mutating func encode(_ value: Int64) { consume(value) }
    mutating func encode(_ value: UInt) { consume(value) }
    mutating func encode(_ value: UInt8) { consume(value) }
    mutating func encode(_ value: UInt16) { consume(value) }
    mutating func encode(_ value: UInt32) { consume(value) }
    mutating func encode(_ value: UInt64) { consume(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: WalkingEncoder()) }
}
