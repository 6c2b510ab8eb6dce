/// Who sent an action into a store.
public enum ActionOrigin: Sendable, Equatable {
    /// Sent with `send(_:)`: what a user did.
    case user
    /// Fed back by an effect, including `.send`.
    case effect
}
