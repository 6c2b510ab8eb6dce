#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's threads: the package's one lock and a thread-local slot, written against both
// Glibc's and Darwin's declarations.

/// The one lock of the package: a pthread mutex on the heap (a zeroed `pthread_mutex_t` is not
/// a valid mutex on Darwin, so it is always initialised). Not `Synchronization.Mutex`: on Linux
/// the thread sanitizer does not see that lock, and reports every access under it as a race.
package final class PlatformMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }
}

/// A thread-local slot holding a retained object, released when its thread ends.
struct PlatformThreadKey: @unchecked Sendable {
    // `pthread_key_t` is UInt32 on Glibc and UInt on Darwin; only its zero value is named.
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            // Darwin passes a non-optional `UnsafeMutableRawPointer`, Glibc an optional one.
            let pointer: UnsafeMutableRawPointer? = pointer
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        precondition(status == 0, "could not create a thread-local key")
        self.key = key
    }

    /// This thread's object, if one was set.
    var value: UnsafeMutableRawPointer? { pthread_getspecific(key) }

    /// Sets this thread's object, already retained.
    func set(_ pointer: UnsafeMutableRawPointer) { pthread_setspecific(key, pointer) }
}
