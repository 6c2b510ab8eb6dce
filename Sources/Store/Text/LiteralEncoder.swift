/// What an `Encodable` value wrote, before it is printed.
final class EncodedValue {
    enum Kind { case nothing, scalar, keyed, unkeyed, dictionary }

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
            let sorted = entries.sorted { $0.key < $1.key }
            return .group(open: "[", close: "]", items: sorted.map { ($0.key, $0.value.layout) })
        case .keyed:
            if isEnumCase {
                let name = entries[0].key
                let payload = entries[0].value.entries
                if payload.isEmpty { return .leaf(".\(name)") }
                return .group(open: ".\(name)(", close: ")", items: LiteralPrinter.arguments(payload))
            }
            return .group(open: "(", close: ")", items: LiteralPrinter.arguments(entries))
        }
    }
}

/// Spelling of scalars and labels in the text syntax.
enum LiteralPrinter {
    static func arguments(_ entries: [(key: String, value: EncodedValue, viaNestedContainer: Bool)]) -> [(label: String?, node: TextLayout)] {
        entries.map { entry in (isPositional(entry.key) ? nil : entry.key, entry.value.layout) }
    }

    /// `_0`, `_1`…: the keys Swift gives unlabelled associated values.
    static func isPositional(_ key: String) -> Bool {
        key.utf8.count > 1 && key.utf8.first == UInt8(ascii: "_") && key.utf8.dropFirst().allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        return value.description
    }
}

enum LiteralEncoding {
    static func encode<T: Encodable>(_ value: T, path: [any CodingKey]) throws -> EncodedValue {
        let encoded = EncodedValue()
        try encode(value, into: encoded, path: path)
        return encoded
    }

    static func encode<T: Encodable>(_ value: T, into encoded: EncodedValue, path: [any CodingKey]) throws {
        switch value {
        case let text as String: encoded.set(LiteralPrinter.quoted(text))
        case let number as Double: encoded.set(LiteralPrinter.number(number))
        case let number as Float: encoded.set(LiteralPrinter.number(number))
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
    mutating func encode(_ value: String, forKey key: Key) throws { add(key, LiteralPrinter.quoted(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(key, LiteralPrinter.number(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { add(key, LiteralPrinter.number(value)) }
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
        let child = try LiteralEncoding.encode(value, path: codingPath + [key])
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
    mutating func encode(_ value: String) throws { add(LiteralPrinter.quoted(value)) }
    mutating func encode(_ value: Double) throws { add(LiteralPrinter.number(value)) }
    mutating func encode(_ value: Float) throws { add(LiteralPrinter.number(value)) }
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
        encoded.elements.append(try LiteralEncoding.encode(value, path: codingPath))
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
    mutating func encode(_ value: String) throws { encoded.set(LiteralPrinter.quoted(value)) }
    mutating func encode(_ value: Double) throws { encoded.set(LiteralPrinter.number(value)) }
    mutating func encode(_ value: Float) throws { encoded.set(LiteralPrinter.number(value)) }
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
        try LiteralEncoding.encode(value, into: encoded, path: codingPath)
    }
}
