import Router

/// The whole app drawn for a front: where the user is, and the screen on top.
public struct AppRendering: Sendable {
    /// One screen of the stack, bottom first: its short title, and whether it is modal.
    public struct Breadcrumb: Equatable, Sendable {
        /// `Holidays US 2026`, `Choose country`, a holiday's name.
        public var title: String
        /// Whether the screen is shown modally.
        public var isModal: Bool
    }

    /// The stack, bottom first.
    public var breadcrumbs: [Breadcrumb]
    /// The screen on top, with the stack's own commands (`back`) added; its commands send app actions.
    public var screen: Rendering<HolidayApp.Action>
}

extension HolidayApp {
    /// The app in `layout`: breadcrumbs, and the top screen with the commands it offers.
    ///
    /// ```swift
    /// let drawn = HolidayApp.render(store.state, layout: .list)
    /// let action = try drawn.screen.command(named: "choose")?.action("")
    /// ```
    public static func render(_ state: State, layout: HolidaysLayout) -> AppRendering {
        let stack = state.path
        let breadcrumbs = stack.elements.map { element in
            AppRendering.Breadcrumb(title: shortTitle(element.screen), isModal: element.presentation == .modal)
        }
        let top = stack.top
        let id = top.id
        var screen: Rendering<Action>
        switch top.screen {
        case .holidays(let holidays):
            screen = Holidays.render(holidays, layout: layout).map { .path(.element(id: id, action: .holidays($0))) }
        case .chooseCountry(let choose):
            screen = ChooseCountry.render(choose).map { .path(.element(id: id, action: .chooseCountry($0))) }
        case .detail(let detail):
            screen = HolidayDetail.render(detail).map { .path(.element(id: id, action: .detail($0))) }
        }
        if top.presentation == .pushed {
            screen.commands.append(Command(name: "back", title: "Back", summary: "go back to the screen before", sends: .path(.pop)))
        }
        return AppRendering(breadcrumbs: breadcrumbs, screen: screen)
    }

    static func shortTitle(_ screen: Screen) -> String {
        switch screen {
        case .holidays(let state): ["Holidays", state.country, String(state.year)].compactMap { $0 }.joined(separator: " ")
        case .chooseCountry: "Choose country"
        case .detail(let state): state.content.value?.holiday.name ?? "Holiday \(state.number)"
        }
    }
}
