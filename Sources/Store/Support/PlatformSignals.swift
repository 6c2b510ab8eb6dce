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
    /// The signals that end a process by default, which a listening app's socket is removed on.
    private static let ending = [SIGTERM, SIGHUP, SIGQUIT, SIGINT]
    /// What a crash or a runtime trap (SIGILL, SIGTRAP) raises: a terminal's mode is put back on
    /// them too.
    private static let crashes = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]
    private static let capacity = 32
    /// The paths to remove, as C strings in slots the handler reads without a lock: a slot is
    /// filled or emptied whole, by a pointer store.
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        paths.initialize(repeating: nil, count: capacity)
        return paths
    }()
    private static let slots = Locked(0)
    private static let installed = Locked((ending: false, terminal: false))

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

    /// Installs the handler, once, on each ending signal that still has its default action:
    /// an app's own handler (a server's graceful stop) and a program that routes Ctrl-C itself
    /// (a ``ConsoleProgram``), or a shell that ignores it for a background job, keep theirs.
    package static func install() {
        guard installed.withLock({ state in defer { state.ending = true }; return !state.ending }) else { return }
        for sig in ending {
            let previous = signal(sig, handler)
            if previous != nil { signal(sig, previous) }
        }
    }

    /// Installs the handler, once, on the ending signals but SIGINT and on the crash signals,
    /// whatever they had: a terminal's mode is put back however the session ends. A parent may
    /// start the process with these blocked (a thread pool's mask is inherited): they are
    /// unblocked, so they still end it.
    package static func installForTerminal() {
        guard installed.withLock({ state in defer { state.terminal = true }; return !state.terminal }) else { return }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for sig in ending.filter({ $0 != SIGINT }) + crashes {
            sigaddset(&unblocked, sig)
            signal(sig, handler)
        }
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
