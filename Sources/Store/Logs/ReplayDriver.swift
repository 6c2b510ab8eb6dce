import StoreSupport
import StoreCore

/// The one replay driver: reads a log entry by entry and does everything every replay does
/// alike (the start and restarts, the settings, where it is for messages, checking checkpoints,
/// the app's refusals and warnings, counting, the summary), leaving to its mode only how an
/// action is applied and how time passes. Pure replay applies every action to a value; live
/// replay sends the user's actions to a store and matches what its effects send; an update
/// does as live replay does and writes the log anew.
///
/// It steps rather than loops, so that the pure mode stays synchronous and the live modes
/// asynchronous over the same driver.
final class ReplayDriver<State: Codable & Equatable, Action: Codable> {
    let reader: ActionLogReader<State, Action>
    let strictness: ReplayStrictness
    private let initialState: ((_ settings: [String: String]) -> State)?
    /// Every setting read so far, in order.
    private(set) var settings: [(name: String, value: String)] = []
    let context = ReplayContext<Action>()
    /// How many actions were applied, and checkpoints matched.
    var actions = 0
    private(set) var checkpoints = 0
    /// The line of the last entry read.
    private(set) var line = 1
    private var sums = RecentChecksums<State>()
    /// The last line, cut off, that a lenient replay stopped before.
    private(set) var cutOff: ActionLogError?
    /// The dependencies a refusal is asked with, when the mode's stores have their own.
    var values: DependencyValues?
    /// Runtime warnings reported while an action was reduced or an effect ran.
    let warnings = Locked<[String]>([])

    init(
        path: String, reading: ActionLogReader<State, Action>.Reading = .entries,
        initialState: ((_ settings: [String: String]) -> State)?, strictness: ReplayStrictness
    ) throws(ActionLogError) {
        reader = try ActionLogReader(path: path)
        reader.reading = reading
        self.initialState = initialState
        self.strictness = strictness
    }

    /// The next entry, its action or state in the reader's slot; settings are recorded as they
    /// pass (and returned too).
    @inline(__always)
    func next() throws(ActionLogError) -> RawLogEntry? {
        let read: RawLogEntry?
        do {
            read = try reader.nextRaw()
        } catch {
            // A lenient replay replays what is complete of a log whose writer was killed
            // mid-line, and says so in its summary.
            guard strictness == .lenient, reader.endsCutOff else { throw error }
            cutOff = error
            return nil
        }
        guard let entry = read else { return nil }
        line = reader.lineNumber
        if case .setting(let name, let value) = entry { settings.append((name, value)) }
        return entry
    }

    /// The first start, after the header's settings and comments; `comments` gets the comments
    /// before it (read as `.lines`).
    func start(comments: ((String) -> Void)? = nil) throws(ActionLogError) -> State {
        while let entry = try next() {
            switch entry {
            case .setting: continue
            case .comment(let text): comments?(text)
            case .start, .startFromSettings: return try restart(entry)
            default: throw ActionLog.missingStart(at: line)
            }
        }
        throw ActionLog.missingStart(at: nil)
    }

    /// The state a `.start` or `.startFromSettings` entry starts from.
    func restart(_ entry: RawLogEntry) throws(ActionLogError) -> State {
        context.restarted(at: line)
        let state: State
        if case .start = entry {
            if reader.reading == .lines { try reader.decodeBody() }
            state = reader.state.take()
        } else {
            state = try ActionLog.derivedStart(initialState, settings: settings, line: line)
        }
        sums.keepMatched(state, at: line)
        return state
    }

    /// The action of a `.user` or `.effect` entry, noted as the one being applied.
    @inline(__always)
    func action(_ entry: RawLogEntry) throws(ActionLogError) -> Action {
        if reader.reading == .lines { try reader.decodeBody() }
        let action = reader.action.take()
        context.applying(action, origin: entry.isUser ? .user : .effect, line: line)
        return action
    }

    /// Refuses `action` when strict and the app would reject it in `state`.
    @inline(__always)
    func checkRejection<R: Reducer>(_ action: Action, in state: State, by reducer: R) throws(ActionLogError)
    where R.State == State, R.Action == Action {
        guard strictness == .strict else { return }
        let reason = SharedLending.reading(state) {
            if let values {
                DependencyValues.$current.withValue(values) { reducer.composedRejection(of: action, in: state) }
            } else {
                reducer.composedRejection(of: action, in: state)
            }
        }
        if let reason {
            throw context.misuse(reason)
        }
    }

    /// Fails, when strict, on the first runtime warning since the last look; forgets them all.
    @inline(__always)
    func checkWarnings() throws(ActionLogError) {
        let first = warnings.withLock { warnings in
            defer { if !warnings.isEmpty { warnings.removeAll() } }
            return warnings.first
        }
        if strictness == .strict, let first { throw context.misuse(first) }
    }

    /// Checks `state` against a `.checkpoint` or `.checksum` entry.
    func check(_ state: State, against entry: RawLogEntry) throws(ActionLogError) {
        switch entry {
        case .checkpoint: try ActionLog.check(state, against: reader.state.take(), line: line, context: context)
        case .checksum(let expected, _): try ActionLog.check(state, checksum: expected, line: line, context: context, sums: &sums)
        default: return
        }
        sums.keepMatched(state, at: line)
        checkpoints += 1
    }

    /// What the replay reproduced, ending in `state`.
    func summary(_ state: State) -> ReplaySummary<State> {
        ReplaySummary(
            state: state, actions: actions, checkpoints: checkpoints, lines: line,
            settings: settings, version: reader.version, cutOff: cutOff
        )
    }
}

extension RawLogEntry {
    var isUser: Bool {
        if case .user = self { true } else { false }
    }
}
