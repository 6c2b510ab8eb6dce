extension ActionLog {
    /// Replays a log against a real store: sends only the user's actions, lets the effects run,
    /// and checks that the actions they feed back, and every checkpoint, match the log, as a
    /// TestStore would. A recorded session becomes a regression test.
    ///
    /// Before each entry it waits only for what the log has before it: a `<` line waits (up to
    /// `timeout`) for an effect to send that action, and a timer that runs on does not hold up
    /// the next `>` line. With a `clock`, time is data: each `@` line advances the clock to
    /// that moment of the session, so timers and debounces fire exactly as they did. Whatever
    /// still runs at the end is cancelled.
    ///
    /// Throws at the first mismatch, naming its line.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let summary = try await ActionLog.replayLive("session.log", reducer: Stopwatch(clock: clock), clock: clock)
    /// ```
    @MainActor
    public static func replayLive<R: Reducer>(
        _ path: String,
        reducer: R,
        initialState: ((_ settings: [String: String]) -> R.State)? = nil,
        strictness: ReplayStrictness = .strict,
        clock: TestClock? = nil,
        timeout: Duration = .seconds(5)
    ) async throws(ActionLogError) -> ReplaySummary<R.State>
    where R.State: Codable & Equatable, R.Action: Codable & Equatable {
        let warnings = Locked<[String]>([])
        let result: Result<ReplaySummary<R.State>, ActionLogError> = await RuntimeWarnings.withHandler({ message in
            warnings.withLock { $0.append(message) }
        }) {
            do throws(ActionLogError) {
                var replay = try LiveReplay(
                    path: path, reducer: reducer, initialState: initialState, strictness: strictness,
                    clock: clock, timeout: timeout, warnings: warnings
                )
                return .success(try await replay.run())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The state of one live replay, entry by entry.
@MainActor
private struct LiveReplay<R: Reducer> where R.State: Codable & Equatable, R.Action: Codable & Equatable {
    let reader: ActionLogReader<R.State, R.Action>
    let reducer: R
    let initialState: ((_ settings: [String: String]) -> R.State)?
    let strictness: ReplayStrictness
    let clock: TestClock?
    let origin: TestClock.Instant?
    let timeout: Duration
    let warnings: Locked<[String]>
    /// The effects' actions not yet matched by a `<` line, in the order they came.
    let arrived = Box<[R.Action]>([])
    var settings: [(String, String)] = []
    var store: Store<R.State, R.Action>
    let context = ReplayContext<R.Action>()
    var actions = 0
    var checkpoints = 0
    var lastLine = 1
    var sums = RecentChecksums<R.State>()

    init(
        path: String, reducer: R, initialState: ((_ settings: [String: String]) -> R.State)?,
        strictness: ReplayStrictness, clock: TestClock?, timeout: Duration, warnings: Locked<[String]>
    ) throws(ActionLogError) {
        reader = try ActionLogReader(path: path)
        self.reducer = reducer
        self.initialState = initialState
        self.strictness = strictness
        self.clock = clock
        origin = clock?.now
        self.timeout = timeout
        self.warnings = warnings
        guard let start = try ActionLog.startState(reader, settings: &settings, initialState: initialState) else { throw ActionLog.missingStart }
        store = Self.makeStore(start, reducer: reducer, arrived: arrived)
    }

    static func makeStore(_ state: R.State, reducer: R, arrived: Box<[R.Action]>) -> Store<R.State, R.Action> {
        let store = Store(initialState: state, reducer: reducer)
        store.observeActions { [runtime = store.runtime] origin, action in
            guard origin == .effect else { return }
            arrived.value.append(action)
            runtime.notify()
        }
        return store
    }

    mutating func run() async throws(ActionLogError) -> ReplaySummary<R.State> {
        while let (line, entry) = try reader.next() {
            lastLine = line
            switch entry {
            case .startFromSettings:
                try expectNothingArrived(line: line, place: "before this line")
                store.cancelAllEffects()
                store = Self.makeStore(try ActionLog.derivedStart(initialState, settings: settings, line: line), reducer: reducer, arrived: arrived)
                context.restarted(at: line)
            case .start(let restart):
                try expectNothingArrived(line: line, place: "before this line")
                store.cancelAllEffects()
                store = Self.makeStore(restart, reducer: reducer, arrived: arrived)
                context.restarted(at: line)
            case .user(let action):
                try expectNothingArrived(line: line, place: "before this line")
                context.applying(action, origin: .user, line: line)
                if strictness == .strict, let reason = reducer.rejection(of: action, in: store.state) {
                    throw context.misuse(reason)
                }
                store.send(action)
                try checkWarnings()
                actions += 1
            case .effect(let expected):
                context.applying(expected, origin: .effect, line: line)
                let limit = ContinuousClock.now + timeout
                _ = await store.runtime.waitUntil(timeout: timeout) { [arrived, runtime = store.runtime] in
                    // Idle means no effect can send anything more, unless one asleep on a
                    // `LiveClock` wakes before the timeout (a debounce in real time).
                    !arrived.value.isEmpty || runtime.isIdle && runtime.nextWake.map { $0 > limit } ?? true
                }
                try checkWarnings()
                guard !arrived.value.isEmpty else {
                    throw ActionLogError(
                        kind: .diverged, line: line,
                        message: "the log expects an effect to send \(text(expected)) here; no effect sent anything"
                            + Self.stillRunning(store.runtime, after: timeout)
                    )
                }
                let action = arrived.value.removeFirst()
                guard action == expected else {
                    throw ActionLogError(
                        kind: .diverged, line: line,
                        message: "the log expects an effect to send \(text(expected)); it sent \(text(action))"
                    )
                }
                actions += 1
            case .checkpoint(let expected):
                try expectNothingArrived(line: line, place: "before this checkpoint")
                try ActionLog.check(store.state, against: expected, line: line, context: context)
                checkpoints += 1
            case .checksum(let expected, _):
                try expectNothingArrived(line: line, place: "before this checkpoint")
                try ActionLog.check(store.state, checksum: expected, line: line, context: context, sums: &sums)
                checkpoints += 1
            case .time(let elapsed):
                if let clock, let origin {
                    await clock.advance(to: origin.advanced(by: elapsed))
                    try checkWarnings()
                }
            case .setting(let name, let value):
                settings.append((name, value))
            }
        }
        _ = await store.runtime.waitUntilIdle(timeout: timeout)
        try checkWarnings()
        try expectNothingArrived(line: lastLine + 1, place: "after the last line")
        store.cancelAllEffects()
        return ReplaySummary(
            state: store.state, actions: actions, checkpoints: checkpoints, lines: lastLine,
            settings: settings, version: reader.version
        )
    }

    private func expectNothingArrived(line: Int, place: String) throws(ActionLogError) {
        try checkWarnings()
        guard let extra = arrived.value.first else { return }
        throw ActionLogError(
            kind: .diverged, line: line,
            message: "an effect sent \(text(extra)), which the log does not have \(place)"
        )
    }

    private func checkWarnings() throws(ActionLogError) {
        let first = warnings.withLock { warnings in
            defer { warnings.removeAll() }
            return warnings.first
        }
        if strictness == .strict, let first { throw context.misuse(first) }
    }

    /// What still runs when a wait gave up, so a replay that stops says what it waited on.
    static func stillRunning(_ runtime: EffectRuntime, after timeout: Duration) -> String {
        let effects = runtime.runningEffects()
        guard !effects.isEmpty else { return " (no effect is running)" }
        return " within \(timeout); still running:\n" + effects.map { "  - " + $0 }.joined(separator: "\n")
    }

    private func text<Value: Encodable>(_ value: Value) -> String {
        (try? LiteralText.encode(value)) ?? "\(value)"
    }
}

/// A value shared between a replay and the store's observer.
@MainActor
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
