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

    /// Installs the handler, once, on each ending signal that still has its default action,
    /// or whose handler is the Swift runtime's crash handler (Linux's backtracer takes SIGQUIT
    /// at start: the same handler as SIGSEGV's): an app's own handler (a server's graceful
    /// stop) and a program that routes Ctrl-C itself (a ``/StoreTerminal/ConsoleProgram``), or a shell that
    /// ignores it for a background job, keep theirs. Any exit (`exit`) removes the sockets too.
    package static func install() {
        guard installed.withLock({ state in defer { state.ending = true }; return !state.ending }) else { return }
        // What the handler reads is made now: made lazily in the handler, it would allocate
        // there, and a signal that came during an allocation would never be handled.
        prepareForHandler()
        // The runtime's handler is the one it also put on the crash signals. Not SIGSEGV's
        // alone: a sanitizer takes SIGSEGV for its own report (the address and the thread
        // sanitizer do), and SIGQUIT, still the backtracer's, was then left to it, which
        // printed a crash report for a `kill -QUIT` and left the socket behind.
        let crashHandlers = crashes.map(currentHandler)
        for sig in ending {
            let current = currentHandler(sig)
            let runtimes = current > 1 && crashHandlers.contains(current)
            let previous = signal(sig, handler)
            if previous != nil, !runtimes { signal(sig, previous) }
        }
        atexit { EndingSignals.removePaths() }
    }

    /// The address of the handler `sig` has now: 0 for the default action, 1 for ignored. (The
    /// handler is the first field of `struct sigaction` on Glibc and on Darwin, a union there
    /// named differently: read as the pointer it is.)
    private static func currentHandler(_ sig: Int32) -> UInt {
        var action = sigaction()
        guard sigaction(sig, nil, &action) == 0 else { return 0 }
        return withUnsafeBytes(of: &action) { $0.load(as: UInt.self) }
    }

    /// Installs the handler on the ending signals, SIGINT too when `interrupts` (else the
    /// program routes it), whatever had them (the runtime's backtracer, a parent's ignoring or
    /// blocking, a dispatch source): a listening program ends by each, its socket removed.
    /// Writes to a reader that has gone fail with `EPIPE` instead of ending it.
    package static func installForListening(interrupts: Bool) {
        install()
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for sig in ending where sig != SIGINT || interrupts {
            sigaddset(&unblocked, sig)
            signal(sig, handler)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        signal(SIGPIPE, SIG_IGN)
    }

    /// Ends the process by `sig` from ordinary code, as the handler does: the terminal's mode
    /// put back, the sockets removed, then the signal's own ending. (Where a dispatch source
    /// also reads the signal, it may take it before the handler runs: its handler calls this.)
    package static func end(by sig: Int32) -> Never {
        RawMode.restore()
        removePaths()
        signal(sig, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, sig)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(sig)
        _exit(128 + sig)
    }

    /// Ends the process as Ctrl-C's SIGINT would have: see ``end(by:)``.
    package static func endByInterrupt() -> Never { end(by: SIGINT) }

    /// Makes every static value the handler reads.
    private static func prepareForHandler() {
        _ = paths
        _ = crashActions
        RawMode.prepareForHandler()
    }

    /// Unlinks every path still registered (only async-signal-safe calls).
    private static func removePaths() {
        for slot in 0..<EndingSignals.capacity {
            if let path = EndingSignals.paths[slot] { unlink(path) }
        }
    }

    /// Installs the handler, once, on the ending signals but SIGINT and on the crash signals,
    /// whatever they had: a terminal's mode is put back however the session ends. A parent may
    /// start the process with these blocked (a thread pool's mask is inherited): they are
    /// unblocked, so they still end it.
    package static func installForTerminal() {
        guard installed.withLock({ state in defer { state.terminal = true }; return !state.terminal }) else { return }
        prepareForHandler()
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for sig in crashes where sig < capacity {
            sigaction(sig, nil, &crashActions[Int(sig)])
        }
        for sig in ending.filter({ $0 != SIGINT }) + crashes {
            sigaddset(&unblocked, sig)
            signal(sig, handler)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// What each crash signal had before the terminal's handler: the Swift runtime's backtracer
    /// runs after the terminal is put back, so a crash still prints its backtrace.
    nonisolated(unsafe) private static let crashActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: capacity)
        actions.initialize(repeating: sigaction(), count: capacity)
        return actions
    }()

    private static let handler: @convention(c) (Int32) -> Void = { received in
        RawMode.restore()
        EndingSignals.removePaths()
        // No static array here: a lazily made one would allocate in the handler.
        let crash = received == SIGABRT || received == SIGSEGV || received == SIGBUS || received == SIGILL || received == SIGTRAP || received == SIGFPE
        if crash, received < EndingSignals.capacity {
            // The handler it had (the runtime's backtracer) runs now, the signal unblocked and
            // raised again; it may return (for a signal sent by `kill`, it does), so the
            // default's ending follows.
            let saved = withUnsafeBytes(of: &EndingSignals.crashActions[Int(received)]) { $0.load(as: UInt.self) }
            if saved > 1 {
                sigaction(received, &EndingSignals.crashActions[Int(received)], nil)
                var unblocked = sigset_t()
                sigemptyset(&unblocked)
                sigaddset(&unblocked, received)
                pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
                raise(received)
            }
        }
        signal(received, SIG_DFL)
        raise(received)
    }
}
