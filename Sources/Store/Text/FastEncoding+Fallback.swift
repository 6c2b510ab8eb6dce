/// What an `Encodable` value wrote, before it is printed.
final class EncodedValue {
    package enum Kind { case nothing, scalar, keyed, unkeyed, dictionary }

    var kind = Kind.nothing
    var scalar = ""
    /// Keyed entries; `viaNestedContainer` marks an enum case's payload.
    var entries: [(key: String, value: EncodedValue, viaNestedContainer: Bool)] = []
    var elements: [EncodedValue] = []

    func becomeKeyed() { if kind != .keyed { kind = .keyed; entries = [] } }
    func becomeUnkeyed() { if kind != .unkeyed { kind = .unkeyed; elements = [] } }
    func set(_ text: String) { kind = .scalar; scalar = text }

    /// An enum case, as Swift's synthesized `Codable` writes it: one key, whose value is a
    /// nested keyed container of the associated values.
    var isEnumCase: Bool {
        kind == .keyed && entries.count == 1 && entries[0].viaNestedContainer
            && (entries[0].value.kind == .keyed || entries[0].value.kind == .nothing)
    }

    /// The value's canonical text, as ``FastEncoding`` writes it in one pass.
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch kind {
        case .nothing:
            out += "()"
        case .scalar:
            out += scalar
        case .unkeyed:
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += LiteralSpelling.separator.description }
                element.write(to: &out)
            }
            out += "]"
        case .dictionary:
            if entries.isEmpty { out += "[:]"; return }
            Self.write(entries.sorted { $0.key < $1.key }, labelled: true, open: "[", close: "]", to: &out)
        case .keyed:
            guard isEnumCase else { return Self.write(entries, labelled: false, open: "(", close: ")", to: &out) }
            let name = entries[0].key
            let payload = entries[0].value.entries
            if payload.isEmpty { out += ".\(name)"; return }
            Self.write(payload, labelled: false, open: ".\(name)(", close: ")", to: &out)
        }
    }

    /// `open`, each entry as `key: value` (a dictionary's, or a label that is not `_0`, `_1`…), `close`.
    private static func write(
        _ entries: [(key: String, value: EncodedValue, viaNestedContainer: Bool)], labelled: Bool, open: String, close: String,
        to out: inout String
    ) {
        out += open
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += LiteralSpelling.separator.description }
            if labelled || !LiteralSpelling.isPositional(entry.key) { out += entry.key; out += LiteralSpelling.labelSeparator.description }
            entry.value.write(to: &out)
        }
        out += close
    }
}

/// The fallback of ``FastEncoding``, for a value whose `encode(to:)` writes out of the order
/// one pass can follow: it builds the value as a tree of ``EncodedValue``s, then writes its
/// canonical text. Nothing else encodes with it.
enum FallbackEncoding {
    /// The canonical text of `value`, or the error its `encode(to:)` throws.
    static func text<T: Encodable>(of value: T) throws -> String {
        try encode(value, path: []).text
    }

    static func encode<T: Encodable>(_ value: T, path: [any CodingKey]) throws -> EncodedValue {
        let encoded = EncodedValue()
        try encode(value, into: encoded, path: path)
        return encoded
    }

    static func encode<T: Encodable>(_ value: T, into encoded: EncodedValue, path: [any CodingKey]) throws {
        // Only for a person's eyes (``DebugText``), never for a log: a date, a duration, an id… as read.
        if ReadableMode.isOn, let text = DebugText.readable(value) { return encoded.set(text) }
        switch value {
        case let text as String: encoded.set(LiteralSpelling.quoted(text))
        case let number as Double: encoded.set(LiteralSpelling.number(number))
        case let number as Float: encoded.set(LiteralSpelling.number(number))
        case let dictionary as LiteralDictionary: try dictionary.encodeEntries(into: encoded, path: path)
        default: try value.encode(to: LiteralEncoderImpl(encoded, path: path))
        }
    }
}

final class LiteralEncoderImpl: Encoder {
    let encoded: EncodedValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ encoded: EncodedValue, path: [any CodingKey]) {
        self.encoded = encoded
        codingPath = path
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        encoded.becomeKeyed()
        return KeyedEncodingContainer(KeyedLiteralEncoder<Key>(encoded: encoded, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        encoded.becomeUnkeyed()
        return UnkeyedLiteralEncoder(encoded: encoded, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleLiteralEncoder(encoded: encoded, codingPath: codingPath)
    }
}

struct KeyedLiteralEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoded: EncodedValue
    let codingPath: [any CodingKey]

    private func add(_ key: Key, _ text: String) {
        let value = EncodedValue()
        value.set(text)
        encoded.entries.append((key.stringValue, value, false))
    }

    mutating func encodeNil(forKey key: Key) throws { add(key, "nil") }
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(key, value ? "true" : "false") }
    mutating func encode(_ value: String, forKey key: Key) throws { add(key, LiteralSpelling.quoted(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(key, LiteralSpelling.number(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { add(key, LiteralSpelling.number(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(key, String(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { add(key, String(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { add(key, String(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { add(key, String(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { add(key, String(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { add(key, String(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { add(key, String(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { add(key, String(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { add(key, String(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { add(key, String(value)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let child = try FallbackEncoding.encode(value, path: codingPath + [key])
        encoded.entries.append((key.stringValue, child, false))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = EncodedValue()
        child.becomeKeyed()
        encoded.entries.append((key.stringValue, child, true))
        return KeyedEncodingContainer(KeyedLiteralEncoder<NestedKey>(encoded: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = EncodedValue()
        child.becomeUnkeyed()
        encoded.entries.append((key.stringValue, child, false))
        return UnkeyedLiteralEncoder(encoded: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let child = EncodedValue()
        encoded.entries.append(("super", child, false))
        return LiteralEncoderImpl(child, path: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = EncodedValue()
        encoded.entries.append((key.stringValue, child, false))
        return LiteralEncoderImpl(child, path: codingPath + [key])
    }
}

struct UnkeyedLiteralEncoder: UnkeyedEncodingContainer {
    let encoded: EncodedValue
    let codingPath: [any CodingKey]
    var count: Int { encoded.elements.count }

    private func add(_ text: String) {
        let value = EncodedValue()
        value.set(text)
        encoded.elements.append(value)
    }

    mutating func encodeNil() throws { add("nil") }
    mutating func encode(_ value: Bool) throws { add(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { add(LiteralSpelling.quoted(value)) }
    mutating func encode(_ value: Double) throws { add(LiteralSpelling.number(value)) }
    mutating func encode(_ value: Float) throws { add(LiteralSpelling.number(value)) }
    mutating func encode(_ value: Int) throws { add(String(value)) }
    mutating func encode(_ value: Int8) throws { add(String(value)) }
    mutating func encode(_ value: Int16) throws { add(String(value)) }
    mutating func encode(_ value: Int32) throws { add(String(value)) }
    mutating func encode(_ value: Int64) throws { add(String(value)) }
    mutating func encode(_ value: UInt) throws { add(String(value)) }
    mutating func encode(_ value: UInt8) throws { add(String(value)) }
    mutating func encode(_ value: UInt16) throws { add(String(value)) }
    mutating func encode(_ value: UInt32) throws { add(String(value)) }
    mutating func encode(_ value: UInt64) throws { add(String(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoded.elements.append(try FallbackEncoding.encode(value, path: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = EncodedValue()
        child.becomeKeyed()
        encoded.elements.append(child)
        return KeyedEncodingContainer(KeyedLiteralEncoder<NestedKey>(encoded: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = EncodedValue()
        child.becomeUnkeyed()
        encoded.elements.append(child)
        return UnkeyedLiteralEncoder(encoded: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let child = EncodedValue()
        encoded.elements.append(child)
        return LiteralEncoderImpl(child, path: codingPath)
    }
}

struct SingleLiteralEncoder: SingleValueEncodingContainer {
    let encoded: EncodedValue
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { encoded.set("nil") }
    mutating func encode(_ value: Bool) throws { encoded.set(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { encoded.set(LiteralSpelling.quoted(value)) }
    mutating func encode(_ value: Double) throws { encoded.set(LiteralSpelling.number(value)) }
    mutating func encode(_ value: Float) throws { encoded.set(LiteralSpelling.number(value)) }
    mutating func encode(_ value: Int) throws { encoded.set(String(value)) }
    mutating func encode(_ value: Int8) throws { encoded.set(String(value)) }
    mutating func encode(_ value: Int16) throws { encoded.set(String(value)) }
    mutating func encode(_ value: Int32) throws { encoded.set(String(value)) }
    mutating func encode(_ value: Int64) throws { encoded.set(String(value)) }
    mutating func encode(_ value: UInt) throws { encoded.set(String(value)) }
    mutating func encode(_ value: UInt8) throws { encoded.set(String(value)) }
    mutating func encode(_ value: UInt16) throws { encoded.set(String(value)) }
    mutating func encode(_ value: UInt32) throws { encoded.set(String(value)) }
    mutating func encode(_ value: UInt64) throws { encoded.set(String(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try FallbackEncoding.encode(value, into: encoded, path: codingPath)
    }
}

extension EncodedValue {
    /// The value laid out as ``text`` writes it, in groups a diff can break over lines.
    var layout: TextLayout {
        switch kind {
        case .nothing:
            return .leaf("()")
        case .scalar:
            return .leaf(scalar)
        case .unkeyed:
            return .group(open: "[", close: "]", items: elements.map { (nil, $0.layout) })
        case .dictionary:
            if entries.isEmpty { return .leaf("[:]") }
            return .group(open: "[", close: "]", items: entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value.layout) })
        case .keyed:
            func items(_ entries: [(key: String, value: EncodedValue, viaNestedContainer: Bool)]) -> [(label: String?, node: TextLayout)] {
                entries.map { (LiteralSpelling.isPositional($0.key) ? nil : $0.key, $0.value.layout) }
            }
            guard isEnumCase else { return .group(open: "(", close: ")", items: items(entries)) }
            let payload = entries[0].value.entries
            if payload.isEmpty { return .leaf(".\(entries[0].key)") }
            return .group(open: ".\(entries[0].key)(", close: ")", items: items(payload))
        }
    }
}
