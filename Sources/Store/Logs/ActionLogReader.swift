import StoreCore

/// Reads an action log entry by entry, streaming: memory does not grow with the log's length.
///
/// A damaged line throws an ``ActionLogError`` naming it; nothing after it is read.
///
/// ```swift
/// let reader = try ActionLogReader<Counter.State, Counter.Action>(
///     path: "session.log"
/// )
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

    /// The next entry and its line number, or `nil` at the end of the log. Comments and blank
    /// lines are skipped.
    public func next() throws(ActionLogError) -> (line: Int, entry: ActionLogEntry<State, Action>)? {
        guard let raw = try nextRaw() else { return nil }
        return (lines.lineNumber, entry(raw))
    }

    /// The entry for `raw`, the last one ``nextRaw()`` read, with its value moved out of its slot.
    func entry(_ raw: RawLogEntry) -> ActionLogEntry<State, Action> {
        switch raw {
        case .start: .start(state.take())
        case .startFromSettings: .startFromSettings
        case .user: .user(action.take())
        case .effect: .effect(action.take())
        case .checkpoint: .checkpoint(state.take())
        case .checksum(let sum, let running): .checksum(sum, running: running)
        case .time(let time): .time(time)
        case .setting(let name, let value): .setting(name: name, value: value)
        case .comment(let text): .comment(text)
        }
    }

    /// The number of the line the last entry was on.
    package var lineNumber: Int { lines.lineNumber }

    /// The action of the last `.user` or `.effect` entry ``nextRaw()`` read.
    let action = Slot<Action>()
    /// The state of the last `.start` or `.checkpoint` entry ``nextRaw()`` read.
    let state = Slot<State>()
    /// The actions replays decoded already, when an explorer shares them (``DecodedActionsScope``).
    private let decodedActions = DecodedActionsScope.current as? DecodedActions<Action>

    /// How the reader treats a line: as ``next()`` does (comments skipped, every action and
    /// state decoded into its slot), or as an update does (comments returned, actions and
    /// states left as text in ``body`` until ``decodeBody()`` is asked).
    package enum Reading {
        case entries, lines
    }

    /// How this reader reads.
    package var reading = Reading.entries
    /// Whether reading stopped at a last line that the file ends in the middle of.
    private(set) var endsCutOff = false
    /// The body of the last action or state line, when reading `.lines`.
    private(set) var body = ""
    private var bodyKind = LogLineKind.comment

    /// The next entry, or `nil` at the end of the log.
    package func nextRaw() throws(ActionLogError) -> RawLogEntry? {
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

    /// Decodes the last action or state line read in `.lines` mode into its slot.
    func decodeBody() throws(ActionLogError) {
        var text = body
        let prefix = bodyKind == .start ? 6 : 2
        let result: Result<Void, ActionLogError> = text.withUTF8 { bytes in
            do throws(ActionLogError) {
                return .success(try decode(bytes, kind: bodyKind, prefixLength: prefix))
            } catch {
                return .failure(error)
            }
        }
        if case .failure(let error) = result {
            throw ActionLogError(kind: error.kind, line: error.line ?? lines.lineNumber, message: error.message)
        }
    }

    private func parse(_ line: UnsafeBufferPointer<UInt8>, complete: Bool) throws(ActionLogError) -> RawLogEntry? {
        // A line saved with Windows line endings ends in a carriage return: it is not the entry's.
        let bytes = line.last == UInt8(ascii: "\r") ? UnsafeBufferPointer(rebasing: line.dropLast()) : line
        guard complete else {
            endsCutOff = true
            throw ActionLogError(kind: .damaged, line: nil, message: "the log ends in the middle of this line (it has no newline); it was cut off")
        }
        guard let (kind, prefixLength) = LogLineKind.of(bytes) else {
            let shown = String(decoding: bytes.prefix(20), as: UTF8.self)
            throw ActionLogError(kind: .damaged, line: nil, message: LogLineKind.expected + ", found `\(shown)`")
        }
        let bodyBytes = UnsafeBufferPointer(rebasing: bytes[prefixLength...])
        if kind.holdsValue {
            if reading == .lines {
                body = String(decoding: bodyBytes, as: UTF8.self)
                bodyKind = kind
            } else {
                try decode(bodyBytes, kind: kind, prefixLength: prefixLength)
            }
        }
        switch kind {
        case .comment: return reading == .lines ? .comment(String(decoding: bytes, as: UTF8.self)) : nil
        case .startFromSettings:
            guard version >= 4 else {
                throw ActionLogError(kind: .damaged, line: nil, message: "`start` alone (the app's initial state) is read from format version 4 on; this log says \(version)")
            }
            return .startFromSettings
        case .start: return .start
        case .user: return .user
        case .effect: return .effect
        case .checkpoint: return .checkpoint
        case .checksum:
            let (sum, running) = try LogLineKind.checksum(String(decoding: bodyBytes, as: UTF8.self))
            return .checksum(sum, running: running)
        case .time: return .time(try LogLineKind.time(String(decoding: bodyBytes, as: UTF8.self)))
        case .setting:
            let (name, value) = try LogLineKind.setting(String(decoding: bodyBytes, as: UTF8.self))
            return .setting(name: name, value: value)
        }
    }

    /// Decodes an action or a state from `bytes` into its slot.
    private func decode(_ bytes: UnsafeBufferPointer<UInt8>, kind: LogLineKind, prefixLength: Int) throws(ActionLogError) {
        do {
            switch kind {
            case .user, .effect:
                if let decodedActions { try decodedActions.decode(bytes, into: action) } else { try action.decode(utf8: bytes) }
            default: try state.decode(utf8: bytes)
            }
        } catch {
            let column = error.line == 1 ? error.column + prefixLength : error.column
            let hint = if kind == .user && error.suggestion == nil && error.message.hasPrefix("unknown case") {
                "; a case renamed in the code is migrated with `replay FILE --rename OLD=NEW` (ActionLog.rename)"
            } else if kind != .user && kind != .effect && error.message.hasPrefix("missing") {
                "; if the state gained a field since, `replay FILE --update` (ActionLog.update) re-derives the log from its user actions"
            } else {
                ""
            }
            throw ActionLogError(
                kind: .damaged, line: nil,
                message: "column \(column): \(error.message)" + (error.suggestion.map { "; \($0)" } ?? "") + hint
            )
        }
    }
}

/// An entry as replay reads it, with its action or state left in the reader's ``ActionLogReader/action``
/// or ``ActionLogReader/state``: ``ActionLogEntry`` without its payload. Not generic (not even
/// nested in the generic reader), so that reading one costs no metadata look-up; in code
/// generic over the log's types, each `ActionLogEntry<State, Action>` made or matched costs one.
package enum RawLogEntry {
    case start, startFromSettings, user, effect, checkpoint
    case checksum(String, running: Int)
    case time(Duration)
    case setting(name: String, value: String)
    case comment(String)
}
