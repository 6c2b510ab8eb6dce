/// A registration made by ``Store/observe(_:)``; cancel it to stop being called.
@MainActor
public final class StoreObservation {
    private var onCancel: (() -> Void)?

    @usableFromInline
    package init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation. Calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}

@usableFromInline
struct Observer<State> {
    @usableFromInline let id: Int
    @usableFromInline let onChange: (State) -> Void
    /// Skipped when the store's own equality says an action left the state unchanged.
    @usableFromInline let skipsEqualStates: Bool

    @usableFromInline
    init(id: Int, skipsEqualStates: Bool, onChange: @escaping (State) -> Void) {
        self.id = id
        self.skipsEqualStates = skipsEqualStates
        self.onChange = onChange
    }
}

extension Store {
    /// Calls `onChange` with the current state now, then with each new state that
    /// `isDuplicate` does not consider equal to the previous one.
    @inlinable
    @discardableResult
    public func observe(
        removeDuplicates isDuplicate: @escaping (State, State) -> Bool,
        _ onChange: @escaping @MainActor (State) -> Void
    ) -> StoreObservation {
        var last = state
        onChange(last)
        return core.subscribe(nil) { new in
            if isDuplicate(last, new) { return }
            last = new
            onChange(new)
        }
    }
}

extension Store where State: Equatable {
    /// Calls `onChange` with the current state now, then each time the state changes.
    ///
    /// ```swift
    /// let observation = store.observe { print("count:", $0.count) }
    /// // later
    /// observation.cancel()
    /// ```
    @inlinable
    @discardableResult
    public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StoreObservation {
        onChange(state)
        return core.subscribe({ $0 == $1 }, onChange)
    }
}

extension Store where State: Equatable & Sendable {
    /// The state as an async sequence: the current value, then each changed value.
    ///
    /// The sequence ends when the consuming task is cancelled.
    ///
    /// ```swift
    /// for await count in store.states.map(\.count) { print(count) }
    /// ```
    public var states: AsyncStream<State> {
        let (stream, continuation) = AsyncStream<State>.makeStream()
        let observation = observe { continuation.yield($0) }
        continuation.onTermination = { _ in
            Task { @MainActor in observation.cancel() }
        }
        return stream
    }
}
