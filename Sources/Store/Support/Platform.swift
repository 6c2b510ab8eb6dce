#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The one file of `Store` that calls the C library (the terminal's calls are in
// `Terminal/TerminalPlatform.swift`). Each call is written against both Glibc's and Darwin's
// declarations; where the two declare a type differently, the comment names Darwin's.

/// A file as the system knows it, whatever path names it.
package struct FileIdentity: Equatable, Sendable {
    package let device: UInt64
    package let inode: UInt64
}

/// Files through POSIX calls, going on after a signal interrupts a call (`EINTR`): logs,
/// history, data files and the terminal's streams.
package enum POSIXFile {
    /// How a file is opened; every mode sets close-on-exec, so no child inherits it.
    package enum OpenMode {
        /// For reading.
        case read
        /// For writing, created, and refused when it exists (``lastFailureWasExists``).
        case createNew
        /// For writing, created or emptied.
        case replace
        /// For writing at its end, created when missing.
        case append
    }

    /// Opens `path` as `mode` says, with `permissions` for a file it creates; `nil` when the
    /// system refused (see ``reason``).
    package static func open(_ path: String, _ mode: OpenMode, permissions: Int = 0o644) -> Int32? {
        // `mode_t` is UInt32 on Glibc and UInt16 on Darwin; every `O_` flag is an Int32 on both.
        let flags: Int32 = switch mode {
        case .read: O_RDONLY
        case .createNew: O_WRONLY | O_CREAT | O_EXCL | O_TRUNC
        case .replace: O_WRONLY | O_CREAT | O_TRUNC
        case .append: O_WRONLY | O_CREAT | O_APPEND
        }
        let descriptor = systemOpen(path, flags | O_CLOEXEC, mode_t(permissions))
        return descriptor >= 0 ? descriptor : nil
    }

    /// Closes `descriptor`; `false` when the system reports a failure (a write it had kept).
    @discardableResult
    package static func close(_ descriptor: Int32) -> Bool {
        systemClose(descriptor) == 0
    }

    /// Whether the last call failed because the file exists (`EEXIST`).
    package static var lastFailureWasExists: Bool { errno == EEXIST }
    /// Whether the last call failed because nothing was there to read yet (`EAGAIN`).
    package static var lastFailureWasWouldBlock: Bool { errno == EAGAIN }
    /// Whether the last call was interrupted by a signal (`EINTR`).
    package static var lastFailureWasInterrupted: Bool { errno == EINTR }
    /// Whether the last write went to a pipe or socket whose reader has gone (`EPIPE`).
    package static var lastFailureWasBrokenPipe: Bool { errno == EPIPE }

    /// Renames `old` to `new`, replacing what is there; `false` when the system refused.
    package static func rename(_ old: String, _ new: String) -> Bool {
        systemRename(old, new) == 0
    }

    /// Removes the file at `path`; `false` when it could not.
    @discardableResult
    package static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// This process's id.
    package static var processID: Int32 { getpid() }

    /// Writes all of `bytes` to `descriptor`; `false` when the system refused (see ``reason``).
    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// Writes `text` as UTF-8 to `descriptor`; `false` when the system refused.
    package static func write(_ descriptor: Int32, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { write(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Reads what is there, up to `count` bytes, into `buffer`: the number read, `0` at the end,
    /// or `nil` when the system refused.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int? {
        while true {
            let got = systemRead(descriptor, buffer, count)
            if got >= 0 { return got }
            if errno != EINTR { return nil }
        }
    }

    /// The whole file at `path`, read into one array of its size; `nil` when it cannot be read.
    package static func contents(of path: String) -> [UInt8]? {
        guard let descriptor = open(path, .read) else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        var filled = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while filled < size {
                guard let got = read(descriptor, into: buffer.baseAddress! + filled, count: size - filled), got > 0
                else { break }
                filled += got
            }
            count = filled
        }
        return filled == size ? bytes : nil
    }

    /// Creates or replaces the file at `path` with `text`; `false` when the system refused.
    package static func writeWhole(_ path: String, _ text: String, permissions: Int = 0o644) -> Bool {
        guard let descriptor = open(path, .replace, permissions: permissions) else { return false }
        let written = write(descriptor, text)
        return close(descriptor) && written
    }

    /// Replaces the file at `path` with `text` in one rename, through `path` + `suffix`, so a
    /// reader sees the old file or the new one, never half of either; the reason when it fails.
    package static func replaceWhole(_ path: String, _ text: String, suffix: String = ".writing", permissions: Int = 0o644) -> String? {
        let temporary = path + suffix
        guard writeWhole(temporary, text, permissions: permissions) else { return "cannot write \(temporary): \(reason)" }
        guard rename(temporary, path) else {
            let failure = "cannot replace \(path): \(reason)"
            unlink(temporary)
            return failure
        }
        return nil
    }

    /// Which file `path` names: its device and inode, the same for every spelling of the
    /// path (`./`, `..`, a link); `nil` when nothing is there.
    package static func identity(of path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino))
    }

    /// Which file the open `descriptor` writes to.
    package static func identity(of descriptor: Int32) -> FileIdentity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino))
    }

    /// `true` when something is at `path`.
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// `true` when `path` is a folder.
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names of the entries of the folder at `path` (without `.` and `..`); `nil` when it
    /// cannot be listed.
    package static func names(in path: String) -> [String]? {
        // `DIR *` is an OpaquePointer on Glibc and an `UnsafeMutablePointer<DIR>` on Darwin; its
        // type is never named. `d_name` is 256 bytes on Glibc, 1024 on Darwin.
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Why the last call failed, in the system's words.
    package static var reason: String { String(cString: strerror(errno)) }
}

private func systemOpen(_ path: String, _ flags: Int32, _ permissions: mode_t) -> Int32 {
    open(path, flags, permissions)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

private func systemRename(_ old: String, _ new: String) -> Int32 {
    rename(old, new)
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The rest of what the package asks of the system.
package enum Platform {
    /// The address of the symbol `name` in the process, looked up everywhere (`RTLD_DEFAULT`:
    /// 0 on Glibc, -2 on Darwin, where `dlsym` adds the leading `_` itself).
    package static func symbol(named name: String) -> UnsafeMutableRawPointer? {
        #if canImport(Darwin)
        return dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)
        #elseif canImport(Glibc)
        return dlsym(nil, name)
        #else
        return nil
        #endif
    }

    /// Whether `count` bytes at `a` and `b` are equal.
    @inline(__always)
    package static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// Moves `count` bytes from `source` to `destination`; the two may overlap.
    package static func moveBytes(_ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, count: Int) {
        memmove(destination, source, count)
    }

    /// Writes `bytes` to standard error at once, for a warning printed from anywhere.
    package static func writeError(_ text: String) {
        _ = POSIXFile.write(2, text)
    }

    /// The lowest and the highest address of the running thread's stack; `nil` when the system
    /// does not say. Darwin's pool threads have 512 KiB (Linux's 8 MiB): deep recursion checks
    /// against it.
    static func stackBounds() -> (bottom: UInt, top: UInt)? {
        #if canImport(Glibc)
        // Glibc's module declares no GNU extensions: `pthread_getattr_np` is looked up.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let found = symbol(named: "pthread_getattr_np") else { return nil }
        var attributes = pthread_attr_t()
        guard unsafeBitCast(found, to: GetAttributes.self)(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var (address, size): (UnsafeMutableRawPointer?, Int) = (nil, 0)
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return (UInt(bitPattern: address), UInt(bitPattern: address) + UInt(size))
        #elseif canImport(Darwin)
        // Darwin gives the stack's top (highest address) and size; `pthread_t` is a pointer there.
        let thread = pthread_self()
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        return (top - UInt(pthread_get_stacksize_np(thread)), top)
        #else
        return nil
        #endif
    }

    /// How the running thread's stack pointer is read where a local's address does not tell
    /// (the address sanitizer keeps locals on a "fake stack" on the heap, to catch a use after
    /// return): `getcontext`, looked up (Glibc's module does not declare it), saves the
    /// registers, the stack pointer among them. `nil` where it is not there (Darwin, musl) or
    /// the processor is neither x86-64 nor AArch64.
    static let stackPointerReader: StackPointerReader? = {
        #if canImport(Glibc)
        guard let found = symbol(named: "getcontext"), let mcontext = MemoryLayout<ucontext_t>.offset(of: \.uc_mcontext) else { return nil }
        // Where the stack pointer lies in `mcontext_t`, by the machine `uname` names (the
        // platform checks read no `#if arch`): x86-64's `gregs[REG_RSP]` (15), and AArch64's
        // `sp`, after `fault_address` and `regs[31]`.
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        let machine = withUnsafeBytes(of: names.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let offset: Int
        switch machine {
        case "x86_64": offset = mcontext + 15 * 8
        case "aarch64": offset = mcontext + 8 + 31 * 8
        default: return nil
        }
        return StackPointerReader(getContext: unsafeBitCast(found, to: StackPointerReader.GetContext.self), offset: offset)
        #else
        return nil
        #endif
    }()
}

/// Reads the running thread's real stack pointer (see ``Platform/stackPointerReader``): a
/// system call each time, so only where nothing cheaper tells.
struct StackPointerReader: Sendable {
    #if canImport(Glibc)
    typealias GetContext = @convention(c) (UnsafeMutablePointer<ucontext_t>) -> Int32
    let getContext: GetContext
    /// Where the stack pointer lies in a `ucontext_t`.
    let offset: Int

    /// The stack pointer as it is in this call, or `nil` if `getcontext` failed.
    @inline(never)
    func read() -> UInt? {
        var context = ucontext_t()
        guard getContext(&context) == 0 else { return nil }
        return withUnsafeBytes(of: &context) { $0.load(fromByteOffset: offset, as: UInt.self) }
    }
    #else
    func read() -> UInt? { nil }
    #endif
}
