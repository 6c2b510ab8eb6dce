import Store

/// The parsing that commands share: each turns a typed argument into a value or a message
/// that says what was expected.
enum Arguments {
    /// A whole number in `range`, e.g. a row.
    static func number(_ text: String, command: String, what: String, in range: ClosedRange<Int>) throws(CommandError) -> Int {
        guard !text.isEmpty else {
            throw CommandError("`\(command)` needs \(what), like `\(command) \(range.lowerBound)`")
        }
        guard let value = Int(text) else {
            throw CommandError("`\(command)` needs \(what), but `\(text)` is not a number")
        }
        guard range.contains(value) else {
            throw CommandError("`\(command) \(value)`: \(what) must be between \(range.lowerBound) and \(range.upperBound)")
        }
        return value
    }

    /// A year with four digits.
    static func year(_ text: String, command: String) throws(CommandError) -> Int {
        guard let year = Years.parse(text) else {
            if text.isEmpty { throw CommandError("`\(command)` needs a year, like `\(command) 2027`") }
            throw CommandError("`\(command)` needs a year with four digits, like 2027, but got \(text.echoed("`", "`"))")
        }
        return year
    }
}
