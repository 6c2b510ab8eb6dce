import StoreText

/// What each effect task is doing: asleep on a clock, or waiting for its own children.
extension EffectRuntime {
    /// The effect task `token` stopped on a test clock's sleep, `wait` says until when.
    func fellAsleep(token: Int?, _ wait: Wait) {
        let watchers = registry.withLock { registry in
            registry.active -= 1
            registry.sleeping += 1
            if let token { registry.running[token]?.waiting = wait }
            return Self.bump(&registry)
        }
        for watcher in watchers { watcher.resume() }
    }

    /// A test clock is about to wake the effect task `token` it held.
    func wokeUp(token: Int?) {
        let watchers = registry.withLock { registry in
            registry.active += 1
            registry.sleeping -= 1
            if let token { registry.running[token]?.waiting = nil }
            return Self.bump(&registry)
        }
        for watcher in watchers { watcher.resume() }
    }

    /// The effect task `token` began a real sleep until `deadline`; returns the ticket that
    /// ends it.
    func fellAsleep(token: Int?, until deadline: ContinuousClock.Instant) -> Int {
        let (ticket, watchers) = registry.withLock { registry in
            defer { registry.nextSleep += 1 }
            registry.wakes[registry.nextSleep] = deadline
            registry.active -= 1
            registry.sleeping += 1
            if let token { registry.running[token]?.waiting = .liveClock(until: deadline, purpose: EffectTracker.purpose) }
            return (registry.nextSleep, Self.bump(&registry))
        }
        for watcher in watchers { watcher.resume() }
        return ticket
    }

    /// The latest deadline a real sleep of an effect reached, if one did.
    package var lastWake: ContinuousClock.Instant? { registry.withLock { $0.lastWake } }

    /// The real sleep of `ticket`, of the effect task `token`, ended (its deadline came, or it
    /// was cancelled).
    func wokeUp(_ ticket: Int, token: Int?) {
        let now = ContinuousClock.now
        let watchers = registry.withLock { registry in
            if let deadline = registry.wakes[ticket], deadline <= now {
                registry.lastWake = max(registry.lastWake ?? deadline, deadline)
            }
            registry.wakes[ticket] = nil
            registry.active += 1
            registry.sleeping -= 1
            if let token { registry.running[token]?.waiting = nil }
            return Self.bump(&registry)
        }
        for watcher in watchers { watcher.resume() }
    }

    /// The actions that started the effects still running and not cancelled (`nil` for one a
    /// store's send did not start), oldest first.
    package func runningOrigins() -> [(any Sendable)?] {
        registry.withLock { registry in
            registry.running.sorted { $0.key < $1.key }.filter { !$0.value.task.isCancelled }.map(\.value.origin)
        }
    }

    /// Each running effect in a sentence: the action that started it, and what it waits on.
    ///
    ///     the effect `.searchChanged("le")` started sleeps on a TestClock until 0.3 s (it is
    ///     at 0 s), in a debounce of `SearchID()`: advance the clock
    ///
    /// `atEnd` words it for a test that ends with it running, naming only what ends it: a
    /// debounce or throttle ends when the clock passes it, but a plain sleep on the clock may be
    /// a timer's, which sleeps again after each advance: cancel it, or end the screen that owns it.
    package func runningEffects(group: Int? = nil, limit: Int = 5, atEnd: Bool = false) -> [String] {
        let entries = registry.withLock { registry in
            registry.running.sorted { $0.key < $1.key }
                .filter { group == nil || $0.value.group == group }
                .map { ($0.value.origin, $0.value.waiting, $0.value.task.isCancelled) }
        }
        var lines: [String] = entries.prefix(limit).map { origin, waiting, cancelled in
            let who = origin.map { "the effect `\(DebugText.line($0))` started" } ?? "an effect"
            let what: String
            switch waiting {
            case .testClock(let until, let now, let purpose):
                let ends = atEnd && purpose == nil
                    ? ": advancing the clock does not end it if it sleeps again (a timer): cancel it, or end the screen that owns it"
                    : ": advance the clock"
                what = "sleeps on a TestClock until \(until) (it is at \(now))" + (purpose.map { ", in \($0)" } ?? "") + ends
            case .liveClock(let until, let purpose):
                let left = ContinuousClock.now.duration(to: until)
                what = "sleeps on a LiveClock for \(left > .zero ? left : .zero) more" + (purpose.map { ", in \($0)" } ?? "")
            case .children:
                what = "waits for effects it started"
            case nil:
                what = cancelled
                    ? "was cancelled and has not ended yet"
                    : "is running: it awaits something outside the store (a network call, a stream, a real clock's sleep)"
            }
            return "\(who) \(what)"
        }
        if entries.count > limit { lines.append("and \(entries.count - limit) more") }
        return lines
    }

    /// Whether every effect of `group` that still runs is asleep on a test clock: only a test
    /// that advances it can move them on.
    func onlyTestClockSleepers(group: Int) -> Bool {
        registry.withLock { registry in
            registry.active == 0 && registry.running.values.allSatisfy { entry in
                guard entry.group == group else { return true }
                if case .testClock = entry.waiting { return true }
                if case .children = entry.waiting { return true }
                return false
            }
        }
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
                    if let token = EffectTracker.here?.token { registry.running[token]?.waiting = .children }
                    return (false, Self.bump(&registry))
                }
                for watcher in watchers { watcher.resume() }
                if done { continuation.resume() }
            }
        } onCancel: {
            for task in tasks { task.cancel() }
        }
        if let token = EffectTracker.here?.token {
            registry.withLock { $0.running[token]?.waiting = nil }
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
