import Router

/// Where each kind of screen may stand on the stack, and what the app refuses to put there.
extension HolidayApp {
    /// A screen put where the app never shows it: the holidays list anywhere but at the root,
    /// a detail that is not pushed, a country picker that is not modal.
    static func misplaced(_ action: StackAction<Screen, ScreenAction>) -> String? {
        switch action {
        case .push(let screen) where !Self.fits(screen, .pushed):
            return "\(Self.kind(screen)) cannot be pushed; ignored"
        case .present(let screen) where !Self.fits(screen, .modal):
            return "\(Self.kind(screen)) cannot be presented; ignored"
        case .replace(let root, let screens):
            if !Self.fits(root, .root) { return "\(Self.kind(root)) cannot be the root; ignored" }
            if let entry = screens.first(where: { !Self.fits($0.screen, $0.presentation) }) {
                return "\(Self.kind(entry.screen)) cannot be \(entry.presentation == .modal ? "presented" : "pushed"); ignored"
            }
            return nil
        default:
            return nil
        }
    }

    /// A detail pushed without its content, when no load is under way to fill it in: it would
    /// say "loading" for ever.
    static func unfillable(_ action: StackAction<Screen, ScreenAction>, in state: State) -> String? {
        guard case .push(.detail(let detail)) = action, detail.content.value == nil else { return nil }
        if case .holidaysList(let list) = state.path.root.screen, list.holidays.isLoading { return nil }
        return "a holiday's detail is pushed with its content (as `.holidayTapped` does), or opened by a link; nothing would load this one, so it was not pushed"
    }

    static func fits(_ screen: Screen, _ presentation: Presentation) -> Bool {
        switch (screen, presentation) {
        case (.holidaysList, .root), (.detail, .pushed), (.chooseCountry, .modal): true
        default: false
        }
    }

    static func kind(_ screen: Screen) -> String {
        switch screen {
        case .holidaysList: "the holidays list"
        case .chooseCountry: "the country picker"
        case .detail: "a holiday's detail"
        }
    }
}
