/// The action log format: UTF-8 text, one entry a line, readable in any editor and diffable.
///
/// ```
/// action-log 4
/// % layout calendar
/// start
/// > .increment
/// ~ 8c2f0e4b7d1a9c33
/// > .factTapped
/// @ 0.25
/// < .factLoaded("1 is a number")
/// ~ 27d0c1f3a9e84b10
/// = (count: 1, fact: "1 is a number")
/// # a comment; blank lines are allowed too
/// ```
///
/// `start` alone says the session began from the app's own initial state for the log's
/// settings, which a replay re-derives from the code (so a state field added later takes its
/// default); `start` followed by a state gives that state itself. `>` is an action the user sent, `<` an action an
/// effect fed back, `=` a checkpoint of the whole state and `~` a checkpoint by checksum (of
/// the state's canonical text), with `running N` after it when effects still ran; from
/// version 3 a `~` without it says none did. `@` says when the next entries happened, in seconds on the
/// store's clock since the session began (written only when a clock was given, and only when
/// the time moved). `%` records a setting of the front that changes what is shown (a layout,
/// a data source; never a secret). A later `start` restarts the session from the state it
/// holds: what a front writes when the user undoes or jumps back in history. Every line ends
/// with a newline (CRLF reads too); a last line without one was cut off and is reported as
/// damaged. Version 1 logs (no `@` or `%`), version 2 logs (whose `~` lines say nothing of
/// what runs) and version 3 logs (no `start` alone) still read.
///
/// The user's actions (`>` lines) are the source of truth: everything else derives from them
/// and the app's code, and `update` re-derives it (see ``update(_:reducer:initialState:clock:strictness:timeout:)``).
public enum ActionLog {
    /// The format version this library writes; it reads this one and older.
    public static let version = 4
    /// The header line's first word.
    static let magic = "action-log"
    /// The longest line a reader accepts, in bytes.
    public static let maximumLineLength = LiteralLimits.maximumLength + 16

    /// The first line of every log.
    public static var header: String { "\(magic) \(version)" }

    /// The line for an action: `> ` and the action when the user sent it, `< ` when an effect did.
    public static func line<Action: Encodable>(_ action: Action, from origin: ActionOrigin) throws -> String {
        (origin == .user ? "> " : "< ") + (try LiteralText.encode(action))
    }

    /// The line that starts, or restarts, a session from `state`.
    public static func line<State: Encodable>(start state: State) throws -> String {
        "start " + (try LiteralText.encode(state))
    }

    /// The line that starts, or restarts, a session from the app's initial state for the
    /// log's settings: `start` alone.
    public static let startFromSettings = "start"

    /// The line of a checkpoint of the whole state.
    public static func line<State: Encodable>(checkpoint state: State) throws -> String {
        "= " + (try LiteralText.encode(state))
    }

    /// The line of a checkpoint by checksum, taken when `running` effects were still running
    /// (a timer): `~ 3f2a…`, or `~ 3f2a… running 1`.
    ///
    /// A strict pure replay reads "nothing running" as a promise: no effect can send an action
    /// between it and the next user action.
    public static func line<State: Encodable>(checksumOf state: State, running: Int = 0) throws -> String {
        "~ " + (try checksum(of: state)) + (running > 0 ? " running \(running)" : "")
    }

    /// The line that says when the next entries happened: seconds since the session began.
    public static func line(time: Duration) -> String {
        let (seconds, attoseconds) = time.components
        let millis = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        let fraction = millis % 1000
        var text = "@ \(millis / 1000)"
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// The line of a front's setting, such as `% layout calendar`.
    public static func line(setting name: String, _ value: String) -> String {
        "% \(name) \(value)"
    }

    /// The lines of a comment: one for each line of `text`.
    public static func lines(comment text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
    }

    /// The short checksum of a state that a `~` checkpoint holds: FNV-1a (64-bit) of its
    /// canonical text, as 16 hex digits.
    public static func checksum<State: Encodable>(of state: State) throws -> String {
        var hash = FNV1a()
        try FastEncoding.withText(of: state) { hash.add($0) }
        return hash.hex
    }

    static func checksum(text: String) -> String {
        var hash = FNV1a()
        hash.add(text)
        return hash.hex
    }
}

/// The 64-bit FNV-1a hash of some bytes.
struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }

    /// The hash as 16 lower-case hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// One entry of an action log, with the line it stands on.
public enum ActionLogEntry<State, Action> {
    /// The state the session started from; after the first entry, the state it restarted from.
    case start(State)
    /// The session started, or restarted, from the app's initial state for the log's settings
    /// (`start` alone): the replaying program supplies it.
    case startFromSettings
    /// An action the user sent.
    case user(Action)
    /// An action an effect fed back.
    case effect(Action)
    /// The whole state at this point.
    case checkpoint(State)
    /// The checksum of the state's canonical text at this point, and how many effects were
    /// still running then.
    case checksum(String, running: Int)
    /// When the next entries happened: this long after the session began, on the store's clock.
    case time(Duration)
    /// A setting of the front that recorded the log (`% layout calendar`).
    case setting(name: String, value: String)
}

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

    public var description: String {
        line.map { "line \($0): \(message)" } ?? message
    }
}
