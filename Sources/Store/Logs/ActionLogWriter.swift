import StoreSupport
import StoreText
import StoreCore

/// Appends entries to an action log as they happen; each is written to the file before the
/// call returns, so a killed process loses nothing it had already logged.
///
/// A file that exists already is never replaced unless the mode says so.
///
/// ```swift
/// let log = try ActionLogWriter(
///     path: "session.log", startState: store.state
/// )
/// store.observeActions { origin, action in
///     try? log.append(action, from: origin)
/// }
/// ```
public final class ActionLogWriter {
    /// What to do with a file that is already there.
    public enum Mode: Sendable {
        /// Refuse it (``ActionLogError/Kind-swift.enum/exists``): a log is never lost by accident.
        case createNew
        /// Replace it.
        case replace
        /// Continue it: the session restarts there from the new start state.
        case append
    }

    private let descriptor: Int32
    /// The file being written.
    public let path: String
    /// The file being written, whatever path names it now.
    package var file: FileIdentity? { POSIXFile.identity(of: descriptor) }
    /// How many lines have been written.
    public private(set) var lineCount = 0
    private var stamps = LogTimeStamps(elapsed: nil)

    /// Opens the file at `path` as `mode` says, and writes the header (for a new file), the
    /// front's `settings` (`% name value` lines) and the start state.
    public convenience init<State: Encodable>(
        path: String,
        startState: State,
        mode: Mode = .createNew,
        settings: [(name: String, value: String)] = []
    ) throws {
        try self.init(path: path, startLine: ActionLog.line(start: startState), mode: mode, settings: settings)
    }

    /// Opens the file at `path` as `mode` says, and writes the header (for a new file), the
    /// front's `settings`, and `start` alone: the session starts from the app's initial state
    /// for those settings, which a replay re-derives from the code.
    public convenience init(path: String, mode: Mode = .createNew, settings: [(name: String, value: String)] = []) throws {
        try self.init(path: path, startLine: ActionLog.startFromSettings, mode: mode, settings: settings)
    }

    init(path: String, startLine: String, mode: Mode, settings: [(name: String, value: String)], preamble: [LogComment] = []) throws {
        self.path = path
        if mode == .append {
            let reader: ActionLogReader<Never, Never>? = try? ActionLogReader(path: path)
            guard reader != nil || !POSIXFile.exists(path) else {
                throw ActionLogError(kind: .damaged, line: 1, message: "cannot append to \(path): it is not an action log this program reads")
            }
            if let bytes = POSIXFile.contents(of: path), let last = bytes.last, last != UInt8(ascii: "\n") {
                throw ActionLogError(kind: .damaged, line: nil, message: "cannot append to \(path): its last line was cut off")
            }
        }
        let fresh = mode != .append || !POSIXFile.exists(path)
        let how: POSIXFile.OpenMode = switch mode {
        case .createNew: .createNew
        case .replace: .replace
        case .append: .append
        }
        let opened = POSIXFile.open(path, how)
        guard let opened else {
            descriptor = -1
            if POSIXFile.lastFailureWasExists {
                throw ActionLogError(kind: .exists, line: nil, message: "\(path) exists already; it was left as it is (append to it or replace it explicitly)")
            }
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot write the log \(path): \(POSIXFile.reason)")
        }
        descriptor = opened
        // On a failure here the instance is released and `deinit` closes the file: closing it
        // here too could close a descriptor that another thread has opened since.
        if fresh { try writeLine(ActionLog.header) }
        for line in LogComment.head(settings: settings, comments: preamble) { try writeLine(line) }
        try writeLine(startLine)
    }

    /// Stamps later entries with the time on `clock` since now: an `@` line before an entry
    /// whenever the clock has moved, so a live replay on a ``/StoreCore/TestClock`` can move time as the
    /// session did.
    public func timestamps<C: Clock>(from clock: C) where C.Duration == Duration {
        stamps = LogTimeStamps(on: clock)
    }

    deinit {
        if descriptor >= 0 { POSIXFile.close(descriptor) }
    }

    /// Appends an action: `>` when the user sent it, `<` when an effect did.
    public func append<Action: Encodable>(_ action: Action, from origin: ActionOrigin) throws {
        try stamp()
        try writeLine(ActionLog.line(action, from: origin))
    }

    /// Appends a restart: the session goes on from `state` (an undo, a jump in history).
    public func restart<State: Encodable>(from state: State) throws {
        try writeLine(ActionLog.line(start: state))
    }

    /// Appends a checkpoint of the whole state.
    public func checkpoint<State: Encodable>(_ state: State) throws {
        try stamp()
        try writeLine(ActionLog.line(checkpoint: state))
    }

    /// Appends a checkpoint by checksum of the store's state (one short line, for large
    /// states), with how many of its effects still run.
    ///
    /// Write one after each user action has settled (`await store.send(.tapped).finish()`):
    /// a strict pure replay then knows that no effect can send anything until the next user
    /// action, and catches a deleted or moved line.
    @MainActor
    public func checksum<State: Encodable, Action>(of store: Store<State, Action>) throws {
        try stamp()
        try writeLine(ActionLog.line(checksumOf: store.state, running: store.liveEffectCount))
    }

    /// Appends a comment; line breaks in `text` become separate comment lines.
    public func comment(_ text: String) throws {
        for line in ActionLog.lines(comment: text) { try writeLine(line) }
    }

    /// Appends a line already in the log's format (a front's own entries, kept in memory first).
    package func write(line: String) throws {
        try writeLine(line)
    }

    private func stamp() throws {
        if let time = stamps.next() { try writeLine(ActionLog.line(time: time)) }
    }

    private func writeLine(_ text: String) throws {
        let line = text + "\n"
        let ok = POSIXFile.write(descriptor, line)
        guard ok else {
            throw ActionLogError(kind: .unavailable, line: lineCount + 1, message: "cannot write to the log \(path): \(POSIXFile.reason)")
        }
        lineCount += 1
    }

}

/// The one rule for `@` lines: before an entry, the time since the session began on its clock,
/// written only when a clock is given and only when the time moved since the last `@`.
struct LogTimeStamps {
    private let elapsed: (() -> Duration)?
    /// For what effects send, when it differs from ``elapsed``: the time the effects saw.
    private let effectElapsed: (() -> Duration?)?
    private var last = Duration.zero

    init(elapsed: (() -> Duration)?, effectElapsed: (() -> Duration?)? = nil) {
        self.elapsed = elapsed
        self.effectElapsed = effectElapsed
    }

    /// Stamps from now on `clock`.
    init<C: Clock>(on clock: C) where C.Duration == Duration {
        let start = clock.now
        self.init(elapsed: { start.duration(to: clock.now) })
    }

    /// The time to write in an `@` line before the next entry, if it moved, to the
    /// millisecond the line holds: what a replay reads back is exactly what was stamped.
    mutating func next(forEffect: Bool = false) -> Duration? {
        guard let elapsed else { return nil }
        let time: Duration
        if forEffect, let effectElapsed {
            guard let woke = effectElapsed() else { return nil }
            time = woke
        } else {
            time = elapsed()
        }
        let (seconds, attoseconds) = time.components
        let now = Duration.seconds(seconds) + .milliseconds(attoseconds / 1_000_000_000_000_000)
        guard now > last else { return nil }
        last = now
        return now
    }

    /// Takes `time` as stamped already: an `@` line written as it stood (an update keeps the
    /// log's own), so the next entry at that time gets no second one.
    mutating func stamped(_ time: Duration) {
        last = max(last, time)
    }

    /// Whether an `@` line for `time` would say nothing new: the last one said it, or later.
    func says(_ time: Duration) -> Bool { time <= last }
}

/// A comment above a log's start, and how many of the log's `%` settings stand before it, so
/// that an updated log keeps it where it was among them.
package struct LogComment: Sendable {
    package let afterSettings: Int
    package let text: String

    package init(afterSettings: Int, text: String) {
        self.afterSettings = afterSettings
        self.text = text
    }

    /// The lines between the header and the start: the settings, each comment in its place.
    static func head(settings: [(name: String, value: String)], comments: [LogComment]) -> [String] {
        var lines: [String] = []
        var pending = comments[...]
        for (index, setting) in settings.enumerated() {
            while let comment = pending.first, comment.afterSettings <= index {
                lines.append(comment.text)
                pending = pending.dropFirst()
            }
            lines.append(ActionLog.line(setting: setting.name, setting.value))
        }
        lines += pending.map(\.text)
        return lines
    }
}
