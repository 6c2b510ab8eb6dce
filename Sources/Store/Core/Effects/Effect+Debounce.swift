import StoreText

extension Effect {
    /// Delays this effect by `duration` on `clock`, restarting the delay whenever another
    /// debounced effect with the same `id` arrives; only the last one runs.
    ///
    /// Inject the clock, so tests advance a ``TestClock`` instead of sleeping:
    ///
    /// ```swift
    /// return .run { send in
    ///     await send(.results(try await client.search(text)))
    /// }
    ///     .debounce(id: SearchID(), for: .milliseconds(300), clock: clock)
    /// ```
    public func debounce<C: Clock>(id: some Hashable & Sendable, for duration: C.Duration, clock: C) -> Effect {
        if isNone { return .cancel(id: id) }
        return Effect.concatenate(
            .run { _ in
                await EffectTracker.$purpose.withValue("a debounce of `\(DebugText.line(id))`") {
                    _ = try? await clock.sleep(for: duration)
                }
            },
            self
        )
        .cancellable(id: id, cancelInFlight: true)
    }
}
