import Store

/// The country picker, shown modally: loads the countries, filters them as the search text
/// changes, and hands the picked one back to its parent.
///
/// ```swift
/// await store.send(.appeared).finish()
/// store.send(.searchChanged("cote"))
/// ChooseCountry.matches(store.state).first?.name   // "Côte d'Ivoire"
/// ```
public struct ChooseCountry: Reducer {
    /// The countries, and the search text that filters them.
    public struct State: Equatable, Codable, Sendable {
        /// Every country, once loaded.
        public var countries: Loadable<[Country]>
        /// The search text, as typed.
        public var search: String

        /// The picker, empty until it appears.
        public init(countries: Loadable<[Country]> = .idle, search: String = "") {
            self.countries = countries
            self.search = search
        }
    }

    /// What can happen in the picker.
    public enum Action: Equatable, Codable, Sendable {
        /// The screen came on the stack: it loads the countries.
        case appeared
        case searchChanged(String)
        /// A country, by its code.
        case countryTapped(String)
        case closeTapped
        case retryTapped
        /// The user stopped the load in flight: the screen shows it stopped, with retry.
        case loadCancelled
        case countriesLoaded(FetchResult<[Country]>)
        case delegate(Delegate)

        /// Results for the parent: the picked country, or none.
        public enum Delegate: Equatable, Codable, Sendable {
            case countryPicked(Country)
            case cancelled
        }
    }

    struct LoadID: Hashable, Sendable {}

    @Dependency(\.holidayClient) var client

    /// The picker, loading from the `holidayClient` dependency.
    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            guard state.countries == .idle else { return .none }
            return load(&state)
        case .retryTapped:
            return load(&state)
        case .loadCancelled:
            guard state.countries.isLoading else { return .none }
            state.countries = .failed(Self.cancelledMessage)
            return .cancel(id: LoadID())
        case .searchChanged(let text):
            state.search = text
            return .none
        case .countryTapped(let code):
            guard let country = Self.country(code, in: state) else {
                RuntimeWarnings.report(rejection(of: action, in: state) ?? "countryTapped(\"\(code)\") ignored")
                return .none
            }
            return .send(.delegate(.countryPicked(country)))
        case .closeTapped:
            return .send(.delegate(.cancelled))
        case .countriesLoaded(let result):
            guard state.countries.isLoading else { return .none }
            switch result {
            case .success(let countries): state.countries = .loaded(countries)
            case .failure(let message): state.countries = .failed(message)
            }
            return .none
        case .delegate:
            return .none
        }
    }

    /// What a cancelled load says.
    static let cancelledMessage = "Loading was cancelled."

    /// Why the screen would refuse `action`: a country code that is not in the list, a cancel
    /// with nothing loading.
    public func rejection(of action: Action, in state: State) -> String? {
        if action == .loadCancelled, !state.countries.isLoading { return "`.loadCancelled`: nothing is loading" }
        guard case .countryTapped(let code) = action, Self.country(code, in: state) == nil else { return nil }
        return "countryTapped(\"\(code)\"): no such country in the list"
    }

    func load(_ state: inout State) -> Effect<Action> {
        state.countries = .loading
        return .run { [client] send in
            if let result = await FetchResult<[Country]>.catching({ try await client.countries() }) {
                await send(.countriesLoaded(result))
            }
        }
        .cancellable(id: LoadID(), cancelInFlight: true)
    }

    /// The countries that match the search text, best first; all of them when it is empty.
    public static func matches(_ state: State) -> [Country] {
        guard let countries = state.countries.value else { return [] }
        return CountrySearch(state.search).filter(countries)
    }

    static func country(_ code: String, in state: State) -> Country? {
        state.countries.value?.first { $0.code == code.uppercased() }
    }
}
