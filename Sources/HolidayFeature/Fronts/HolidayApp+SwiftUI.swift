#if canImport(SwiftUI)
import Router
import Store
import SwiftUI

// The holiday app in SwiftUI: its three screens over the app's stack, the country picker as a
// sheet. A sample of the shells, not a designed app: every view reads its fields through the
// store (so each redraws only when what it shows changes) and sends the actions the console
// sends. Type-checked against a stub of SwiftUI (Tests/Platform/check-apple-ui); it has not run
// on a device.

/// The holiday app's screens in a `NavigationStack`, the country picker in a sheet.
///
/// ```swift
/// @main struct Holidays: App {
///     let store = Store(initialState: HolidayApp.State(year: 2026), reducer: HolidayApp())
///     var body: some Scene { WindowGroup { HolidayAppView(store: store) } }
/// }
/// ```
@MainActor
public struct HolidayAppView: View {
    let store: Store<HolidayApp.State, HolidayApp.Action>

    /// The app `store` runs.
    public init(store: Store<HolidayApp.State, HolidayApp.Action>) {
        self.store = store
    }

    public var body: some View {
        StackNavigation(store.scope(state: \.path, action: HolidayApp.Action.path)) { screen in
            if let list = screen.scope(case: HolidayApp.Screen.holidaysList, HolidayApp.ScreenAction.holidaysList) { HolidaysListView(store: list) }
            if let picker = screen.scope(case: HolidayApp.Screen.chooseCountry, HolidayApp.ScreenAction.chooseCountry) { ChooseCountryView(store: picker) }
            if let detail = screen.scope(case: HolidayApp.Screen.detail, HolidayApp.ScreenAction.detail) { HolidayDetailView(store: detail) }
        }
    }
}

/// Holidays: the chosen country, the public-only switch, and the year's holidays.
@MainActor
struct HolidaysListView: View {
    let store: Store<HolidaysList.State, HolidaysList.Action>

    var body: some View {
        List {
            Button(action: { store.send(.chooseCountryTapped) }, label: { Text(verbatim: store.countryName ?? "Choose a country") })
            Toggle(isOn: store.binding(\.publicOnly, send: HolidaysList.Action.publicOnlyChanged), label: { Text(verbatim: "Public holidays only") })
            ForEach(rows, id: \.number) { row in
                Button(action: { store.send(.holidayTapped(row.number)) }, label: { Text(verbatim: "\(row.holiday.date)  \(row.holiday.name)") })
            }
        }
        .dialog(store, state: \.alert, action: HolidaysList.Action.alert)
    }

    /// The holidays shown, each with its number in the year's list (what `holidayTapped` takes).
    var rows: [(number: Int, holiday: Holiday)] {
        let publicOnly = store.publicOnly
        return (store.holidays.value ?? []).enumerated()
            .map { (number: $0.offset + 1, holiday: $0.element) }
            .filter { !publicOnly || $0.holiday.isPublic }
    }
}

/// The country picker: a search field and the countries that match it.
@MainActor
struct ChooseCountryView: View {
    let store: Store<ChooseCountry.State, ChooseCountry.Action>

    var body: some View {
        List {
            TextField("Search", text: store.binding(\.search, send: ChooseCountry.Action.searchChanged))
            ForEach(ChooseCountry.matches(ChooseCountry.State(countries: store.countries, search: store.search)), id: \.code) { country in
                Button(action: { store.send(.countryTapped(country.code)) }, label: { Text(verbatim: "\(country.name) (\(country.code))") })
            }
            Button(action: { store.send(.closeTapped) }, label: { Text(verbatim: "Close") })
        }
    }
}

/// A holiday's detail.
@MainActor
struct HolidayDetailView: View {
    let store: Store<HolidayDetail.State, HolidayDetail.Action>

    var body: some View {
        List {
            if let content = store.content.value {
                Text(verbatim: content.holiday.name)
                Text(verbatim: "\(content.holiday.date) (\(content.holiday.date.weekday))")
                Text(verbatim: "\(content.country.name), \(content.holiday.isPublic ? "public" : "not public")")
            }
        }
    }
}
#endif
