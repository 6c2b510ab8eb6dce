/// State shared by one decoding: the text, for error positions, and the last place reached,
/// for errors that Swift's synthesized code throws without knowing where.
final class LiteralDecoding {
    let text: String
    var lastOffset = 0
    /// The tuples being decoded, to find labels that no type asked for.
    var labelUses: [LabelUse] = []
    /// How deep the decoding is, and the lowest address a level may start at (``StackRoom``).
    private var depth = 0
    private let stackLimit = StackRoom.limit

    init(text: String) { self.text = text }

    func error(at offset: Int, _ message: String, suggestion: String? = nil) -> LiteralError {
        LiteralError(text: text, offset: offset, message: message, suggestion: suggestion)
    }

    func decode<T: Decodable>(_ type: T.Type, from node: LiteralNode) throws -> T {
        lastOffset = node.offset
        if let value = try common(type, node) { return value }
        depth += 1
        defer { depth -= 1 }
        guard StackRoom.enough(above: stackLimit) else { throw error(at: node.offset, StackRoom.message(atDepth: depth)) }
        let mark = labelUses.count
        let value = try T(from: LiteralDecoderImpl(node: node, decoding: self))
        try checkLabels(from: mark)
        return value
    }

    /// A label nobody asked for is a typo more often than not: report it, with the labels the
    /// type did ask for. A value without a label that nobody read is one too many.
    private func checkLabels(from mark: Int) throws {
        defer { labelUses.removeSubrange(mark...) }
        for use in labelUses[mark...] {
            guard let unused = use.firstUnused else { continue }
            guard let label = unused.label else {
                let owner = if case .arguments(let name, _, _) = use.node { "`.\(name)`" } else { "this tuple" }
                let wanted = use.used.count { $0 }
                throw error(
                    at: unused.offset,
                    "one value too many: \(owner) takes \(wanted == 1 ? "1 value" : "\(wanted) values"), this is value \(unused.position)"
                )
            }
            let known = CaseNames.of(use.keyType).filter { !use.labels.contains($0) }
            throw error(
                at: unused.offset,
                "unknown label `\(label):`",
                suggestion: Suggestions.closest(to: label, among: known).map { "did you mean \($0)?" }
            )
        }
    }

    /// The most common scalars, without a decoder of their own.
    private func common<T>(_ type: T.Type, _ node: LiteralNode) throws -> T? {
        if T.self == String.self { return try string(node) as? T }
        if T.self == Int.self { return try scalar(Int.self, node) as? T }
        if T.self == Bool.self { return try bool(node) as? T }
        if T.self == Double.self { return try floating(Double.self, node) as? T }
        return nil
    }

    func scalar<T: LosslessStringConvertible & FixedWidthInteger>(_ type: T.Type, _ node: LiteralNode) throws -> T {
        guard case .number(let text, let at) = node else { throw mismatch("an integer (\(T.self))", node) }
        if let value = T(text) { return value }
        if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            throw error(at: at, "expected an integer (\(T.self)), found the number \(text)")
        }
        throw error(at: at, "the number \(text) is out of range for \(T.self) (\(T.min)...\(T.max))")
    }

    func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, _ node: LiteralNode) throws -> T {
        guard case .number(let text, let at) = node else { throw mismatch("a number (\(T.self))", node) }
        switch text {
        case ".infinity": return .infinity
        case "-.infinity": return -.infinity
        case ".nan": return .nan
        default:
            guard let value = T(text) else { throw error(at: at, "expected a number (\(T.self)), found \(text)") }
            return value
        }
    }

    func string(_ node: LiteralNode) throws -> String {
        guard case .string(let text, _) = node else { throw mismatch("a string", node) }
        return text
    }

    func bool(_ node: LiteralNode) throws -> Bool {
        guard case .bool(let value, _) = node else { throw mismatch("true or false", node) }
        return value
    }

    func mismatch(_ expected: String, _ node: LiteralNode) -> LiteralError {
        error(at: node.offset, "expected \(expected), found \(node.kindDescription)")
    }
}

/// Decodes one node. It reports an empty `codingPath`: errors carry the line and column
/// instead, and not building a path for every nested value saves a sixth of decoding's time.
final class LiteralDecoderImpl: Decoder {
    let node: LiteralNode
    let decoding: LiteralDecoding
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: LiteralNode, decoding: LiteralDecoding) {
        self.node = node
        self.decoding = decoding
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        decoding.lastOffset = node.offset
        let entries: [(key: String, node: LiteralNode)]
        switch node {
        case .enumCase(let name, let arguments, let at):
            guard Key(stringValue: name) != nil else {
                let names = CaseNames.of(Key.self)
                if let close = Suggestions.closest(to: name, among: names) {
                    throw decoding.error(at: at + 1, "unknown case \(name.echoed("`", "`"))", suggestion: "did you mean \(close)?")
                }
                let listed = names.prefix(12).map { "`.\($0)`" }.joined(separator: ", ") + (names.count > 12 ? ", …" : "")
                throw decoding.error(at: at + 1, "unknown case \(name.echoed("`", "`"))" + (names.isEmpty ? "" : "; the cases are \(listed)"))
            }
            entries = [(name, .arguments(of: name, arguments ?? [], at: at))]
        case .tuple(let arguments, _), .arguments(_, let arguments, _):
            entries = arguments.enumerated().map { index, argument in (argument.label ?? "_\(index)", argument.value) }
            let use = LabelUse(node: node, labels: entries.map(\.key), keyType: Key.self)
            decoding.labelUses.append(use)
            return KeyedDecodingContainer(KeyedLiteralDecoder<Key>(entries: entries, node: node, decoding: decoding, use: use))
        case .dictionary(let pairs, _):
            entries = try pairs.map { pair in
                switch pair.key {
                case .string(let text, _): return (text, pair.value)
                case .number(let text, _): return (text, pair.value)
                default: throw decoding.mismatch("a string or integer key", pair.key)
                }
            }
        default:
            throw decoding.mismatch("a case like `.name(…)` or a labelled tuple `(label: …)`", node)
        }
        return KeyedDecodingContainer(KeyedLiteralDecoder<Key>(entries: entries, node: node, decoding: decoding, use: nil))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        decoding.lastOffset = node.offset
        guard case .array(let elements, _) = node else { throw decoding.mismatch("an array `[…]`", node) }
        return UnkeyedLiteralDecoder(elements: elements, decoding: decoding)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleLiteralDecoder(node: node, decoding: decoding)
    }
}

/// Which labels of a tuple the type read.
final class LabelUse {
    let node: LiteralNode
    let labels: [String]
    let keyType: any CodingKey.Type
    var used: [Bool]

    init(node: LiteralNode, labels: [String], keyType: any CodingKey.Type) {
        self.node = node
        self.labels = labels
        self.keyType = keyType
        used = Array(repeating: false, count: labels.count)
    }

    /// The first argument the type did not read: its label (`nil` for none), where it is, and
    /// its position from 1.
    var firstUnused: (label: String?, offset: Int, position: Int)? {
        let arguments: [LiteralArgument]
        switch node {
        case .tuple(let items, _), .arguments(_, let items, _): arguments = items
        default: return nil
        }
        for (index, argument) in arguments.enumerated() where !used[index] {
            return (argument.label, argument.at, index + 1)
        }
        return nil
    }
}
