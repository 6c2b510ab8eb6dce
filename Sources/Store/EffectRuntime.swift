

/// Keeps track of a store's running effects: by cancellation id, and by the send that started
/// them, so a send's handle can await or cancel exactly its own work.
///
/// Everything but `cancelAll` is called on the main actor; the lock lets a store's `deinit`
/// cancel whatever is still running.
@usableFromInline
final class EffectRuntime: Sendable {
    private struct Running {
        let task: Task<Void, Never>
        let ids: [EffectID]
        let group: Int
    }

    private struct Group {
        var tokens: Set<Int> = []
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private struct Registry {
        var nextToken = 0
        var nextGroup = 0
        var running: [Int: Running] = [:]
        var byID: [EffectID: Set<Int>] = [:]
        var groups: [Int: Group] = [:]
    }

    private let registry = Locked(Registry())

    @usableFromInline
    init() {}

    /// How many effect tasks are still running.
    var runningCount: Int {
        registry.withLock { $0.running.count }
    }

    func newGroup() -> Int {
        registry.withLock { registry in
            defer { registry.nextGroup += 1 }
            return registry.nextGroup
        }
    }

    /// Starts `body` as a task on the main actor, cancellable by each of `ids` and by `group`.
    @MainActor
    @discardableResult
    func spawn(ids: [EffectID], group: Int, _ body: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        let token = registry.withLock { registry in
            defer { registry.nextToken += 1 }
            return registry.nextToken
        }
        // The task runs on the main actor, which this function holds until it returns, so the
        // task cannot finish before it is registered below.
        let task = Task { @MainActor in
            await body()
            self.finished(token)
        }
        registry.withLock { registry in
            registry.running[token] = Running(task: task, ids: ids, group: group)
            for id in ids { registry.byID[id, default: []].insert(token) }
            registry.groups[group, default: Group()].tokens.insert(token)
        }
        return task
    }

    private func finished(_ token: Int) {
        let waiters: [CheckedContinuation<Void, Never>] = registry.withLock { registry in
            guard let entry = registry.running.removeValue(forKey: token) else { return [] }
            for id in entry.ids {
                registry.byID[id]?.remove(token)
                if registry.byID[id]?.isEmpty == true { registry.byID[id] = nil }
            }
            registry.groups[entry.group]?.tokens.remove(token)
            guard let group = registry.groups[entry.group], group.tokens.isEmpty else { return [] }
            registry.groups[entry.group] = nil
            return group.waiters
        }
        for waiter in waiters { waiter.resume() }
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

    /// Returns once every effect of `group`, and every effect their actions started, has ended.
    func wait(group: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            if !addWaiter(continuation, to: group) { continuation.resume() }
        }
    }

    private func addWaiter(_ waiter: CheckedContinuation<Void, Never>, to group: Int) -> Bool {
        registry.withLock { registry in
            guard registry.groups[group] != nil else { return false }
            registry.groups[group]?.waiters.append(waiter)
            return true
        }
    }
}

/// Runs an effect to its end inside an effect task.
@MainActor
func perform<Action: Sendable>(_ effect: Effect<Action>, send: Send<Action>, runtime: EffectRuntime, group: Int) async {
    switch effect.kind {
    case .none:
        return
    case .send(let action):
        send(action)
    case .run(let operation):
        await operation(send)
    case .merge(let effects):
        let tasks = effects.map { effect in
            runtime.spawn(ids: [], group: group) {
                await perform(effect, send: send, runtime: runtime, group: group)
            }
        }
        await withTaskCancellationHandler {
            for task in tasks { await task.value }
        } onCancel: {
            for task in tasks { task.cancel() }
        }
    case .concatenate(let effects):
        for effect in effects {
            if Task.isCancelled { return }
            await perform(effect, send: send, runtime: runtime, group: group)
        }
    case .cancellable(let id, let cancelInFlight, let inner):
        if cancelInFlight { runtime.cancel(id: id) }
        let task = runtime.spawn(ids: [id], group: group) {
            await perform(inner, send: send, runtime: runtime, group: group)
        }
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    case .cancel(let id):
        runtime.cancel(id: id)
    }
}
