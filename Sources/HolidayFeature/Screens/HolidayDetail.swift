import Store

/// One holiday, pushed from the list: name, date with weekday, observed date, country, and
/// whether it is public. A deep link opens it before the list has loaded; the app fills it in.
public struct HolidayDetail: Reducer {
    /// Which holiday, and its content once known.
    public struct State: Equatable, Codable, Sendable {
        /// The holiday's number in its country's list for the year.
        public var number: Int
        /// The holiday and its country.
        public var content: Loadable<Content>

        /// The detail of holiday `number`.
        public init(number: Int, content: Loadable<Content> = .idle) {
            self.number = number
            self.content = content
        }
    }

    /// What the screen shows.
    public struct Content: Equatable, Codable, Sendable {
        /// The holiday.
        public var holiday: Holiday
        /// Its country.
        public var country: Country

        /// The content for `holiday` of `country`.
        public init(holiday: Holiday, country: Country) {
            self.holiday = holiday
            self.country = country
        }
    }

    /// What can happen on the screen; going back is the stack's own `.pop`.
    public enum Action: Equatable, Codable, Sendable {
        /// The screen came on the stack.
        case appeared
    }

    /// The screen.
    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            if state.content == .idle { state.content = .loading }
            return .none
        }
    }

    /// Fills a screen that waits for its list (a deep link) from the root's answer.
    static func fill(_ state: inout State, from result: FetchResult<CountryHolidays>) {
        guard state.content.value == nil else { return }
        switch result {
        case .success(let list):
            if list.holidays.indices.contains(state.number - 1) {
                state.content = .loaded(Content(holiday: list.holidays[state.number - 1], country: list.country))
            } else {
                let count = list.holidays.count
                state.content = .failed(
                    "\(list.country.name) has \(count) holiday\(count == 1 ? "" : "s") in \(list.year); there is no number \(state.number)"
                )
            }
        case .failure(let message):
            state.content = .failed(message)
        }
    }
}
