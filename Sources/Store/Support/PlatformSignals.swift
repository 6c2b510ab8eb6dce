#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's signals that end the process: the one place that says what is put right
// before the process ends by one. Each call is written against both Glibc's and Darwin's
// declarations (`signal` returns an optional C function pointer on both; `SIG_DFL` is nil).

/// What the process does when a signal ends it: the terminal's own mode is put back, and the
/// sockets it listens on are removed, then it ends by that signal as it would have (a shell
/// sees 143 for SIGTERM). Only async-signal-safe calls run in the handler.
package enum EndingSignals {
    /// The signals handled: those that end a process by default, a runtime trap's included
    /// (SIGILL, SIGTRAP). SIGINT is handled only where nothing else takes it (see ``install()``).
    private static let ending = [SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]
    private static let capacity = 32
    /// The paths to remove, as C strings in slots the handler reads without a lock: a slot is
    /// filled or emptied whole, by a pointer store.
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        paths.initialize(repeating: nil, count: capacity)
        return paths
    }()
    private static let slots = Locked(0)
    private static let installed = Locked(false)

    /// Removes the socket at `path` when a signal ends the process; the slot that
    /// ``forget(_:)`` takes when the socket is closed the ordinary way.
    package static func removeOnEnd(_ path: String) -> Int? {
        install()
        return slots.withLock { _ in
            guard let slot = (0..<capacity).first(where: { paths[$0] == nil }) else { return nil }
            paths[slot] = strdup(path)
            return slot
        }
    }

    /// No longer removes what the slot holds.
    package static func forget(_ slot: Int?) {
        guard let slot else { return }
        slots.withLock { _ in
            let path = paths[slot]
            paths[slot] = nil
            free(path)
        }
    }

    /// Installs the handler, once. SIGINT gets it only while it has its default action: a
    /// program that routes Ctrl-C itself (a ``ConsoleProgram``) or a shell that ignores it for a
    /// background job keeps its own. A parent may start the process with these signals blocked
    /// (a thread pool's mask is inherited): they are unblocked, so they still end it.
    package static func install() {
        let first = installed.withLock { installed in
            defer { installed = true }
            return !installed
        }
        guard first else { return }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for sig in ending {
            sigaddset(&unblocked, sig)
            signal(sig, handler)
        }
        let previous = signal(SIGINT, handler)
        if previous != nil { signal(SIGINT, previous) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    private static let handler: @convention(c) (Int32) -> Void = { received in
        RawMode.restore()
        for slot in 0..<EndingSignals.capacity {
            if let path = EndingSignals.paths[slot] { unlink(path) }
        }
        signal(received, SIG_DFL)
        raise(received)
    }
}
