import StoreSupport

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
    /// name inside parentheses (or opens a tuple or collection, whose types this cannot follow).
    ///
    /// The tape reads the text as far as it goes: a literal being typed stops it at the very
    /// end, with the containers still open among its entries.
    package static func openCases(_ text: String) -> (cases: [OpenCase], partial: String)? {
        var text = text
        return text.withUTF8 { bytes -> (cases: [OpenCase], partial: String)? in
            var entries: [LiteralTape.Entry] = []
            guard let failure = LiteralTape.parse(bytes, into: &entries, stackLimit: StackRoom.limit),
                  failure.offset == bytes.count, let lastByte = bytes.last
            else { return nil }
            func text(_ start: Int32, _ end: Int32) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]), as: UTF8.self)
            }
            // The case being typed: the last entry, a case ending the text; or no entry yet,
            // when the text ends at its `.`.
            var typed = entries.count
            var partial = ""
            if let last = entries.last, last.kind == .enumCase, Int(last.valueEnd) == bytes.count, last.end == last.valueEnd {
                typed -= 1
                partial = text(last.start, last.end)
            } else if lastByte != UInt8(ascii: ".") {
                return nil
            }
            // The containers still open: entries a closing bracket has not ended.
            let open = (0..<typed).filter { entries[$0].size == 1 && entries[$0].valueEnd == 0 }
            guard !open.isEmpty else { return nil }
            var cases: [OpenCase] = []
            for (level, frame) in open.enumerated() {
                guard entries[frame].kind == .enumCaseWithArguments else { return nil }
                // Which of its values holds the next level: count the values before it.
                let next = level + 1 < open.count ? open[level + 1] : typed
                var child = frame + 1
                var position = 0
                while child < next {
                    child += Int(entries[child].size)
                    position += 1
                }
                guard child == next else { return nil }
                let label: String? = if next < entries.count {
                    entries[next].labelStart < 0 ? nil : text(entries[next].labelStart, entries[next].labelEnd)
                } else {
                    LiteralSpelling.label(before: bytes.count - 1, in: bytes).map {
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
                    }
                }
                cases.append(OpenCase(name: text(entries[frame].start, entries[frame].end), label: label, position: position))
            }
            return (cases, partial)
        }
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
