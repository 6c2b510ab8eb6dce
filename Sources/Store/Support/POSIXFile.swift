#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes file descriptors with POSIX calls, going on after a signal interrupts a
/// call (`EINTR`): the one place the package does this, for logs, terminals and data files.
package enum POSIXFile {
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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
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
    package static func writeWhole(_ path: String, _ text: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = write(descriptor, text)
        return close(descriptor) == 0 && written
    }

    /// Replaces the file at `path` with `text` in one rename, through `path` + `suffix`, so a
    /// reader sees the old file or the new one, never half of either; the reason when it fails.
    package static func replaceWhole(_ path: String, _ text: String, suffix: String = ".writing") -> String? {
        let temporary = path + suffix
        guard writeWhole(temporary, text) else { return "cannot write \(temporary): \(reason)" }
        guard rename(temporary, path) == 0 else {
            let failure = "cannot replace \(path): \(reason)"
            unlink(temporary)
            return failure
        }
        return nil
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

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
