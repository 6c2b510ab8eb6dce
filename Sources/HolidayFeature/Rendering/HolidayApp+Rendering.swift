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
        screens(layout: layout).render(stack: state.path).map(Action.path)
    }

    /// Each screen's row: its case, short title and drawing, once; what the rendering and the
    /// REPL's literals go by.
    public static func screens(layout: HolidaysLayout) -> EnumRendering<Screen, ScreenAction> {
        EnumRendering()
            .on(Screen.holidaysList, ScreenAction.holidaysList, title: { ["Holidays", $0.country, String($0.year)].compactMap { $0 }.joined(separator: " ") }) {
                HolidaysList.render($0, layout: layout)
            }
            .on(Screen.chooseCountry, ScreenAction.chooseCountry, title: { _ in "Choose country" }, render: ChooseCountry.render)
            .on(Screen.detail, ScreenAction.detail, title: { $0.content.value?.holiday.name ?? "Holiday \($0.number)" }, render: HolidayDetail.render)
    }
}
