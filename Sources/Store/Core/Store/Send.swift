/// Sends actions from an effect back into the store that started it.
///
/// Actions sent after the effect was cancelled are dropped.
///
/// ```swift
/// return .run { send in
///     await send(.booksLoaded(try await client.books(matching: query)))
/// }
/// ```
public struct Send<Action: Sendable>: Sendable {
    @usableFromInline let deliver: @MainActor @Sendable (Action) -> Void

    /// Makes a sender that hands each action to `deliver`.
    public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` back to the store, unless the current task was cancelled.
    @MainActor
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}
