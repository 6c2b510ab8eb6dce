/// Trimming and padding text for columns, the one home of these rules in the package.
///
/// ```swift
/// String(7).leftPadded(to: 4)          // "   7"
/// String(7).leftPadded(to: 2, with: "0") // "07"
/// "  year 2027 ".trimmed               // "year 2027"
/// ```
extension StringProtocol {
    /// The text without white space (spaces, tabs, line breaks) at either end.
    package var trimmed: SubSequence {
        var text = self[...]
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }

    /// The text without spaces at its end, as a rendered row should be.
    package var withoutTrailingSpaces: SubSequence {
        var text = self[...]
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The text with `fill` added before it up to `width` characters; longer text is kept whole.
    package func leftPadded(to width: Int, with fill: Character = " ") -> String {
        String(repeating: fill, count: Swift.max(0, width - count)) + self
    }

    /// The text with spaces added after it up to `width` characters; longer text is kept whole.
    package func rightPadded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
