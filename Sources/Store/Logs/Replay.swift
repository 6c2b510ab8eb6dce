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

extension ActionLog {
    /// Replays a log with effects switched off: applies every logged action, the user's and the
    /// effects', to the logged start state, and checks every checkpoint. No network, no clock:
    /// it reproduces exactly what the user saw.
    ///
    /// Throws at the first damaged line or differing checkpoint, naming its line.
    ///
    /// ```swift
    /// let summary = try ActionLog.replay("session.log", reducer: Counter())
    /// print(summary.state)
    /// ```
    public static func replay<R: Reducer>(
        _ path: String,
        reducer: R,
        onStep: ((ReplayStep<R.State, R.Action>) -> Void)? = nil
    ) throws(ActionLogError) -> ReplaySummary<R.State> where R.State: Codable & Equatable, R.Action: Codable {
        let reader = try ActionLogReader<R.State, R.Action>(path: path)
        guard var state = try startState(reader) else { throw missingStart }
        var actions = 0
        var checkpoints = 0
        var lastLine = 1
        while let (line, entry) = try reader.next() {
            lastLine = line
            switch entry {
            case .start(let restart):
                state = restart
            case .user(let action), .effect(let action):
                _ = reducer.reduce(into: &state, action: action)
                actions += 1
                if let onStep {
                    let origin: ActionOrigin = if case .user = entry { .user } else { .effect }
                    onStep(ReplayStep(line: line, action: action, origin: origin, state: state))
                }
            case .checkpoint(let expected):
                try check(state, against: expected, line: line)
                checkpoints += 1
            case .checksum(let expected):
                try check(state, checksum: expected, line: line)
                checkpoints += 1
            }
        }
        return ReplaySummary(state: state, actions: actions, checkpoints: checkpoints, lines: lastLine)
    }

    static func startState<State, Action>(_ reader: ActionLogReader<State, Action>) throws(ActionLogError) -> State? {
        guard let (_, entry) = try reader.next(), case .start(let state) = entry else { return nil }
        return state
    }

    static var missingStart: ActionLogError {
        ActionLogError(kind: .damaged, line: 2, message: "expected `start <state>` as the first entry after the header")
    }

    static func check<State: Codable & Equatable>(_ state: State, against expected: State, line: Int) throws(ActionLogError) {
        guard state != expected else { return }
        let logged = (try? LiteralText.pretty(expected))?.split(separator: "\n").map(String.init) ?? []
        let replayed = (try? LiteralText.pretty(state))?.split(separator: "\n").map(String.init) ?? []
        let diff = LineDiff.render(expected: logged, actual: replayed) ?? "(the two print the same)"
        throw ActionLogError(
            kind: .diverged, line: line,
            message: "the state differs from the checkpoint (− logged, + replayed):\n\(diff)"
        )
    }

    static func check<State: Encodable>(_ state: State, checksum expected: String, line: Int) throws(ActionLogError) {
        let actual = (try? ActionLog.checksum(of: state)) ?? "?"
        guard actual != expected else { return }
        throw ActionLogError(
            kind: .diverged, line: line,
            message: "the state differs from the checkpoint: its checksum is \(actual), the log says \(expected)"
        )
    }
}
