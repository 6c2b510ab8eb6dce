extension ActionLog {
    /// Replays a log against a real store: sends only the user's actions, lets the effects run,
    /// and checks that the actions they feed back, and every checkpoint, match the log, as a
    /// TestStore would. A recorded session becomes a regression test.
    ///
    /// Throws at the first mismatch, naming its line.
    ///
    /// ```swift
    /// let summary = try await ActionLog.replayLive("session.log", reducer: AppFeature(client: .embedded))
    /// ```
    @MainActor
    public static func replayLive<R: Reducer>(
        _ path: String,
        reducer: R,
        timeout: Duration = .seconds(5)
    ) async throws(ActionLogError) -> ReplaySummary<R.State>
    where R.State: Codable & Equatable, R.Action: Codable & Equatable {
        let reader = try ActionLogReader<R.State, R.Action>(path: path)
        guard let start = try startState(reader) else { throw missingStart }
        var arrived: [R.Action] = []
        func makeStore(_ state: R.State) -> Store<R.State, R.Action> {
            let store = Store(initialState: state, reducer: reducer)
            store.observeActions { [runtime = store.runtime] origin, action in
                guard origin == .effect else { return }
                arrived.append(action)
                runtime.notify()
            }
            return store
        }
        var store = makeStore(start)
        var inFlight: StoreTask = .empty
        var actions = 0
        var checkpoints = 0
        var lastLine = 1
        func settle() async { _ = await store.runtime.waitUntil(timeout: timeout) { !inFlight.isInFlight } }

        while let (line, entry) = try reader.next() {
            lastLine = line
            switch entry {
            case .start(let restart):
                await settle()
                if let extra = arrived.first {
                    throw unexpected(extra, line: line, before: "before this line")
                }
                inFlight.cancel()
                store = makeStore(restart)
            case .user(let action):
                await settle()
                if let extra = arrived.first {
                    throw unexpected(extra, line: line, before: "before this line")
                }
                inFlight = store.send(action)
                actions += 1
            case .effect(let expected):
                _ = await store.runtime.waitUntil(timeout: timeout) { !arrived.isEmpty || !inFlight.isInFlight }
                guard !arrived.isEmpty else {
                    throw ActionLogError(
                        kind: .diverged, line: line,
                        message: "the log expects an effect to send \(text(expected)) here; no effect sent anything"
                    )
                }
                let action = arrived.removeFirst()
                guard action == expected else {
                    throw ActionLogError(
                        kind: .diverged, line: line,
                        message: "the log expects an effect to send \(text(expected)); it sent \(text(action))"
                    )
                }
                actions += 1
            case .checkpoint(let expected):
                await settle()
                try check(store.state, against: expected, line: line)
                checkpoints += 1
            case .checksum(let expected):
                await settle()
                try check(store.state, checksum: expected, line: line)
                checkpoints += 1
            }
        }
        await settle()
        if let extra = arrived.first {
            throw unexpected(extra, line: lastLine + 1, before: "after the last line")
        }
        inFlight.cancel()
        return ReplaySummary(state: store.state, actions: actions, checkpoints: checkpoints, lines: lastLine)
    }

    private static func unexpected<Action: Encodable>(_ action: Action, line: Int, before place: String) -> ActionLogError {
        ActionLogError(
            kind: .diverged, line: line,
            message: "an effect sent \(text(action)), which the log does not have \(place)"
        )
    }

    private static func text<Value: Encodable>(_ value: Value) -> String {
        (try? LiteralText.encode(value)) ?? "\(value)"
    }
}
