/// What each effect task is doing: asleep on a clock, or waiting for its own children.
extension EffectRuntime {
    /// An effect task stopped on a test clock's sleep.
    func fellAsleep() {
        let watchers = registry.withLock { registry in
            registry.active -= 1
            registry.sleeping += 1
            return Self.bump(&registry)
        }
        for watcher in watchers { watcher.resume() }
    }

    /// A test clock is about to wake an effect task it held.
    func wokeUp() {
        let watchers = registry.withLock { registry in
            registry.active += 1
            registry.sleeping -= 1
            return Self.bump(&registry)
        }
        for watcher in watchers { watcher.resume() }
    }

    /// An effect task began a real sleep until `deadline`; returns the ticket that ends it.
    func fellAsleep(until deadline: ContinuousClock.Instant) -> Int {
        let (ticket, watchers) = registry.withLock { registry in
            defer { registry.nextSleep += 1 }
            registry.wakes[registry.nextSleep] = deadline
            registry.active -= 1
            registry.sleeping += 1
            return (registry.nextSleep, Self.bump(&registry))
        }
        for watcher in watchers { watcher.resume() }
        return ticket
    }

    /// The real sleep of `ticket` ended (its deadline came, or it was cancelled).
    func wokeUp(_ ticket: Int) {
        let watchers = registry.withLock { registry in
            registry.wakes[ticket] = nil
            registry.active += 1
            registry.sleeping -= 1
            return Self.bump(&registry)
        }
        for watcher in watchers { watcher.resume() }
    }

    /// Runs `children`, each cancellable by its ids, and returns when all have finished;
    /// meanwhile the calling effect task counts as waiting, and the last child to finish hands
    /// its activity back before it ends.
    @MainActor
    func join(_ children: [(ids: [EffectID], body: @MainActor @Sendable () async -> Void)], group: Int) async {
        let join = registry.withLock { registry in
            defer { registry.nextJoin += 1 }
            registry.joins[registry.nextJoin] = Join(remaining: children.count)
            return registry.nextJoin
        }
        let tasks = children.map { child in spawn(ids: child.ids, group: group, join: join, child.body) }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let (done, watchers) = registry.withLock { registry -> (Bool, [CheckedContinuation<Void, Never>]) in
                    guard let state = registry.joins[join], state.remaining > 0 else {
                        registry.joins[join] = nil
                        return (true, [])
                    }
                    registry.joins[join]?.continuation = continuation
                    registry.active -= 1
                    return (false, Self.bump(&registry))
                }
                for watcher in watchers { watcher.resume() }
                if done { continuation.resume() }
            }
        } onCancel: {
            for task in tasks { task.cancel() }
        }
    }

    /// One child of `join` has finished; returns the parent to resume when it was the last.
    static func leave(_ join: Int, in registry: inout Registry) -> CheckedContinuation<Void, Never>? {
        guard var state = registry.joins[join] else { return nil }
        state.remaining -= 1
        guard state.remaining == 0 else {
            registry.joins[join] = state
            return nil
        }
        guard let parent = state.continuation else {
            registry.joins[join] = state
            return nil
        }
        registry.joins[join] = nil
        registry.active += 1
        return parent
    }
}
