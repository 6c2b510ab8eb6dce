/// A store for tests that makes you say exactly how each action changes the state, and which
/// actions its effects send back.
///
/// Each method throws a ``TestStoreFailure`` that names the step and shows the expected and
/// actual values line by line, so it works under Swift Testing and XCTest alike:
///
/// ```swift
/// @Test func incrementThenFetch() async throws {
///     let store = TestStore(initialState: Counter.State(), reducer: Counter())
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
        /// still run at the end.
        case on
        /// Only what a test asserts is checked: received actions may be skipped, and an
        /// assertion closure should assign the values it expects rather than change them
        /// relatively, since it is applied to the actual state. For integration tests.
        case off
    }

    /// How strictly this store checks; `.on` unless set.
    public var exhaustivity: Exhaustivity = .on
    /// How long `receive` and `finish` wait for effects before failing.
    public var timeout: Duration = .seconds(2)
    /// The state as the test has asserted it so far.
    public private(set) var state: State

    private let store: Store<State, Action>
    private let recorder: Recorder
    private var step = 0

    private final class Recorder {
        var userActionPending = false
        var stateAfterUserAction: State?
        var received: [(action: Action, state: State)] = []
    }

    /// Makes a test store that starts from `initialState` and runs `reducer`.
    public init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        let recorder = Recorder()
        self.recorder = recorder
        state = initialState
        store = Store(
            initialState: initialState,
            reduce: { state, action in
                let effect = reducer.reduce(into: &state, action: action)
                if recorder.userActionPending {
                    recorder.userActionPending = false
                    recorder.stateAfterUserAction = state
                } else {
                    recorder.received.append((action, state))
                }
                return effect
            },
            upstream: nil
        )
    }

    /// Sends `action` as the user would, and checks that the state changed exactly as
    /// `expectedChange` says, applied to the state before it.
    @discardableResult
    public func send(
        _ action: Action,
        assert expectedChange: ((inout State) throws -> Void)? = nil
    ) async throws -> StoreTask {
        step += 1
        let name = "step \(step), send(\(DebugText.line(action)))"
        if !recorder.received.isEmpty {
            if exhaustivity == .on {
                throw TestStoreFailure(
                    step: name,
                    message: "it was sent while actions received from effects were not yet asserted:\n"
                        + receivedList
                )
            }
            recorder.received.removeAll()
        }
        if exhaustivity == .off { state = store.state }
        let before = state
        recorder.userActionPending = true
        let task = store.send(action)
        recorder.userActionPending = false
        let after = recorder.stateAfterUserAction ?? store.state
        recorder.stateAfterUserAction = nil
        try check(name, before: before, after: after, expectedChange)
        await Task.yield()
        return task
    }

    /// Waits for the next action an effect sent back, checks it is `expected`, and checks the
    /// state it left as `send` does.
    ///
    /// With exhaustivity off, earlier actions that are not `expected` are skipped.
    public func receive(
        _ expected: Action,
        timeout: Duration? = nil,
        assert expectedChange: ((inout State) throws -> Void)? = nil
    ) async throws {
        step += 1
        let name = "step \(step), receive(\(DebugText.line(expected)))"
        let limit = timeout ?? self.timeout
        let exhaustive = exhaustivity == .on
        await poll(for: limit) { [recorder] in
            exhaustive ? !recorder.received.isEmpty : recorder.received.contains { $0.action == expected }
        }
        if !exhaustive {
            guard let index = recorder.received.firstIndex(where: { $0.action == expected }) else {
                recorder.received.removeAll()
                throw TestStoreFailure(step: name, message: "no such action arrived within \(limit)")
            }
            recorder.received.removeFirst(index)
        }
        guard let (action, after) = recorder.received.first else {
            let running = store.runningEffectCount
            throw TestStoreFailure(
                step: name,
                message: "no action arrived within \(limit); \(running) effect\(running == 1 ? " is" : "s are") still running"
            )
        }
        recorder.received.removeFirst()
        if action != expected {
            let diff = LineDiff.render(expected: DebugText.lines(expected), actual: DebugText.lines(action)) ?? ""
            throw TestStoreFailure(
                step: name,
                message: "a different action arrived (− expected, + received):\n\(diff)"
            )
        }
        try check(name, before: state, after: after, expectedChange)
    }

    /// Waits for running effects to end, then fails if any still runs or any received action
    /// was not asserted. With exhaustivity off, it cancels what runs and fails on nothing.
    public func finish(timeout: Duration? = nil) async throws {
        step += 1
        let limit = timeout ?? self.timeout
        await poll(for: limit) { [store] in store.runningEffectCount == 0 }
        var problems: [String] = []
        let running = store.runningEffectCount
        if running > 0 {
            problems.append(
                "\(running) effect\(running == 1 ? " is" : "s are") still running after \(limit); "
                    + "cancel \(running == 1 ? "it" : "them") in the reducer, or wait for \(running == 1 ? "it" : "them")"
            )
            store.cancelAllEffects()
        }
        if !recorder.received.isEmpty {
            problems.append("actions received from effects were not asserted:\n" + receivedList)
        }
        guard exhaustivity == .on else {
            recorder.received.removeAll()
            state = store.state
            return
        }
        if !problems.isEmpty {
            throw TestStoreFailure(step: "step \(step), finish()", message: problems.joined(separator: "\n"))
        }
    }

    /// Drops the actions received so far without asserting them.
    public func skipReceivedActions() {
        if let last = recorder.received.last { state = last.state }
        recorder.received.removeAll()
    }

    /// Cancels every effect still running.
    public func skipInFlightEffects() {
        store.cancelAllEffects()
    }

    private var receivedList: String {
        recorder.received.map { "  " + DebugText.line($0.action) }.joined(separator: "\n")
    }

    private func check(
        _ name: String,
        before: State,
        after actual: State,
        _ expectedChange: ((inout State) throws -> Void)?
    ) throws {
        var expected = exhaustivity == .on ? before : actual
        do {
            try expectedChange?(&expected)
        } catch {
            throw TestStoreFailure(step: name, message: "the assertion threw: \(error)")
        }
        defer { state = actual }
        guard expected != actual else { return }
        let diff = LineDiff.render(expected: DebugText.lines(expected), actual: DebugText.lines(actual))
            ?? "(the two states print the same; their == says they differ)"
        throw TestStoreFailure(
            step: name,
            message: "the state is not what the test expected (− expected, + actual):\n\(diff)"
        )
    }
}

/// Why a ``TestStore`` step failed: the step, and what differed.
public struct TestStoreFailure: Error, CustomStringConvertible, Sendable {
    /// The step that failed, as `step 3, send(.increment)`.
    public let step: String
    /// What went wrong, with expected and actual values line by line.
    public let message: String

    public var description: String { "TestStore failed at \(step): \(message)" }
}
