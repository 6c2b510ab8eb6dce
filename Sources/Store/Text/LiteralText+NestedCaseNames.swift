/// Case names inside a literal being typed (`.path(.element(id: 0, action: .`): which type
/// stands where the text ends, found by following the case names and labels typed so far
/// through the type's own decoding, and the cases of that type.
extension LiteralText {
    /// One open parenthesis of a literal: the case it belongs to, and which of its values the
    /// text is in (by label, or by position when it has none).
    package struct OpenCase: Equatable, Sendable {
        package var name: String
        package var label: String?
        package var position: Int
    }

    /// Where `text` ends inside a literal: the cases whose parentheses are open, and the part
    /// of a case name typed after the last `.`; `nil` when the text does not end in a case
    /// name inside parentheses (or opens a tuple, whose types this cannot follow).
    package static func openCases(_ text: String) -> (cases: [OpenCase], partial: String)? {
        var frames: [OpenCase?] = []
        var lastCase: String?
        var word = ""
        var inString = false
        var escaped = false
        var afterDot = false
        let characters = Array(text)
        var index = 0
        func isName(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        while index < characters.count {
            let character = characters[index]
            index += 1
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if isName(character) {
                word.append(character)
                continue
            }
            // A word ends here.
            if afterDot { lastCase = word } else if !word.isEmpty, character == ":" || characters[index...].first(where: { $0 != " " }) == ":" {
                if let top = frames.last, var open = top {
                    open.label = word
                    frames[frames.count - 1] = open
                }
            }
            word = ""
            afterDot = false
            switch character {
            case ".": afterDot = true
            case "(":
                frames.append(lastCase.map { OpenCase(name: $0, label: nil, position: 0) })
                lastCase = nil
            case ")":
                if !frames.isEmpty { frames.removeLast() }
                lastCase = nil
            case ",":
                if let top = frames.last, var open = top {
                    open.position += 1
                    open.label = nil
                    frames[frames.count - 1] = open
                }
                lastCase = nil
            case "\"": inString = true
            default:
                if character != " ", character != ":" { lastCase = nil }
            }
        }
        guard afterDot, !inString, !frames.isEmpty else { return nil }
        var cases: [OpenCase] = []
        for frame in frames {
            guard let frame else { return nil }
            cases.append(frame)
        }
        return (cases, word)
    }

    /// The case names of the type that stands inside `cases` of `T`, or `[]` when it is no
    /// enum or the path leads nowhere.
    package static func caseNames<T: Decodable>(of type: T.Type, inside cases: [OpenCase]) -> [String] {
        let found = FoundNames()
        _ = try? T(from: PathProbe(path: cases[...], found: found))
        return found.names
    }
}

private final class FoundNames {
    var names: [String] = []
}

private struct ProbeStop: Error {}

/// Follows `path` through a type's decoding; where it ends, keeps the case names asked for.
private struct PathProbe: Decoder {
    let path: ArraySlice<LiteralText.OpenCase>
    let found: FoundNames
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let step = path.first else {
            found.names = CaseNames.of(Key.self)
            throw ProbeStop()
        }
        return KeyedDecodingContainer(PathProbeContainer<Key>(step: step, rest: path.dropFirst(), inValues: false, found: found))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ProbeStop() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw ProbeStop() }
}

/// An enum's container (one key: the case typed) or its values' (the one typed is followed;
/// the others are given plain values, so decoding goes on to it).
private struct PathProbeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let step: LiteralText.OpenCase
    let rest: ArraySlice<LiteralText.OpenCase>
    let inValues: Bool
    let found: FoundNames
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { inValues ? [] : Key(stringValue: step.name).map { [$0] } ?? [] }
    func contains(_ key: Key) -> Bool { true }

    private func isTyped(_ key: Key) -> Bool {
        if let label = step.label { return key.stringValue == label }
        return key.stringValue == "_\(step.position)"
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if isTyped(key) { throw ProbeStop() }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard inValues else { throw ProbeStop() }
        if isTyped(key) { return try T(from: PathProbe(path: rest, found: found)) }
        return try T(from: PlainDecoder())
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        guard !inValues, key.stringValue == step.name else { throw ProbeStop() }
        return KeyedDecodingContainer(PathProbeContainer<NestedKey>(step: step, rest: rest, inValues: true, found: found))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw ProbeStop() }
    func superDecoder() throws -> any Decoder { throw ProbeStop() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw ProbeStop() }
}

/// Gives the plainest value of a simple type (0, "", false); anything else stops the probe.
private struct PlainDecoder: Decoder, SingleValueDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw ProbeStop() }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ProbeStop() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { false }
    func decode(_ type: String.Type) throws -> String { "" }
    func decode(_ type: Double.Type) throws -> Double { 0 }
    func decode(_ type: Float.Type) throws -> Float { 0 }
    func decode(_ type: Int.Type) throws -> Int { 0 }
    func decode(_ type: Int8.Type) throws -> Int8 { 0 }
    func decode(_ type: Int16.Type) throws -> Int16 { 0 }
    func decode(_ type: Int32.Type) throws -> Int32 { 0 }
    func decode(_ type: Int64.Type) throws -> Int64 { 0 }
    func decode(_ type: UInt.Type) throws -> UInt { 0 }
    func decode(_ type: UInt8.Type) throws -> UInt8 { 0 }
    func decode(_ type: UInt16.Type) throws -> UInt16 { 0 }
    func decode(_ type: UInt32.Type) throws -> UInt32 { 0 }
    func decode(_ type: UInt64.Type) throws -> UInt64 { 0 }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}
