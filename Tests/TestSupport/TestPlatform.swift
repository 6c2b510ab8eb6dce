#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The tests' calls to the C library: a loopback listener and its connections, and a
// pseudo-terminal. Written against both Glibc's and Darwin's declarations; the comments say
// where they differ.
public enum TestPlatform {
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
        // SHUT_RDWR is an Int32 macro on Darwin and a case of an enum on Glibc.
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
        // Darwin's `ptsname` returns an implicitly unwrapped pointer.
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            close(master)
            return nil
        }
        return (master, String(cString: name))
        #endif
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
