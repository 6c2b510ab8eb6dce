import StoreSupport
import StoreText

/// A refusal a ``TestStore`` step expects: the store refuses the step's action (its reducer's
/// ``Reducer/rejection(of:in:)`` gave a reason), and the reason is this one.
///
/// A step that does not say so fails when its action is refused, naming the action and the
/// reason; a step that says so fails when the action is reduced instead:
///
/// ```swift
/// try await store.send(
///     .editButtonTapped, refused: "the sync-up is gone"
/// )
/// try await store.send(
///     .editButtonTapped, refused: "the sync-up \(id) is gone"
/// )
/// try await store.send(.deleteTapped, refused: .containing("gone"))
/// try await store.receive(.timerTicked, refused: .anyReason)
/// ```
public struct ExpectedRefusal: Sendable, ExpressibleByStringInterpolation {
    let matches: @Sendable (String) -> Bool
    let said: String

    /// A refusal whose reason is exactly `reason`.
    public init(stringLiteral reason: String) {
        self = .reason(reason)
    }

    /// A refusal whose reason is exactly the interpolated text: `"the sync-up \(id) is gone"`.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .reason(String(stringInterpolation: stringInterpolation))
    }

    /// A refusal whose reason is exactly `reason`.
    public static func reason(_ reason: String) -> ExpectedRefusal {
        ExpectedRefusal(matches: { $0 == reason }, said: "the reason \"\(reason)\"")
    }

    /// A refusal whose reason contains `text`.
    public static func containing(_ text: String) -> ExpectedRefusal {
        ExpectedRefusal(matches: { $0.contains(text) }, said: "a reason containing \"\(text)\"")
    }

    /// A refusal, whatever its reason.
    public static let anyReason = ExpectedRefusal(matches: { _ in true }, said: "any reason")

    private init(matches: @escaping @Sendable (String) -> Bool, said: String) {
        self.matches = matches
        self.said = said
    }
}

extension TestStore {
    /// Why the store would refuse `action` now (its reducer's ``Reducer/rejection(of:in:)``,
    /// asked with the test's dependencies and shared values), or `nil` when it would reduce it.
    /// Asking sends nothing and fails nothing.
    ///
    /// ```swift
    /// #expect(
    ///     store.rejection(of: .editButtonTapped) == "the sync-up is gone"
    /// )
    /// ```
    public func rejection(of action: Action) -> String? {
        recorder.isAsking = true
        defer { recorder.isAsking = false }
        return store.rejection(of: action)
    }

    /// Whether the store would reduce `action` now rather than refuse it.
    public func accepts(_ action: Action) -> Bool {
        rejection(of: action) == nil
    }

    /// `body`, with the runtime warnings it raises (and those of the effects it starts) sent to
    /// this store's ``warnings``: to the test's own handler instead when one collects them
    /// around the step (the test expects them). A refusal's warning is left out: the refusal
    /// itself is checked by the step.
    func collectingWarnings<Result>(_ body: () -> Result) -> Result {
        let outer = RuntimeWarnings.current
        let sink = warnings
        let handler = RuntimeWarnings.Handler { message in
            if sink.isRefusal(message) { return }
            if let outer { outer.report(message) } else { sink.add(message) }
        }
        return RuntimeWarnings.$current.withValue(handler) {
            TestFailureReporter.$step.withValue(TestFailureReporter.Step { sink.fail($0) }, operation: body)
        }
    }

    /// Notes that the store refused `action` in `state` with `reason` while it was reducing (not
    /// while a test asked): the user's action of the step being sent, or one an effect sent.
    func noteRefusal(of action: Action, in state: State, _ reason: String) {
        guard !recorder.isAsking else { return }
        warnings.expectRefusal(reason)
        if recorder.userActionPending {
            recorder.userActionPending = false
            recorder.userRefusal = reason
        } else {
            recorder.received.append((action, state, reason))
        }
    }

    /// What a step's action, sent or received, left to complain about given the refusal the
    /// step expects: a refusal it did not expect, one it expected that did not come, or another
    /// reason than the one it expected.
    func refusalProblem(_ what: String, _ refusal: String?, expected: ExpectedRefusal?, howToExpect: String) -> String? {
        switch (refusal, expected) {
        case (nil, nil): return nil
        case (nil, let expected?):
            return "the store was expected to refuse \(what) for \(expected.said), and it reduced it"
        case (let reason?, nil):
            return "the store refused \(what): \(reason)\n(expect it with `\(howToExpect)`, or fix the action or the reducer's rejection)"
        case (let reason?, let expected?):
            guard !expected.matches(reason) else { return nil }
            return "the store refused \(what) as expected, but for another reason than \(expected.said): \(reason)"
        }
    }

    /// The runtime warnings raised since the last step, as a problem of this step.
    nonisolated func warningsProblem() -> String? {
        let (failures, raised) = warnings.take()
        var problems = failures
        if !raised.isEmpty {
            problems.append("\(raised.count == 1 ? "a runtime warning was" : "runtime warnings were") raised (collect them "
                + "with RuntimeWarnings.withHandler around the step to expect them, or fix what raised them):\n"
                + raised.map { "  - " + $0 }.joined(separator: "\n"))
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    /// The received actions that the store refused, as a problem: dropped unasserted, the test
    /// did not expect them.
    func droppedRefusals(_ dropped: [(action: Action, state: State, refusal: String?)]) -> String? {
        let refused = dropped.compactMap { entry in entry.refusal.map { "  " + DebugText.line(entry.action) + ": " + $0 } }
        guard !refused.isEmpty else { return nil }
        return "the store refused actions received from effects (expect each with `receive(_:refused:)`):\n"
            + refused.joined(separator: "\n")
    }

    /// What a test store left when it ended without `finish()` checking it: effects still
    /// running, received actions not asserted, warnings and refusals not yet reported; `nil`
    /// when it left nothing. Reads nothing bound to the main actor.
    nonisolated func endProblems(_ ending: TestStoreEnding<Action>.Snapshot) -> String? {
        var problems: [String] = []
        if let warnings = warningsProblem() { problems.append(warnings) }
        if ending.exhaustive {
            let live = runtime.liveCount
            if live > 0 {
                let them = live == 1 ? "it" : "them"
                problems.append("\(live) effect\(live == 1 ? " is" : "s are") still running; wait for \(them) with `finish()`, "
                    + "cancel \(them) in the reducer (or end the screen that owns \(them)), or call skipInFlightEffects():\n"
                    + runtime.runningEffects(atEnd: true).map { "  - " + $0 }.joined(separator: "\n"))
            }
            if !ending.received.isEmpty {
                problems.append("actions received from effects were not asserted (assert each with `receive`, or call "
                    + "skipReceivedActions()):\n"
                    + ending.received.map { "  " + DebugText.line($0.action) + ($0.refusal.map { " (refused: \($0))" } ?? "") }
                        .joined(separator: "\n"))
            }
        } else {
            let refused = ending.received.compactMap { entry in entry.refusal.map { "  " + DebugText.line(entry.action) + ": " + $0 } }
            if !refused.isEmpty {
                problems.append("the store refused actions received from effects (expect each with `receive(_:refused:)`):\n"
                    + refused.joined(separator: "\n"))
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }
}

/// What a ``TestStore``'s end checks, kept as its steps go where its `deinit` can read it from
/// any thread: its last step, how strictly it checks, and the received actions not asserted.
final class TestStoreEnding<Action: Sendable>: Sendable {
    struct Snapshot: Sendable {
        var lastStep: TestLocation?
        var step = 0
        var exhaustive = true
        var received: [(action: Action, refusal: String?)] = []
    }

    private let state = Locked(Snapshot())

    var snapshot: Snapshot { state.withLock { $0 } }
    var lastStep: TestLocation? {
        get { state.withLock { $0.lastStep } }
        set { state.withLock { $0.lastStep = newValue } }
    }
    var step: Int {
        get { state.withLock { $0.step } }
        set { state.withLock { $0.step = newValue } }
    }
    var exhaustive: Bool {
        get { state.withLock { $0.exhaustive } }
        set { state.withLock { $0.exhaustive = newValue } }
    }
    var received: [(action: Action, refusal: String?)] {
        get { state.withLock { $0.received } }
        set { state.withLock { $0.received = newValue } }
    }
}

/// The runtime warnings raised under a test store's steps and not yet reported, and the
/// reasons of the refusals it is checking itself (whose warnings it leaves out).
final class TestWarnings: Sendable {
    private let state = Locked<(failures: [String], raised: [String], refusals: [String])>(([], [], []))

    func add(_ message: String) {
        state.withLock { $0.raised.append(message) }
    }

    /// Notes a failure found under a step (a dependency it did not provide), for the step.
    func fail(_ message: String) {
        state.withLock { $0.failures.append(message) }
    }

    /// Notes that a warning saying `reason` is about to come for a refusal the store checks.
    func expectRefusal(_ reason: String) {
        state.withLock { $0.refusals.append(reason) }
    }

    /// Whether `message` is the warning of a refusal noted by ``expectRefusal(_:)``; it is
    /// then no longer expected.
    func isRefusal(_ message: String) -> Bool {
        state.withLock { state in
            guard let index = state.refusals.firstIndex(of: message) else { return false }
            state.refusals.remove(at: index)
            return true
        }
    }

    /// The failures noted and the warnings raised since the last call.
    func take() -> (failures: [String], raised: [String]) {
        state.withLock { state in
            defer { (state.failures, state.raised) = ([], []) }
            return (state.failures, state.raised)
        }
    }
}
