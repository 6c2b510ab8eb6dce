import StoreText

/// A store for tests that makes you say exactly how each action changes the state, and which
/// actions its effects send back.
///
/// When `send`, `receive` or `finish` returns, every effect that can make progress without
/// outside input has run until it next suspends (see ``TestClock``), so a test needs no waits of
/// its own. A failed step is reported as an issue of the running test framework (Swift Testing
/// or XCTest) at the step's own line, naming the step and showing what differed:
///
/// ```swift
/// @Test func incrementThenFetch() async throws {
///     let store = TestStore(
///         initialState: Counter.State(), reducer: Counter()
///     )
///     try await store.send(.increment) { $0.count = 1 }
///     try await store.send(.factTapped) { $0.isLoading = true }
///     try await store.receive(.factLoaded("1 is the loneliest number")) {
///         $0.isLoading = false
///         $0.fact = "1 is the loneliest number"
///     }
///     try await store.finish()
/// }
/// ```
@MainActor
public final class TestStore<State: Equatable, Action: Equatable & Sendable> {
    /// How strictly the store checks a test.
    public enum Exhaustivity: Sendable {
        /// Every change of state and every received action must be asserted, and no effect may
        /// still run at the end. A step's closure gets the state before the step and must turn
        /// it into the state after it.
        case on
        /// Only what a test asserts is checked. A step's closure gets the actual state after
        /// the step, so it should assign the values it expects (`$0.count = 2`) rather than
        /// change them (`$0.count += 1`); a value it assigns wrongly still fails. Received
        /// actions may go unasserted (`send` drops them, `receive` skips to the one it wants),
        /// and `finish` cancels what still runs. For integration tests.
        case off
    }

    /// How a failed step is reported.
    public enum FailureReporting: Sendable {
        /// As an issue of the running test framework at the step's line; the step then
        /// returns and the test goes on. Where no test framework runs, the step throws.
        case testFramework
        /// The step throws a ``TestStoreFailure``, for helpers that inspect failures. What the
        /// store finds at its end, where nothing can throw, still goes to the test framework.
        case throwing
    }

    /// How strictly this store checks; `.on` unless set.
    public var exhaustivity: Exhaustivity = .on {
        didSet { recorder.ending.exhaustive = exhaustivity == .on }
    }
    /// How failures are reported; `.testFramework` unless set.
    public var failureReporting: FailureReporting = .testFramework
    /// How long a step waits for effects that await something outside the store (a network
    /// call, a stream the test feeds): such an effect may go on at any moment, so a step waits
    /// this long before it goes on without it. Effects that sleep on a ``TestClock`` never
    /// need it. Lower it for a feature whose effects listen to streams.
    public var timeout: Duration = .seconds(5)
    /// The state as the test has seen it so far. With exhaustivity on, the state the steps
    /// asserted: after a `receive`, the state that action left. With it off, the store's actual
    /// state after each step, every action received by then applied (after one `receive(.tick)`
    /// of three ticks that arrived, all three).
    public internal(set) var state: State

    let store: Store<State, Action>
    let recorder: Recorder
    let sharedMisses = SharedMisses()
    let warnings = TestWarnings()
    /// The runtime of ``store``'s effects, which a test store's end reads from any thread.
    package let runtime: EffectRuntime
    /// What its end checks (the recorder's), read from any thread.
    let ending: TestStoreEnding<Action>
    var step = 0 {
        didSet { recorder.ending.step = step }
    }
    /// Where the last step was written: where a store that ends with work left fails.
    var lastStep: TestLocation? {
        get { recorder.ending.lastStep }
        set { recorder.ending.lastStep = newValue }
    }

    final class Recorder {
        var userActionPending = false
        var stateAfterUserAction: State?
        /// Why the store refused the user's action of the step being sent, if it did.
        var userRefusal: String?
        /// `true` while a test asks ``TestStore/rejection(of:)``: a refusal then is an answer.
        var isAsking = false
        /// The actions effects sent, each with the state it left, or why the store refused it.
        var received: [(action: Action, state: State, refusal: String?)] = [] {
            didSet { ending.received = received.map { ($0.action, $0.refusal) } }
        }
        /// What the test store's end checks, kept where its `deinit` can read it.
        let ending = TestStoreEnding<Action>()
        /// Told of each refusal the store's reducer gives, asked or not.
        var onRefusal: (@MainActor (State, Action, String) -> Void)?
    }

    /// Makes a test store that starts from `initialState` and runs `reducer`, with the
    /// dependencies `dependencies` provides; any other that the feature uses fails the test,
    /// naming it. `initialState` is built after them, with them: a state whose `init` reads
    /// `@Dependency(\.uuid)` gets the test's ids.
    ///
    /// ```swift
    /// let store = TestStore(initialState: Editor.State(), reducer: Editor()) {
    ///     $0.uuid = .incrementing
    /// }
    /// ```
    public init<R: Reducer>(
        initialState: @autoclosure () -> State, reducer: R,
        withDependencies dependencies: (inout DependencyValues) -> Void = { _ in }
    ) where R.State == State, R.Action == Action {
        (state, recorder, store) = Self.start(
            initialState, sharedMisses, dependencies, { reducer.reduce(into: &$0, action: $1) }, { reducer.composedRejection(of: $1, in: $0) }
        )
        runtime = store.runtime
        ending = recorder.ending
        observeRefusals()
    }

    /// A test store that runs `reduce`.
    init(
        initialState: () -> State,
        dependencies: (inout DependencyValues) -> Void,
        reduce: @escaping (inout State, Action) -> Effect<Action>,
        refuse: @escaping (State, Action) -> String?
    ) {
        (state, recorder, store) = Self.start(initialState, sharedMisses, dependencies, reduce, refuse)
        runtime = store.runtime
        ending = recorder.ending
        observeRefusals()
    }

    /// A test store checks at its end what `finish()` would have checked, had the test not
    /// called it: effects still running, received actions not asserted, refusals and warnings
    /// not yet reported each fail the test at its last step's line.
    ///
    /// It is not an isolated deinit: one runs without the test's task-local values, where the
    /// test framework no longer knows which test it reports for. So it reads only what is safe
    /// from any thread, on the thread of the test that let the store go.
    deinit {
        let ending = self.ending.snapshot
        guard let lastStep = ending.lastStep, let problems = endProblems(ending) else { return }
        let message = TestStoreFailure(
            step: "its end (after step \(ending.step), the last)", message: problems, fileID: "\(lastStep.fileID)", line: lastStep.line
        ).description
        runtime.cancelAll()
        if !TestFailureReporter.record(message, at: lastStep) { RuntimeWarnings.report(message, inRelease: true) }
    }

    /// Has the store's refusals noted as the steps' (see ``noteRefusal(of:in:_:)``).
    private func observeRefusals() {
        recorder.onRefusal = { [weak self] in self?.noteRefusal(of: $1, in: $0, $2) }
    }

    /// The initial state, built with the test store's dependencies, and the recorder and the
    /// store of a test store that runs `reduce` from it, refusing what `refuse` refuses.
    private static func start(
        _ initialState: () -> State,
        _ sharedMisses: SharedMisses,
        _ dependencies: (inout DependencyValues) -> Void,
        _ reduce: @escaping (inout State, Action) -> Effect<Action>,
        _ refuse: @escaping (State, Action) -> String?
    ) -> (State, Recorder, Store<State, Action>) {
        let recorder = Recorder()
        var values = DependencyValues.current
        values.context = .test
        values.isGiven = true
        DependencyValues.configuring { dependencies(&values) }
        values[SharedMissesKey.self] = sharedMisses
        let initialState = DependencyValues.$current.withValue(values, operation: initialState)
        let recording: (inout State, Action) -> Effect<Action> = { state, action in
            let effect = reduce(&state, action)
            if recorder.userActionPending {
                recorder.userActionPending = false
                recorder.stateAfterUserAction = state
            } else {
                recorder.received.append((action, state, nil))
            }
            return effect
        }
        let refusing: (State, Action) -> String? = { state, action in
            guard let reason = refuse(state, action) else { return nil }
            // A root store asks its reducer on the main actor.
            MainActor.assumeIsolated { recorder.onRefusal?(state, action, reason) }
            return reason
        }
        let store = Store(core: .root(
            RootCore(initialState: initialState, dependencies: values, reduce: recording, refuse: refusing),
            reducer: Reduce(recording, rejection: { refusing($1, $0) })
        ))
        store.runtime.runOnMainThread()
        return (initialState, recorder, store)
    }

    /// Sends `action` as the user would, checks that the state changed exactly as
    /// `expectedChange` says, and lets the effects it started run until they suspend.
    ///
    /// An action the store refuses (see ``Reducer/rejection(of:in:)``) fails the step, naming
    /// it and the reason; so does a runtime warning raised by the step or its effects, unless
    /// the test collects them with ``RuntimeWarnings/withHandler(_:isolation:operation:)``
    /// around the step. A step that expects a refusal says so with
    /// ``send(_:refused:assert:fileID:filePath:line:column:)``.
    @discardableResult
    public func send(
        _ action: Action,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws -> StoreTask {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return try await send(action, refused: nil, expectedChange, at: location)
    }

    /// Sends `action` as the user would, expecting the store to refuse it for `reason`: the
    /// step fails if the store reduces it instead, or refuses it for another reason. A refused
    /// action changes nothing; `expectedChange`, if given, must change nothing either.
    ///
    /// ```swift
    /// try await store.send(
    ///     .editButtonTapped, refused: "the sync-up is gone"
    /// )
    /// try await store.send(.deleteTapped(9), refused: .containing("no row 9"))
    /// ```
    @discardableResult
    public func send(
        _ action: Action,
        refused reason: ExpectedRefusal,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws -> StoreTask {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return try await send(action, refused: reason, expectedChange, at: location)
    }

    private func send(
        _ action: Action,
        refused expectedRefusal: ExpectedRefusal?,
        _ expectedChange: ((inout State) throws -> Void)?,
        at location: TestLocation
    ) async throws -> StoreTask {
        step += 1
        lastStep = location
        let name = "step \(step), send(\(DebugText.line(action)))"
        var problems: [String] = []
        if let earlier = warningsProblem() { problems.append("before it, " + earlier) }
        if !recorder.received.isEmpty {
            let unasserted = receivedList
            let dropped = recorder.received
            skipReceivedActions()
            if exhaustivity == .on {
                problems.append("it was sent while actions received from effects were not yet asserted (assert each with `receive` "
                    + "first, or call skipReceivedActions()):\n" + unasserted)
            } else if let refused = droppedRefusals(dropped) {
                problems.append(refused)
            }
        }
        if !problems.isEmpty { try fail(name, problems.joined(separator: "\n"), at: location) }
        problems = []
        if exhaustivity == .off { state = store.state }
        let before = state
        recorder.userActionPending = true
        recorder.userRefusal = nil
        let task = collectingWarnings { store.send(action) }
        recorder.userActionPending = false
        let refusal = recorder.userRefusal
        recorder.userRefusal = nil
        let after = recorder.stateAfterUserAction ?? store.state
        recorder.stateAfterUserAction = nil
        let described = "it (\(DebugText.line(action)))"
        if let problem = refusalProblem(described, refusal, expected: expectedRefusal, howToExpect: "send(_:refused:)") {
            problems.append(problem)
            state = after
        } else if let problem = check(before: before, after: after, expectedChange) {
            problems.append(problem)
        }
        _ = await store.runtime.waitUntilIdle(timeout: timeout)
        if exhaustivity == .off { state = store.state }
        try endIfSharedWasMissed(name, at: location)
        if let warned = warningsProblem() { problems.append(warned) }
        if !problems.isEmpty { try fail(name, problems.joined(separator: "\n"), at: location) }
        return task
    }
}
