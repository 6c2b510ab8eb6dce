/// The text syntax of values: the Swift literal a developer would write.
///
/// Any `Codable` type takes part with no extra code, following Swift's synthesized coding:
///
/// ```swift
/// enum Action: Codable, Equatable { case increment, add(Int), search(text: String) }
///
/// try LiteralText.encode(Action.search(text: "uni"))        // ".search(text: \"uni\")"
/// try LiteralText.decode(Action.self, from: ".add(5)")       // .add(5)
/// ```
///
/// Structs print as labelled tuples `(name: "x", count: 2)`, arrays as `[1, 2]`, dictionaries as
/// `["key": 1]` (sorted by key), `nil` for absent optionals. Encoding is canonical: one spelling
/// per value, which decodes back to an equal value. Optional associated values and fields that
/// are `nil` are left out, as Swift's synthesized `encode(to:)` leaves them out.
public enum LiteralText {
    /// The value's canonical text, on one line.
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        try FastEncoding.text(of: value)
    }

    /// The value's text broken over lines, for people to read; it decodes like the canonical one.
    public static func pretty<T: Encodable>(_ value: T) throws -> String {
        try LiteralEncoding.encode(value, path: []).layout.lines.joined(separator: "\n")
    }

    /// What changed from `old` to `new`, as the lines of their pretty texts: `−` before a line
    /// only in `old`, `+` before a line only in `new`, a few unchanged lines around each change;
    /// `nil` when they print the same.
    ///
    /// ```swift
    /// LiteralText.diff(from: State(count: 1), to: State(count: 2))
    /// // − (count: 1)
    /// // + (count: 2)
    /// ```
    public static func diff<T: Encodable>(from old: T, to new: T) throws -> String? {
        let before = try pretty(old).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = try pretty(new).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return LineDiff.render(expected: before, actual: after)
    }

    /// Reads a value of `type` from `text`, or throws a ``LiteralError`` that says where and why.
    public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws(LiteralError) -> T {
        let result = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { result.deallocate() }
        if LiteralFastDecoding.decode(type, from: text, into: result) { return result.move() }
        // The fast decoder gave up: read the text again, fully, to decode what it does not
        // read or to say precisely what is wrong.
        return try decodeFully(type, from: text)
    }

    /// ``decode(_:from:)`` on UTF-8 bytes (a line of a log), which become a `String` only when
    /// the full decoder must read them, into `result`: uninitialized before, initialized after
    /// (uninitialized still when it throws).
    static func decode<T: Decodable>(
        _ type: T.Type, utf8 bytes: UnsafeBufferPointer<UInt8>, into result: UnsafeMutablePointer<T>
    ) throws(LiteralError) {
        if LiteralFastDecoding.decode(type, utf8: bytes, into: result) { return }
        result.initialize(to: try decodeFully(type, from: String(decoding: bytes, as: UTF8.self)))
    }

    /// The full decoder alone: every syntax, and errors with their line, column and advice.
    static func decodeFully<T: Decodable>(_ type: T.Type, from text: String) throws(LiteralError) -> T {
        let node = try LiteralParser.parse(text)
        let decoding = LiteralDecoding(text: text)
        do {
            return try decoding.decode(type, from: node)
        } catch let error as LiteralError {
            throw error
        } catch {
            throw decoding.error(at: decoding.lastOffset, describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context),
             .keyNotFound(_, let context), .valueNotFound(_, let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
