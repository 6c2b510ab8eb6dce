/// Reads an action log entry by entry, streaming: memory does not grow with the log's length.
///
/// A damaged line throws an ``ActionLogError`` naming it; nothing after it is read.
///
/// ```swift
/// let reader = try ActionLogReader<Counter.State, Counter.Action>(path: "session.log")
/// while let (line, entry) = try reader.next() { print(line, entry) }
/// ```
public final class ActionLogReader<State: Decodable, Action: Decodable> {
    private let lines: LineReader
    private var failed = false
    /// The format version the log's header names.
    public private(set) var version = ActionLog.version

    /// Opens the log at `path` and checks its header.
    public init(path: String) throws(ActionLogError) {
        lines = try LineReader(path: path, maximumLength: ActionLog.maximumLineLength)
        let header = try lines.nextLine().map { bytes, complete in
            var text = Substring(String(decoding: bytes, as: UTF8.self))
            if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
            if text.hasSuffix("\r") { text = text.dropLast() }
            return (String(text), complete)
        }
        guard let (text, complete) = header, complete else {
            throw ActionLogError(kind: .damaged, line: 1, message: "the log is empty; expected the header `\(ActionLog.magic) \(ActionLog.version)`")
        }
        let words = text.split(separator: " ")
        guard words.count == 2, words[0] == ActionLog.magic, let version = Int(words[1]) else {
            throw ActionLogError(
                kind: .damaged, line: 1,
                message: "this is not an action log: expected the header `\(ActionLog.magic) \(ActionLog.version)`, found `\(text.prefix(60))`"
            )
        }
        self.version = version
        guard version <= ActionLog.version else {
            throw ActionLogError(
                kind: .damaged, line: 1,
                message: "this log is format version \(version); this program reads version \(ActionLog.version) and older"
            )
        }
    }

    /// The next entry and its line number, or `nil` at the end of the log.
    public func next() throws(ActionLogError) -> (line: Int, entry: ActionLogEntry<State, Action>)? {
        guard let raw = try nextRaw() else { return nil }
        let entry: ActionLogEntry<State, Action> = switch raw {
        case .start: .start(state.take())
        case .startFromSettings: .startFromSettings
        case .user: .user(action.take())
        case .effect: .effect(action.take())
        case .checkpoint: .checkpoint(state.take())
        case .checksum(let sum, let running): .checksum(sum, running: running)
        case .time(let time): .time(time)
        case .setting(let name, let value): .setting(name: name, value: value)
        }
        return (lines.lineNumber, entry)
    }

    /// The number of the line the last entry was on.
    var lineNumber: Int { lines.lineNumber }

    /// The action of the last `.user` or `.effect` entry ``nextRaw()`` read.
    let action = Slot<Action>()
    /// The state of the last `.start` or `.checkpoint` entry ``nextRaw()`` read.
    let state = Slot<State>()

    /// The next entry, or `nil` at the end of the log.
    func nextRaw() throws(ActionLogError) -> RawLogEntry? {
        guard !failed else { return nil }
        do {
            while let (bytes, complete) = try lines.nextLine() {
                if let entry = try parse(bytes, complete: complete) { return entry }
            }
            return nil
        } catch {
            failed = true
            throw ActionLogError(kind: error.kind, line: error.line ?? lines.lineNumber, message: error.message)
        }
    }

    private func parse(_ line: UnsafeBufferPointer<UInt8>, complete: Bool) throws(ActionLogError) -> RawLogEntry? {
        // A line saved with Windows line endings ends in a carriage return: it is not the entry's.
        let bytes = line.last == UInt8(ascii: "\r") ? UnsafeBufferPointer(rebasing: line.dropLast()) : line
        guard complete else {
            throw ActionLogError(kind: .damaged, line: nil, message: "the log ends in the middle of this line (it has no newline); it was cut off")
        }
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "#") { return nil }
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return nil }
        if bytes.elementsEqual(ActionLog.startFromSettings.utf8) {
            guard version >= 4 else {
                throw ActionLogError(kind: .damaged, line: nil, message: "`start` alone (the app's initial state) is read from format version 4 on; this log says \(version)")
            }
            return .startFromSettings
        }
        let prefixLength: Int
        if bytes.count >= 2, bytes[1] == UInt8(ascii: " "), Self.isPrefix(first) {
            prefixLength = 2
        } else if bytes.starts(with: "start ".utf8) {
            prefixLength = 6
        } else {
            let shown = String(decoding: bytes.prefix(20), as: UTF8.self)
            throw ActionLogError(
                kind: .damaged, line: nil,
                message: "expected an entry starting with `start `, `> `, `< `, `= `, `~ `, `@ `, `% ` or `#`, found `\(shown)`"
            )
        }
        let bodyBytes = UnsafeBufferPointer(rebasing: bytes[prefixLength...])
        do {
            // Actions and states are decoded from the bytes, into their slots.
            switch first {
            case UInt8(ascii: ">"): try action.decode(utf8: bodyBytes); return .user
            case UInt8(ascii: "<"): try action.decode(utf8: bodyBytes); return .effect
            case UInt8(ascii: "="): try state.decode(utf8: bodyBytes); return .checkpoint
            case UInt8(ascii: "s"): try state.decode(utf8: bodyBytes); return .start
            default: break
            }
            let body = String(decoding: bodyBytes, as: UTF8.self)
            switch first {
            case UInt8(ascii: "~"):
                let parts = body.split(separator: " ", omittingEmptySubsequences: false)
                guard let hash = parts.first, hash.utf8.count == 16,
                      hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
                    throw ActionLogError(kind: .damaged, line: nil, message: "expected a checksum of 16 lower-case hex digits after `~ `, found `\(body.prefix(40))`")
                }
                guard parts.count > 1 else { return .checksum(String(hash), running: 0) }
                guard parts.count == 3, parts[1] == "running", let running = Int(parts[2]), running > 0,
                      parts[2].allSatisfy(\.isASCIIDigit) else {
                    throw ActionLogError(kind: .damaged, line: nil, message: "expected `running N` (effects still running) after the checksum, found `\(parts.dropFirst().joined(separator: " ").prefix(40))`")
                }
                return .checksum(String(hash), running: running)
            case UInt8(ascii: "@"):
                guard let time = Self.parseTime(body) else {
                    throw ActionLogError(kind: .damaged, line: nil, message: "expected seconds after `@ ` (such as `@ 1.25`), found `\(body.prefix(40))`")
                }
                return .time(time)
            default:
                // `% `: the one prefix left.
                let parts = body.split(separator: " ", maxSplits: 1)
                guard parts.count == 2 else {
                    throw ActionLogError(kind: .damaged, line: nil, message: "expected a name and a value after `% ` (such as `% layout calendar`), found `\(body.prefix(40))`")
                }
                return .setting(name: String(parts[0]), value: String(parts[1]))
            }
        } catch let error as LiteralError {
            let column = error.line == 1 ? error.column + prefixLength : error.column
            throw ActionLogError(
                kind: .damaged, line: nil,
                message: "column \(column): \(error.message)" + (error.suggestion.map { "; \($0)" } ?? "")
            )
        } catch let error as ActionLogError {
            throw error
        } catch {
            throw ActionLogError(kind: .damaged, line: nil, message: "\(error)")
        }
    }

    /// Whether `byte` is one of the one-character prefixes, `>=<~@%`.
    private static func isPrefix(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "%"): true
        default: false
        }
    }

    /// Seconds with up to three decimals, as ``ActionLog/line(time:)`` writes them.
    static func parseTime(_ text: String) -> Duration? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 9, whole.allSatisfy(\.isASCIIDigit),
              let seconds = Int64(whole) else { return nil }
        var millis: Int64 = 0
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.count <= 3, fraction.allSatisfy(\.isASCIIDigit),
                  let value = Int64(fraction + String(repeating: "0", count: 3 - fraction.count)) else { return nil }
            millis = value
        }
        return .seconds(seconds) + .milliseconds(millis)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// An entry as replay reads it, with its action or state left in the reader's ``ActionLogReader/action``
/// or ``ActionLogReader/state``. Not generic (not even nested in the generic reader), so that
/// reading one costs no metadata look-up; in code generic over the log's types, each
/// `ActionLogEntry<State, Action>` made or matched costs one.
enum RawLogEntry {
    case start, startFromSettings, user, effect, checkpoint
    case checksum(String, running: Int)
    case time(Duration)
    case setting(name: String, value: String)
}
