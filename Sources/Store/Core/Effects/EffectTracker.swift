/// Which effect task of which runtime the current task is, so a ``TestClock`` can tell the
/// runtime when that effect falls asleep and when it wakes.
struct EffectTracker: Sendable {
    package let runtime: EffectRuntime
    let task: UInt?
    /// The task's entry among the runtime's running effects.
    var token: Int?
    /// The cancellation ids the task runs under, as namespaces rewrote them.
    var ids: [EffectID] = []

    @TaskLocal static var current: EffectTracker?
    /// What a sleep inside it is for, when an operator sleeps on the effect's behalf: "a
    /// debounce of `SearchID()`", "a throttle window of `SaveID()`".
    @TaskLocal static var purpose: String?

    /// The tracker of the effect task that is running now; `nil` in any other task, including
    /// tasks an effect made itself, whose sleeps the runtime cannot follow.
    static var here: EffectTracker? {
        guard let current, let task = current.task, task == currentTaskIdentity() else { return nil }
        return current
    }
}

/// The identity of the task that is running now, or `nil` outside any task.
func currentTaskIdentity() -> UInt? {
    withUnsafeCurrentTask { task in
        task.map { unsafeBitCast($0, to: UInt.self) }
    }
}
