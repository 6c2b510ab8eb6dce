struct KeyedLiteralDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let entries: [(key: String, node: LiteralNode)]
    let node: LiteralNode
    let decoding: LiteralDecoding
    let use: LabelUse?
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key) } }

    private func index(of name: String) -> Int? {
        for index in entries.indices where entries[index].key == name {
            use?.used[index] = true
            return index
        }
        return nil
    }

    func contains(_ key: Key) -> Bool {
        index(of: key.stringValue) != nil
    }

    private func value(_ key: Key) throws -> LiteralNode {
        let name = key.stringValue
        if let index = index(of: name) { return entries[index].node }
        if LiteralPrinter.isPositional(name), let position = Int(name.dropFirst()), entries.indices.contains(position),
           !LiteralPrinter.isPositional(entries[position].key) {
            // A label where the case has none (`.yearChanged(year: 2027)`): point at the label.
            let label = entries[position].key
            throw decoding.error(
                at: labelOffset(label, before: entries[position].node.offset),
                "unexpected label `\(label):`: the value at position \(position + 1) of \(node.kindDescription) has no label"
            )
        }
        let spelled = LiteralPrinter.isPositional(name) ? "an unlabelled value at position \((Int(name.dropFirst()) ?? 0) + 1)" : "`\(name):`"
        throw decoding.error(at: node.offset, "missing \(spelled) in \(node.kindDescription)")
    }

    /// Where `label` starts, for a value at `offset` (UTF-8) written `label: value`, with any
    /// spaces around the colon; the value's own offset when the text is not so.
    private func labelOffset(_ label: String, before offset: Int) -> Int {
        let bytes = Array(decoding.text.utf8)
        var index = min(offset, bytes.count) - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return offset }
        index -= 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        let start = index + 1 - label.utf8.count
        guard start >= 0, bytes[start...index].elementsEqual(label.utf8) else { return offset }
        return start
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(key) { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoding.bool(value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoding.string(value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoding.floating(type, value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoding.floating(type, value(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoding.scalar(type, value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoding.scalar(type, value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoding.scalar(type, value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoding.scalar(type, value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoding.scalar(type, value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoding.scalar(type, value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoding.scalar(type, value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoding.scalar(type, value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoding.scalar(type, value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoding.scalar(type, value(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoding.decode(type, from: value(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try LiteralDecoderImpl(node: value(key), decoding: decoding).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try LiteralDecoderImpl(node: value(key), decoding: decoding).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        LiteralDecoderImpl(node: entries.first { $0.key == "super" }?.node ?? .null(at: node.offset), decoding: decoding)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        LiteralDecoderImpl(node: try value(key), decoding: decoding)
    }
}

struct UnkeyedLiteralDecoder: UnkeyedDecodingContainer {
    let elements: [LiteralNode]
    let decoding: LiteralDecoding
    var codingPath: [any CodingKey] { [] }
    var currentIndex = 0

    init(elements: [LiteralNode], decoding: LiteralDecoding) {
        self.elements = elements
        self.decoding = decoding
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> LiteralNode {
        guard currentIndex < elements.count else {
            throw decoding.error(at: decoding.lastOffset, "the array has too few elements")
        }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decoding.bool(next()) }
    mutating func decode(_ type: String.Type) throws -> String { try decoding.string(next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decoding.floating(type, next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decoding.floating(type, next()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decoding.scalar(type, next()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decoding.scalar(type, next()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decoding.scalar(type, next()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decoding.scalar(type, next()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decoding.scalar(type, next()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decoding.scalar(type, next()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decoding.scalar(type, next()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decoding.scalar(type, next()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decoding.scalar(type, next()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decoding.scalar(type, next()) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoding.decode(type, from: next())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try LiteralDecoderImpl(node: next(), decoding: decoding).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try LiteralDecoderImpl(node: next(), decoding: decoding).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        LiteralDecoderImpl(node: try next(), decoding: decoding)
    }
}

struct SingleLiteralDecoder: SingleValueDecodingContainer {
    let node: LiteralNode
    let decoding: LiteralDecoding
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        if case .null = node { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoding.bool(node) }
    func decode(_ type: String.Type) throws -> String { try decoding.string(node) }
    func decode(_ type: Double.Type) throws -> Double { try decoding.floating(type, node) }
    func decode(_ type: Float.Type) throws -> Float { try decoding.floating(type, node) }
    func decode(_ type: Int.Type) throws -> Int { try decoding.scalar(type, node) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoding.scalar(type, node) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoding.scalar(type, node) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoding.scalar(type, node) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoding.scalar(type, node) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoding.scalar(type, node) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoding.scalar(type, node) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoding.scalar(type, node) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoding.scalar(type, node) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoding.scalar(type, node) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoding.decode(type, from: node)
    }
}
