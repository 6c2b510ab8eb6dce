#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A count kept in a file, which several processes take numbers from in turn: each
/// ``take()`` gives the next number, never one another process was given. How the workers of
/// `explore --jobs` share out the walks: a worker that finishes a walk takes the next, so
/// one that is slowed (a busy core, a longer walk) takes fewer, and none waits for another.
///
/// ```swift
/// let counter = SharedCounter(path: folder + "/next")
/// while let walk = counter?.take(below: walks) { … }
/// ```
package final class SharedCounter {
    private let descriptor: Int32

    /// Opens the count at `path`, starting from 0 when the file is new or empty; `nil` when
    /// the file cannot be opened (see ``POSIXFile/reason``).
    package init?(path: String) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, mode_t(0o600))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        _ = close(descriptor)
    }

    /// The count now (how many numbers were taken), read without taking one; 0 when unread.
    package var taken: Int {
        var count: Int64 = 0
        let read = withUnsafeMutableBytes(of: &count) { pread(descriptor, $0.baseAddress, 8, 0) }
        return read == 8 ? Int(max(0, count)) : 0
    }

    /// The next number, or `nil` once the count has reached `end` (or the file cannot be read
    /// or written, which ends the taking as surely).
    package func take(below end: Int) -> Int? {
        // flock's lock is the file's, held by this open file until unlocked: the processes
        // that opened the file each take their turn (flock(2); restarted when a signal
        // interrupts the wait).
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { return nil }
        }
        defer { _ = flock(descriptor, LOCK_UN) }
        var count: Int64 = 0
        let read = withUnsafeMutableBytes(of: &count) { pread(descriptor, $0.baseAddress, 8, 0) }
        guard read == 0 || read == 8, count >= 0 else { return nil }
        guard count < end else { return nil }
        var next = count + 1
        let written = withUnsafeBytes(of: &next) { pwrite(descriptor, $0.baseAddress, 8, 0) }
        return written == 8 ? Int(count) : nil
    }
}
