/// The real clock, for features a ``/StoreConsole/Console`` runs: an effect asleep on it is only waiting for
/// time, so the console shows the screen while a timer waits for its next tick instead of
/// holding the prompt until the timer ends.
///
/// Inject it where tests inject a ``TestClock``:
///
/// ```swift
/// var configuration = Console<Stopwatch>.Configuration(
///     render: Stopwatch.render
/// )
/// configuration.clock = LiveClock()
/// let console = Console(
///     initialState: Stopwatch.State(),
///     reducer: Stopwatch(clock: LiveClock()),
///     configuration: configuration
/// )
/// ```
///
/// Outside a store's effects it sleeps as `ContinuousClock` does.
public struct LiveClock: Clock, Sendable {
    /// A moment of the continuous clock.
    public typealias Instant = ContinuousClock.Instant

    /// The clock; every `LiveClock` reads the same time.
    public init() {}

    /// Now, on the continuous clock.
    public var now: Instant { .now }
    /// The continuous clock's resolution.
    public var minimumResolution: Duration { ContinuousClock().minimumResolution }

    /// Sleeps until `deadline`; inside a store's effect, the store counts the effect as only
    /// waiting for time meanwhile.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        guard let tracker = EffectTracker.here else {
            return try await ContinuousClock().sleep(until: deadline, tolerance: tolerance)
        }
        try Task.checkCancellation()
        let runtime = tracker.runtime
        let ticket = runtime.fellAsleep(token: tracker.token, until: deadline)
        defer { runtime.wokeUp(ticket, token: tracker.token) }
        try await ContinuousClock().sleep(until: deadline, tolerance: tolerance)
    }
}
