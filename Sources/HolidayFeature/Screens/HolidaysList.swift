import Store

/// The root screen: the chosen country's holidays in the selected year, as a list or a month
/// calendar (one state, two renderings).
///
/// ```swift
/// let store = Store(initialState: HolidaysList.State(year: 2026), reducer: HolidaysList())
/// await store.send(.countryChosen(Country(code: "US", name: "United States"))).finish()
/// store.state.holidays.value?.count   // 40
/// ```
public struct HolidaysList: Reducer {
    /// The chosen country, the year, and what has been loaded for them.
    public struct State: Equatable, Codable, Sendable {
        /// The chosen country's code; `nil` until one is chosen.
        public var country: String?
        /// The chosen country's name, once known (a deep link knows only the code at first).
        public var countryName: String?
        /// The year shown.
        public var year: Int
        /// The month the calendar layout shows, 1 to 12.
        public var month: Int
        /// Whether only public holidays are shown.
        public var publicOnly: Bool
        /// The country's holidays in `year`, all of them; numbered from 1 in this order.
        public var holidays: Loadable<[Holiday]>
        /// Up when a load failed: says why, and offers to retry.
        public var alert: DialogState<Alert>?

        /// The screen before anything is chosen or loaded, unless told otherwise.
        public init(
            country: String? = nil, countryName: String? = nil, year: Int, month: Int = 1,
            publicOnly: Bool = false, holidays: Loadable<[Holiday]> = .idle
        ) {
            self.country = country
            self.countryName = countryName
            self.year = year
            self.month = month
            self.publicOnly = publicOnly
            self.holidays = holidays
        }
    }

    /// What can happen on the screen.
    public enum Action: Equatable, Codable, Sendable {
        /// The screen came on the stack (a deep link): it loads what it needs.
        case appeared
        case chooseCountryTapped
        /// The parent hands back the country the user picked.
        case countryChosen(Country)
        case yearChanged(Int)
        /// The calendar's month, 1 to 12.
        case monthChanged(Int)
        /// The calendar moves a month on; after December, to January of the next year.
        case nextMonthTapped
        /// The calendar moves a month back; before January, to December of the year before.
        case previousMonthTapped
        /// Reload, or retry after an error.
        case reloadTapped
        /// The user stopped the load in flight: the screen shows it stopped, with reload.
        case loadCancelled
        case publicOnlyChanged(Bool)
        /// A holiday's number, as listed.
        case holidayTapped(Int)
        case holidaysLoaded(FetchResult<CountryHolidays>)
        case delegate(Delegate)
        /// An answer to the alert.
        case alert(PresentationAction<Alert>)

        /// Results for the parent: choosing a country, opening a holiday.
        public enum Delegate: Equatable, Codable, Sendable {
            case countryChoiceRequested
            case holidaySelected(number: Int, holiday: Holiday, country: Country)
        }
    }

    /// The buttons of the alert a failed load puts up.
    public enum Alert: Equatable, Codable, Sendable {
        case retryTapped
    }

    struct LoadID: Hashable, Sendable {}

    @Dependency(\.holidayClient) var client

    /// The screen, loading from the `holidayClient` dependency.
    public init() {}

    /// The screen's own logic, then the alert taken down when it is answered. It refuses a
    /// year without four digits, a month outside 1...12, a step of the calendar past the years
    /// there are, a country code that is not two letters, a holiday number that is not in the
    /// list, and an answer to an alert that is not up.
    public var body: some Reducer<State, Action> {
        Reduce(screen, rejection: screenRejection).ifLet(\.alert, action: Action.alert)
    }

    func screen(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            guard state.country != nil, state.holidays == .idle else { return .none }
            return load(&state)
        case .chooseCountryTapped:
            return .send(.delegate(.countryChoiceRequested))
        case .countryChosen(let country):
            state.country = country.code
            state.countryName = country.name
            return load(&state)
        case .yearChanged(let year):
            guard year != state.year || state.holidays.value == nil else { return .none }
            state.year = year
            return load(&state)
        case .monthChanged(let month):
            state.month = month
            return .none
        case .nextMonthTapped, .previousMonthTapped:
            return step(action == .nextMonthTapped ? 1 : -1, &state)
        case .reloadTapped:
            return load(&state)
        case .loadCancelled:
            guard state.holidays.isLoading else { return .none }
            state.holidays = .failed(ChooseCountry.cancelledMessage)
            return .cancel(id: LoadID())
        case .publicOnlyChanged(let publicOnly):
            state.publicOnly = publicOnly
            return .none
        case .holidayTapped(let number):
            guard let holidays = state.holidays.value, let code = state.country,
                  holidays.indices.contains(number - 1)
            else {
                RuntimeWarnings.report(rejection(of: action, in: state) ?? "holidayTapped(\(number)) ignored")
                return .none
            }
            let country = Country(code: code, name: state.countryName ?? code)
            return .send(.delegate(.holidaySelected(number: number, holiday: holidays[number - 1], country: country)))
        case .holidaysLoaded(let result):
            guard state.holidays.isLoading else { return .none }
            switch result {
            case .success(let list):
                guard list.country.code == state.country, list.year == state.year else { return .none }
                state.countryName = list.country.name
                state.holidays = .loaded(list.holidays)
            case .failure(let message):
                state.holidays = .failed(message)
                state.alert = .alert(
                    title: "Could not load the holidays", message: message,
                    buttons: [ButtonState("Retry", action: .retryTapped), ButtonState(role: .cancel, "OK")]
                )
            }
            return .none
        case .alert(.presented(.retryTapped)):
            return load(&state)
        case .alert(.dismiss), .delegate:
            return .none
        }
    }

    func screenRejection(of action: Action, in state: State) -> String? {
        switch action {
        case .yearChanged(let year):
            return client.refusal(ofYear: year).map { "`.yearChanged(\(year))`: \($0); ignored" }
        case .loadCancelled where !state.holidays.isLoading:
            return "`.loadCancelled`: nothing is loading"
        case .monthChanged(let month) where !(1...12).contains(month):
            return "monthChanged(\(month)): a month is 1 to 12; ignored"
        case .nextMonthTapped where state.month == 12 && state.year >= client.years.upperBound:
            return "`.nextMonthTapped`: \(client.years.upperBound) is the last year there are holidays for; ignored"
        case .previousMonthTapped where state.month == 1 && state.year <= client.years.lowerBound:
            return "`.previousMonthTapped`: \(client.years.lowerBound) is the first year there are holidays for; ignored"
        case .countryChosen(let country) where !Country.isCode(country.code):
            return "countryChosen: `\(country.code)` is not a country code of two letters; ignored"
        case .holidayTapped(let number):
            guard let holidays = state.holidays.value, state.country != nil, holidays.indices.contains(number - 1)
            else { return "holidayTapped(\(number)): no holiday has that number" }
            return nil
        default:
            return nil
        }
    }

    /// The calendar a month on (`by` 1) or back (-1); across a new year it loads that year.
    func step(_ by: Int, _ state: inout State) -> Effect<Action> {
        let month = state.month + by
        guard month < 1 || month > 12 else {
            state.month = month
            return .none
        }
        state.month = month < 1 ? 12 : 1
        state.year += by
        return load(&state)
    }

    /// Starts loading the chosen country's year; a load already in flight is cancelled, so a
    /// slow answer for an earlier choice can never replace a later one.
    func load(_ state: inout State) -> Effect<Action> {
        guard let code = state.country else { return .none }
        state.holidays = .loading
        state.alert = nil
        let year = state.year
        let knownName = state.countryName
        return .run { [client] send in
            let result = await FetchResult<CountryHolidays>.catching {
                let country: Country
                if let knownName {
                    country = Country(code: code, name: knownName)
                } else {
                    country = try await client.country(code)
                }
                return CountryHolidays(country: country, year: year, holidays: try await client.holidays(code, year))
            }
            if let result { await send(.holidaysLoaded(result)) }
        }
        .cancellable(id: LoadID(), cancelInFlight: true)
    }
}
