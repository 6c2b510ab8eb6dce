import StoreCore
import StoreConsole

// What a front needs of a stack app, from its screens' table alone: the screen on top with the
// stack as breadcrumbs and `back` on a pushed screen, and the top screen's own actions typed
// as literals. A console for any stack app is `Console.Configuration.stack(screens)`.

extension EnumRendering where Screen: Codable & Sendable, ScreenAction: Codable & Sendable {
    /// The screen on top of `stack`, its actions addressed to it, the stack's screens as
    /// breadcrumbs, and a `back` command when the top screen was pushed.
    ///
    /// ```swift
    /// // Rendering<StackAction<Screen, ScreenAction>>
    /// let drawn = screens.render(stack: stack)
    /// try drawn.command(named: "back")?.action("")  // .pop
    /// ```
    public func render(stack: ScreenStack<Screen>) -> Rendering<StackAction<Screen, ScreenAction>> {
        let top = stack.top
        let id = top.id
        var screen = render(top.screen).map { StackAction<Screen, ScreenAction>.element(id: id, action: $0) }
        if top.presentation == .pushed {
            screen.commands.append(ScreenCommand(name: "back", title: "Back", summary: "go back to the screen before", sends: .pop))
        }
        screen.breadcrumbs = stack.elements.map { Rendering.Breadcrumb(title($0.screen), isModal: $0.presentation == .modal) }
        return screen
    }

    /// An action typed on `stack` in the text syntax: the top screen's own action, addressed to
    /// it (`.titleChanged("Milk")`), or, when its name is not one of that screen's cases, the
    /// stack's own (`.pop`, `.popToRoot`, `.element(id: 0, action: .list(.addTapped))`).
    public func action(
        fromLiteral text: String, caseName: String, in stack: ScreenStack<Screen>
    ) throws(LiteralError) -> StackAction<Screen, ScreenAction> {
        let top = stack.top
        if !caseNames(for: top.screen).contains(caseName),
           LiteralText.caseNames(of: StackAction<Screen, ScreenAction>.self).contains(caseName) {
            return try LiteralText.decode(StackAction<Screen, ScreenAction>.self, from: text)
        }
        return .element(id: top.id, action: try action(fromLiteral: text, for: top.screen))
    }

    /// The case names a literal typed on `stack` may start with: the top screen's, then the
    /// stack's.
    public func literalCaseNames(in stack: ScreenStack<Screen>) -> [String] {
        let own = caseNames(for: stack.top.screen)
        return own + LiteralText.caseNames(of: StackAction<Screen, ScreenAction>.self).filter { !own.contains($0) }
    }
}

extension Console.Configuration {
    /// A console for an app whose state is a stack of screens: the screen on top drawn by its
    /// row of `screens`, with breadcrumbs and `back`, and the top screen's own actions typed as
    /// literals.
    ///
    /// ```swift
    /// let console = Console(
    ///     initialState: ScreenStack(root: .list(.init())),
    ///     reducer: app,
    ///     configuration: .stack(screens)
    /// )
    /// ```
    public static func stack<Screen, ScreenAction>(
        _ screens: EnumRendering<Screen, ScreenAction>
    ) -> Self where Feature.State == ScreenStack<Screen>, Feature.Action == StackAction<Screen, ScreenAction> {
        var configuration = Self(render: { screens.render(stack: $0) })
        configuration.literal = { text, caseName, stack throws(LiteralError) in
            try screens.action(fromLiteral: text, caseName: caseName, in: stack)
        }
        configuration.literalCaseNames = { screens.literalCaseNames(in: $0) }
        configuration.screenIsShown = { action, stack in action.isShown(in: stack) }
        return configuration
    }

    /// A console for an app that keeps its stack at `path` and its navigation in the case
    /// `action` of its actions: literals of the app's own cases read as they are
    /// (`.linkOpened("…")`); any other is read on the stack, as ``stack(_:)`` reads it.
    ///
    /// ```swift
    /// let configuration = Console<App>.Configuration.stack(
    ///     screens, at: \.path, action: App.Action.path
    /// )
    /// ```
    public static func stack<Screen: Codable & Sendable, ScreenAction: Codable & Sendable>(
        _ screens: EnumRendering<Screen, ScreenAction>,
        at path: KeyPath<Feature.State, ScreenStack<Screen>> & Sendable,
        action: EnumCase<Feature.Action, StackAction<Screen, ScreenAction>>
    ) -> Self {
        let own = Set(LiteralText.caseNames(of: Feature.Action.self))
        var configuration = Self(render: { screens.render(stack: $0[keyPath: path]).map(action.embed) })
        configuration.literal = { text, caseName, state throws(LiteralError) in
            if own.contains(caseName) { return try LiteralText.decode(Feature.Action.self, from: text) }
            return action.embed(try screens.action(fromLiteral: text, caseName: caseName, in: state[keyPath: path]))
        }
        configuration.literalCaseNames = { state in
            let names = screens.literalCaseNames(in: state[keyPath: path])
            return names + LiteralText.caseNames(of: Feature.Action.self).filter { !names.contains($0) }
        }
        configuration.screenIsShown = { app, state in action.extract(app)?.isShown(in: state[keyPath: path]) ?? true }
        return configuration
    }

    /// A console for an app that keeps its stack at `path` and its navigation in the case that
    /// `action`, its constructor, makes: `.stack(screens, at: \.path, action: App.Action.path)`.
    public static func stack<Screen: Codable & Sendable, ScreenAction: Codable & Sendable>(
        _ screens: EnumRendering<Screen, ScreenAction>,
        at path: KeyPath<Feature.State, ScreenStack<Screen>> & Sendable,
        action: @escaping @Sendable (StackAction<Screen, ScreenAction>) -> Feature.Action
    ) -> Self {
        stack(screens, at: path, action: EnumCase(action))
    }
}
