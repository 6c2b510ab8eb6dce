import StoreText

extension Effect {
    /// Lets at most one effect with the same `id` start per `interval` on `clock`.
    ///
    /// The first runs at once and opens a window of `interval`. Of those that arrive inside
    /// the window, one runs when it ends (and opens the next window): with `latest` the last to
    /// arrive, else the first; the others never start. Effects already running are never
    /// cancelled by a newer one. Each store keeps its own windows, and so does each screen of
    /// a stack and each element of a `forEach`.
    ///
    /// ```swift
    /// case .scrolled(let offset):
    ///     return .run { send in await send(.loadPage(at: offset)) }
    ///         .throttle(id: ScrollID(), for: .milliseconds(500),
    ///                   clock: clock, latest: true)
    /// ```
    ///
    /// Any clock will do, an `any Clock<Duration>` held by a feature included.
    public func throttle<C: Clock>(
        id: some Hashable & Sendable, for interval: C.Duration, clock: C, latest: Bool
    ) -> Effect {
        if isNone { return self }
        let key = EffectID(ThrottleID(id: EffectID(id)))
        // The id makes the pair a task of its own, so a gate that drops it cancels nothing else.
        return Effect.concatenate(
            .run { _ in await throttleGate(key, named: id, interval: interval, clock: clock, latest: latest) },
            self
        )
        .cancellable(id: key)
    }
}

/// Returns when a throttled effect may start; when it may not, it cancels its own task, so the
/// effect after it in the concatenation never starts.
private func throttleGate<C: Clock>(
    _ key: EffectID, named id: some Hashable & Sendable, interval: C.Duration, clock: C, latest: Bool
) async {
    guard let tracker = EffectTracker.here else { return }
    let runtime = tracker.runtime
    // The id as the screen or element it runs for put it in its namespace: a window of its own.
    let key = tracker.ids.last { $0.names(key) } ?? key
    // nil: start now; else the window's end and this arrival's number in the window.
    let waiting: (end: C.Instant, arrival: Int)? = runtime.registry.withLock { registry in
        let now = clock.now
        guard let entry = registry.throttles[key], let end = (entry.windowEnd as? WindowEnd<C.Instant>)?.instant, now < end else {
            registry.throttles[key] = (WindowEnd(instant: now.advanced(by: interval)), 0)
            return nil
        }
        registry.throttles[key] = (WindowEnd(instant: end), entry.arrivals + 1)
        return (end, entry.arrivals + 1)
    }
    guard let (end, arrival) = waiting else { return }
    if !latest, arrival > 1 {
        withUnsafeCurrentTask { $0?.cancel() }   // the first in the window already waits
        return
    }
    let slept = await EffectTracker.$purpose.withValue("a throttle window of `\(DebugText.line(id))`") {
        (try? await clock.sleep(until: end, tolerance: nil)) != nil
    }
    guard slept else { return }
    let chosen = runtime.registry.withLock { registry -> Bool in
        guard let entry = registry.throttles[key], let current = (entry.windowEnd as? WindowEnd<C.Instant>)?.instant, current == end else {
            return false
        }
        guard latest ? entry.arrivals == arrival : arrival == 1 else { return false }
        registry.throttles[key] = (WindowEnd(instant: end.advanced(by: interval)), 0)
        return true
    }
    if !chosen { withUnsafeCurrentTask { $0?.cancel() } }
}

/// A throttle's key among a store's windows, apart from any id the effect uses itself.
struct ThrottleID: Hashable, Sendable {
    let id: EffectID
}

/// When a throttle's window ends, kept in the runtime's registry under its lock. A clock's
/// instant is a plain value that is only read there, never shared mutably; `Clock` does not
/// promise `Sendable` instants, and `any Clock<Duration>`'s are not, so the box vouches for it.
struct WindowEnd<Instant>: @unchecked Sendable {
    let instant: Instant
}
