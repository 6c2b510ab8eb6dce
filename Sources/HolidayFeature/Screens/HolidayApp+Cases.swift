import Store

// Each screen's case, once, for its state and its actions: what `EnumReducer` runs the screens
// by, and what tests change one screen's field through (`$0.path[id: 1, case: .detail]`).

extension EnumCase where Root == HolidayApp.Screen, Value == HolidaysList.State {
    /// The holidays list's state.
    public static let holidaysList = EnumCase(embed: Root.holidaysList) {
        guard case .holidaysList(let state) = $0 else { return nil }
        return state
    }
}

extension EnumCase where Root == HolidayApp.Screen, Value == ChooseCountry.State {
    /// The country picker's state.
    public static let chooseCountry = EnumCase(embed: Root.chooseCountry) {
        guard case .chooseCountry(let state) = $0 else { return nil }
        return state
    }
}

extension EnumCase where Root == HolidayApp.Screen, Value == HolidayDetail.State {
    /// A holiday's detail.
    public static let detail = EnumCase(embed: Root.detail) {
        guard case .detail(let state) = $0 else { return nil }
        return state
    }
}

extension EnumCase where Root == HolidayApp.ScreenAction, Value == HolidaysList.Action {
    /// The holidays list's actions.
    public static let holidaysList = EnumCase(embed: Root.holidaysList) {
        guard case .holidaysList(let action) = $0 else { return nil }
        return action
    }
}

extension EnumCase where Root == HolidayApp.ScreenAction, Value == ChooseCountry.Action {
    /// The country picker's actions.
    public static let chooseCountry = EnumCase(embed: Root.chooseCountry) {
        guard case .chooseCountry(let action) = $0 else { return nil }
        return action
    }
}

extension EnumCase where Root == HolidayApp.ScreenAction, Value == HolidayDetail.Action {
    /// A holiday detail's actions.
    public static let detail = EnumCase(embed: Root.detail) {
        guard case .detail(let action) = $0 else { return nil }
        return action
    }
}

extension HolidayApp {
    /// Every screen's reducer, each on its own case.
    static func screens(client: HolidayClient) -> EnumReducer<Screen, ScreenAction> {
        EnumReducer()
            .on(.holidaysList, .holidaysList, HolidaysList(client: client))
            .on(.chooseCountry, .chooseCountry, ChooseCountry(client: client))
            .on(.detail, .detail, HolidayDetail())
    }
}
