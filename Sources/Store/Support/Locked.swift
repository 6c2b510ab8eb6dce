/// A value behind the package's one lock (``PlatformMutex``).
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["US", default: 0] += 1 }
/// ```
package final class Locked<Value>: @unchecked Sendable {
    private let mutex = PlatformMutex()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }
}
