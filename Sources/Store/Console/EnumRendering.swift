import StoreText
import StoreCore
import StoreLogs

/// What a front needs of an enum of screens, one row per screen (its ``/StoreCore/ScreenCase``, title and
/// drawing): the screen drawn, its short title for breadcrumbs, and a typed literal read as
/// that screen's own action. No front writes a switch over the screens, and a screen with no
/// row is reported when it is drawn, never silently.
///
/// ```swift
/// let screens = EnumRendering<Screen, ScreenAction>()
///     .on(Screen.list, ScreenAction.list,
///         title: { _ in "Books" }, render: BookList.render)
///     .on(Screen.detail, ScreenAction.detail,
///         title: \.book.title, render: BookDetail.render)
/// screens.render(stack.top.screen)    // Rendering<ScreenAction>
/// // .detail(.startTapped)
/// try screens.action(fromLiteral: ".startTapped", for: stack.top.screen)
/// ```
public struct EnumRendering<Screen, ScreenAction: Sendable> {
    package struct Entry {
        let render: (Screen) -> Rendering<ScreenAction>?
        let title: (Screen) -> String?
        let decode: (Screen, String) throws(LiteralError) -> ScreenAction?
        let caseNames: (Screen) -> [String]?
    }

    var entries: [Entry] = []

    /// No screens yet; add each with ``on(_:title:render:)``.
    public init() {}

    /// Adds a screen: its case, its short title and how it is drawn.
    public func on<State, Action: Decodable & Sendable>(
        _ screen: ScreenCase<Screen, ScreenAction, State, Action>,
        title: @escaping (State) -> String,
        render: @escaping (State) -> Rendering<Action>
    ) -> Self {
        adding(screen.state, screen.action, title: title, render: render)
    }

    /// Adds a screen named by its two constructors, `.on(Screen.detail, ScreenAction.detail,
    /// title: …, render: …)`: its short title and how it is drawn.
    public func on<State, Action: Decodable & Sendable>(
        _ state: @escaping @Sendable (State) -> Screen,
        _ action: @escaping @Sendable (Action) -> ScreenAction,
        title: @escaping (State) -> String,
        render: @escaping (State) -> Rendering<Action>
    ) -> Self {
        adding(EnumCase(state), EnumCase(action), title: title, render: render)
    }

    /// Adds a screen: its state case, its action case, its short title and how it is drawn.
    @available(*, deprecated, message: "name the screen once, as a ScreenCase, and write .on(screen, title:render:)")
    public func on<State, Action: Decodable & Sendable>(
        _ state: EnumCase<Screen, State>,
        _ action: EnumCase<ScreenAction, Action>,
        title: @escaping (State) -> String,
        render: @escaping (State) -> Rendering<Action>
    ) -> Self {
        adding(state, action, title: title, render: render)
    }

    func adding<State, Action: Decodable & Sendable>(
        _ state: EnumCase<Screen, State>,
        _ action: EnumCase<ScreenAction, Action>,
        title: @escaping (State) -> String,
        render: @escaping (State) -> Rendering<Action>
    ) -> Self {
        var copy = self
        copy.entries.append(Entry(
            render: { screen in state.extract(screen).map { render($0).map(action.embed) } },
            title: { screen in state.extract(screen).map(title) },
            decode: { screen, text throws(LiteralError) in
                guard state.extract(screen) != nil else { return nil }
                return action.embed(try LiteralText.decode(Action.self, from: text))
            },
            caseNames: { screen in state.extract(screen).map { _ in LiteralText.caseNames(of: Action.self) } }
        ))
        return copy
    }

    /// The screen drawn by its row; a screen without one is reported as a runtime warning and
    /// drawn as a note that says which row is missing.
    public func render(_ screen: Screen) -> Rendering<ScreenAction> {
        for entry in entries {
            if let rendering = entry.render(screen) { return rendering }
        }
        let message = Self.unlisted(screen)
        RuntimeWarnings.report(message)
        return Rendering(title: caseName(of: screen), lines: [ScreenLine(message, style: .error)], commands: [])
    }

    static func unlisted(_ screen: Screen) -> String {
        let name = caseName(of: screen)
        return "the screens' EnumRendering has no row for `.\(name)`; add `.on(\(Screen.self).\(name), \(ScreenAction.self).\(name), title: …, render: …)` to it"
    }

    /// The short title of `screen`, for breadcrumbs.
    public func title(_ screen: Screen) -> String {
        // A loop, not a lazy chain: in code generic over the screen, each step of one costs
        // metadata look-ups, and breadcrumbs ask for every screen on the stack at every draw.
        for entry in entries {
            if let title = entry.title(screen) { return title }
        }
        return "\(screen)"
    }

    /// `text` read as an action of `screen`'s own kind, in its case of `ScreenAction`.
    public func action(fromLiteral text: String, for screen: Screen) throws(LiteralError) -> ScreenAction {
        for entry in entries {
            if let action = try entry.decode(screen, text) { return action }
        }
        throw LiteralError(text: text, offset: 0, message: Self.unlisted(screen))
    }

    /// The case names a literal for `screen` may start with.
    public func caseNames(for screen: Screen) -> [String] {
        for entry in entries {
            if let names = entry.caseNames(screen) { return names }
        }
        return []
    }
}
