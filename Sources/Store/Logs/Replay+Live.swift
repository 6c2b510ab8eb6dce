import StoreSupport
import StoreText
import StoreCore

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
    /// let summary = try await ActionLog.replayLive(
    ///     "session.log", reducer: Stopwatch(clock: clock), clock: clock
    /// )
    /// ```
    @MainActor
    public static func replayLive<R: Reducer>(
        _ path: String,
        reducer: R,
        initialState: ((_ settings: [String: String]) -> R.State)? = nil,
        strictness: ReplayStrictness = .strict,
        clock: TestClock? = nil,
        timeout: Duration = .seconds(5),
        withDependencies dependencies: (inout DependencyValues) -> Void = { _ in }
    ) async throws(ActionLogError) -> ReplaySummary<R.State>
    where R.State: Codable & Equatable, R.Action: Codable & Equatable {
        let driver = try ReplayDriver<R.State, R.Action>(path: path, initialState: initialState, strictness: strictness)
        let result: Result<ReplaySummary<R.State>, ActionLogError> = await RuntimeWarnings.withHandler({ [warnings = driver.warnings] message in
            warnings.withLock { $0.append(message) }
        }) {
            do throws(ActionLogError) {
                var replay = try LiveReplay(driver: driver, reducer: reducer, clock: clock, timeout: timeout, dependencies: dependencies)
                return .success(try await replay.run())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The live mode of the replay driver: the user's actions sent to a store, the effects' actions
/// matched against the log.
@MainActor
private struct LiveReplay<R: Reducer> where R.State: Codable & Equatable, R.Action: Codable & Equatable {
    let driver: ReplayDriver<R.State, R.Action>
    let reducer: R
    let clock: TestClock?
    let origin: TestClock.Instant?
    let timeout: Duration
    /// The effects' actions not yet matched by a `<` line, in the order they came.
    let arrived = Box<[R.Action]>([])
    var store: Store<R.State, R.Action>
    let session: SessionValues
    let values: DependencyValues

    init(
        driver: ReplayDriver<R.State, R.Action>, reducer: R, clock: TestClock?, timeout: Duration,
        dependencies: (inout DependencyValues) -> Void
    ) throws(ActionLogError) {
        self.driver = driver
        self.reducer = reducer
        self.clock = clock
        origin = clock?.now
        self.timeout = timeout
        let start = try driver.start()
        session = SessionValues(settings: driver.settings, faults: FaultSwitch.faults(of: R.self))
        values = session.values(clock: clock, dependencies)
        driver.values = values
        store = Self.makeStore(start, reducer: reducer, values: values, arrived: arrived, testClock: clock != nil)
    }

    /// A store for the replay. On a test clock, time passes only as the replay advances it, so
    /// its effects' nonisolated parts run on the main thread, as a test store's do
    /// (`MainThreadExecutor`): no hop to the pool and back for each of them.
    static func makeStore(_ state: R.State, reducer: R, values: DependencyValues, arrived: Box<[R.Action]>, testClock: Bool) -> Store<R.State, R.Action> {
        let store = Store<R.State, R.Action>(core: .root(RootCore(initialState: state, dependencies: values, reducer: reducer), reducer: reducer))
        if testClock { store.runtime.runOnMainThread() }
        store.observeActions { [runtime = store.runtime] origin, action in
            guard origin == .effect else { return }
            arrived.value.append(action)
            runtime.notify()
        }
        return store
    }

    mutating func run() async throws(ActionLogError) -> ReplaySummary<R.State> {
        // Whether a user's action came last, with no answer or checkpoint since.
        var afterUser = false
        while let entry = try driver.next() {
            let line = driver.line
            let wasAfterUser = afterUser
            switch entry {
            case .user: afterUser = true
            case .time, .comment, .setting: break
            default: afterUser = false
            }
            switch entry {
            case .start, .startFromSettings:
                try expectNothingArrived(line: line, place: "before this line")
                store.cancelAllEffects()
                store = Self.makeStore(try driver.restart(entry), reducer: reducer, values: values, arrived: arrived, testClock: clock != nil)
            case .user:
                // Two `>` lines with no answer between: the second came before the first's effect
                // answered (two fronts at once, an app and an attached console, within a few
                // milliseconds). Nothing in the log says how far that effect had got, and a live
                // replay cannot hold it back: pure replay reproduces such a session.
                try expectNothingArrived(
                    line: line,
                    place: wasAfterUser
                        ? "before this line (in the recording this line came before the previous one's effect answered, as when two fronts send at once; a live replay cannot hold an effect back, and a pure replay reproduces the session)"
                        : "before this line"
                )
                let action = try driver.action(entry)
                try driver.checkRejection(action, in: store.state, by: reducer)
                store.send(action)
                try driver.checkWarnings()
                driver.actions += 1
            case .effect:
                let expected = try driver.action(entry)
                let limit = ContinuousClock.now + timeout
                _ = await store.runtime.waitUntil(timeout: timeout) { [arrived, runtime = store.runtime] in
                    // Idle means no effect can send anything more, unless one asleep on a
                    // `LiveClock` wakes before the timeout (a debounce in real time).
                    !arrived.value.isEmpty || runtime.isIdle && runtime.nextWake.map { $0 > limit } ?? true
                }
                try driver.checkWarnings()
                guard !arrived.value.isEmpty else {
                    throw ActionLogError(
                        kind: .diverged, line: line,
                        message: "the log expects an effect to send \(text(expected).echoed("", "", limit: 160)) here; no effect sent anything"
                            + Self.stillRunning(store.runtime, after: timeout)
                    )
                }
                let action = arrived.value.removeFirst()
                guard action == expected else {
                    let (logged, sent) = Contrast.windows(text(expected), text(action))
                    throw ActionLogError(
                        kind: .diverged, line: line,
                        message: "the log expects an effect to send \(logged); it sent \(sent)"
                    )
                }
                driver.actions += 1
            case .checkpoint, .checksum:
                try expectNothingArrived(line: line, place: "before this checkpoint")
                try driver.check(store.state, against: entry)
            case .time(let elapsed):
                session.moved(to: elapsed)
                if let clock, let origin {
                    await clock.advance(to: origin.advanced(by: elapsed))
                    try driver.checkWarnings()
                }
            case .setting(let name, let value):
                if name == Fault.settingName { try session.switchFault(value, line: line) }
            case .comment:
                break
            }
        }
        _ = await store.runtime.waitUntilIdle(timeout: timeout)
        try driver.checkWarnings()
        try expectNothingArrived(line: driver.line + 1, place: "after the last line")
        store.cancelAllEffects()
        return driver.summary(store.state)
    }

    private func expectNothingArrived(line: Int, place: String) throws(ActionLogError) {
        try driver.checkWarnings()
        guard let extra = arrived.value.first else { return }
        throw ActionLogError(
            kind: .diverged, line: line,
            message: "an effect sent \(text(extra)), which the log does not have \(place)"
        )
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
