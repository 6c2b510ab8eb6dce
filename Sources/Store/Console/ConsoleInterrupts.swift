import StoreSupport
import StoreCore

/// The in-flight work an interrupt (Ctrl-C in a terminal) cancels, shared with the signal
/// handler's thread.
public final class ConsoleInterrupts: Sendable {
    private struct InFlight {
        var cancel: (@Sendable () -> Void)?
        var cancelled = false
    }

    private let inFlight = Locked(InFlight())

    func begin(_ task: StoreTask) {
        inFlight.withLock { $0 = InFlight(cancel: { task.cancel() }) }
    }

    /// Makes `cancel` what an interrupt does until ``end()``: a wait of `:wait`, say.
    func begin(cancelling cancel: @escaping @Sendable () -> Void) {
        inFlight.withLock { $0 = InFlight(cancel: cancel) }
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
            guard let cancel = inFlight.cancel else { return false }
            cancel()
            inFlight.cancelled = true
            return true
        }
    }
}
