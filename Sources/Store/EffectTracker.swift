/// Which effect task of which runtime the current task is, so a ``TestClock`` can tell the
/// runtime when that effect falls asleep and when it wakes.
struct EffectTracker: Sendable {
    let runtime: EffectRuntime
    let task: UInt?

    @TaskLocal static var current: EffectTracker?

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

/// The runtimes that have effects started by each task, so a test clock advanced from a test's
/// task waits for the stores that test drives, and for no other test's.
enum RuntimeDirectory {
    private struct Entry {
        weak var runtime: EffectRuntime?
    }

    private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

    static func add(_ runtime: EffectRuntime) {
        entries.withLock { $0[ObjectIdentifier(runtime)] = Entry(runtime: runtime) }
    }

    static func remove(_ runtime: EffectRuntime) {
        entries.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(runtime)) }
    }

    /// The live runtimes whose effects were last started by `task`.
    static func runtimes(ownedBy task: UInt) -> [EffectRuntime] {
        let all = entries.withLock { $0.values.compactMap(\.runtime) }
        return all.filter { $0.owner == task }
    }
}
