/// What ``ActionLog/update(_:reducer:initialState:clock:strictness:timeout:)`` did to a log.
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
    /// `clock` at the logged times), and every checkpoint. The `>` lines, `@` times, `%`
    /// settings and comments stay as they were, so the log's diff shows exactly the behaviour
    /// that changed. Afterwards pure and live replays pass.
    ///
    /// It is the one way a log is rewritten; the file is replaced in one rename, and only when
    /// something changed. A user action that no longer reads (a renamed case) stops it at its
    /// line: ``rename(_:case:to:)`` migrates it first.
    ///
    /// ```swift
    /// let update = try await ActionLog.update("Sessions/search.log", reducer: App(client: .embedded), initialState: App.State.init(settings:))
    /// print(update.diff.joined(separator: "\n"))
    /// ```
    @MainActor
    public static func update<R: Reducer>(
        _ path: String,
        reducer: R,
        initialState: ((_ settings: [String: String]) -> R.State)? = nil,
        clock: TestClock? = nil,
        strictness: ReplayStrictness = .strict,
        timeout: Duration = .seconds(5)
    ) async throws(ActionLogError) -> LogUpdate
    where R.State: Codable & Equatable, R.Action: Codable & Equatable {
        let header = try ActionLogReader<Never, Never>(path: path)
        guard let bytes = POSIXFile.contents(of: path) else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot read the log \(path): \(POSIXFile.reason)")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var old = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard old.last == "" else {
            throw ActionLogError(kind: .damaged, line: old.count, message: "the log ends in the middle of this line (it has no newline); it was cut off")
        }
        old.removeLast()
        let lines = old.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        var rederive = Rederivation(reducer: reducer, initialState: initialState, clock: clock, strictness: strictness, timeout: timeout)
        let warnings = Locked<[String]>([])
        let result: Result<[String], ActionLogError> = await RuntimeWarnings.withHandler({ message in
            warnings.withLock { $0.append(message) }
        }) {
            do throws(ActionLogError) {
                return .success(try await rederive.run(lines, version: header.version, warnings: warnings))
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
}

/// One update's run: the old log's user actions sent to a live store, and the new log written
/// by the same log the console keeps, with the same time stamps and checkpoints.
@MainActor
private struct Rederivation<R: Reducer> where R.State: Codable & Equatable, R.Action: Codable & Equatable {
    let reducer: R
    let initialState: ((_ settings: [String: String]) -> R.State)?
    let clock: TestClock?
    let origin: TestClock.Instant?
    let strictness: ReplayStrictness
    let timeout: Duration
    var notes: [String] = []
    let context = ReplayContext<R.Action>()

    init(
        reducer: R, initialState: ((_ settings: [String: String]) -> R.State)?, clock: TestClock?,
        strictness: ReplayStrictness, timeout: Duration
    ) {
        self.reducer = reducer
        self.initialState = initialState
        self.clock = clock
        origin = clock?.now
        self.strictness = strictness
        self.timeout = timeout
    }

    /// The logged time, for stamping when no test clock moves.
    final class LoggedTime {
        var value = Duration.zero
    }

    mutating func run(_ lines: [String], version: Int, warnings: Locked<[String]>) async throws(ActionLogError) -> [String] {
        var index = 1
        var settings: [(name: String, value: String)] = []
        // The header's settings, up to the first start.
        while index < lines.count, lines[index].hasPrefix("% ") {
            let parts = lines[index].dropFirst(2).split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { throw damaged(index, "expected a name and a value after `% `") }
            settings.append((String(parts[0]), String(parts[1])))
            index += 1
        }
        var leading: [String] = []
        while index < lines.count, Self.isComment(lines[index]) {
            leading.append(lines[index])
            index += 1
        }
        guard index < lines.count, lines[index] == "start" || lines[index].hasPrefix("start ") else {
            throw ActionLog.missingStart
        }
        let (start, bare) = try firstStart(lines[index], line: index + 1, settings: settings)
        index += 1
        let logged = LoggedTime()
        let elapsed: () -> Duration = { [clock, origin] in
            if let clock, let origin { return origin.duration(to: clock.now) }
            return logged.value
        }
        let log = ConsoleLog<R.State, R.Action>(startState: start, settings: settings, startsFromSettings: bare, elapsed: elapsed)
        for comment in leading { log.append(.comment(comment)) }
        var store = makeStore(start, log: log)
        var allSettings = settings
        func checkWarnings() throws(ActionLogError) {
            let first = warnings.withLock { warnings in
                defer { warnings.removeAll() }
                return warnings.first
            }
            if strictness == .strict, let first { throw context.misuse(first) }
        }
        while index < lines.count {
            let text = lines[index]
            let line = index + 1
            index += 1
            if Self.isComment(text) {
                log.append(.comment(text))
                continue
            }
            if text == ActionLog.startFromSettings || text.hasPrefix("start ") {
                try await settle(store, line: line)
                store.cancelAllEffects()
                if text == ActionLog.startFromSettings {
                    store = makeStore(try ActionLog.derivedStart(initialState, settings: allSettings, line: line), log: log)
                    log.append(.restartFromSettings)
                } else {
                    let state = try decode(R.State.self, text.dropFirst(6), line: line, prefix: 6)
                    store = makeStore(state, log: log)
                    log.append(.restart(state))
                }
                context.restarted(at: line)
                continue
            }
            guard text.count >= 2, text.dropFirst().first == " " else { throw damaged(line - 1, "expected an entry starting with `start`, `> `, `< `, `= `, `~ `, `@ `, `% ` or `#`") }
            let body = text.dropFirst(2)
            switch text.first {
            case ">":
                let action = try decode(R.Action.self, body, line: line, prefix: 2)
                try await settle(store, line: line)
                context.applying(action, origin: .user, line: line)
                if strictness == .strict, let reason = reducer.rejection(of: action, in: store.state) {
                    throw context.misuse(reason)
                }
                store.send(action)
                try checkWarnings()
                try await settle(store, line: line)
                try checkWarnings()
                log.append(.checksum(store.state, running: store.liveEffectCount))
            case "@":
                guard let time = ActionLogReader<Never, Never>.parseTime(String(body)) else {
                    throw damaged(line - 1, "expected seconds after `@ ` (such as `@ 1.25`)")
                }
                logged.value = time
                if let clock, let origin {
                    await clock.advance(to: origin.advanced(by: time))
                    try checkWarnings()
                }
            case "%":
                let parts = body.split(separator: " ", maxSplits: 1)
                guard parts.count == 2 else { throw damaged(line - 1, "expected a name and a value after `% `") }
                allSettings.append((String(parts[0]), String(parts[1])))
                log.append(.setting(String(parts[0]), String(parts[1])))
            case "=":
                try await settle(store, line: line)
                log.append(.checkpoint(store.state))
            case "<", "~":
                continue   // re-derived: what the effects send, and the checkpoint after each action
            default:
                throw damaged(line - 1, "expected an entry starting with `start`, `> `, `< `, `= `, `~ `, `@ `, `% ` or `#`")
            }
        }
        try await settle(store, line: lines.count)
        try checkWarnings()
        store.cancelAllEffects()
        var new = log.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The format version a reader needs: 4 for `start` alone, else what the log said (3 at
        // least, since its `~` lines now say what still runs).
        let needed = new.contains(ActionLog.startFromSettings) ? ActionLog.version : max(version, 3)
        new[0] = "\(ActionLog.magic) \(needed)"
        return new
    }

    /// The first start: `start` alone stays so, and so does a state that still reads; one that
    /// no longer reads (a field added since) is replaced by the app's initial state for the
    /// log's settings.
    mutating func firstStart(_ text: String, line: Int, settings: [(name: String, value: String)]) throws(ActionLogError) -> (R.State, bare: Bool) {
        if text == ActionLog.startFromSettings {
            return (try ActionLog.derivedStart(initialState, settings: settings, line: line), true)
        }
        let derived = initialState.map { $0(Dictionary(settings, uniquingKeysWith: { _, later in later })) }
        do {
            // A start that still reads stays as it is, even when it equals the derived one: a
            // log whose settings do not say everything its start depends on (an older log) would
            // start elsewhere on another day.
            return (try LiteralText.decode(R.State.self, from: String(text.dropFirst(6))), false)
        } catch {
            guard let derived else {
                throw ActionLogError(
                    kind: .damaged, line: line,
                    message: "the start state no longer reads (column \(error.column + 6): \(error.message)), and this update was not given the app's initial state (`initialState:`) to start from instead"
                )
            }
            notes.append("line \(line): the start state no longer reads (\(error.message)); the app's initial state for the log's settings is used instead, written `start` alone: check that the log's settings say all it depends on")
            return (derived, true)
        }
    }

    func makeStore(_ state: R.State, log: ConsoleLog<R.State, R.Action>) -> Store<R.State, R.Action> {
        let store = Store(initialState: state, reducer: reducer)
        store.observeActions { origin, action in log.append(.action(action, origin)) }
        return store
    }

    /// Waits until every effect is idle (asleep on a clock, or done); one that awaits something
    /// outside the store for longer than the timeout stops the update, named.
    func settle(_ store: Store<R.State, R.Action>, line: Int) async throws(ActionLogError) {
        let runtime = store.runtime
        guard await runtime.waitUntil(timeout: timeout, { runtime.isIdle }) else {
            throw ActionLogError(
                kind: .diverged, line: line,
                message: "\(context.after)the effects did not settle within \(timeout); still running:\n"
                    + runtime.runningEffects().map { "  - " + $0 }.joined(separator: "\n")
            )
        }
    }

    func decode<Value: Decodable>(_ type: Value.Type, _ body: Substring, line: Int, prefix: Int) throws(ActionLogError) -> Value {
        do {
            return try LiteralText.decode(Value.self, from: String(body))
        } catch {
            let hint = error.message.hasPrefix("unknown case")
                ? "; a case renamed in the code is migrated with `replay FILE --rename OLD=NEW` (ActionLog.rename)" : ""
            throw ActionLogError(
                kind: .damaged, line: line,
                message: "column \(error.column + prefix): \(error.message)" + (error.suggestion.map { "; \($0)" } ?? "") + hint
            )
        }
    }

    func damaged(_ index: Int, _ message: String) -> ActionLogError {
        ActionLogError(kind: .damaged, line: index + 1, message: message)
    }

    static func isComment(_ text: String) -> Bool {
        text.first == "#" || text.allSatisfy { $0 == " " || $0 == "\t" }
    }
}
