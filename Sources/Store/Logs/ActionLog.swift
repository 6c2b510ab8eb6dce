import StoreSupport
import StoreText
import StoreCore

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
/// ```
///
/// Every line is described once, in <doc:ActionLogFormat>. The user's actions (`>` lines) are
/// the source of truth: everything else derives from them and the app's code, and
/// ``update(_:reducer:initialState:clock:strictness:timeout:withDependencies:)`` re-derives it.
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
        try line(for: ActionLogEntry<State, Never>.checksum(checksum(of: state), running: running))
    }

    /// The line of any entry: the one place the format's lines are spelled. A comment stands as
    /// it is when it is blank or starts with `#`, and gets `# ` before it otherwise.
    public static func line<State: Encodable, Action: Encodable>(for entry: ActionLogEntry<State, Action>) throws -> String {
        switch entry {
        case .start(let state): try line(start: state)
        case .startFromSettings: startFromSettings
        case .user(let action): try line(action, from: .user)
        case .effect(let action): try line(action, from: .effect)
        case .checkpoint(let state): try line(checkpoint: state)
        case .checksum(let sum, let running): "~ " + sum + (running > 0 ? " running \(running)" : "")
        case .time(let time): line(time: time)
        case .setting(let name, let value): line(setting: name, value)
        case .comment(let text): LogLineKind.isComment(text.utf8) ? text : "# " + text
        }
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

    /// Whether the log at `path` says when its entries happened (`@` lines): such a log replays
    /// live on a ``/StoreCore/TestClock``, moved as the session's time moved, in no time at all; one without
    /// them can only replay in real time. `false` when it cannot be read.
    package static func carriesTimes(_ path: String) -> Bool {
        guard let bytes = POSIXFile.contents(of: path) else { return false }
        return bytes.split(separator: UInt8(ascii: "\n")).contains { LogLineKind.of($0)?.kind == .time }
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
package struct FNV1a {
    package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    package init() {}

    package mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
    }

    package mutating func add(_ text: Substring) {
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
    /// A comment or a blank line, as it stands (`# recorded on a Tuesday`). Replays skip them;
    /// the console's log and ``ActionLog/update(_:reducer:initialState:clock:strictness:timeout:withDependencies:)`` keep them.
    case comment(String)
}

/// What kind of entry a line is, told from its first bytes alone (no action or state is
/// decoded), and where its body starts. With ``ActionLog/line(for:)`` this is the format's one
/// home: the writer, the reader, the update and the rename all go through the two.
enum LogLineKind: Equatable {
    case start, startFromSettings, user, effect, checkpoint, checksum, time, setting, comment

    /// The kind of `bytes` (a line without its newline) and the offset of its body, or `nil`
    /// when it is no entry.
    @inline(__always)
    static func of(_ bytes: some Collection<UInt8>) -> (kind: LogLineKind, body: Int)? {
        guard let first = bytes.first else { return (.comment, 0) }
        // The one-character prefixes first: nearly every line has one.
        if bytes.dropFirst().first == UInt8(ascii: " ") {
            switch first {
            case UInt8(ascii: ">"): return (.user, 2)
            case UInt8(ascii: "<"): return (.effect, 2)
            case UInt8(ascii: "="): return (.checkpoint, 2)
            case UInt8(ascii: "~"): return (.checksum, 2)
            case UInt8(ascii: "@"): return (.time, 2)
            case UInt8(ascii: "%"): return (.setting, 2)
            default: break
            }
        }
        if isComment(bytes) { return (.comment, 0) }
        if bytes.elementsEqual(ActionLog.startFromSettings.utf8) { return (.startFromSettings, bytes.count) }
        if bytes.starts(with: "start ".utf8) { return (.start, 6) }
        return nil
    }

    /// Whether a line is a comment or blank: it starts with `#`, or holds only spaces and tabs.
    static func isComment(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.first == UInt8(ascii: "#") || bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Whether the body of a line of this kind is an action or a state.
    var holdsValue: Bool {
        switch self {
        case .start, .user, .effect, .checkpoint: true
        default: false
        }
    }

    /// What a line that is no entry was expected to be.
    static let expected = "expected an entry starting with `start`, `> `, `< `, `= `, `~ `, `@ `, `% ` or `#`"

    /// The body of a `~` line: a checksum, and `running N` when effects still ran.
    static func checksum(_ body: String) throws(ActionLogError) -> (sum: String, running: Int) {
        let parts = body.split(separator: " ", omittingEmptySubsequences: false)
        guard let hash = parts.first, hash.utf8.count == 16,
              hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw ActionLogError(kind: .damaged, line: nil, message: "expected a checksum of 16 lower-case hex digits after `~ `, found `\(body.prefix(40))`")
        }
        guard parts.count > 1 else { return (String(hash), 0) }
        guard parts.count == 3, parts[1] == "running", let running = Int(parts[2]), running > 0,
              parts[2].utf8.allSatisfy({ (48...57).contains($0) }) else {
            throw ActionLogError(kind: .damaged, line: nil, message: "expected `running N` (effects still running) after the checksum, found `\(parts.dropFirst().joined(separator: " ").prefix(40))`")
        }
        return (String(hash), running)
    }

    /// The body of an `@` line: seconds with up to three decimals, as ``ActionLog/line(time:)`` writes them.
    static func time(_ body: String) throws(ActionLogError) -> Duration {
        guard let time = parseTime(body) else {
            throw ActionLogError(kind: .damaged, line: nil, message: "expected seconds after `@ ` (such as `@ 1.25`), found `\(body.prefix(40))`")
        }
        return time
    }

    static func parseTime(_ text: String) -> Duration? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits: (Substring) -> Bool = { $0.utf8.allSatisfy { (48...57).contains($0) } }
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 9, digits(whole),
              let seconds = Int64(whole) else { return nil }
        var millis: Int64 = 0
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.count <= 3, digits(fraction),
                  let value = Int64(fraction + String(repeating: "0", count: 3 - fraction.count)) else { return nil }
            millis = value
        }
        return .seconds(seconds) + .milliseconds(millis)
    }

    /// The body of a `%` line: a name and a value.
    static func setting(_ body: String) throws(ActionLogError) -> (name: String, value: String) {
        let parts = body.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else {
            throw ActionLogError(kind: .damaged, line: nil, message: "expected a name and a value after `% ` (such as `% layout calendar`), found `\(body.prefix(40))`")
        }
        return (String(parts[0]), String(parts[1]))
    }
}
