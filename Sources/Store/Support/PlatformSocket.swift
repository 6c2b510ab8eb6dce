#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's Unix domain sockets, for consoles that attach to a running app. Each call is
// written against both Glibc's and Darwin's declarations; where they differ the comment names
// Darwin's (`sockaddr_un` carries a length byte there, and a write to a closed peer is kept
// from raising SIGPIPE by `SO_NOSIGPIPE` on the socket, where Glibc has `MSG_NOSIGNAL` on
// each send).

/// Why a socket could not be made or reached, in one line.
package struct SocketError: Error, Sendable {
    package let message: String
    package init(_ message: String) { self.message = message }
}

/// A Unix domain socket that only this user can reach: made in a folder only the user can
/// enter (created `0700`; one that others can enter, or another user owns, is refused), the
/// socket itself `0600`, and every peer checked to be the same user.
package enum UnixSocket {
    /// Listens at `path`; the descriptor, or why not in one line. A stale socket left by an
    /// app that ended is replaced; a live one, or anything else at `path`, is refused.
    package static func listen(at path: String) throws(SocketError) -> Int32 {
        // Checked before any folder is made: `DIR/app.sock/` would make `DIR/app.sock` a folder.
        if path.hasSuffix("/") {
            let file = path.reversed().drop { $0 == "/" }.reversed()
            throw SocketError("\(path) ends in `/`, which names a folder, and a socket is a file: give `\(String(file).isEmpty ? "/tmp/app/app.sock" : String(file))`; nothing was made")
        }
        try checkFolder(of: path)
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFSOCK else {
                throw SocketError("\(path) exists and is not a socket; it was left as it is")
            }
            guard status.st_uid == getuid() else { throw SocketError("\(path) belongs to another user; it was left as it is") }
            if let live = try? connect(to: path) {
                close(live)
                throw SocketError("an app listens at \(path) already; give another path, or end that app")
            }
            unlink(path)
        }
        let (descriptor, bound) = try socket(at: path) { bind($0, $1, $2) }
        guard bound == 0 else {
            let reason = POSIXFile.reason
            close(descriptor)
            throw SocketError("cannot listen at \(path): \(reason)")
        }
        // Accepting never blocks: the accepting thread waits in `poll`, which a stop also wakes.
        _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
        // The folder is the user's alone already; the socket's own mode says so again.
        guard chmod(path, 0o600) == 0, systemListen(descriptor) == 0 else {
            let reason = POSIXFile.reason
            close(descriptor)
            unlink(path)
            throw SocketError("cannot listen at \(path): \(reason)")
        }
        return descriptor
    }

    /// Connects to the app listening at `path`; the descriptor, or why not in one line.
    package static func connect(to path: String) throws(SocketError) -> Int32 {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw SocketError(errno == ENOENT ? "nothing listens at \(path): no such file (is the app running, and listening there?)" : "cannot reach \(path): \(POSIXFile.reason)")
        }
        guard status.st_mode & S_IFMT == S_IFSOCK else { throw SocketError("\(path) is not a socket") }
        guard status.st_uid == getuid() else { throw SocketError("\(path) belongs to another user; a console attaches only to the user's own apps") }
        let (descriptor, connected) = try socket(at: path) { systemConnect($0, $1, $2) }
        guard connected == 0 else {
            let refused = errno == ECONNREFUSED
            let reason = POSIXFile.reason
            close(descriptor)
            throw SocketError(refused ? "nothing listens at \(path) any more (the app that made it has ended)" : "cannot attach to \(path): \(reason)")
        }
        return descriptor
    }

    /// The next peer of `listener`, or `nil` when accepting failed (the listener was closed).
    /// A peer that is not this user is closed at once, and `nil` is not returned for it: the
    /// next one is waited for.
    package static func accept(_ listener: Int32) -> Int32? {
        while true {
            let peer = systemAccept(listener, nil, nil)
            if peer < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return nil
            }
            prepare(peer)
            // Darwin's accepted socket inherits the listener's O_NONBLOCK; it is read blocking.
            _ = fcntl(peer, F_SETFL, 0)
            if isThisUser(peer) { return peer }
            close(peer)
        }
    }

    /// Writes all of `bytes`; `false` when the peer is gone (no SIGPIPE either way).
    package static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = Glibc.send(descriptor, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            #else
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #endif
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// Waits until `descriptor` has bytes to read (or its peer went), or `stop` becomes
    /// readable; `true` for the first.
    package static func waitReadable(_ descriptor: Int32, orStop stop: Int32) -> Bool {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&fds, 2, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return false }
            return fds[1].revents == 0
        }
    }

    /// Waits up to `milliseconds` for `stop` to become readable; `true` when it did.
    package static func waitForStop(_ stop: Int32, milliseconds: Int32) -> Bool {
        var fds = pollfd(fd: stop, events: Int16(POLLIN), revents: 0)
        return poll(&fds, 1, milliseconds) > 0
    }

    /// Ends both directions of `descriptor`: a thread blocked on it wakes.
    package static func shutdown(_ descriptor: Int32) {
        _ = systemShutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// A pipe whose read end wakes every waiter once anything is written to it.
    package static func stopPipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Removes the socket at `path`, if it is one.
    package static func remove(_ path: String) {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK { unlink(path) }
    }

    /// A new stream socket, and what `use` (`bind` or `connect`) said of it with `path`'s address.
    private static func socket(
        at path: String, _ use: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) throws(SocketError) -> (descriptor: Int32, result: Int32) {
        var address = try address(of: path)
        let descriptor = systemSocket(Int32(AF_UNIX), streamKind, 0)
        guard descriptor >= 0 else { throw SocketError("cannot make a socket: \(POSIXFile.reason)") }
        prepare(descriptor)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { use(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return (descriptor, result)
    }

    /// The folder of `path` exists and is this user's alone, or is made so: each missing
    /// folder on the way is made `0700`, as `mkdir -p` would with that mode.
    private static func checkFolder(of path: String) throws(SocketError) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let shown = folder.isEmpty ? "/" : folder
        var status = stat()
        if lstat(shown, &status) != 0 {
            guard errno == ENOENT else { throw SocketError("cannot use the folder \(shown): \(POSIXFile.reason)") }
            try makeFolders(shown)
            return
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw SocketError("\(shown) is not a folder") }
        guard status.st_uid == getuid() else {
            throw SocketError("the folder \(shown) belongs to another user; give a path in a folder of your own (one that does not exist yet is made, 0700)")
        }
        // The mode with its sticky and set-id bits: /tmp shows as 1777, as `ls` and `stat` say.
        let mode = Int(status.st_mode) & 0o7777
        guard mode & 0o077 == 0 else {
            // Never advice to change the folder's mode: it is shared (/tmp), or the system's (/).
            let name = path.split(separator: "/").last.map(String.init) ?? "app.sock"
            let suggested = (folder.isEmpty ? "" : folder) + "/consoles-\(getuid())/" + name
            throw SocketError(
                "others can enter the folder \(shown) (mode \(String(mode, radix: 8))); give a path in a folder of its own, "
                    + "like \(suggested) (a folder that does not exist yet is made, 0700)"
            )
        }
    }

    /// Makes `folder` and each missing folder above it, `0700`; the first that cannot be made
    /// is named.
    private static func makeFolders(_ folder: String) throws(SocketError) {
        var missing = [folder]
        var status = stat()
        while let last = missing.last, let slash = last.lastIndex(of: "/"), slash != last.startIndex {
            let parent = String(last[..<slash])
            if lstat(parent, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { throw SocketError("\(parent) is not a folder") }
                break
            }
            guard errno == ENOENT else { throw SocketError("cannot use the folder \(parent): \(POSIXFile.reason)") }
            missing.append(parent)
        }
        for made in missing.reversed() {
            guard mkdir(made, 0o700) == 0 || errno == EEXIST else { throw SocketError("cannot make the folder \(made): \(POSIXFile.reason)") }
        }
    }

    /// The address of `path`, or why it cannot be one (too long for the system's field).
    private static func address(of path: String) throws(SocketError) -> sockaddr_un {
        var address = sockaddr_un()
        let room = MemoryLayout.size(ofValue: address.sun_path)
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count < room else {
            throw SocketError("the socket path is \(bytes.count) bytes long; the system takes at most \(room - 1): give a shorter one")
        }
        address.sun_family = sa_family_t(AF_UNIX)
        #if canImport(Darwin)
        address.sun_len = UInt8(MemoryLayout<sockaddr_un>.size)
        #endif
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    /// Close-on-exec (no child inherits it) and, on Darwin, no SIGPIPE from a gone peer.
    private static func prepare(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var one: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Whether the peer on `descriptor` runs as this user.
    private static func isThisUser(_ descriptor: Int32) -> Bool {
        #if canImport(Glibc)
        // Glibc declares `struct ucred` only under _GNU_SOURCE: the same three fields here.
        var credentials = (pid: pid_t(0), uid: uid_t(0), gid: gid_t(0))
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return false }
        return credentials.uid == getuid()
        #else
        var user: uid_t = 0
        var group: gid_t = 0
        guard getpeereid(descriptor, &user, &group) == 0 else { return false }
        return user == getuid()
        #endif
    }

    /// `SOCK_STREAM`: an enum's raw value on Glibc, an `Int32` on Darwin.
    private static var streamKind: Int32 {
        #if canImport(Glibc)
        Int32(SOCK_STREAM.rawValue)
        #else
        SOCK_STREAM
        #endif
    }
}

private func systemListen(_ descriptor: Int32) -> Int32 {
    listen(descriptor, 8)
}

private func systemSocket(_ domain: Int32, _ kind: Int32, _ protocol: Int32) -> Int32 {
    socket(domain, kind, `protocol`)
}

private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

private func systemAccept(_ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: UnsafeMutablePointer<socklen_t>?) -> Int32 {
    accept(descriptor, address, length)
}

private func systemShutdown(_ descriptor: Int32, _ how: Int32) -> Int32 {
    shutdown(descriptor, how)
}
