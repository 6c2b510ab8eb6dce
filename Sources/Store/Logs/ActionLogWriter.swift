#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends entries to an action log as they happen; each is written to the file before the
/// call returns, so a killed process loses nothing it had already logged.
///
/// ```swift
/// let log = try ActionLogWriter(path: "session.log", startState: store.state)
/// store.observeActions { origin, action in try? log.append(action, from: origin) }
/// ```
public final class ActionLogWriter {
    private let descriptor: Int32
    /// The file being written.
    public let path: String
    /// How many lines have been written.
    public private(set) var lineCount = 0

    /// Creates (or replaces) the file at `path`, and writes the header and the start state.
    public init<State: Encodable>(path: String, startState: State) throws {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot write the log \(path): \(POSIXFile.reason)")
        }
        // On a failure here the instance is released and `deinit` closes the file: closing it
        // here too could close a descriptor that another thread has opened since.
        try writeLine(ActionLog.header)
        try writeLine(ActionLog.line(start: startState))
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends an action: `>` when the user sent it, `<` when an effect did.
    public func append<Action: Encodable>(_ action: Action, from origin: ActionOrigin) throws {
        try writeLine(ActionLog.line(action, from: origin))
    }

    /// Appends a restart: the session goes on from `state` (an undo, a jump in history).
    public func restart<State: Encodable>(from state: State) throws {
        try writeLine(ActionLog.line(start: state))
    }

    /// Appends a checkpoint of the whole state.
    public func checkpoint<State: Encodable>(_ state: State) throws {
        try writeLine(ActionLog.line(checkpoint: state))
    }

    /// Appends a checkpoint by checksum: one short line, for large states.
    public func checksum<State: Encodable>(_ state: State) throws {
        try writeLine(ActionLog.line(checksumOf: state))
    }

    /// Appends a comment; line breaks in `text` become separate comment lines.
    public func comment(_ text: String) throws {
        for line in ActionLog.lines(comment: text) { try writeLine(line) }
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
