import Router
import Store

extension HolidayApp {
    /// The app in `layout`: the screen on top with the commands it offers (of the `years`
    /// there are holidays for), the stack's own (`back`) among them, and the stack as
    /// breadcrumbs.
    ///
    /// ```swift
    /// let drawn = HolidayApp.render(store.state, layout: .list)
    /// let action = try drawn.command(named: "choose")?.action("")
    /// ```
    public static func render(_ state: State, layout: HolidaysLayout, years: ClosedRange<Int> = Years.valid) -> Rendering<Action> {
        screens(layout: layout, years: years).render(stack: state.path).map(Action.path)
    }

    /// Each screen's row: its case, short title and drawing, once; what the rendering and the
    /// REPL's literals go by. The holidays list offers only the `years` there are holidays for.
    public static func screens(layout: HolidaysLayout, years: ClosedRange<Int> = Years.valid) -> EnumRendering<Screen, ScreenAction> {
        EnumRendering()
            .on(Screen.holidaysList, ScreenAction.holidaysList, title: { ["Holidays", $0.country, String($0.year)].compactMap { $0 }.joined(separator: " ") }) {
                HolidaysList.render($0, layout: layout, years: years)
            }
            .on(Screen.chooseCountry, ScreenAction.chooseCountry, title: { _ in "Choose country" }, render: ChooseCountry.render)
            .on(Screen.detail, ScreenAction.detail, title: { $0.content.value?.holiday.name ?? "Holiday \($0.number)" }, render: HolidayDetail.render)
    }

    /// The app's screens as the explorer's map names them (each screen's
    /// ``Rendering/titlePattern``, a dialog's title after `›`): what
    /// ``Console/Configuration-swift.struct/screenPatterns`` is set to, so a map lists those an
    /// exploration never reached.
    public enum ScreenName {
        /// The holidays list before a country is chosen.
        public static let noCountry = "Holidays ‹year›"
        /// The holidays list of a country.
        public static let holidays = "Holidays in ‹country›, ‹year›"
        /// The country picker.
        public static let chooseCountry = "Choose a country"
        /// A holiday's detail.
        public static let detail = "‹holiday›"
        /// A holiday's detail still loading, or that could not be shown.
        public static let detailNotShown = "Holiday ‹number›"
        /// The alert over the holidays list after a failed load.
        public static let failedLoad = holidays + " › Could not load the holidays"

        /// Every screen of the app.
        public static let all = [noCountry, chooseCountry, holidays, detail, detailNotShown, failedLoad]
    }
}
