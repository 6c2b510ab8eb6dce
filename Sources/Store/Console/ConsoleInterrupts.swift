/// The in-flight work an interrupt (Ctrl-C in a terminal) cancels, shared with the signal
/// handler's thread.
public final class ConsoleInterrupts: Sendable {
    private struct InFlight {
        var task: StoreTask?
        var cancelled = false
    }

    private let inFlight = Locked(InFlight())

    func begin(_ task: StoreTask) {
        inFlight.withLock { $0 = InFlight(task: task) }
    }

    /// Forgets the task; `true` when an interrupt cancelled it.
    func end() -> Bool {
        inFlight.withLock { inFlight in
            defer { inFlight = InFlight() }
            return inFlight.cancelled
        }
    }

    /// Cancels what is in flight; `false` when nothing was.
    public func interrupt() -> Bool {
        inFlight.withLock { inFlight in
            guard let task = inFlight.task else { return false }
            task.cancel()
            inFlight.cancelled = true
            return true
        }
    }
}
