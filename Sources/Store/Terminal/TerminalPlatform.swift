#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import StoreSupport
import StoreCore

// The terminal's calls to the C library, for the line editor and the program's streams: the
// one file of `Store` beside `Support/Platform.swift` that imports it. Each call is written
// against both Glibc's and Darwin's declarations; where they differ, the comment says how.

/// What the terminal is asked: whether a stream is one, its width, input waited for, Ctrl-C.
enum TerminalPlatform {
    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The terminal's width in columns, when it says. (`TIOCGWINSZ` is an Int32 on Glibc and a
    /// UInt on Darwin; `UInt(...)` takes both, and the overlay's `ioctl` is not variadic.)
    static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The controlling terminal, opened to draw on when neither output stream is one.
    static func openTerminalForDrawing() -> Int32? {
        let tty = open("/dev/tty", O_WRONLY | O_CLOEXEC)
        return tty >= 0 ? tty : nil
    }

    /// What a wait for input ended with.
    enum Input {
        case ready, timeout, failed
    }

    /// Waits up to `milliseconds` for `descriptor` to have input. (`nfds_t` is UInt on Glibc and
    /// UInt32 on Darwin; the literal fits both. Darwin's `poll` refuses the `/dev/tty` alias with
    /// POLLNVAL: that reads as ready, so the read that follows blocks rather than spins.)
    static func waitForInput(_ descriptor: Int32, milliseconds: Int32) -> Input {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? .timeout : .failed }
        return ready == 0 ? .timeout : .ready
    }

    /// The one source that reads Ctrl-C, and what it calls now. Made once: a second source for
    /// the same signal, made later from another thread, is not one Linux's dispatch wakes.
    nonisolated(unsafe) private static var signalSource: (any DispatchSourceSignal)?
    private static let interruptHandler = Locked<(@Sendable () -> Void)?>(nil)

    /// Routes Ctrl-C (SIGINT) to `handler` instead of ending the process: ignored as a signal,
    /// and read by a dispatch source (kqueue's EVFILT_SIGNAL on Darwin still reports it). A
    /// later call replaces the handler; the source stays.
    static func routeInterrupts(to handler: @escaping @Sendable () -> Void) {
        let first = interruptHandler.withLock { current in
            defer { current = handler }
            return current == nil
        }
        guard first else { return }
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { interruptHandler.withLock { $0 }?() }
        source.resume()
        signalSource = source
    }

    /// Opens `/dev/null` on each of the standard descriptors (0, 1, 2) that is closed, as a
    /// daemon's may be (`<&-`): else the first socket or file opened takes its number, and
    /// what reads standard input reads that instead.
    static func openMissingStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD, 0) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }

    /// Ends the process with `code`.
    static func terminate(_ code: Int32) -> Never { exit(code) }
}

#if os(macOS) || os(Linux)
/// `explore --jobs`'s worker processes, started and waited for with the C library's calls.
/// (Foundation's `Process` leaked what it keeps of each process it starts, and LeakSanitizer
/// made a program built with the address sanitizer end with 1 for it.)
enum WorkerSpawn {
    /// Starts the program at `path` with `arguments` and the `environment` ("NAME=value"), its
    /// standard output thrown away and its standard error written to the file at `errorPath`
    /// (standard input is this process's); its process id, or `nil` with `errno` set.
    static func start(_ path: String, arguments: [String], environment: [String], errorPath: String) -> pid_t? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil   // `typedef void *` on Darwin
        #else
        var actions = posix_spawn_file_actions_t()       // a struct on Glibc
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { return nil }
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let failed = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard failed == 0 else {
            errno = failed
            return nil
        }
        return pid
    }

    /// Waits for process `pid` to end (blocking the calling thread) and returns what
    /// `Process.terminationStatus` said: its exit code, or the signal that ended it; -1 if it
    /// cannot be waited for.
    static func waitForEnd(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : signal
    }
}
#endif
