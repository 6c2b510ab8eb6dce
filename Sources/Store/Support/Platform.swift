#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Files, as `Store` asks the C library for them (the other calls are in the Platform*.swift
// files beside this one, the terminal's in `Terminal/TerminalPlatform.swift`). Each call is
// written against both Glibc's and Darwin's declarations; where the two declare a type
// differently, the comment names Darwin's.

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
