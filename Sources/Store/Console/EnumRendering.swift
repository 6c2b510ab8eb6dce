/// What a front needs of an enum of screens, from (case, case, render) pairs written once per
/// screen: the screen drawn, its short title for breadcrumbs, and a typed literal read as that
/// screen's own action. No front writes a switch over the screens.
///
/// ```swift
/// let screens = EnumRendering<Screen, ScreenAction>()
///     .on(.list, .list, title: { _ in "Books" }, render: BookList.render)
///     .on(.detail, .detail, title: \.book.title, render: BookDetail.render)
/// screens.render(stack.top.screen)                              // Rendering<ScreenAction>
/// try screens.action(fromLiteral: ".startTapped", for: stack.top.screen)   // .detail(.startTapped)
/// ```
public struct EnumRendering<Screen, ScreenAction: Sendable> {
    struct Entry {
        let render: (Screen) -> Rendering<ScreenAction>?
        let title: (Screen) -> String?
        let decode: (Screen, String) throws(LiteralError) -> ScreenAction?
        let caseNames: (Screen) -> [String]?
    }

    var entries: [Entry] = []

    /// No screens yet; add each with ``on(_:_:title:render:)``.
    public init() {}

    /// Adds a screen: its state case, its action case, its short title and how it is drawn.
    public func on<State, Action: Decodable & Sendable>(
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

    /// The screen drawn by the pair for its case; a screen without one is drawn as a note that
    /// says so.
    public func render(_ screen: Screen) -> Rendering<ScreenAction> {
        for entry in entries {
            if let rendering = entry.render(screen) { return rendering }
        }
        return Rendering(title: "\(screen)", lines: [ScreenLine("No rendering was given for this screen.", style: .error)], commands: [])
    }

    /// The short title of `screen`, for breadcrumbs.
    public func title(_ screen: Screen) -> String {
        entries.lazy.compactMap { $0.title(screen) }.first ?? "\(screen)"
    }

    /// `text` read as an action of `screen`'s own kind, in its case of `ScreenAction`.
    public func action(fromLiteral text: String, for screen: Screen) throws(LiteralError) -> ScreenAction {
        for entry in entries {
            if let action = try entry.decode(screen, text) { return action }
        }
        throw LiteralError(text: text, offset: 0, message: "this screen takes no typed actions")
    }

    /// The case names a literal for `screen` may start with.
    public func caseNames(for screen: Screen) -> [String] {
        entries.lazy.compactMap { $0.caseNames(screen) }.first ?? []
    }
}
