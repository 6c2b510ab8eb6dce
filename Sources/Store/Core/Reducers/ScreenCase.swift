/// One case of an enum of screens, named once: its case of the state enum and its case of the
/// action enum. The reducer table (``EnumReducer``), the rendering table (``/StoreConsole/EnumRendering``)
/// and tests that change one screen's field all take it.
///
/// Name it by the two cases' constructors; APIs that take one also take the two constructors:
///
/// ```swift
/// let detail = ScreenCase(Screen.detail, ScreenAction.detail)
/// let screens = EnumReducer<Screen, ScreenAction>()
///     .on(Screen.list, ScreenAction.list, List())
///     .on(detail, Detail())
/// ```
public struct ScreenCase<Screen, ScreenAction, State, Action>: Sendable {
    /// The screen's case of the state enum.
    public let state: EnumCase<Screen, State>
    /// The screen's case of the action enum.
    public let action: EnumCase<ScreenAction, Action>

    /// A screen from its two cases.
    @inlinable
    public init(state: EnumCase<Screen, State>, action: EnumCase<ScreenAction, Action>) {
        self.state = state
        self.action = action
    }

    /// A screen from its two cases' constructors, `ScreenCase(Screen.detail, ScreenAction.detail)`:
    /// the way back out of each is derived, as ``EnumCase/init(_:)-((Value)->Root)`` does.
    @inlinable
    public init(
        _ embedState: @escaping @Sendable (State) -> Screen,
        _ embedAction: @escaping @Sendable (Action) -> ScreenAction
    ) {
        state = EnumCase(embedState)
        action = EnumCase(embedAction)
    }

    /// A screen from its two cases' constructors (`Screen.detail`, `ScreenAction.detail`) and
    /// the two patterns that take them apart.
    @inlinable
    public init(
        _ embedState: @escaping @Sendable (State) -> Screen,
        _ embedAction: @escaping @Sendable (Action) -> ScreenAction,
        state extractState: @escaping @Sendable (Screen) -> State?,
        action extractAction: @escaping @Sendable (ScreenAction) -> Action?
    ) {
        state = EnumCase(embed: embedState, extract: extractState)
        action = EnumCase(embed: embedAction, extract: extractAction)
    }
}

/// The name of the case `value` is, as the text syntax writes it (`detail`), for messages.
package func caseName(of value: Any) -> String {
    if let label = Mirror(reflecting: value).children.first?.label { return label }
    let text = "\(value)"
    return String(text.prefix { $0 != "(" })
}
