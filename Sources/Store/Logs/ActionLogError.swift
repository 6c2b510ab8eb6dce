/// Why a log could not be written, read or replayed, and where.
public struct ActionLogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The file cannot be opened, created or written.
        case unavailable
        /// The file to write exists already, and was left as it is.
        case exists
        /// A line is not a valid entry, or the header is missing or of another version.
        case damaged
        /// Replaying the log did not give what it recorded.
        case diverged
    }

    /// What went wrong.
    public let kind: Kind
    /// The line it went wrong on, from 1; `nil` when it is about the whole file.
    public let line: Int?
    /// What went wrong, in a sentence (a diff may follow on further lines).
    public let message: String

    package init(kind: Kind, line: Int?, message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }

    /// The message, after `line N: ` when it is about one line.
    public var description: String {
        line.map { "line \($0): \(message)" } ?? message
    }
}
