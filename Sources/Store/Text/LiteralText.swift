/// The text syntax of values: the Swift literal a developer would write.
///
/// Any `Codable` type takes part with no extra code, following Swift's synthesized coding:
///
/// ```swift
/// enum Action: Codable, Equatable {
///     case increment, add(Int), search(text: String)
/// }
///
/// // ".search(text: \"uni\")"
/// try LiteralText.encode(Action.search(text: "uni"))
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
        try TextLayout(literal: encode(value)).lines.joined(separator: "\n")
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
        try LiteralDecoding.decode(type, from: text)
    }

    /// ``decode(_:from:)`` on UTF-8 bytes (a line of a log), into `result`: uninitialized
    /// before, initialized after (uninitialized still when it throws).
    package static func decode<T: Decodable>(
        _ type: T.Type, utf8 bytes: UnsafeBufferPointer<UInt8>, into result: UnsafeMutablePointer<T>
    ) throws(LiteralError) {
        try LiteralDecoding.decode(type, utf8: bytes, into: result)
    }
}
