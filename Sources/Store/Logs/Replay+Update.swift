import StoreSupport
import StoreText
import StoreCore

/// What ``ActionLog/update(_:reducer:initialState:clock:strictness:timeout:withDependencies:)`` did to a log.
public struct LogUpdate: Sendable, Equatable {
    /// The log before and after, as a line diff shows it: `−` before a line that went, `+`
    /// before a line that came, a few unchanged lines around each change; empty when nothing
    /// changed.
    public let diff: [String]
    /// How many lines went.
    public let removed: Int
    /// How many lines came.
    public let added: Int
    /// Notes on what was re-derived in a way the diff does not show by itself (a start that no
    /// longer reads, replaced by the app's initial state).
    public let notes: [String]

    /// Whether the file was rewritten.
    public var changed: Bool { removed + added > 0 }
}

extension ActionLog {
    /// Re-derives everything in a log that is not a user action, after an intended change of the
    /// app: the start (from the app's initial state for the log's settings, when it is that),
    /// every action the effects send (by sending the user's actions to a live store, on
    /// `clock` at the logged times), their `@` times, and every checkpoint where the log has
    /// one. The `>` lines, the times they were sent at, `%` settings and comments stay as they
    /// were, and nothing is added that was not there: a log that needs no change is left
    /// byte for byte as it was, and the diff of one that does shows exactly the behaviour that
    /// changed. Afterwards pure and live replays pass.
    ///
    /// It is the one way a log is rewritten; the file is replaced in one rename, and only when
    /// something changed. A user action that no longer reads (a renamed case) stops it at its
    /// line: ``rename(_:case:to:)`` migrates it first.
    ///
    /// ```swift
    /// let update = try await ActionLog.update(
    ///     "Sessions/search.log",
    ///     reducer: App(client: .embedded),
    ///     initialState: App.State.init(settings:)
    /// )
    /// print(update.diff.joined(separator: "\n"))
    /// ```
    @MainActor
    public static func update<R: Reducer>(
        _ path: String,
        reducer: R,
        initialState: ((_ settings: [String: String]) -> R.State)? = nil,
        clock: TestClock? = nil,
        strictness: ReplayStrictness = .strict,
        timeout: Duration = .seconds(5),
        withDependencies dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
    ) async throws(ActionLogError) -> LogUpdate
    where R.State: Codable & Equatable, R.Action: Codable & Equatable {
        guard let bytes = POSIXFile.contents(of: path) else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot read the log \(path): \(POSIXFile.reason)")
        }
        var old = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard old.last == "" else {
            throw ActionLogError(kind: .damaged, line: old.count, message: "the log ends in the middle of this line (it has no newline); it was cut off")
        }
        old.removeLast()
        let lines = old.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        let driver = try ReplayDriver<R.State, R.Action>(path: path, reading: .lines, initialState: initialState, strictness: strictness)
        var rederive = Rederivation(driver: driver, reducer: reducer, initialState: initialState, clock: clock, timeout: timeout, dependencies: dependencies)
        rederive.effectTimes = effectTimes(lines)
        let result: Result<[String], ActionLogError> = await RuntimeWarnings.withHandler({ [warnings = driver.warnings] message in
            warnings.withLock { $0.append(message) }
        }) {
            do throws(ActionLogError) {
                return .success(try await rederive.run())
            } catch {
                return .failure(error)
            }
        }
        let new = try result.get()
        guard new != lines else { return LogUpdate(diff: [], removed: 0, added: 0, notes: rederive.notes) }
        let diff = LineDiff.render(expected: lines, actual: new, context: 2)?.split(separator: "\n").map(String.init) ?? []
        if let failure = POSIXFile.replaceWhole(path, new.joined(separator: "\n") + "\n", suffix: ".updating") {
            throw ActionLogError(kind: .unavailable, line: nil, message: failure)
        }
        return LogUpdate(
            diff: diff, removed: diff.count { $0.hasPrefix("−") }, added: diff.count { $0.hasPrefix("+") },
            notes: rederive.notes
        )
    }

    /// The lines (from 1) of the `@` lines that stamp what an effect sent (the line after is a
    /// `<`): re-derived, as the effects are. The others say when the user acted, and stay.
    static func effectTimes(_ lines: [String]) -> Set<Int> {
        var found = Set<Int>()
        for index in lines.indices.dropLast() where LogLineKind.of(lines[index].utf8)?.kind == .time {
            if LogLineKind.of(lines[index + 1].utf8)?.kind == .effect { found.insert(index + 1) }
        }
        return found
    }
}

/// One update's run: the update mode of the replay driver. The old log's user actions are sent
/// to a live store, and the new log is written by the same log the console keeps, with the
/// same time stamps and checkpoints.
@MainActor
private struct Rederivation<R: Reducer> where R.State: Codable & Equatable, R.Action: Codable & Equatable {
    let driver: ReplayDriver<R.State, R.Action>
    let reducer: R
    let initialState: ((_ settings: [String: String]) -> R.State)?
    let clock: TestClock?
    let origin: TestClock.Instant?
    let timeout: Duration
    var notes: [String] = []
    /// The `@` lines that stamp an effect's action, re-derived (see ``ActionLog/effectTimes(_:)``).
    var effectTimes = Set<Int>()
    let dependencies: (inout DependencyValues) -> Void
    /// The session's ids and date, and the store's dependencies, once the header is read.
    var session = SessionValues(date: nil)
    var values = DependencyValues.current

    init(
        driver: ReplayDriver<R.State, R.Action>, reducer: R, initialState: ((_ settings: [String: String]) -> R.State)?,
        clock: TestClock?, timeout: Duration, dependencies: @escaping (inout DependencyValues) -> Void
    ) {
        self.dependencies = dependencies
        self.driver = driver
        self.reducer = reducer
        self.initialState = initialState
        self.clock = clock
        origin = clock?.now
        self.timeout = timeout
    }

    /// The logged time, for stamping when no test clock moves.
    final class LoggedTime {
        var value = Duration.zero
    }

    mutating func run() async throws(ActionLogError) -> [String] {
        var leading: [LogComment] = []
        let (start, bare) = try firstStart(comments: &leading)
        session = SessionValues(settings: driver.settings, faults: FaultSwitch.faults(of: R.self))
        values = session.values(clock: clock, dependencies)
        driver.values = values
        let logged = LoggedTime()
        let elapsed: () -> Duration = { [clock, origin] in
            if let clock, let origin { return origin.duration(to: clock.now) }
            return logged.value
        }
        let log = ConsoleLog<R.State, R.Action>(startState: start, settings: driver.settings, startsFromSettings: bare, elapsed: elapsed)
        log.preamble = leading
        var store = makeStore(start, log: log)
        while let entry = try driver.next() {
            let line = driver.line
            switch entry {
            case .comment(let text):
                log.append(.comment(text))
            case .start, .startFromSettings:
                try await settle(store, line: line)
                store.cancelAllEffects()
                let state = try driver.restart(entry)
                store = makeStore(state, log: log)
                if case .start = entry { log.append(.start(state)) } else { log.append(.startFromSettings) }
            case .user:
                let action = try driver.action(entry)
                try await settle(store, line: line)
                try driver.checkRejection(action, in: store.state, by: reducer)
                store.send(action)
                try driver.checkWarnings()
                try await settle(store, line: line)
                try driver.checkWarnings()
            case .time(let time):
                logged.value = time
                session.moved(to: time)
                if let clock, let origin {
                    await clock.advance(to: origin.advanced(by: time))
                    try driver.checkWarnings()
                }
                // What the effects did until then is stamped as they did it; the time the user
                // acted at stays as the log says it.
                if !effectTimes.contains(line) { log.appendTime(time) }
            case .checksum:
                try await settle(store, line: line)
                log.appendChecksum(of: store.state, running: store.liveEffectCount)
            case .setting(let name, let value):
                if name == Fault.settingName {
                    try await settle(store, line: line)
                    try session.switchFault(value, line: line)
                }
                log.append(.setting(name: name, value: value))
            case .checkpoint:
                try await settle(store, line: line)
                log.append(.checkpoint(store.state))
            case .effect:
                continue   // re-derived: what the effects send is logged as they send it
            }
        }
        try await settle(store, line: driver.line)
        try driver.checkWarnings()
        store.cancelAllEffects()
        var new = log.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The format version a reader needs: 4 for `start` alone, 3 for a `~` line that says
        // what still runs, else what the log said.
        let saysRunning = new.contains { LogLineKind.of($0.utf8)?.kind == .checksum && $0.contains(" running ") }
        let needed = new.contains(ActionLog.startFromSettings) ? ActionLog.version
            : saysRunning ? max(driver.reader.version, 3) : driver.reader.version
        new[0] = "\(ActionLog.magic) \(needed)"
        return new
    }

    /// The first start: `start` alone stays so, and so does a state that still reads; one that
    /// no longer reads (a field added since) is replaced by the app's initial state for the
    /// log's settings.
    mutating func firstStart(comments: inout [LogComment]) throws(ActionLogError) -> (R.State, bare: Bool) {
        var first: RawLogEntry?
        var settings = 0
        while let entry = try driver.next() {
            switch entry {
            case .setting: settings += 1; continue
            case .comment(let text): comments.append(LogComment(afterSettings: settings, text: text)); continue
            case .start, .startFromSettings: first = entry
            default: throw ActionLog.missingStart(at: driver.line)
            }
            break
        }
        guard let first else { throw ActionLog.missingStart(at: nil) }
        guard case .start = first else { return (try driver.restart(first), true) }
        do {
            // A start that still reads stays as it is, even when it equals the derived one: a
            // log whose settings do not say everything its start depends on (an older log) would
            // start elsewhere on another day.
            return (try driver.restart(first), false)
        } catch {
            guard initialState != nil else {
                throw ActionLogError(
                    kind: .damaged, line: error.line,
                    message: "the start state no longer reads (\(error.message)), and this update was not given the app's initial state (`initialState:`) to start from instead"
                )
            }
            // The reader's advice to run this very update is left out of its own note.
            let reason = error.message.components(separatedBy: "; if the state gained a field since").first ?? error.message
            notes.append("line \(driver.line): the start state no longer reads (\(reason)); the app's initial state for the log's settings is used instead, written `start` alone: check that the log's settings say all it depends on")
            return (try driver.restart(.startFromSettings), true)
        }
    }

    func makeStore(_ state: R.State, log: ConsoleLog<R.State, R.Action>) -> Store<R.State, R.Action> {
        let store = Store<R.State, R.Action>(core: .root(RootCore(initialState: state, dependencies: values, reducer: reducer), reducer: reducer))
        store.observeActions { origin, action in log.append(origin == .user ? .user(action) : .effect(action)) }
        return store
    }

    /// Waits until every effect is idle (asleep on a clock, or done); one that awaits something
    /// outside the store for longer than the timeout stops the update, named.
    func settle(_ store: Store<R.State, R.Action>, line: Int) async throws(ActionLogError) {
        let runtime = store.runtime
        guard await runtime.waitUntil(timeout: timeout, { runtime.isIdle }) else {
            throw ActionLogError(
                kind: .diverged, line: line,
                message: "\(driver.context.after)the effects did not settle within \(timeout); still running:\n"
                    + runtime.runningEffects().map { "  - " + $0 }.joined(separator: "\n")
            )
        }
    }
}
