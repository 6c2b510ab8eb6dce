import Dispatch

/// Runs the nonisolated parts of a test store's effects (a `clock.sleep`, a dependency's async
/// function) on the main thread, in the main queue's order, instead of the global pool.
///
/// A test's tasks then never wait for a pool thread that other tests keep busy: the effect
/// reaches its next suspension as soon as the main actor is free, which is when the test
/// itself can go on.
package final class MainThreadExecutor: TaskExecutor {
    package static let shared = MainThreadExecutor()

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }
}
