import Dispatch
import StoreSupport

extension EffectRuntime {
    /// Waits until no effect is active, or `timeout` has passed; returns whether it is idle.
    ///
    /// Effects that await something outside the store keep it busy; the timeout bounds that.
    package func waitUntilIdle(timeout: Duration, isolation: isolated (any Actor)? = #isolation) async -> Bool {
        await waitUntil(timeout: timeout) { [registry] in registry.withLock { $0.active == 0 } }
    }

    /// Waits until `condition` holds, checking it again after every change of the effects and
    /// every ``notify()``, or until `timeout` has passed (with none, for as long as it takes);
    /// returns whether it holds.
    package func waitUntil(
        timeout: Duration?,
        isolation: isolated (any Actor)? = #isolation,
        _ condition: () -> Bool
    ) async -> Bool {
        // Most waits end before they begin (the effects settled as the action was sent): no
        // timer is started for those, since starting one wakes a thread and so does its cancel.
        if condition() { return true }
        let watcher = registry.withLock { registry in
            defer { registry.nextWatcher += 1 }
            return registry.nextWatcher
        }
        let timer = timeout.map { timeout in
            Task.detached { [weak self] in
                let overdue: @Sendable () -> Duration = { [weak self] in self?.overdue ?? .zero }
                guard (try? await Self.sleep(countingFreeTime: timeout, overdue: overdue)) != nil else { return }
                self?.expire(watcher)
            }
        }
        defer {
            timer?.cancel()
            registry.withLock { _ = $0.expired.remove(watcher) }
        }
        while true {
            let version = registry.withLock { $0.version }
            if condition() { return true }
            if registry.withLock({ $0.expired.contains(watcher) }) { return false }
            await nextChange(after: version, watcher: watcher)
        }
    }

    /// Sleeps for `timeout` of time in which the threads that run effects were free to run them.
    ///
    /// At the deadline it asks the main queue (where test stores run their effects, after any
    /// job already queued there) and notes how late the answer came, and how long an effect
    /// asleep on a ``LiveClock`` has been due without being resumed (`overdue`). Either means
    /// the effects could not run (another test held the main actor, the machine was
    /// overloaded, a due sleeper's thread never came), so that much time is given back and the
    /// deadline moves on; never past `timeout` times ``givenBackAtMost`` in all, so a machine
    /// that never frees up cannot hold a wait for ever.
    static func sleep(countingFreeTime timeout: Duration, overdue: @Sendable () -> Duration = { .zero }) async throws {
        let start = ContinuousClock.now
        let limit = start + timeout * givenBackAtMost
        var deadline = start + timeout
        while true {
            try await Task.sleep(until: deadline)
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
            try Task.checkCancellation()
            let now = ContinuousClock.now
            let late = max(now - deadline, overdue())
            if late < lateness || now >= limit { return }
            deadline = min(now + late, limit)
        }
    }

    /// How many times its timeout a wait may last at most, however late the main queue is.
    static var givenBackAtMost: Int { 12 }

    /// How late an answer may come and still count as the threads having been free.
    static var lateness: Duration { .milliseconds(50) }

    /// Wakes the waiters so they check their conditions again.
    package func notify() {
        let watchers = registry.withLock { Self.bump(&$0) }
        for watcher in watchers { watcher.resume() }
    }

    private func nextChange(after version: Int, watcher: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = registry.withLock { registry -> Bool in
                if registry.version != version || registry.expired.contains(watcher) { return true }
                registry.watchers[watcher] = continuation
                return false
            }
            if now { continuation.resume() }
        }
    }

    private func expire(_ watcher: Int) {
        let continuation = registry.withLock { registry in
            registry.expired.insert(watcher)
            return registry.watchers.removeValue(forKey: watcher)
        }
        continuation?.resume()
    }
}

/// Ends bounded waits whose deadline passed: one detached task, which runs only while some
/// wait is bounded, for every store.
final class WaitWatchdog: Sendable {
    static let shared = WaitWatchdog()

    package struct State {
        var expiries: [(deadline: ContinuousClock.Instant, expire: @Sendable () -> Void)] = []
        var running = false
    }

    private let state = Locked(State())

    /// Calls `expire` at `deadline` (it does nothing when the wait ended before).
    func expire(at deadline: ContinuousClock.Instant, _ expire: @escaping @Sendable () -> Void) {
        let start = state.withLock { state in
            state.expiries.append((deadline, expire))
            defer { state.running = true }
            return !state.running
        }
        guard start else { return }
        Task.detached { [self] in await run() }
    }

    private func run() async {
        while true {
            try? await Task.sleep(for: .milliseconds(50))
            let now = ContinuousClock.now
            let (due, done) = state.withLock { state in
                let due = state.expiries.filter { $0.deadline <= now }.map(\.expire)
                state.expiries.removeAll { $0.deadline <= now }
                if state.expiries.isEmpty { state.running = false }
                return (due, state.expiries.isEmpty)
            }
            for expire in due { expire() }
            if done { return }
        }
    }
}
