@testable import HolidayFeature
import Router
import Foundation
import Store
import StoreSupport
import Testing

@MainActor
@Suite struct HolidayAppTests {
    typealias F = Fixtures
    typealias Screen = HolidayApp.Screen
    let root = StackElementID(0)

    private func store(client: HolidayClient = F.client) -> TestStore<HolidayApp.State, HolidayApp.Action> {
        TestStore(initialState: HolidayApp.State(year: 2026), reducer: HolidayApp()) { $0.holidayClient = client }
    }

    private func holidays(_ state: HolidayApp.State) -> HolidaysList.State? {
        if case .holidaysList(let root) = state.path.root.screen { return root }
        return nil
    }

    private func update(_ state: inout HolidayApp.State, _ id: StackElementID, _ change: (inout HolidaysList.State) -> Void) {
        guard case .holidaysList(var screen) = state.path[id: id] else { return }
        change(&screen)
        state.path[id: id] = .holidaysList(screen)
    }

    private func updateChooser(_ state: inout HolidayApp.State, _ id: StackElementID, _ change: (inout ChooseCountry.State) -> Void) {
        guard case .chooseCountry(var screen) = state.path[id: id] else { return }
        change(&screen)
        state.path[id: id] = .chooseCountry(screen)
    }

    /// Choose, search, pick: the modal closes and the root loads the picked country.
    @Test func chooseSearchPickLoadsTheCountrysHolidays() async throws {
        let store = store()
        let modal = StackElementID(1)
        #expect(HolidayApp.render(store.state, layout: .list).command(named: "choose")?.title == "Choose country")

        try await store.send(.path(.element(id: root, action: .holidaysList(.chooseCountryTapped))))
        try await store.receive(.path(.element(id: root, action: .holidaysList(.delegate(.countryChoiceRequested))))) {
            $0.path.present(.chooseCountry(ChooseCountry.State()))
        }
        try await store.receive(.path(.element(id: modal, action: .chooseCountry(.appeared)))) {
            self.updateChooser(&$0, modal) { $0.countries = .loading }
        }
        try await store.receive(.path(.element(id: modal, action: .chooseCountry(.countriesLoaded(.success(F.countries)))))) {
            self.updateChooser(&$0, modal) { $0.countries = .loaded(F.countries) }
        }
        try await store.send(.path(.element(id: modal, action: .chooseCountry(.searchChanged("united"))))) {
            self.updateChooser(&$0, modal) { $0.search = "united" }
        }
        try await store.send(.path(.element(id: modal, action: .chooseCountry(.countryTapped("US")))))
        try await store.receive(.path(.element(id: modal, action: .chooseCountry(.delegate(.countryPicked(F.us)))))) {
            $0.path.dismiss()
        }
        try await store.receive(.path(.element(id: root, action: .holidaysList(.countryChosen(F.us))))) {
            self.update(&$0, self.root) {
                $0.country = "US"
                $0.countryName = "United States"
                $0.holidays = .loading
            }
        }
        let list = CountryHolidays(country: F.us, year: 2026, holidays: F.usHolidays2026)
        try await store.receive(.path(.element(id: root, action: .holidaysList(.holidaysLoaded(.success(list)))))) {
            self.update(&$0, self.root) { $0.holidays = .loaded(F.usHolidays2026) }
        }
        try await store.finish()
        #expect(HolidayApp.render(store.state, layout: .list).command(named: "choose")?.title == "US")
    }

    @Test func closeChangesNothing() async throws {
        let store = store()
        store.exhaustivity = .off
        try await store.send(.path(.element(id: root, action: .holidaysList(.chooseCountryTapped))))
        try await store.receive(.path(.element(id: StackElementID(1), action: .chooseCountry(.countriesLoaded(.success(F.countries))))))
        let before = holidays(store.state)
        store.exhaustivity = .on
        try await store.send(.path(.element(id: StackElementID(1), action: .chooseCountry(.closeTapped))))
        try await store.receive(.path(.element(id: StackElementID(1), action: .chooseCountry(.delegate(.cancelled))))) {
            $0.path.dismiss()
        }
        try await store.finish()
        #expect(store.state.path.count == 1)
        #expect(holidays(store.state) == before)
        #expect(holidays(store.state)?.country == nil)
    }

    @Test func openAHolidayAndGoBack() async throws {
        var state = HolidayApp.State(year: 2026)
        state.path[id: root] = .holidaysList(HolidaysList.State(country: "US", countryName: "United States", year: 2026, holidays: .loaded(F.usHolidays2026)))
        let store = TestStore(initialState: state, reducer: HolidayApp()) { $0.holidayClient = F.client }
        try await store.send(.path(.element(id: root, action: .holidaysList(.holidayTapped(3)))))
        try await store.receive(.path(.element(id: root, action: .holidaysList(.delegate(.holidaySelected(number: 3, holiday: F.usHolidays2026[2], country: F.us)))))) {
            $0.path.push(.detail(HolidayDetail.State(number: 3, content: .loaded(.init(holiday: F.usHolidays2026[2], country: F.us)))))
        }
        let drawn = HolidayApp.render(store.state, layout: .list)
        #expect(drawn.title == "Independence Day")
        #expect(drawn.breadcrumbs.map(\.title) == ["Holidays US 2026", "Independence Day"])
        let back = try #require(drawn.command(named: "back")).action("")
        try await store.send(back) { $0.path.pop() }
        try await store.finish()
    }

    @Test func anErrorThenARetryThatWorks() async throws {
        let attempts = Attempts()
        let client = HolidayClient(
            countries: { F.countries },
            holidays: { code, year in
                if attempts.next() == 1 { throw HolidayClientError("Rate limit exceeded") }
                return try await F.client.holidays(code, year)
            }
        )
        let store = store(client: client)
        store.exhaustivity = .off
        try await store.send(.path(.element(id: root, action: .holidaysList(.countryChosen(F.de)))))
        try await store.receive(.path(.element(id: root, action: .holidaysList(.holidaysLoaded(.failure("Rate limit exceeded"))))))
        #expect(holidays(store.state)?.holidays == .failed("Rate limit exceeded"))
        let reload = try #require(HolidayApp.render(store.state, layout: .list).command(named: "reload"))
        #expect(reload.summary == "try again")
        try await store.send(try reload.action(""))
        try await store.finish()
        #expect(holidays(store.state)?.holidays == .loaded(F.deHolidays2026))
    }

    @Test func aDeepLinkOpensTheStackAndLoadsWhatItNeeds() async throws {
        let store = store()
        store.exhaustivity = .off
        try await store.send(.linkOpened("holidays/us/2026/detail/3"))
        try await store.finish()
        #expect(store.state.path.path == "holidays/US/2026/detail/3")
        #expect(holidays(store.state)?.holidays == .loaded(F.usHolidays2026))
        #expect(holidays(store.state)?.countryName == "United States")
        guard case .detail(let detail) = store.state.path.top.screen else {
            Issue.record("the detail is not on top")
            return
        }
        #expect(detail.content == .loaded(.init(holiday: F.usHolidays2026[2], country: F.us)))
    }

    @Test func aDeepLinkPastTheListIsRefusedWhenTheSourceCanCountAndSaysSoOnceLoadedWhenNot() async throws {
        #expect(HolidayApp().rejection(of: .linkOpened("holidays/US/2026/detail/30"), in: HolidayApp.State(year: 2026), client: F.client)
            == "`holidays/US/2026/detail/30`: US has 4 holidays in 2026, so there is no number 30; nothing changed")
        // A source that can only tell by loading (the live one).
        var uncounted = F.client
        uncounted.holidayCount = { _, _ in nil }
        let store = store(client: uncounted)
        store.exhaustivity = .off
        try await store.send(.linkOpened("holidays/US/2026/detail/30"))
        try await store.finish()
        guard case .detail(let detail) = store.state.path.top.screen else {
            Issue.record("the detail is not on top")
            return
        }
        #expect(detail.content == .failed("United States has 4 holidays in 2026; there is no number 30"))
    }

    @Test func aDeepLinkToThePickerLoadsTheCountries() async throws {
        let store = store()
        store.exhaustivity = .off
        try await store.send(.linkOpened("holidays/-/2026/+choose"))
        try await store.finish()
        #expect(store.state.path.top.presentation == .modal)
        #expect(store.state.path.top.screen == .chooseCountry(ChooseCountry.State(countries: .loaded(F.countries))))
    }

    @Test func aBadLinkIsRejectedAndChangesNothing() async throws {
        for bad in ["", "detail/3", "holidays/USA/2026", "holidays/US/26", "holidays/US/2026/detail/0",
                    "holidays/US/2026/choose", "holidays/US/2026/+detail/1", "holidays/US/2026/holidays/US/2026"] {
            #expect(throws: PathError.self, "\(bad)") { _ = try HolidayApp.link(bad) }
        }
        let store = store()
        try await store.send(
            .linkOpened("holidays/US"),
            refused: "linkOpened(\"holidays/US\"): path component 3: expected a year, found the end of the path; nothing changed"
        )
        try await store.finish()
    }

    @Test func aLinkReplacesTheStackAndCancelsWhatTheOldScreensWereLoading() async throws {
        let gated = GatedClient(slowCountry: "US")
        let store = store(client: gated.client)
        // The US request is held at the gate, outside the store, so no step can wait for it to
        // settle: each waits a moment of free time for it instead of the default five seconds.
        store.timeout = .milliseconds(200)
        store.exhaustivity = .off
        try await store.send(.path(.element(id: root, action: .holidaysList(.countryChosen(F.us)))))
        await gated.untilWaiting(1)
        let warnings = try await collectingWarnings {
            try await store.send(.linkOpened("holidays/DE/2026"))
            await gated.open()
            // The held request can end now: the last step waits for it, however busy the machine.
            store.timeout = .seconds(10)
            try await store.finish()
        }
        #expect(warnings.isEmpty, "the old root's late answer was cancelled, not dropped at the door")
        #expect(holidays(store.state)?.holidays == .loaded(F.deHolidays2026))
        #expect(store.state.path.root.id == StackElementID(1))
    }
}

final class Attempts: Sendable {
    private let count = Locked(0)
    func next() -> Int { count.withLock { $0 += 1; return $0 } }
}
