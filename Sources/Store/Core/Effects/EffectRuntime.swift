import StoreSupport

/// Keeps track of a store's running effects: by cancellation id, by the send that started them,
/// and by what each one is doing now, so a test can wait until every effect that can make
/// progress has reached its next suspension.
///
/// An effect task is *active* from the moment it is spawned until it finishes, except while it
/// sleeps on a ``TestClock`` or a ``LiveClock``, or waits for its own child effects. Anything else an effect awaits
/// (a network call, a stream, a real clock) keeps it active, because it may go on at any time.
/// The runtime is *idle* when no effect is active. Every change bumps a version and wakes the
/// waiters, so nobody polls.
///
/// Everything but `cancelAll` and the activity calls is made on the main actor; the lock lets a
/// test clock on another thread report sleeps, and a store's `deinit` cancel what still runs.
@usableFromInline
package final class EffectRuntime: Sendable {
    struct Running {
        let task: Task<Void, Never>
        let ids: [EffectID]
        let group: Int
        let join: Int?
        /// The action whose reducer started the effect, when a store's send did.
        let origin: (any Sendable)?
        /// What the task waits on now, when it is not simply running.
        var waiting: Wait?
    }

    /// What a stopped effect task waits on, for the messages that say why nothing progresses.
    enum Wait {
        /// A sleep on a test clock until the given moment; `purpose` names a throttle's or a
        /// debounce's window.
        case testClock(until: String, now: String, purpose: String?)
        /// A sleep on a ``LiveClock``.
        case liveClock(until: ContinuousClock.Instant, purpose: String?)
        /// Its own child effects.
        case children
    }

    struct Group {
        var tokens: Set<Int> = []
        /// Who waits for the group to end, by ticket: resumed with `true` when it ends, or with
        /// `false` by the watchdog when a wait's bound passes first.
        var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    }

    struct Join {
        var remaining: Int
        var continuation: CheckedContinuation<Void, Never>?
    }

    struct Registry {
        var nextToken = 0
        var nextGroup = 0
        var running: [Int: Running] = [:]
        var byID: [EffectID: Set<Int>] = [:]
        var groups: [Int: Group] = [:]
        var active = 0
        var sleeping = 0
        var nextJoin = 0
        var joins: [Int: Join] = [:]
        var version = 0
        var nextWatcher = 0
        var nextWaiter = 0
        var watchers: [Int: CheckedContinuation<Void, Never>] = [:]
        var expired: Set<Int> = []
        var owner: UInt?
        var runsOnMainThread = false
        var nextSleep = 0
        var wakes: [Int: ContinuousClock.Instant] = [:]
        /// The latest deadline a real sleep of an effect reached (not one cut short): the time,
        /// as the effects saw it, at which what they send next happened.
        var lastWake: ContinuousClock.Instant?
        /// Each throttle's window: when it ends (an instant of the throttle's clock), and how
        /// many effects arrived in it, so only the one chosen runs at its end.
        var throttles: [EffectID: (windowEnd: any Sendable, arrivals: Int)] = [:]
    }

    let registry = Locked(Registry())

    @usableFromInline
    init() {}

    deinit {
        RuntimeDirectory.remove(self)
    }

    /// How many effect tasks are still running, whatever they are doing.
    var runningCount: Int {
        registry.withLock { $0.running.count }
    }

    /// How many running effect tasks are not cancelled: those that may still send actions.
    var liveCount: Int {
        registry.withLock { $0.running.values.count { !$0.task.isCancelled } }
    }

    /// How many effect tasks are asleep on a test clock.
    var sleepingCount: Int {
        registry.withLock { $0.sleeping }
    }

    /// `true` when no effect can make progress without a clock moving (a ``TestClock``
    /// advanced, a ``LiveClock``'s time passing) or outside input.
    package var isIdle: Bool {
        registry.withLock { $0.active == 0 }
    }

    /// When the first effect asleep on a ``LiveClock`` wakes, if any is.
    package var nextWake: ContinuousClock.Instant? {
        registry.withLock { $0.wakes.values.min() }
    }

    /// How long ago the first effect asleep on a ``LiveClock`` was due to wake, when it has not
    /// been resumed yet; zero when none is due. A bounded wait gives this time back: the
    /// effect could not run, however free the main queue was.
    package var overdue: Duration {
        guard let wake = nextWake else { return .zero }
        let now = ContinuousClock.now
        return wake < now ? now - wake : .zero
    }

    /// Whether the runtime is idle and, if so, when its first ``LiveClock`` sleeper wakes, read
    /// together: a sleeper that wakes between two reads cannot make an active runtime look
    /// idle with nothing to wait for.
    package var idleness: (idle: Bool, nextWake: ContinuousClock.Instant?) {
        registry.withLock { ($0.active == 0, $0.wakes.values.min()) }
    }

    /// The task that last started effects here from a store's `send`.
    var owner: UInt? {
        registry.withLock { $0.owner }
    }

    /// Runs the nonisolated parts of later effects on the main thread (see `MainThreadExecutor`):
    /// for stores under test, set by a test store, and by a test clock its effects sleep on.
    package func runOnMainThread() {
        registry.withLock { $0.runsOnMainThread = true }
    }

    func newGroup() -> Int {
        registry.withLock { registry in
            defer { registry.nextGroup += 1 }
            return registry.nextGroup
        }
    }

    /// Starts `body` as a task on the main actor, cancellable by each of `ids` and by `group`.
    ///
    /// `fromStore` marks work a store's `send` started (as opposed to an effect's own children):
    /// the calling task becomes this runtime's owner, whose test clocks wait for it.
    @MainActor
    @discardableResult
    func spawn(
        ids: [EffectID],
        group: Int,
        fromStore: Bool = false,
        join: Int? = nil,
        origin: (any Sendable)? = nil,
        _ body: @escaping @MainActor @Sendable () async -> Void
    ) -> Task<Void, Never> {
        let token = registry.withLock { registry in
            defer { registry.nextToken += 1 }
            return registry.nextToken
        }
        // The task runs on the main actor, which this function holds until it returns, so the
        // task cannot finish before it is registered below.
        let operation: @MainActor @Sendable () async -> Void = {
            let tracker = EffectTracker(runtime: self, task: currentTaskIdentity(), token: token, ids: ids)
            await EffectTracker.$current.withValue(tracker) { await body() }
            self.finished(token)
        }
        let task = registry.withLock { $0.runsOnMainThread }
            ? Task(executorPreference: MainThreadExecutor.shared, operation: operation)
            : Task(operation: operation)
        let owner = fromStore ? currentTaskIdentity() : nil
        let isNewOwner = registry.withLock { registry in
            let origin = origin ?? join.flatMap { join in registry.running.values.first { $0.join == nil && $0.group == group }?.origin }
            registry.running[token] = Running(task: task, ids: ids, group: group, join: join, origin: origin)
            for id in ids { registry.byID[id, default: []].insert(token) }
            registry.groups[group, default: Group()].tokens.insert(token)
            registry.active += 1
            registry.version += 1
            guard let owner, registry.owner != owner else { return false }
            registry.owner = owner
            return true
        }
        if isNewOwner { RuntimeDirectory.add(self) }
        return task
    }

    private func finished(_ token: Int) {
        var parent: CheckedContinuation<Void, Never>?
        let (waiters, watchers) = registry.withLock { registry -> ([CheckedContinuation<Bool, Never>], [CheckedContinuation<Void, Never>]) in
            guard let entry = registry.running.removeValue(forKey: token) else { return ([], []) }
            registry.active -= 1
            if let join = entry.join { parent = Self.leave(join, in: &registry) }
            for id in entry.ids {
                registry.byID[id]?.remove(token)
                if registry.byID[id]?.isEmpty == true { registry.byID[id] = nil }
            }
            registry.groups[entry.group]?.tokens.remove(token)
            let watchers = Self.bump(&registry)
            guard let group = registry.groups[entry.group], group.tokens.isEmpty else { return ([], watchers) }
            registry.groups[entry.group] = nil
            return (Array(group.waiters.values), watchers)
        }
        parent?.resume()
        for waiter in waiters { waiter.resume(returning: true) }
        for watcher in watchers { watcher.resume() }
    }

    func cancel(id: EffectID) {
        let tasks = registry.withLock { registry in
            (registry.byID[id] ?? []).compactMap { registry.running[$0]?.task }
        }
        for task in tasks { task.cancel() }
    }

    func cancel(group: Int) {
        let tasks = registry.withLock { registry in
            (registry.groups[group]?.tokens ?? []).compactMap { registry.running[$0]?.task }
        }
        for task in tasks { task.cancel() }
    }

    func cancelAll() {
        let tasks = registry.withLock { $0.running.values.map(\.task) }
        for task in tasks { task.cancel() }
    }

    func isRunning(group: Int) -> Bool {
        registry.withLock { $0.groups[group] != nil }
    }

    /// Returns `true` once every effect of `group`, and every effect their actions started, has
    /// ended; `false` when `deadline` comes first. One watchdog task serves every bounded wait,
    /// so a wait that ends in time costs no timer of its own.
    func wait(group: Int, until deadline: ContinuousClock.Instant? = nil) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let ticket: Int? = registry.withLock { registry in
                guard registry.groups[group] != nil else { return nil }
                defer { registry.nextWaiter += 1 }
                registry.groups[group]?.waiters[registry.nextWaiter] = continuation
                return registry.nextWaiter
            }
            guard let ticket else { return continuation.resume(returning: true) }
            guard let deadline else { return }
            WaitWatchdog.shared.expire(at: deadline) { [weak self] in
                let expired = self?.registry.withLock { $0.groups[group]?.waiters.removeValue(forKey: ticket) }
                expired?.resume(returning: false)
            }
        }
    }

    static func bump(_ registry: inout Registry) -> [CheckedContinuation<Void, Never>] {
        registry.version += 1
        guard !registry.watchers.isEmpty else { return [] }
        defer { registry.watchers.removeAll() }
        return Array(registry.watchers.values)
    }
}
