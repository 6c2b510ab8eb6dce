import Router
import Store

extension HolidayApp {
    /// Every screen's reducer, each on its own case, named by its two constructors.
    static var screens: EnumReducer<Screen, ScreenAction> {
        EnumReducer()
            .on(
                Screen.holidaysList, ScreenAction.holidaysList,
                HolidaysList()
            )
            .on(Screen.chooseCountry, ScreenAction.chooseCountry, ChooseCountry())
            .on(Screen.detail, ScreenAction.detail, HolidayDetail())
    }
}
