@testable import HolidayFeature
import Store
import Testing

@MainActor
@Suite struct ChooseCountryTests {
    typealias F = Fixtures

    private func store(_ state: ChooseCountry.State = .init(), client: HolidayClient = F.client) -> TestStore<ChooseCountry.State, ChooseCountry.Action> {
        TestStore(initialState: state, reducer: ChooseCountry()) { $0.holidayClient = client }
    }

    @Test func appearingLoadsTheCountriesOnce() async throws {
        let store = store()
        try await store.send(.appeared) { $0.countries = .loading }
        try await store.receive(.countriesLoaded(.success(F.countries))) { $0.countries = .loaded(F.countries) }
        try await store.send(.appeared)
        try await store.finish()
    }

    @Test func searchFiltersIgnoringCaseAndDiacritics() async throws {
        let store = store(.init(countries: .loaded(F.countries)))
        try await store.send(.searchChanged("COTE")) { $0.search = "COTE" }
        #expect(ChooseCountry.matches(store.state) == [F.ci])
        try await store.send(.searchChanged("")) { $0.search = "" }
        #expect(ChooseCountry.matches(store.state) == F.countries)
        try await store.finish()
    }

    @Test func pickingHandsTheCountryBack() async throws {
        let store = store(.init(countries: .loaded(F.countries)))
        try await store.send(.countryTapped("de"))
        try await store.receive(.delegate(.countryPicked(F.de)))
        try await store.finish()
    }

    @Test func anUnknownCodeIsReportedAndChangesNothing() async throws {
        let store = store(.init(countries: .loaded(F.countries)))
        try await store.send(.countryTapped("ZZ"), refused: .anyReason)
        try await store.finish()
    }

    @Test func closeHandsBackCancelled() async throws {
        let store = store(.init(countries: .loaded(F.countries), search: "ger"))
        try await store.send(.closeTapped)
        try await store.receive(.delegate(.cancelled))
        try await store.finish()
    }

    @Test func anErrorCanBeRetried() async throws {
        let store = store(client: .failing("no connection"))
        try await store.send(.appeared) { $0.countries = .loading }
        try await store.receive(.countriesLoaded(.failure("no connection"))) { $0.countries = .failed("no connection") }
        try await store.send(.retryTapped) { $0.countries = .loading }
        try await store.receive(.countriesLoaded(.failure("no connection"))) { $0.countries = .failed("no connection") }
        try await store.finish()
    }
}
