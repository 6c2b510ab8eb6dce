import Router
import Store

// Each screen named once, its state case with its action case: what the reducer table and the
// rendering table go by, and what tests change one screen's field through
// (`$0.path[id: 1, case: .detail]`).

extension ScreenCase<HolidayApp.Screen, HolidayApp.ScreenAction, HolidaysList.State, HolidaysList.Action> {
    /// The holidays list.
    public static let holidaysList = ScreenCase(
        Screen.holidaysList, ScreenAction.holidaysList,
        state: { if case .holidaysList(let state) = $0 { state } else { nil } },
        action: { if case .holidaysList(let action) = $0 { action } else { nil } }
    )
}

extension ScreenCase<HolidayApp.Screen, HolidayApp.ScreenAction, ChooseCountry.State, ChooseCountry.Action> {
    /// The country picker.
    public static let chooseCountry = ScreenCase(
        Screen.chooseCountry, ScreenAction.chooseCountry,
        state: { if case .chooseCountry(let state) = $0 { state } else { nil } },
        action: { if case .chooseCountry(let action) = $0 { action } else { nil } }
    )
}

extension ScreenCase<HolidayApp.Screen, HolidayApp.ScreenAction, HolidayDetail.State, HolidayDetail.Action> {
    /// A holiday's detail.
    public static let detail = ScreenCase(
        Screen.detail, ScreenAction.detail,
        state: { if case .detail(let state) = $0 { state } else { nil } },
        action: { if case .detail(let action) = $0 { action } else { nil } }
    )
}

extension EnumCase where Root == HolidayApp.Action, Value == StackAction<HolidayApp.Screen, HolidayApp.ScreenAction> {
    /// The app's navigation, and its screens' actions.
    public static let path = EnumCase(embed: Root.path) { if case .path(let action) = $0 { action } else { nil } }
}

extension HolidayApp {
    /// Every screen's reducer, each on its own case.
    static var screens: EnumReducer<Screen, ScreenAction> {
        EnumReducer()
            .on(.holidaysList, HolidaysList())
            .on(.chooseCountry, ChooseCountry())
            .on(.detail, HolidayDetail())
    }
}
