#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, made on a thread's first use and released when the thread ends:
/// state that hot code keeps without a lock.
///
/// ```swift
/// private static let scratch = PerThread { Scratch() }
/// scratch.current.buffer.removeAll(keepingCapacity: true)
/// ```
final class PerThread<Value: AnyObject>: @unchecked Sendable {
    // Immutable after `init`; each thread reads and writes only its own slot.
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            let pointer: UnsafeMutableRawPointer? = pointer
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        precondition(status == 0, "could not create a thread-local key")
        self.key = key
        self.make = make
    }

    /// This thread's object.
    var current: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
