import StoreSupport
import StoreText
import StoreCore

/// A console session's action log: kept in memory for `:log` and `:save`, and written to a
/// file as it happens when recording.
@MainActor
package final class ConsoleLog<State: Encodable, Action: Encodable> {
    /// The library's one entry type: the console keeps what a file would hold.
    package typealias Entry = ActionLogEntry<State, Action>

    package let startState: State
    package private(set) var entries: [Entry] = []
    /// The line of each entry that ``line(at:)`` was asked for: a log checked on the way and
    /// written at the end (an explorer's) encodes each action once. Others are not kept, so a
    /// long session's memory does not grow by its text.
    private var spelled: [String?] = []
    /// The front's settings before the session began (`% layout calendar`).
    package let settings: [(name: String, value: String)]
    /// Whether the start is the app's initial state for ``settings``, written `start` alone.
    package let startsFromSettings: Bool
    private var writer: ActionLogWriter?
    /// An app's own report (``/StoreAttach/ConsoleListener/record(to:mode:)``), written beside the file a
    /// console's `:save` records to, which never takes its place.
    private var report: ActionLogWriter?
    /// What each attached console's `:save` records to, beside the app's own recording, which
    /// it never takes over; a console's second `:save` moves its own.
    /// Keyed by ``newRecorder()``'s numbers, never by an address: a console that left may
    /// share its address with the next one.
    private var besides: [Int: ActionLogWriter] = [:]
    private var recorders = 0
    private var stamps: LogTimeStamps
    /// Called once when writing fails mid-session (a full disk): the message for the user.
    package var onWriteFailure: ((String) -> Void)?

    /// Why the state is being moved with no action, while it is (a console's `:replay` or
    /// `:goto`): what the app's other console says of the change it sees. The log is the one
    /// thing both consoles of an app share.
    package var travelReason: String?

    /// Comments before the start line (an updated log keeps those it had).
    package var preamble: [LogComment] = []

    package convenience init(startState: State, settings: [(name: String, value: String)], startsFromSettings: Bool = false, elapsed: (() -> Duration)?) {
        self.init(startState: startState, settings: settings, startsFromSettings: startsFromSettings, elapsed: elapsed, effectElapsed: nil)
    }

    /// A log whose effects' entries are stamped by `effectElapsed` (a live session: the time
    /// their sleeps woke at, or `nil` for no stamp), and everything else by `elapsed`.
    package init(
        startState: State, settings: [(name: String, value: String)], startsFromSettings: Bool,
        elapsed: (() -> Duration)?, effectElapsed: (() -> Duration?)?
    ) {
        self.startState = startState
        self.settings = settings
        self.startsFromSettings = startsFromSettings
        stamps = LogTimeStamps(elapsed: elapsed, effectElapsed: effectElapsed)
    }

    /// Told each time the log's time moves (an `@` line): the session's date follows it.
    package var onTime: ((Duration) -> Void)?

    package func append(_ entry: Entry) {
        // A checkpoint right after an equal one (a second `:save`, then `:quit`) says nothing new.
        if case .checkpoint(let state) = entry, case .checkpoint(let last)? = entries.last,
           let sum = try? ActionLog.checksum(of: state), sum == (try? ActionLog.checksum(of: last)) {
            return
        }
        switch entry {
        case .user, .effect:
            let isEffect = if case .effect = entry { true } else { false }
            if let time = stamps.next(forEffect: isEffect) {
                add(.time(time))
                onTime?(time)
            }
        default: break
        }
        add(entry)
    }

    /// Appends an `@` line as a log had it, unless the last one said that time already (an
    /// update keeps the times the user's actions were sent at, and re-derives the effects').
    package func appendTime(_ time: Duration) {
        guard !stamps.says(time) else { return }
        stamps.stamped(time)
        add(.time(time))
    }

    /// Appends a checkpoint by checksum of `state`, with how many effects still run.
    package func appendChecksum(of state: State, running: Int) {
        guard let sum = try? ActionLog.checksum(of: state) else { return }
        append(.checksum(sum, running: running))
    }

    private func add(_ entry: Entry) {
        entries.append(entry)
        spelled.append(nil)
        if let writer, !written(at: entries.count - 1, to: writer) { self.writer = nil }
        if let report, !written(at: entries.count - 1, to: report) { self.report = nil }
        for (key, writer) in besides where !written(at: entries.count - 1, to: writer) { besides[key] = nil }
    }

    /// The line of the entry at `index`, as a file holds it; kept for the log's text.
    package func line(at index: Int) throws -> String {
        if let line = spelled[index] { return line }
        let line = try ActionLog.line(for: entries[index])
        spelled[index] = line
        return line
    }

    /// The line of the entry at `index`, kept or spelled now.
    private func spelledLine(at index: Int) throws -> String {
        try spelled[index] ?? ActionLog.line(for: entries[index])
    }

    /// Writes the entry at `index`; `false` after saying why recording there stopped.
    private func written(at index: Int, to writer: ActionLogWriter) -> Bool {
        do {
            try writer.write(line: spelledLine(at: index))
            return true
        } catch {
            onWriteFailure?("\(error); recording to \(writer.path) stopped (the session and `:log` go on)")
            return false
        }
    }

    /// Writes everything so far to `path`, and goes on recording there. A path that cannot be
    /// written, or a file that exists and `mode` does not say what to do with, is an error now,
    /// never a lost session later.
    package func record(to path: String, mode: ActionLogWriter.Mode) throws {
        writer = try written(to: path, mode: mode)
    }

    /// Writes everything so far to `path` and goes on recording there, beside whatever
    /// ``record(to:mode:)`` records to: an app's own report of its session.
    package func recordReport(to path: String, mode: ActionLogWriter.Mode) throws {
        report = try written(to: path, mode: mode)
    }

    /// Writes everything so far to `path` and goes on recording there for the console
    /// `recorder` (an attached one), beside what the app records to.
    package func record(to path: String, mode: ActionLogWriter.Mode, beside recorder: Int) throws {
        besides[recorder] = try written(to: path, mode: mode)
    }

    /// A number no other console of this log has had: what an attached console records
    /// beside the app under.
    package func newRecorder() -> Int {
        recorders += 1
        return recorders
    }

    /// Stops writing what `recorder`'s `:save` records to (its console left); the file keeps
    /// what was written.
    package func stopRecording(beside recorder: Int) {
        besides[recorder] = nil
    }

    private func written(to path: String, mode: ActionLogWriter.Mode) throws -> ActionLogWriter {
        let writer = try ActionLogWriter(path: path, startLine: startLine, mode: mode, settings: settings, preamble: preamble)
        for index in entries.indices { try writer.write(line: spelledLine(at: index)) }
        return writer
    }

    /// Whether `path` names the file being recorded to (by the file's identity, not its path's
    /// text): saving there again would write the session twice.
    package func isRecording(to path: String) -> Bool {
        guard let identity = POSIXFile.identity(of: path) else { return false }
        return writer?.file == identity || report?.file == identity || besides.values.contains { $0.file == identity }
    }

    private var startLine: String {
        startsFromSettings ? ActionLog.startFromSettings : (try? ActionLog.line(start: startState)) ?? "?"
    }

    /// The log as a file would hold it.
    package var text: String {
        var lines = [ActionLog.header]
        lines += LogComment.head(settings: settings, comments: preamble)
        lines.append(startLine)
        lines += entries.indices.map { (try? spelledLine(at: $0)) ?? "?" }
        return lines.joined(separator: "\n")
    }
}
