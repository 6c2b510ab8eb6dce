import StoreCore

/// How a console's log says when its entries happened, on the session's clock.
///
/// On a ``/StoreCore/LiveClock``, what an effect sends is stamped with the deadline its sleep reached (a
/// tick at exactly 1 s), and only after such a sleep: what a ``/StoreCore/TestClock`` in a replay or an
/// update stamps too, so a session's log is never rewritten for real time's jitter. The user's
/// actions are stamped when they were typed.
package final class LiveWakes: @unchecked Sendable {
    let start = ContinuousClock.now
    /// The runtime of the console's store now: set on the main actor as the store changes, and
    /// read there when an entry is logged.
    package var runtime: EffectRuntime?

    package init() {}

    /// The time for the user's entries (and, on any other clock, for every entry); `nil` with
    /// no clock, and then nothing is stamped.
    package func elapsed(on clock: (any Clock<Duration>)?) -> (() -> Duration)? {
        guard let clock else { return nil }
        guard !(clock is LiveClock) else { return { [start] in start.duration(to: .now) } }
        return Self.elapsed(on: clock)
    }

    /// On a live clock, the time for an effect's entry: when the last sleep of an effect reached
    /// its deadline, or `nil` (no stamp) when none has.
    package func effectElapsed(on clock: (any Clock<Duration>)?) -> (() -> Duration?)? {
        guard clock is LiveClock else { return nil }
        return { [self] in runtime?.lastWake.map { start.duration(to: $0) } }
    }

    private static func elapsed<C: Clock>(on clock: C) -> () -> Duration where C.Duration == Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
