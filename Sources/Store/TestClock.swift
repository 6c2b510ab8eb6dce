

/// A clock whose time moves only when a test advances it, so debounces and timers are tested
/// instantly and deterministically.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Search.State(), reducer: Search(clock: clock))
/// try await store.send(.textChanged("uni")) { $0.text = "uni" }
/// await clock.advance(by: .milliseconds(300))
/// try await store.receive(.resultsLoaded(["United States"])) { $0.results = ["United States"] }
/// ```
public final class TestClock: Clock, Sendable {
    /// A moment on a test clock: the time since the clock's start.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// How long after the clock's start this moment is.
        public let offset: Duration

        /// Makes the moment `offset` after the clock's start.
        public init(offset: Duration = .zero) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Timeline {
        var now: Instant
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelledBeforeSleeping: Set<Int> = []
    }

    private let timeline: Locked<Timeline>

    /// Makes a clock that stands at `now` until a test advances it.
    public init(now: Instant = Instant()) {
        timeline = Locked(Timeline(now: now))
    }

    public var now: Instant { timeline.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for the clock to reach their deadline.
    public var pendingSleeps: Int { timeline.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = timeline.withLock { timeline in
            defer { timeline.nextID += 1 }
            return timeline.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                switch enqueue(Sleeper(id: id, deadline: deadline, continuation: continuation)) {
                case .sleeping: break
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
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    private enum Enqueued { case sleeping, due, cancelled }

    private func enqueue(_ sleeper: Sleeper) -> Enqueued {
        timeline.withLock { timeline in
            if timeline.cancelledBeforeSleeping.remove(sleeper.id) != nil { return .cancelled }
            if sleeper.deadline <= timeline.now { return .due }
            timeline.sleepers.append(sleeper)
            return .sleeping
        }
    }

    /// Moves time forward by `duration`, waking each sleeper whose deadline passes, in order,
    /// and letting the work it resumes run before moving on.
    ///
    /// Work that is already scheduled runs first, so effects started just before the call have
    /// begun their sleeps when time moves.
    public func advance(by duration: Duration = .zero) async {
        await settle()
        let target = now.advanced(by: duration)
        while let sleeper = nextSleeper(dueBy: target) {
            sleeper.continuation.resume()
            await settle()
        }
        timeline.withLock { $0.now = max($0.now, target) }
        await settle()
    }

    /// Advances until no sleeper is left.
    public func run() async {
        await settle()
        while let deadline = timeline.withLock({ $0.sleepers.map(\.deadline).min() }) {
            await advance(by: now.duration(to: deadline))
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

    /// Lets scheduled work run, on the caller's actor and on the global pool (where
    /// `Clock.sleep(for:)` registers its sleeper), until the number of sleepers stops changing.
    private func settle() async {
        var last = -1
        var stableRounds = 0
        for _ in 0..<500 {
            await Task.yield()
            await Task.detached { await Task.yield() }.value
            let count = pendingSleeps
            if count == last {
                stableRounds += 1
                if stableRounds >= 8 { return }
            } else {
                last = count
                stableRounds = 0
            }
        }
    }
}
