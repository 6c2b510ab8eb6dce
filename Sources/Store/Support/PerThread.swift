/// One object per thread, made on a thread's first use and released when the thread ends:
/// state that hot code keeps without a lock.
///
/// ```swift
/// private static let scratch = PerThread { Scratch() }
/// scratch.current.buffer.removeAll(keepingCapacity: true)
/// ```
package final class PerThread<Value: AnyObject>: @unchecked Sendable {
    // Immutable after `init`; each thread reads and writes only its own slot.
    private let key = PlatformThreadKey()
    private let make: @Sendable () -> Value

    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// This thread's object.
    package var current: Value {
        if let pointer = key.value {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let value = make()
        key.set(Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
