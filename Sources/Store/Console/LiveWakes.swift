/// The start of a session on a ``LiveClock`` and the runtime of its store now: when the last
/// real sleep of an effect reached its deadline, since the start.
final class LiveWakes: @unchecked Sendable {
    let start = ContinuousClock.now
    /// Set on the main actor as the console's store changes; read there when an entry is logged.
    var runtime: EffectRuntime?

    func elapsed() -> Duration? {
        runtime?.lastWake.map { start.duration(to: $0) }
    }
}
