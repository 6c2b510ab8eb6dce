/// The work one `send` started: every effect, and every effect that their actions started.
///
/// ```swift
/// await store.send(.reloadTapped).finish()   // the list is loaded now
/// ```
public struct StoreTask: Sendable {
    let runtime: EffectRuntime?
    let group: Int?

    @inlinable
    static var empty: StoreTask { StoreTask(runtime: nil, group: nil) }

    @usableFromInline
    init(runtime: EffectRuntime?, group: Int?) {
        self.runtime = runtime
        self.group = group
    }

    /// Waits until all of the work has ended, and returns `true`; never silently.
    ///
    /// When the work has not ended after `timeout` (by default 5 seconds), it reports a runtime warning that names each effect still running,
    /// the action that started it, and what it waits on. With a `timeout` it then returns
    /// `false`. Without one it returns `false` when nothing can move the work on but a test
    /// clock that nobody has advanced, and otherwise (a network call, a live timer) waits on.
    ///
    /// ```swift
    /// await store.send(.reloadTapped).finish()            // the list is loaded now
    /// let done = await store.send(.startTapped).finish(timeout: .seconds(1))
    /// ```
    @discardableResult
    public func finish(timeout: Duration? = nil) async -> Bool {
        guard let runtime, let group else { return true }
        let bound = timeout ?? .seconds(5)
        if await runtime.wait(group: group, until: ContinuousClock.now.advanced(by: bound)) { return true }
        let stuck = runtime.onlyTestClockSleepers(group: group)
        let effects = runtime.runningEffects(group: group)
        RuntimeWarnings.report(
            "finish() waited \(bound) and the work of this send has not ended"
                + (timeout != nil || stuck ? "; it returns now" : "; it waits on")
                + ":\n" + effects.map { "  - " + $0 }.joined(separator: "\n"),
            inRelease: true
        )
        if timeout != nil || stuck { return false }
        return await runtime.wait(group: group)
    }

    /// Cancels all of the work; actions it sends afterwards are dropped.
    public func cancel() {
        guard let runtime, let group else { return }
        runtime.cancel(group: group)
    }

    /// `true` while some of the work is still running.
    public var isInFlight: Bool {
        guard let runtime, let group else { return false }
        return runtime.isRunning(group: group)
    }
}
