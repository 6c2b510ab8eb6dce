import Foundation

/// A value made from nothing, for a `@Shared` read in a test that lent none: the test has
/// already failed, and the screen goes on with this until its step ends the test.
///
/// Design note: a `Decodable` value is decoded from a decoder that has nothing in it: every
/// optional is `nil`, every collection empty, every number 0, every `Bool` false and every
/// string empty; a `UUID` is all zeros, a `URL` is `about:blank`, and a `CaseIterable` enum
/// its first case. A collection written with a literal (`[]`, `[:]`) is made empty and an
/// optional `nil`, whatever its elements. An enum that is not `CaseIterable`, or another type
/// that is not `Decodable`, cannot be made this way: `make` returns `nil`.
enum SharedPlaceholder {
    static func make<Value>(_: Value.Type) -> Value? {
        if let first = firstCase(of: Value.self) { return first as? Value }
        if let empty = emptyLiteral(of: Value.self) { return empty as? Value }
        guard let type = Value.self as? any Decodable.Type else { return nil }
        return (try? EmptyDecoder().decode(type)) as? Value
    }

    /// `nil`, `[]` or `[:]` of `type`, when it is written with such a literal.
    static func emptyLiteral(of type: Any.Type) -> Any? {
        func none<T: ExpressibleByNilLiteral>(_: T.Type) -> Any { nil as T }
        func list<T: ExpressibleByArrayLiteral>(_: T.Type) -> Any { [] as T }
        func table<T: ExpressibleByDictionaryLiteral>(_: T.Type) -> Any { [:] as T }
        if let optional = type as? any ExpressibleByNilLiteral.Type { return none(optional) }
        if let array = type as? any ExpressibleByArrayLiteral.Type { return list(array) }
        if let dictionary = type as? any ExpressibleByDictionaryLiteral.Type { return table(dictionary) }
        return nil
    }

    /// The first case of `type` when it is `CaseIterable`.
    static func firstCase(of type: Any.Type) -> Any? {
        func first<T: CaseIterable>(_: T.Type) -> Any? { T.allCases.first }
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return first(iterable)
    }
}

/// A decoder with nothing in it (see ``SharedPlaceholder``).
private struct EmptyDecoder: Decoder, SingleValueDecodingContainer {
    var depth = 0
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard depth < 32 else { throw Self.error("a value nested too deep to make from nothing") }
        if let value = Self.special(T.self) { return value }
        if let value = SharedPlaceholder.firstCase(of: T.self) as? T { return value }
        return try T(from: EmptyDecoder(depth: depth + 1))
    }

    static func special<T>(_: T.Type) -> T? {
        if T.self == UUID.self { return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as? T }
        if T.self == URL.self { return URL(string: "about:blank") as? T }
        if T.self == String.self { return "" as? T }
        if T.self == Bool.self { return false as? T }
        if let numeric = T.self as? any (Numeric & Decodable).Type { return zero(numeric) as? T }
        return nil
    }

    static func zero<N: Numeric>(_: N.Type) -> N { 0 }
    static func error(_ what: String) -> DecodingError { .dataCorrupted(.init(codingPath: [], debugDescription: what)) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
    func decodeNil() -> Bool { true }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: EmptyDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }
        func contains(_ key: Key) -> Bool { false }
        func decodeNil(forKey key: Key) throws -> Bool { true }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.decode(type) }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(Keyed<NestedKey>(decoder: decoder))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { Unkeyed() }
        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 0 }
        var isAtEnd: Bool { true }
        var currentIndex: Int { 0 }
        mutating func decodeNil() throws -> Bool { true }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw EmptyDecoder.error("an empty list has no element") }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            throw EmptyDecoder.error("an empty list has no element")
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed() }
        mutating func superDecoder() throws -> any Decoder { EmptyDecoder() }
    }
}
