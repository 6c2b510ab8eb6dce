@testable import HolidayFeature
import Store
import Testing

@Suite struct ChooseCountryRenderingTests {
    typealias F = Fixtures

    @Test func matchesAreNumberedBestFirst() {
        #expect(ChooseCountry.render(.init(countries: .loaded(F.countries), search: "u")).golden == """
        Choose a country
        2 countries match “u”.
           1  US  United States
           2  AU  Australia
        -- search TEXT | pick N or CODE | close [Close]
        """)
    }

    @Test func noMatchSaysSo() {
        #expect(ChooseCountry.render(.init(countries: .loaded(F.countries), search: "xyz")).text == """
        Choose a country
        No country matches “xyz”.
        """)
    }

    @Test func anErrorOffersRetryAndClose() {
        #expect(ChooseCountry.render(.init(countries: .failed("no connection"))).golden == """
        Choose a country
        Could not load the countries: no connection
        Retry, or close the list.
        -- retry | close [Close]
        """)
        #expect(ChooseCountry.render(.init(countries: .loading)).text == "Choose a country\nLoading the countries…")
    }

    @Test func aLongListIsCutWithAHint() throws {
        let countries = try EmbeddedHolidays.shared.countries()
        let lines = ChooseCountry.render(.init(countries: .loaded(countries))).lines.map(\.text)
        #expect(lines.first == "250 countries; a search narrows them.")
        #expect(lines.count == 32)
        #expect(lines.last == "… and 220 more; a search narrows the list, and any country can be picked by its code.")
    }

    @Test func pickTakesANumberOrAnyCode() throws {
        let screen = ChooseCountry.render(.init(countries: .loaded(F.countries), search: "u"))
        let pick = try #require(screen.command(named: "pick"))
        #expect(try pick.action("2") == .countryTapped("AU"))
        #expect(try pick.action("de") == .countryTapped("DE"))
        #expect(throws: CommandError("`pick 3`: a listed number or a country code must be between 1 and 2")) { _ = try pick.action("3") }
        #expect(throws: CommandError("no country has the code `zz`; `search NAME` finds a country by its name")) { _ = try pick.action("zz") }
        #expect(throws: CommandError("`france` is not a country code (two letters, such as US); `search france` finds a country by its name")) {
            _ = try pick.action("france")
        }
        #expect(try screen.command(named: "search")?.action("cote") == .searchChanged("cote"))
    }
}
