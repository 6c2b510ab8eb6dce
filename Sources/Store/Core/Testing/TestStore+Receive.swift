import StoreText

extension TestStore {
    /// Takes the next action an effect sent back, checks it is `expected`, and checks the state
    /// it left as `send` does.
    ///
    /// With exhaustivity off, earlier actions that are not `expected` are skipped. An action
    /// the store refused fails the step, naming it and the reason, unless the step expects it
    /// with ``receive(_:refused:timeout:assert:fileID:filePath:line:column:)``.
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
        try await receive(expected, refused: nil, timeout: timeout, at: location, expectedChange)
    }

    /// Takes the next action an effect sent back, checks it is `expected`, and that the store
    /// refused it for `reason`: the step fails if the store reduced it instead, or refused it
    /// for another reason.
    ///
    /// ```swift
    /// try await store.receive(.timerTicked, refused: .containing("is gone"))
    /// ```
    public func receive(
        _ expected: Action,
        refused reason: ExpectedRefusal,
        timeout: Duration? = nil,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        try await receive(expected, refused: reason, timeout: timeout, at: location, expectedChange)
    }

    private func receive(
        _ expected: Action,
        refused expectedRefusal: ExpectedRefusal?,
        timeout: Duration?,
        at location: TestLocation,
        _ expectedChange: ((inout State) throws -> Void)?
    ) async throws {
        try await receive(
            "receive(\(DebugText.line(expected)))", timeout: timeout, refused: expectedRefusal, at: location,
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
            "receive(where:)", timeout: timeout, refused: nil, at: location,
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
            "receive(case:)", timeout: timeout, refused: nil, at: location,
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
        refused expectedRefusal: ExpectedRefusal?,
        at location: TestLocation,
        matches: (Action) -> Bool,
        mismatch: (Action) -> String,
        _ expectedChange: ((inout State) throws -> Void)?
    ) async throws {
        step += 1
        lastStep = location
        let name = "step \(step), \(what)"
        let limit = timeout ?? self.timeout
        let settled = await store.runtime.waitUntilIdle(timeout: limit)
        var problems: [String] = []
        if let warned = warningsProblem() { problems.append(warned) }
        if exhaustivity == .off {
            guard let index = recorder.received.firstIndex(where: { matches($0.action) }) else {
                let dropped = recorder.received
                skipReceivedActions()
                problems.insert("no such action arrived" + why(settled: settled, limit: limit), at: 0)
                if let refused = droppedRefusals(dropped) { problems.append(refused) }
                return try fail(name, problems.joined(separator: "\n"), at: location)
            }
            if let refused = droppedRefusals(Array(recorder.received.prefix(index))) { problems.append(refused) }
            recorder.received.removeFirst(index)
        }
        guard let (action, after, refusal) = recorder.received.first else {
            problems.insert("no action arrived" + why(settled: settled, limit: limit), at: 0)
            return try fail(name, problems.joined(separator: "\n"), at: location)
        }
        recorder.received.removeFirst()
        guard matches(action) else {
            state = after
            problems.insert(mismatch(action), at: 0)
            return try fail(name, problems.joined(separator: "\n"), at: location)
        }
        let described = "it (\(DebugText.line(action)))"
        if let problem = refusalProblem(described, refusal, expected: expectedRefusal, howToExpect: "receive(_:refused:)") {
            problems.insert(problem, at: 0)
            state = after
        } else if let problem = check(before: state, after: after, expectedChange) {
            problems.insert(problem, at: 0)
        }
        if exhaustivity == .off { state = store.state }
        try endIfSharedWasMissed(name, at: location)
        if !problems.isEmpty { try fail(name, problems.joined(separator: "\n"), at: location) }
    }

    /// Why nothing came: every effect is asleep on a test clock, none runs, or some took too long.
    private func why(settled: Bool, limit: Duration) -> String {
        let running = store.runtime.runningCount
        if running == 0 { return ", and no effect is running to send one: drop this step, or start the effect that sends it first" }
        let list = ":\n" + runningList()
        if settled { return "; \(count(running, "effect")) \(running == 1 ? "is" : "are") still running\(list)" }
        return " within \(limit); \(count(running, "effect")) \(running == 1 ? "is" : "are") still running\(list)"
    }
}
