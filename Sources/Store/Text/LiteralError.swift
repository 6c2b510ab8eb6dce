/// Why a text could not be read as a value: where (line and column), what was expected and
/// what was found, with the offending line and a caret under the spot.
///
/// ```
/// 1:9: unknown case `serchChanged` of Action; did you mean `searchChanged`?
///   .serchChanged("uni")
///    ^
/// ```
public struct LiteralError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, counted in characters.
    public let column: Int
    /// What was wrong, in one sentence.
    public let message: String
    /// Close valid spellings, when there are any: "did you mean `searchTextChanged`?".
    public let suggestion: String?
    /// The line of text the error is on.
    public let sourceLine: String

    package init(text: String, offset: Int, message: String, suggestion: String? = nil) {
        let utf8 = Array(text.utf8)
        let clamped = min(max(0, offset), utf8.count)
        var lineStart = 0
        var line = 1
        for position in 0..<clamped where utf8[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        var lineEnd = clamped
        while lineEnd < utf8.count, utf8[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        self.line = line
        column = String(decoding: utf8[lineStart..<clamped], as: UTF8.self).count + 1
        sourceLine = String(decoding: utf8[lineStart..<lineEnd], as: UTF8.self)
        self.message = message
        self.suggestion = suggestion
    }

    /// `line:column: message; suggestion`, on one line.
    public var summary: String {
        "\(line):\(column): \(message)" + (suggestion.map { "; \($0)" } ?? "")
    }

    /// The summary, then the source line with a caret under the column.
    public var description: String {
        guard !sourceLine.isEmpty else { return summary }
        let shown = sourceLine.count > 200 ? String(sourceLine.prefix(200)) + "…" : sourceLine
        let caret = column <= 201 ? String(repeating: " ", count: column - 1) + "^" : ""
        return "\(summary)\n  \(shown)\n  \(caret)"
    }
}
