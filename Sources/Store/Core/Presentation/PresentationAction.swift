/// The action of something presented (an alert, a dialog, an optional child feature): its own
/// action while it is up, or the request to take it down.
///
/// ```swift
/// enum Action {
///     case alert(PresentationAction<Alert>)
///     case editor(PresentationAction<Editor.Action>)
/// }
/// store.send(.alert(.presented(.deleteConfirmed)))
/// store.send(.editor(.dismiss))
/// ```
public enum PresentationAction<Action> {
    /// An action of what is presented: a button of an alert, an action of a child feature.
    case presented(Action)
    /// Takes what is presented down: its state becomes `nil` and its effects are cancelled.
    case dismiss
}

extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Codable where Action: Codable {}
