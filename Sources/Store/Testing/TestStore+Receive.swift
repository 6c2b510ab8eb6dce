extension TestStore {
    /// Takes the next action an effect sent back, checks it is `expected`, and checks the state
    /// it left as `send` does.
    ///
    /// With exhaustivity off, earlier actions that are not `expected` are skipped.
    public func receive(
        _ expected: Action,
        timeout: Duration? = nil,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        try await receive(
            "receive(\(DebugText.line(expected)))", timeout: timeout, at: location,
            matches: { $0 == expected },
            mismatch: { action in
                let diff = LineDiff.render(expected: DebugText.lines(expected), actual: DebugText.lines(action)) ?? ""
                return "a different action arrived (− expected, + received; receive the actions in the order they arrive):\n\(diff)"
            },
            expectedChange
        )
    }

    /// Takes the next action an effect sent back and checks that `isMatch` accepts it, for a
    /// test that cares which case came back but not about its whole payload.
    ///
    /// ```swift
    /// try await store.receive({
    ///     if case .booksLoaded = $0 { true } else { false }
    /// }) {
    ///     $0.isLoading = false
    ///     $0.books = Book.samples
    /// }
    /// ```
    public func receive(
        _ isMatch: (Action) -> Bool,
        timeout: Duration? = nil,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        try await receive(
            "receive(where:)", timeout: timeout, at: location,
            matches: isMatch,
            mismatch: { "the action that arrived does not match: \(DebugText.line($0)); receive the actions in the order they arrive" },
            expectedChange
        )
    }

    /// Takes the next action an effect sent back and checks that it is the case `actionCase`,
    /// whatever its payload.
    ///
    /// ```swift
    /// try await store.receive(EnumCase(AppAction.results)) {
    ///     $0.results = ["United States"]
    /// }
    /// ```
    public func receive<Value>(
        _ actionCase: EnumCase<Action, Value>,
        timeout: Duration? = nil,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        try await receive(
            "receive(case:)", timeout: timeout, at: location,
            matches: { actionCase.extract($0) != nil },
            mismatch: { "the action that arrived is another case: \(DebugText.line($0)); receive the actions in the order they arrive" },
            expectedChange
        )
    }

    /// Takes the next action an effect sent back and checks that it is the case that
    /// `constructor` makes, whatever its payload: `try await store.receive(AppAction.results)`.
    public func receive<Value>(
        _ constructor: @escaping @Sendable (Value) -> Action,
        timeout: Duration? = nil,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws {
        try await receive(
            EnumCase(constructor), timeout: timeout, assert: expectedChange,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    private func receive(
        _ what: String,
        timeout: Duration?,
        at location: TestLocation,
        matches: (Action) -> Bool,
        mismatch: (Action) -> String,
        _ expectedChange: ((inout State) throws -> Void)?
    ) async throws {
        step += 1
        let name = "step \(step), \(what)"
        let limit = timeout ?? self.timeout
        let settled = await store.runtime.waitUntilIdle(timeout: limit)
        if exhaustivity == .off {
            guard let index = recorder.received.firstIndex(where: { matches($0.action) }) else {
                skipReceivedActions()
                return try fail(name, "no such action arrived" + why(settled: settled, limit: limit), at: location)
            }
            recorder.received.removeFirst(index)
        }
        guard let (action, after) = recorder.received.first else {
            return try fail(name, "no action arrived" + why(settled: settled, limit: limit), at: location)
        }
        recorder.received.removeFirst()
        guard matches(action) else {
            state = after
            return try fail(name, mismatch(action), at: location)
        }
        let problem = check(before: state, after: after, expectedChange)
        if exhaustivity == .off { state = store.state }
        try endIfSharedWasMissed(name, at: location)
        if let problem { try fail(name, problem, at: location) }
    }

    /// Why nothing came: every effect is asleep on a test clock, none runs, or some took too long.
    private func why(settled: Bool, limit: Duration) -> String {
        let running = store.runtime.runningCount
        if running == 0 { return ", and no effect is running to send one: drop this step, or start the effect that sends it first" }
        let list = ":\n" + runningList
        if settled { return "; \(count(running, "effect")) \(running == 1 ? "is" : "are") still running\(list)" }
        return " within \(limit); \(count(running, "effect")) \(running == 1 ? "is" : "are") still running\(list)"
    }
}
