import StoreText
import StoreCore

/// What a replay reproduced.
public struct ReplaySummary<State> {
    /// The state after the last entry.
    public let state: State
    /// How many actions were applied (pure) or sent and checked (live).
    public let actions: Int
    /// How many checkpoints matched.
    public let checkpoints: Int
    /// How many lines the log has.
    public let lines: Int
    /// The front's settings the log records (`% layout calendar`), in order.
    public let settings: [(name: String, value: String)]
    /// The format version of the log.
    public let version: Int
    /// Why a lenient replay stopped before the end: the log's last line was cut off (its
    /// writer was killed mid-line), so the replay reproduced what is complete; `nil` otherwise.
    public var cutOff: ActionLogError? = nil

    /// A note for a log that checks nothing: it has no checkpoints, so a changed app replays it
    /// without a word.
    public var warning: String? {
        checkpoints == 0 ? "the log has no checkpoints, so this replay checks nothing but that its actions apply" : nil
    }
}

/// One applied action of a replay, for a front that shows each step.
public struct ReplayStep<State, Action> {
    /// The line the action stands on.
    public let line: Int
    /// The action.
    public let action: Action
    /// Who sent it when the log was recorded.
    public let origin: ActionOrigin
    /// The state after it.
    public let state: State
}

/// How strictly a replay treats what the app reports as misuse.
public enum ReplayStrictness: Sendable {
    /// An action the feature rejects, or a runtime warning while it is reduced (an action for a
    /// screen that is gone), fails the replay at its line. The default: a recording is a test.
    case strict
    /// Such actions are applied as they come, as in the recorded session: for logs made by hand.
    case lenient
}

extension ActionLog {
    /// Replays a log with effects switched off: applies every logged action, the user's and the
    /// effects', to the logged start state, and checks every checkpoint. No network, no clock:
    /// it reproduces exactly what the user saw.
    ///
    /// Throws at the first damaged line, differing checkpoint or (when strict) action the
    /// feature rejects, naming its line.
    ///
    /// ```swift
    /// let summary = try ActionLog.replay("session.log", reducer: Counter())
    /// print(summary.state)
    /// ```
    ///
    /// A log that starts from the app's initial state (`start` alone) needs `initialState`, the
    /// app's initial state for the log's `%` settings.
    ///
    /// The reducer runs with the session's dependencies: new ids counted from zero, and the
    /// date of the log's `% date` moved on by its `@` times, as the console that recorded it
    /// supplied them; then `dependencies` changes what it says (an app's data client).
    public static func replay<R: Reducer>(
        _ path: String,
        reducer: R,
        strictness: ReplayStrictness = .strict,
        onStep: ((ReplayStep<R.State, R.Action>) -> Void)? = nil,
        initialState: ((_ settings: [String: String]) -> R.State)? = nil,
        withDependencies dependencies: (inout DependencyValues) -> Void = { _ in }
    ) throws(ActionLogError) -> ReplaySummary<R.State> where R.State: Codable & Equatable, R.Action: Codable {
        try pureReplay(path, reducer: reducer, initialState: initialState, strictness: strictness, onStep: onStep, dependencies: dependencies)
    }

    /// The pure replay. Strictly, it also holds the log to what its checkpoints promise: after the start, and
    /// (from format 3) after a `~` with nothing running, no effect can send an action before
    /// the next user action. That catches a deleted user action or two lines swapped, whose states may all
    /// be as logged (a tap that only starts effects).
    static func pureReplay<R: Reducer>(
        _ path: String,
        reducer: R,
        initialState: ((_ settings: [String: String]) -> R.State)?,
        strictness: ReplayStrictness,
        onStep: ((ReplayStep<R.State, R.Action>) -> Void)?,
        dependencies: (inout DependencyValues) -> Void
    ) throws(ActionLogError) -> ReplaySummary<R.State> where R.State: Codable & Equatable, R.Action: Codable {
        let driver = try ReplayDriver<R.State, R.Action>(path: path, initialState: initialState, strictness: strictness)
        var state = try driver.start()
        let shared = SharedTable.of(R.State.self)
        let session = SessionValues(settings: driver.settings, faults: FaultSwitch.faults(of: R.self))
        // Effects do not run in a pure replay; a reducer that reads the clock to start one gets a test clock.
        let values = session.values(clock: TestClock(), dependencies)
        // The line since which no effect can be running (the start, a `~` with nothing running),
        // until the next user action; `nil` while effects may run.
        var quietSince: Int? = 1
        let failure: ActionLogError? = RuntimeWarnings.withHandler({ [warnings = driver.warnings] message in warnings.withLock { $0.append(message) } }) {
            DependencyValues.$current.withValue(values) { () -> ActionLogError? in
            do throws(ActionLogError) {
                while let entry = try driver.next() {
                    switch entry {
                    case .start, .startFromSettings:
                        state = try driver.restart(entry)
                        quietSince = driver.line
                    case .user, .effect:
                        let action = try driver.action(entry)
                        if entry.isUser {
                            quietSince = nil
                        } else if strictness == .strict, let quietSince {
                            throw driver.context.unexplained(since: quietSince)
                        }
                        try driver.checkRejection(action, in: state, by: reducer)
                        if let shared {
                            withUnsafeMutablePointer(to: &state) { root in
                                _ = SharedLending.lend(root, shared) { reducer.reduce(into: &root.pointee, action: action) }
                            }
                        } else {
                            _ = reducer.reduce(into: &state, action: action)
                        }
                        try driver.checkWarnings()
                        driver.actions += 1
                        onStep?(ReplayStep(line: driver.line, action: action, origin: entry.isUser ? .user : .effect, state: state))
                    case .checkpoint:
                        try driver.check(state, against: entry)
                    case .checksum(_, let running):
                        try driver.check(state, against: entry)
                        quietSince = running == 0 && driver.reader.version >= 3 ? driver.line : nil
                    case .time(let time):
                        session.moved(to: time)
                    case .setting(let name, let value):
                        if name == Fault.settingName { try session.switchFault(value, line: driver.line) }
                    case .comment:
                        break
                    }
                }
                return nil
            } catch {
                return error
            }
            }
        }
        if let failure { throw failure }
        return driver.summary(state)
    }

    /// The app's initial state for `settings` (later settings of a name win), for a `start`
    /// alone on `line`.
    static func derivedStart<State>(
        _ initialState: ((_ settings: [String: String]) -> State)?,
        settings: [(String, String)],
        line: Int
    ) throws(ActionLogError) -> State {
        guard let initialState else {
            throw ActionLogError(
                kind: .unavailable, line: line,
                message: "the log starts from the app's initial state for its settings (`start` alone), and this replay was not given it (`initialState:`)"
            )
        }
        return initialState(Dictionary(settings, uniquingKeysWith: { _, later in later }))
    }

    /// The first entry after the header's settings and comments is not a `start`: blamed on that
    /// entry's line, or on none when the log ends before one.
    static func missingStart(at line: Int?) -> ActionLogError {
        ActionLogError(
            kind: .damaged, line: line,
            message: line == nil
                ? "the log ends before its `start <state>`, which comes after the header (and its `%` settings)"
                : "expected `start <state>` as the first entry after the header (and its `%` settings)"
        )
    }

    static func check<State: Codable & Equatable, Action>(
        _ state: State, against expected: State, line: Int, context: ReplayContext<Action>
    ) throws(ActionLogError) {
        guard state != expected else { return }
        let logged = (try? LiteralText.pretty(expected))?.split(separator: "\n").map(String.init) ?? []
        let replayed = (try? LiteralText.pretty(state))?.split(separator: "\n").map(String.init) ?? []
        let diff = LineDiff.render(expected: logged, actual: replayed) ?? DebugText.samePrint(expected, state, what: "the two")
        throw ActionLogError(
            kind: .diverged, line: line,
            message: "\(context.after)the state differs from the checkpoint (− logged, + replayed):\n\(diff)"
        )
    }

    static func check<State: Encodable & Equatable, Action>(
        _ state: State, checksum expected: String, line: Int, context: ReplayContext<Action>,
        sums: inout RecentChecksums<State>
    ) throws(ActionLogError) {
        let actual = (try? sums.checksum(of: state)) ?? "?"
        guard actual != expected else { return }
        let explained = ChecksumDivergence.explain(state, expected: expected, matched: sums.matched.read { $0 }, matchedLine: sums.matchedLine)
        throw ActionLogError(
            kind: .diverged, line: line,
            message: "\(context.after)the state differs from the checkpoint: its checksum is \(actual), the log says \(expected)"
                + "; if the app changed on purpose, `replay FILE --update` (ActionLog.update) re-derives the log from its user actions"
                + explained.map { "\n" + $0 }.joined()
        )
    }
}
