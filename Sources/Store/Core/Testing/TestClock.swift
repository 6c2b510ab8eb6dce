import StoreSupport

/// A clock whose time moves only when a test advances it, so debounces and timers are tested
/// instantly and deterministically.
///
/// When `advance(by:)`, `advance(to:)` or `run()` returns, every effect that can make progress
/// without outside input has run until it next suspends: the stores' effect runtimes know which
/// of their effects sleep on this clock, so the clock waits for exactly the work it woke, and
/// for the effects the calling test started, with no guessing. A timer advanced by several
/// periods fires once per period:
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(
///     initialState: Search.State(), reducer: Search(clock: clock)
/// )
/// try await store.send(.textChanged("uni")) { $0.text = "uni" }
/// await clock.advance(by: .milliseconds(300))
/// try await store.receive(.resultsLoaded(["United States"])) {
///     $0.results = ["United States"]
/// }
///
/// try await store.send(.startTimer)
/// await clock.advance(by: .seconds(3))
/// try await store.receive(.tick) { $0.seconds = 1 }
/// try await store.receive(.tick) { $0.seconds = 2 }
/// try await store.receive(.tick) { $0.seconds = 3 }
/// ```
public final class TestClock: Clock, Sendable {
    /// A moment on a test clock: the time since the clock's start.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// How long after the clock's start this moment is.
        public let offset: Duration

        /// Makes the moment `offset` after the clock's start.
        public init(offset: Duration = .zero) { self.offset = offset }

        /// The moment `duration` after this one.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// How long from this moment to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        /// The time since the clock's start, as `3.0 seconds`.
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
        let tracker: EffectTracker?
    }

    private struct Watched {
        weak var runtime: EffectRuntime?
    }

    private struct Timeline {
        var now: Instant
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelledBeforeSleeping: Set<Int> = []
        var runtimes: [ObjectIdentifier: Watched] = [:]
    }

    private let timeline: Locked<Timeline>

    /// Makes a clock that stands at `now` until a test advances it.
    public init(now: Instant = Instant()) {
        timeline = Locked(Timeline(now: now))
    }

    /// The moment the clock stands at: the one it was made with, until a test advances it.
    public var now: Instant { timeline.withLock { $0.now } }
    /// Zero: each sleep ends exactly when a test advances the clock to its deadline.
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for the clock to reach their deadline.
    public var pendingSleeps: Int { timeline.withLock { $0.sleepers.count } }

    /// Waits until a test advances the clock to `deadline`, or ends at once if it is already
    /// there; throws `CancellationError` when the task is cancelled. `tolerance` is ignored.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let tracker = EffectTracker.here
        let id = timeline.withLock { timeline in
            defer { timeline.nextID += 1 }
            return timeline.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                switch enqueue(Sleeper(id: id, deadline: deadline, continuation: continuation, tracker: tracker)) {
                case .sleeping:
                    tracker?.runtime.runOnMainThread()
                    tracker?.runtime.fellAsleep(
                        token: tracker?.token,
                        .testClock(until: "\(deadline)", now: "\(now)", purpose: EffectTracker.purpose)
                    )
                case .due: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let sleeper = timeline.withLock { timeline -> Sleeper? in
                guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else {
                    timeline.cancelledBeforeSleeping.insert(id)
                    return nil
                }
                return timeline.sleepers.remove(at: index)
            }
            if let sleeper { wake(sleeper, throwing: CancellationError()) }
        }
    }

    private enum Enqueued { case sleeping, due, cancelled }

    private func enqueue(_ sleeper: Sleeper) -> Enqueued {
        timeline.withLock { timeline in
            if timeline.cancelledBeforeSleeping.remove(sleeper.id) != nil { return .cancelled }
            if sleeper.deadline <= timeline.now { return .due }
            timeline.sleepers.append(sleeper)
            if let runtime = sleeper.tracker?.runtime {
                timeline.runtimes[ObjectIdentifier(runtime)] = Watched(runtime: runtime)
            }
            return .sleeping
        }
    }

    /// Marks the sleeper's effect active again, then lets it go on.
    private func wake(_ sleeper: Sleeper, throwing error: (any Error)? = nil) {
        sleeper.tracker?.runtime.wokeUp(token: sleeper.tracker?.token)
        if let error {
            sleeper.continuation.resume(throwing: error)
        } else {
            sleeper.continuation.resume()
        }
    }

    /// Moves time forward by `duration`, waking each sleeper whose deadline passes, in order,
    /// and letting the work it resumes run until it next suspends before moving on.
    ///
    /// A sleep that the woken work starts, and that ends inside the window, fires in this same
    /// advance: a one-second timer advanced by three seconds ticks three times.
    nonisolated(nonsending) public func advance(by duration: Duration = .zero) async {
        await settle()
        await advance(to: now.advanced(by: duration), settled: true)
    }

    /// Moves time forward to `deadline`, as ``advance(by:)`` does; a moment already past
    /// changes nothing.
    nonisolated(nonsending) public func advance(to deadline: Instant) async {
        await advance(to: deadline, settled: false)
    }

    nonisolated(nonsending) private func advance(to target: Instant, settled: Bool) async {
        if !settled { await settle() }
        while let sleeper = nextSleeper(dueBy: target) {
            wake(sleeper)
            await settle()
        }
        timeline.withLock { $0.now = max($0.now, target) }
    }

    /// Advances until no sleeper is left: debounces fire, and chains of sleeps run to their end.
    ///
    /// A timer that re-arms for ever keeps this from returning; advance such a clock by a
    /// duration instead.
    nonisolated(nonsending) public func run() async {
        await settle()
        while let deadline = timeline.withLock({ $0.sleepers.map(\.deadline).min() }) {
            await advance(to: deadline, settled: true)
        }
    }

    private func nextSleeper(dueBy target: Instant) -> Sleeper? {
        timeline.withLock { timeline in
            let due = timeline.sleepers.enumerated().filter { $0.element.deadline <= target }
            guard let first = due.min(by: { ($0.element.deadline, $0.element.id) < ($1.element.deadline, $1.element.id) })
            else { return nil }
            timeline.now = max(timeline.now, first.element.deadline)
            return timeline.sleepers.remove(at: first.offset)
        }
    }

    /// Waits until every effect that can make progress has reached its next suspension: the
    /// effects of the stores whose work sleeps on this clock, and of the stores the calling task
    /// sent actions to. An effect that awaits something outside (a network call, a stream)
    /// is waited for up to five seconds, then the clock goes on without it.
    nonisolated(nonsending) private func settle() async {
        var owned: [EffectRuntime] = []
        if let task = currentTaskIdentity() { owned = RuntimeDirectory.runtimes(ownedBy: task) }
        while true {
            let watched = timeline.withLock { timeline in
                timeline.runtimes = timeline.runtimes.filter { $0.value.runtime != nil }
                return timeline.runtimes.values.compactMap(\.runtime)
            }
            var progressed = false
            for runtime in owned + watched where !runtime.isIdle {
                if await runtime.waitUntilIdle(timeout: Self.patience) { progressed = true }
            }
            if !progressed { return }
        }
    }

    /// How long the clock waits for an effect that awaits something other than a test clock.
    static let patience: Duration = .seconds(5)
}
