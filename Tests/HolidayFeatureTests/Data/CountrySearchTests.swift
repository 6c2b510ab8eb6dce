@testable import HolidayFeature
import Testing

@Suite struct CountrySearchTests {
    let countries = try! EmbeddedHolidays.shared.countries()

    private func names(_ text: String) -> [String] {
        CountrySearch(text).filter(countries).map(\.name)
    }

    @Test func diacriticsAndCaseAreIgnored() {
        #expect(names("cote") == ["Côte d'Ivoire"])
        #expect(names("CÔTE") == ["Côte d'Ivoire"])
        #expect(names("curacao") == ["Curaçao"])
        #expect(names("aland").contains("Åland Islands"))
        #expect(names("reunion") == ["Réunion"])
    }

    @Test func anExactCodeComesFirstThenNamesThatStartWithTheText() {
        let us = names("us")
        #expect(us.first == "United States")
        #expect(us.contains("Australia"))
        #expect(us.contains("Belarus"))
        #expect(names("ger").first == "Germany")
        #expect(names("de").first == "Germany")
    }

    @Test func wordStartsRankAboveMatchesInsideAWord() {
        let islands = names("is")
        let iceland = try! #require(islands.firstIndex(of: "Iceland"))
        let virgin = try! #require(islands.firstIndex(of: "Virgin Islands, U.S."))
        let inside = islands.firstIndex(of: "Tunisia")
        #expect(iceland < virgin)
        if let inside { #expect(virgin < inside) }
    }

    @Test func surroundingSpacesAreIgnoredAndEmptyShowsAll() {
        #expect(names("  germany ") == ["Germany"])
        #expect(names("").count == countries.count)
        #expect(names("zzzz").isEmpty)
    }

    @Test func foldingSpellsLettersThatDoNotDecompose() {
        #expect(String(String.UnicodeScalarView(CountrySearch.fold("Øre Straße"))) == "ore strasse")
    }
}

/// The country list's order is the same on every machine, whatever its language settings.
@Suite struct CountryOrderTests {
    @Test func countriesSortByNameInOneFixedCollationAccentsAside() {
        let countries = [Country(code: "ZM", name: "Zambia"), Country(code: "AX", name: "Åland Islands"), Country(code: "AL", name: "Albania"), Country(code: "CI", name: "Côte d'Ivoire"), Country(code: "CO", name: "Colombia")]
        #expect(Country.ordered(countries).map(\.code) == ["AX", "AL", "CO", "CI", "ZM"], "Å with the A's, as in English, not after Z as in Swedish")
    }
}
