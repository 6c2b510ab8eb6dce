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

    /// Waits until all of the work has ended.
    public func finish() async {
        guard let runtime, let group else { return }
        await runtime.wait(group: group)
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
