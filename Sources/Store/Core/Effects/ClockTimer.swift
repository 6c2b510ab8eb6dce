/// Ticks every `interval` on a clock, as an async sequence of tick numbers (1, 2, 3, …), until
/// the task is cancelled. Each tick is due at a whole number of intervals after the start, so
/// ticks do not drift however long an action takes; on a ``TestClock`` they come exactly when
/// the test advances time past them.
///
/// ```swift
/// case .startTapped:
///     return .run { send in
///         for await _ in clock.timer(interval: .seconds(1)) {
///             await send(.tick)
///         }
///     }
///     .cancellable(id: TimerID())
/// ```
public struct ClockTimer: AsyncSequence, Sendable {
    /// A tick's number, from 1.
    public typealias Element = Int

    let clock: any Clock<Duration>
    let interval: Duration

    /// Makes an iterator that waits for each tick in turn.
    public func makeAsyncIterator() -> Iterator {
        Iterator(clock: clock, interval: interval)
    }

    /// Waits for each tick in turn.
    public struct Iterator: AsyncIteratorProtocol {
        let clock: any Clock<Duration>
        let interval: Duration
        var ticks = 0
        var start: Any?

        /// The next tick's number, once it is due; `nil` once the task is cancelled.
        public mutating func next() async -> Int? {
            ticks += 1
            do {
                try await sleep(on: clock)
            } catch {
                return nil
            }
            return ticks
        }

        private mutating func sleep<C: Clock>(on clock: C) async throws where C.Duration == Duration {
            let origin = start as? C.Instant ?? clock.now
            start = origin
            try await clock.sleep(until: origin.advanced(by: interval * ticks), tolerance: nil)
        }
    }
}

extension Clock where Duration == Swift.Duration {
    /// A tick every `interval` on this clock: see ``ClockTimer``.
    public func timer(interval: Duration) -> ClockTimer {
        precondition(interval > .zero, "a timer's interval must be longer than zero")
        return ClockTimer(clock: self, interval: interval)
    }
}
