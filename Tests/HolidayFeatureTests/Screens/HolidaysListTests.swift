@testable import HolidayFeature
import Store
import Testing

@MainActor
@Suite struct HolidaysListTests {
    typealias F = Fixtures

    private func store(_ state: HolidaysList.State = .init(year: 2026), client: HolidayClient = F.client) -> TestStore<HolidaysList.State, HolidaysList.Action> {
        TestStore(initialState: state, reducer: HolidaysList()) { $0.holidayClient = client }
    }

    private func list(_ country: Country, _ year: Int, _ holidays: [Holiday]) -> FetchResult<CountryHolidays> {
        .success(CountryHolidays(country: country, year: year, holidays: holidays))
    }

    @Test func chooseCountryTappedAsksTheParent() async throws {
        let store = store()
        try await store.send(.chooseCountryTapped)
        try await store.receive(.delegate(.countryChoiceRequested))
        try await store.finish()
    }

    @Test func aChosenCountryLoadsItsHolidaysForTheYear() async throws {
        let store = store()
        try await store.send(.countryChosen(F.us)) {
            $0.country = "US"
            $0.countryName = "United States"
            $0.holidays = .loading
        }
        try await store.receive(.holidaysLoaded(list(F.us, 2026, F.usHolidays2026))) {
            $0.holidays = .loaded(F.usHolidays2026)
        }
        try await store.finish()
    }

    @Test func changingTheYearLoadsThatYear() async throws {
        let store = store(.init(country: "US", countryName: "United States", year: 2026, holidays: .loaded(F.usHolidays2026)))
        try await store.send(.yearChanged(2027)) {
            $0.year = 2027
            $0.holidays = .loading
        }
        try await store.receive(.holidaysLoaded(list(F.us, 2027, F.usHolidays2027))) {
            $0.holidays = .loaded(F.usHolidays2027)
        }
        try await store.send(.yearChanged(2027))
        try await store.finish()
    }

    static func failedAlert(_ message: String) -> DialogState<HolidaysList.Alert> {
        .alert(
            title: "Could not load the holidays", message: message,
            buttons: [ButtonState("Retry", action: .retryTapped), ButtonState(role: .cancel, "OK")]
        )
    }

    @Test func anErrorShowsItsMessageInAnAlertWhoseRetryLoadsAgain() async throws {
        let store = store(client: .failing("Rate limit exceeded"))
        try await store.send(.countryChosen(F.us)) {
            $0.country = "US"
            $0.countryName = "United States"
            $0.holidays = .loading
        }
        try await store.receive(.holidaysLoaded(.failure("Rate limit exceeded"))) {
            $0.holidays = .failed("Rate limit exceeded")
            $0.alert = Self.failedAlert("Rate limit exceeded")
        }
        try await store.send(.alert(.presented(.retryTapped))) {
            $0.alert = nil
            $0.holidays = .loading
        }
        try await store.receive(.holidaysLoaded(.failure("Rate limit exceeded"))) {
            $0.holidays = .failed("Rate limit exceeded")
            $0.alert = Self.failedAlert("Rate limit exceeded")
        }
        try await store.send(.alert(.dismiss)) { $0.alert = nil }
        try await store.send(.reloadTapped) { $0.holidays = .loading }
        try await store.receive(.holidaysLoaded(.failure("Rate limit exceeded"))) {
            $0.holidays = .failed("Rate limit exceeded")
            $0.alert = Self.failedAlert("Rate limit exceeded")
        }
        try await store.send(.reloadTapped) {
            $0.holidays = .loading
            $0.alert = nil
        }
        try await store.receive(.holidaysLoaded(.failure("Rate limit exceeded"))) {
            $0.holidays = .failed("Rate limit exceeded")
            $0.alert = Self.failedAlert("Rate limit exceeded")
        }
        #expect(HolidaysList().rejection(of: .alert(.presented(.retryTapped)), in: HolidaysList.State(year: 2026), client: .embedded)
            == "no alert or dialog is up, so `.alert(.presented(.retryTapped))` was dropped")
        try await store.finish()
    }

    @Test func theFailedLoadAlertShowsRetryAndOKAsTheOnlyCommands() throws {
        var state = HolidaysList.State(country: "US", year: 2026, holidays: .failed("Rate limit exceeded"))
        state.alert = Self.failedAlert("Rate limit exceeded")
        let screen = HolidaysList.render(state, layout: .list)
        #expect(screen.activeCommands.map(\.name) == ["retry", "ok"])
        #expect(try screen.activeCommand(named: "retry")?.action("") == .alert(.presented(.retryTapped)))
        #expect(try screen.activeCommand(named: "ok")?.action("") == .alert(.dismiss))
        #expect(screen.dialog?.message == "Rate limit exceeded")
        state.alert = nil
        #expect(HolidaysList.render(state, layout: .list).activeCommands.map(\.name).contains("reload"))
    }

    @Test func choosingBWhileAIsLoadingShowsB() async throws {
        let gated = GatedClient(slowCountry: "US")
        let store = store(client: gated.client)
        // The US request is held at the gate, outside the store, so no step can wait for it to
        // settle: each waits a moment of free time for it instead of the default five seconds.
        store.timeout = .milliseconds(200)
        try await store.send(.countryChosen(F.us)) {
            $0.country = "US"
            $0.countryName = "United States"
            $0.holidays = .loading
        }
        await gated.untilWaiting(1)
        try await store.send(.countryChosen(F.de)) {
            $0.country = "DE"
            $0.countryName = "Germany"
        }
        try await store.receive(.holidaysLoaded(list(F.de, 2026, F.deHolidays2026))) {
            $0.holidays = .loaded(F.deHolidays2026)
        }
        await gated.open()
        // The held request can end now: the last step waits for it, however busy the machine.
        store.timeout = .seconds(10)
        try await store.finish()
        #expect(store.state.holidays == .loaded(F.deHolidays2026), "A's late answer is dropped")
    }

    @Test func aCancelledLoadIsShownStoppedAndItsAnswerNeverLands() async throws {
        let gated = GatedClient(slowCountry: "US")
        let store = store(client: gated.client)
        store.timeout = .milliseconds(200)
        try await store.send(.countryChosen(F.us)) {
            $0.country = "US"
            $0.countryName = "United States"
            $0.holidays = .loading
        }
        await gated.untilWaiting(1)
        try await store.send(.loadCancelled) { $0.holidays = .failed("Loading was cancelled.") }
        await gated.open()
        // The held request can end now: the last step waits for it, however busy the machine.
        store.timeout = .seconds(10)
        try await store.finish()
        #expect(HolidaysList().rejection(of: .loadCancelled, in: store.state, client: F.client) == "`.loadCancelled`: nothing is loading")
        try await store.send(.reloadTapped) { $0.holidays = .loading }
        try await store.receive(.holidaysLoaded(list(F.us, 2026, F.usHolidays2026))) { $0.holidays = .loaded(F.usHolidays2026) }
    }

    @Test func aDeepLinkedScreenFindsItsCountryNameWhenItAppears() async throws {
        let store = store(.init(country: "DE", year: 2026))
        try await store.send(.appeared) { $0.holidays = .loading }
        try await store.receive(.holidaysLoaded(list(F.de, 2026, F.deHolidays2026))) {
            $0.countryName = "Germany"
            $0.holidays = .loaded(F.deHolidays2026)
        }
        try await store.send(.appeared)
        try await store.finish()
    }

    @Test func anUnknownCountryCodeIsAnError() async throws {
        let store = store(.init(country: "ZZ", year: 2026))
        try await store.send(.appeared) { $0.holidays = .loading }
        try await store.receive(.holidaysLoaded(.failure("no country has the code `ZZ`"))) {
            $0.holidays = .failed("no country has the code `ZZ`")
            $0.alert = Self.failedAlert("no country has the code `ZZ`")
        }
        try await store.finish()
    }

    @Test func tappingAHolidayHandsItToTheParent() async throws {
        let store = store(.init(country: "US", countryName: "United States", year: 2026, holidays: .loaded(F.usHolidays2026)))
        try await store.send(.holidayTapped(3))
        try await store.receive(.delegate(.holidaySelected(number: 3, holiday: F.usHolidays2026[2], country: F.us)))
        try await store.send(.holidayTapped(9), refused: "holidayTapped(9): no holiday has that number")
        try await store.finish()
    }

    @Test func theCalendarStopsAtTheFirstAndLastYearThereAre() async throws {
        let last = store(.init(country: "US", countryName: "United States", year: 9999, month: 12, holidays: .idle))
        try await last.send(.nextMonthTapped, refused: "`.nextMonthTapped`: 9999 is the last year there are holidays for; ignored")
        let first = store(.init(country: "US", countryName: "United States", year: 1000, month: 1, holidays: .idle))
        #expect(HolidaysList().rejection(of: .previousMonthTapped, in: first.state, client: F.client) == "`.previousMonthTapped`: 1000 is the first year there are holidays for; ignored")
        try await first.send(.nextMonthTapped) { $0.month = 2 }
    }

    @Test func yearsTheDataHasNotAreRefusedNamingTheRange() {
        let embedded = HolidaysList()
        let state = HolidaysList.State(country: "US", countryName: "United States", year: 2035, month: 12, holidays: .idle)
        #expect(embedded.rejection(of: .yearChanged(2019), in: state, client: .embedded) == "`.yearChanged(2019)`: there are holidays for 2020 to 2035 only, not for 2019; ignored")
        #expect(embedded.rejection(of: .yearChanged(2036), in: state, client: .embedded) == "`.yearChanged(2036)`: there are holidays for 2020 to 2035 only, not for 2036; ignored")
        #expect(embedded.rejection(of: .yearChanged(2020), in: state, client: .embedded) == nil)
        #expect(embedded.rejection(of: .nextMonthTapped, in: state, client: .embedded) == "`.nextMonthTapped`: 2035 is the last year there are holidays for; ignored")
        #expect(HolidaysList().rejection(of: .yearChanged(20190), in: state, client: F.client) == "`.yearChanged(20190)`: a year has four digits, so 20190 is not one; ignored")
    }

    @Test func monthsStepIntoTheNextYear() async throws {
        let store = store(.init(country: "US", countryName: "United States", year: 2026, month: 12, holidays: .loaded(F.usHolidays2026)))
        try await store.send(.nextMonthTapped) {
            $0.month = 1
            $0.year = 2027
            $0.holidays = .loading
        }
        try await store.receive(.holidaysLoaded(list(F.us, 2027, F.usHolidays2027))) {
            $0.holidays = .loaded(F.usHolidays2027)
        }
        try await store.send(.monthChanged(7)) { $0.month = 7 }
        try await store.send(.publicOnlyChanged(true)) { $0.publicOnly = true }
        try await store.finish()
    }
}
