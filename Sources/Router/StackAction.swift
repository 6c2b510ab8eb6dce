/// What can happen to a stack: navigation, or an action of one of its screens.
///
/// In the text syntax: `.push(.detail((id: 3)))`, `.pop`, `.dismiss`,
/// `.element(id: 2, action: .detail(.closeTapped))`.
public enum StackAction<Screen, ScreenAction> {
    /// Push a screen on top.
    case push(Screen)
    /// Remove the top screen (the back button, a swipe back); the root stays.
    case pop
    /// Remove every screen above the one with `id`.
    case popTo(id: StackElementID)
    /// Remove every screen but the root.
    case popToRoot
    /// Present a screen modally.
    case present(Screen)
    /// Remove the top-most modal and everything pushed on it (Close, a swipe down).
    case dismiss
    /// Replace the whole stack: a deep link, restored state.
    case replace(root: Screen, screens: [StackEntry<Screen>])
    /// An action of the screen with `id`.
    case element(id: StackElementID, action: ScreenAction)
}

/// A screen and how to show it, for ``StackAction/replace(root:screens:)``.
public struct StackEntry<Screen> {
    /// How the screen is shown.
    public var presentation: Presentation
    /// The screen's state.
    public var screen: Screen

    /// A screen to show as `presentation`.
    public init(_ presentation: Presentation, _ screen: Screen) {
        self.presentation = presentation
        self.screen = screen
    }
}

extension StackEntry: Equatable where Screen: Equatable {}
extension StackEntry: Sendable where Screen: Sendable {}
extension StackEntry: Codable where Screen: Codable {}

extension StackAction: Equatable where Screen: Equatable, ScreenAction: Equatable {}
extension StackAction: Sendable where Screen: Sendable, ScreenAction: Sendable {}
extension StackAction: Codable where Screen: Codable, ScreenAction: Codable {}

extension StackAction {
    /// Whether the screen this action is for is on `stack`: an element's action needs its
    /// element; navigation is for the stack itself, always there.
    func isShown(in stack: ScreenStack<Screen>) -> Bool {
        guard case .element(let id, _) = self else { return true }
        return stack.contains(id)
    }
}
