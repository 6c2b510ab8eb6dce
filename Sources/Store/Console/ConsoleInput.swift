import StoreSupport
import StoreText
import StoreCore

/// One line of input, classified: a pure function of the text.
package enum ConsoleInput: Equatable {
    /// Nothing but spaces, or a comment: `# …`, as logs have them.
    case empty
    /// `:name argument`.
    case meta(name: String, argument: String)
    /// `.case(...)`: an action in the text syntax; `caseName` is the name after the dot.
    case literal(text: String, caseName: String)
    /// `name argument`: a command of the screen on top.
    case command(name: String, argument: String)

    /// The longest line taken, in bytes: far more than any command or action needs.
    package static let maximumLength = 1 << 20

    /// Reads a line; leading and trailing spaces are ignored, and the argument is the rest of
    /// the line after the name and its spaces.
    package static func parse(_ line: String) -> ConsoleInput {
        let text = line.trimmed
        guard let first = text.first, first != "#" else { return .empty }
        if first == "." {
            return .literal(text: String(text), caseName: LiteralSpelling.leadingName(text.dropFirst()))
        }
        let body = first == ":" ? text.dropFirst() : text
        let name = body.prefix { !$0.isWhitespace }
        let argument = body.dropFirst(name.count).trimmed
        if first == ":" { return .meta(name: String(name), argument: String(argument)) }
        return .command(name: String(name), argument: String(argument))
    }
}
