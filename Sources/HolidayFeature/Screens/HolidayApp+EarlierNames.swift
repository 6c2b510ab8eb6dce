import Router
import Store

// The case statics this module had until 2.4.0, each pointing at the constructors that replaced
// it: code written against them compiles with a warning that names the new spelling, where it
// would read "type 'ScreenCase<…>' has no member 'detail'" and two inference errors.

extension ScreenCase<HolidayApp.Screen, HolidayApp.ScreenAction, HolidaysList.State, HolidaysList.Action> {
    /// The holidays list, as 2.3 named it: `HolidayApp.Screen.holidaysList` now.
    @available(*, deprecated, message: "name the screen by its constructor: `HolidayApp.Screen.holidaysList` (with `HolidayApp.ScreenAction.holidaysList` where a table takes both)")
    public static var holidaysList: Self { ScreenCase(Screen.holidaysList, ScreenAction.holidaysList) }
}

extension ScreenCase<HolidayApp.Screen, HolidayApp.ScreenAction, ChooseCountry.State, ChooseCountry.Action> {
    /// The country picker, as 2.3 named it: `HolidayApp.Screen.chooseCountry` now.
    @available(*, deprecated, message: "name the screen by its constructor: `HolidayApp.Screen.chooseCountry` (with `HolidayApp.ScreenAction.chooseCountry` where a table takes both)")
    public static var chooseCountry: Self { ScreenCase(Screen.chooseCountry, ScreenAction.chooseCountry) }
}

extension ScreenCase<HolidayApp.Screen, HolidayApp.ScreenAction, HolidayDetail.State, HolidayDetail.Action> {
    /// A holiday's detail, as 2.3 named it: `HolidayApp.Screen.detail` now.
    @available(*, deprecated, message: "name the screen by its constructor: `HolidayApp.Screen.detail` (with `HolidayApp.ScreenAction.detail` where a table takes both)")
    public static var detail: Self { ScreenCase(Screen.detail, ScreenAction.detail) }
}

extension EnumCase where Root == HolidayApp.Action, Value == StackAction<HolidayApp.Screen, HolidayApp.ScreenAction> {
    /// The app's navigation, as 2.3 named it: `HolidayApp.Action.path` now.
    @available(*, deprecated, message: "name the case by its constructor: `HolidayApp.Action.path`")
    public static var path: Self { EnumCase(Root.path) }
}

extension EnumCase where Root == HolidaysList.Action, Value == PresentationAction<HolidaysList.Alert> {
    /// The answers to the list's alert, as 2.3 named them: `HolidaysList.Action.alert` now.
    @available(*, deprecated, message: "name the case by its constructor: `HolidaysList.Action.alert`")
    public static var alert: Self { EnumCase(Root.alert) }
}
