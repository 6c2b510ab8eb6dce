import Router
import Store

extension HolidayApp {
    /// The app in `layout`: the screen on top with the commands it offers, the stack's own
    /// (`back`) among them, and the stack as breadcrumbs.
    ///
    /// ```swift
    /// let drawn = HolidayApp.render(store.state, layout: .list)
    /// let action = try drawn.command(named: "choose")?.action("")
    /// ```
    public static func render(_ state: State, layout: HolidaysLayout) -> Rendering<Action> {
        let stack = state.path
        let top = stack.top
        let id = top.id
        var screen: Rendering<Action>
        switch top.screen {
        case .holidaysList(let holidays):
            screen = HolidaysList.render(holidays, layout: layout).map { .path(.element(id: id, action: .holidaysList($0))) }
        case .chooseCountry(let choose):
            screen = ChooseCountry.render(choose).map { .path(.element(id: id, action: .chooseCountry($0))) }
        case .detail(let detail):
            screen = HolidayDetail.render(detail).map { .path(.element(id: id, action: .detail($0))) }
        }
        if top.presentation == .pushed {
            screen.commands.append(Command(name: "back", title: "Back", summary: "go back to the screen before", sends: .path(.pop)))
        }
        screen.breadcrumbs = stack.elements.map { element in
            Rendering.Breadcrumb(shortTitle(element.screen), isModal: element.presentation == .modal)
        }
        return screen
    }

    static func shortTitle(_ screen: Screen) -> String {
        switch screen {
        case .holidaysList(let state): ["Holidays", state.country, String(state.year)].compactMap { $0 }.joined(separator: " ")
        case .chooseCountry: "Choose country"
        case .detail(let state): state.content.value?.holiday.name ?? "Holiday \(state.number)"
        }
    }
}
