#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The tests' calls to the C library: a loopback listener and its connections, and a
// pseudo-terminal. Written against both Glibc's and Darwin's declarations; the comments say
// where they differ.
public enum TestPlatform {
    /// Whether these tests, and so the programs built beside them, run under the thread
    /// sanitizer (`swift test --sanitize=thread`): its runtime is in the process.
    public static let underThreadSanitizer: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    /// Whether these tests run under the address sanitizer (`swift test --sanitize=address`).
    public static let underAddressSanitizer: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// How many times a fixed bound that a test waits with is stretched in this build: a
    /// program built with the thread sanitizer runs 5 to 15 times slower than a plain one
    /// (and starts slower: its shadow memory), one built with the address sanitizer 2 to 5
    /// times; on 2 busy cores the whole suite's programs share that. 1 in a plain build, so a
    /// bound that a bug overruns there still fails.
    public static let sanitizerSlowdown: Int = underThreadSanitizer ? 10 : underAddressSanitizer ? 4 : 1

    /// A socket listening on 127.0.0.1 at a port the system picks, close-on-exec so programs
    /// other tests start cannot hold it open; `nil` when the system refuses.
    public static func loopbackListener() -> (socket: Int32, port: UInt16)? {
        #if canImport(Glibc)
        // SOCK_STREAM and SOCK_CLOEXEC are cases of an enum on Glibc.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        // Darwin has no SOCK_CLOEXEC: the flag is set right after.
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #endif
        guard fd >= 0 else { return nil }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)   // BSD sockets carry their length
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            return nil
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    /// The next connection to `listener`, close-on-exec; `nil` once the listener is shut down.
    public static func accept(_ listener: Int32) -> Int32? {
        let connection = systemAccept(listener)
        guard connection >= 0 else { return nil }
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        return connection
    }

    /// Stops `listener`: blocked `accept`s return, new connections are refused.
    public static func shutDown(_ listener: Int32) {
        // SHUT_RDWR is an Int32 macro on Darwin and a case of an enum on Glibc. On Linux the
        // shutdown wakes a blocked accept; Darwin answers ENOTCONN for a listening socket, and
        // the close that follows is what wakes it there (accept fails with ECONNABORTED).
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Reads what is there from `descriptor` into `buffer`: the count, 0 at the end, -1 on failure.
    public static func read(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
    }

    /// Writes `bytes` to `descriptor`: the count written, or 0 or less when it failed.
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        systemWrite(descriptor, bytes.baseAddress, bytes.count)
    }

    /// Closes `descriptor`.
    public static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }

    /// A new pseudo-terminal, close-on-exec: its master side and the path of its other side;
    /// `nil` and the reason when the system refuses.
    public static func openPseudoTerminal() -> (master: Int32, path: String)? {
        #if os(Linux)
        // Glibc's module leaves out posix_openpt and friends; these are the ioctls they make.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { return nil }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0,
              ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0 else {
            close(master)
            return nil
        }
        return (master, "/dev/pts/\(number)")
        #else
        // Darwin's `ptsname` shares one buffer between threads; `ptsname_r` fills ours.
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        var name = [CChar](repeating: 0, count: 128)
        guard grantpt(master) == 0, unlockpt(master) == 0, ptsname_r(master, &name, name.count) == 0 else {
            close(master)
            return nil
        }
        return (master, name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        #endif
    }

    /// Sets the size of the terminal whose side `descriptor` is; `false` when the system
    /// refuses. Set it once the other side is open: Darwin refuses the size on a master whose
    /// other side was never opened, and clears it when that side is first opened.
    public static func setWindowSize(_ descriptor: Int32, columns: Int, rows: Int) -> Bool {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        // TIOCSWINSZ is a UInt in Darwin's overlay; an Int32 macro on Glibc, and ioctl's request a UInt.
        return ioctl(descriptor, UInt(TIOCSWINSZ), &size) == 0
    }

    /// Whether the terminal of `descriptor` echoes, reads whole lines, and turns Ctrl-C into a
    /// signal; `nil` when it is no terminal.
    public static func terminalModes(_ descriptor: Int32) -> (echo: Bool, lines: Bool, signals: Bool)? {
        var mode = termios()
        guard tcgetattr(descriptor, &mode) == 0 else { return nil }
        // tcflag_t is UInt (unsigned long) on Darwin, UInt32 on Glibc; each flag converted alone.
        let flags = mode.c_lflag
        return (flags & tcflag_t(ECHO) != 0, flags & tcflag_t(ICANON) != 0, flags & tcflag_t(ISIG) != 0)
    }

    /// Whether `descriptor` has something to read within `milliseconds`.
    public static func isReadable(_ descriptor: Int32, within milliseconds: Int) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, Int32(milliseconds)) > 0
    }

    /// A signal a test sends to a program it started.
    public enum Signal: Sendable {
        case kill, terminate, hangUp
        /// SIGABRT, as a crash (a failed precondition) raises it.
        case abort
    }

    /// Sends `signal` to the process `process`.
    public static func send(_ signal: Signal, to process: Int32) {
        let number = switch signal {
        case .kill: SIGKILL
        case .terminate: SIGTERM
        case .hangUp: SIGHUP
        case .abort: SIGABRT
        }
        _ = kill(process, number)
    }

    /// A new descriptor that writes to `path`, close-on-exec; -1 when it cannot be opened.
    public static func openForWriting(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CLOEXEC)
    }

    /// Whether the system has `/dev/full`, a device on which every write fails (Linux has it,
    /// macOS not): the tests of a full disk need it.
    public static var hasFullDevice: Bool {
        access("/dev/full", W_OK) == 0
    }
}

private func systemAccept(_ socket: Int32) -> Int32 { accept(socket, nil, nil) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
