@testable import HolidayFeature
import Store
import Testing

@MainActor
@Suite struct HolidayDetailTests {
    typealias F = Fixtures

    @Test func rendersNameDateObservedCountryAndWhetherPublic() {
        let state = HolidayDetail.State(number: 3, content: .loaded(.init(holiday: F.usHolidays2026[2], country: F.us)))
        #expect(HolidayDetail.render(state).text == """
        Independence Day
        Date      Saturday 2026-07-04
        Observed  Friday 2026-07-03
        Country   United States (US)
        Public    yes
        """)
    }

    @Test func leavesOutTheObservedDateWhenItIsTheSameDay() {
        let state = HolidayDetail.State(number: 2, content: .loaded(.init(holiday: F.usHolidays2026[1], country: F.us)))
        #expect(HolidayDetail.render(state).text == """
        Valentine's Day
        Date      Saturday 2026-02-14
        Country   United States (US)
        Public    no (an observance, bank or optional holiday)
        """)
    }

    @Test func waitsForItsListWhenOpenedByALink() async throws {
        let store = TestStore(initialState: HolidayDetail.State(number: 1), reducer: HolidayDetail())
        try await store.send(.appeared) { $0.content = .loading }
        #expect(HolidayDetail.render(store.state).text == "Holiday 1\nLoading holiday 1…")
        var state = store.state
        HolidayDetail.fill(&state, from: .success(CountryHolidays(country: F.de, year: 2026, holidays: F.deHolidays2026)))
        #expect(state.content == .loaded(.init(holiday: F.deHolidays2026[0], country: F.de)))
        try await store.finish()
    }

    @Test func aFailedListIsShownAsTheDetailsError() {
        var state = HolidayDetail.State(number: 1, content: .loading)
        HolidayDetail.fill(&state, from: .failure("Invalid API key."))
        #expect(HolidayDetail.render(state).text == "Holiday 1\nCould not show holiday 1: Invalid API key.")
    }
}
