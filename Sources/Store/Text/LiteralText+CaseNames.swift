extension LiteralText {
    /// The names of an enum's cases as the text syntax spells them, in declaration order, for
    /// an enum whose `Codable` conformance Swift synthesized; empty for any other type.
    ///
    /// ```swift
    /// // ["increment", "decrement"]
    /// LiteralText.caseNames(of: CounterAction.self)
    /// ```
    public static func caseNames<T: Decodable>(of type: T.Type) -> [String] {
        let probe = CaseNameProbe()
        _ = try? T(from: probe)
        return probe.names
    }
}

/// A decoder that only asks which keys the type's decoding uses, then stops it.
private final class CaseNameProbe: Decoder {
    var names: [String] = []
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        names = CaseNames.of(Key.self)
        throw stop
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw stop }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw stop }

    private var stop: DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "only the case names were asked for"))
    }
}
