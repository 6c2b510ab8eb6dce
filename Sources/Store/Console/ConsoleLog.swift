/// A console session's action log: kept in memory for `:log` and `:save`, and written to a
/// file as it happens when recording.
@MainActor
package final class ConsoleLog<State: Encodable, Action: Encodable> {
    package enum Entry {
        case action(Action, ActionOrigin)
        case restart(State)
    }

    package let startState: State
    package private(set) var entries: [Entry] = []
    private var writer: ActionLogWriter?
    /// Called once when writing fails mid-session (a full disk): the message for the user.
    package var onWriteFailure: ((String) -> Void)?

    package init(startState: State) {
        self.startState = startState
    }

    package func append(_ entry: Entry) {
        entries.append(entry)
        guard let writer else { return }
        do {
            try write(entry, to: writer)
        } catch {
            self.writer = nil
            onWriteFailure?("\(error); recording to \(writer.path) stopped (the session and `:log` go on)")
        }
    }

    /// Writes everything so far to `path`, and goes on recording there. A path that cannot be
    /// written is an error now, never a lost session later.
    package func record(to path: String) throws {
        let writer = try ActionLogWriter(path: path, startState: startState)
        for entry in entries { try write(entry, to: writer) }
        self.writer = writer
    }

    /// The log as a file would hold it.
    package var text: String {
        var lines = [ActionLog.header, (try? ActionLog.line(start: startState)) ?? "?"]
        for entry in entries {
            switch entry {
            case .action(let action, let origin): lines.append((try? ActionLog.line(action, from: origin)) ?? "?")
            case .restart(let state): lines.append((try? ActionLog.line(start: state)) ?? "?")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func write(_ entry: Entry, to writer: ActionLogWriter) throws {
        switch entry {
        case .action(let action, let origin): try writer.append(action, from: origin)
        case .restart(let state): try writer.restart(from: state)
        }
    }
}
