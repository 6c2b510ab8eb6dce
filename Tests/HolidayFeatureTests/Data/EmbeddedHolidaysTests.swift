@testable import HolidayFeature
import Testing

@Suite struct EmbeddedHolidaysTests {
    let client = HolidayClient.embedded

    private func holiday(_ code: String, on date: String) async throws -> [Holiday] {
        let day = try #require(CalendarDate(iso: date))
        return try await client.holidays(code, day.year).filter { $0.date == day }
    }

    @Test func knownDatesAreReal() async throws {
        let independence = try await holiday("US", on: "2026-07-04")
        #expect(independence.map(\.name) == ["Independence Day"])
        #expect(independence.first?.observed == CalendarDate(iso: "2026-07-03"))
        #expect(independence.first?.isPublic == true)
        #expect(independence.first?.date.weekday == .saturday)

        #expect(try await holiday("DE", on: "2026-04-06").map(\.name) == ["Easter Monday"])
        #expect(try await holiday("GB", on: "2026-12-25").map(\.name) == ["Christmas Day"])
        #expect(try await holiday("JP", on: "2025-01-01").map(\.name).contains("New Year's Day"))
        #expect(try await holiday("FR", on: "2035-07-14").map(\.name) == ["National Day"])
    }

    @Test func everyCountryHasANameAndHolidaysInEveryYearTheSourceCovers() async throws {
        let countries = try await client.countries()
        #expect(countries.count == 250)
        #expect(countries.contains(Country(code: "CI", name: "Côte d'Ivoire")))
        #expect(countries.contains(Country(code: "US", name: "United States")))
        var empty: Set<String> = []
        for country in countries {
            for year in 2020...2035 where try await client.holidays(country.code, year).isEmpty {
                empty.insert("\(country.code) \(year)")
            }
        }
        // The source's own limits: uninhabited territories have none, Guinea-Bissau's start in
        // 2023, and Sri Lanka's lunar holidays are published only up to 2026.
        let expected = Set(
            ["BV", "HM", "IO"].flatMap { code in (2020...2035).map { "\(code) \($0)" } }
                + (2020...2022).map { "GW \($0)" } + (2027...2035).map { "LK \($0)" }
        )
        #expect(empty == expected)
    }

    @Test func aYearIsSortedByDateAndHasOnlyThatYear() async throws {
        let year = try await client.holidays("us", 2030)
        #expect(year.allSatisfy { $0.date.year == 2030 && $0.country == "US" })
        #expect(zip(year, year.dropFirst()).allSatisfy { $0.date <= $1.date })
        #expect(year.contains { !$0.isPublic }, "the dataset keeps non-public holidays too")
    }

    @Test func anUnknownCountryOrYearIsAClearError() async throws {
        await #expect(throws: HolidayClientError("no holiday data for the country code `ZZ`")) {
            try await client.holidays("ZZ", 2026)
        }
        await #expect(throws: HolidayClientError("no holiday data for the country code `../X`")) {
            try await client.holidays("../x", 2026)
        }
        await #expect(throws: HolidayClientError("the embedded data covers 2020 to 2035; 2019 is outside it")) {
            try await client.holidays("US", 2019)
        }
    }

    @Test func aDamagedLineIsReportedWithItsNumber() {
        for bad in ["2026-13-01||1|Nope", "2026-01-01||2|Flag", "2026-01-01||1|", "2026-01-01|2026-01-0|1|Short",
                    "2026-01-01|", "", "2026/01/01||1|Slashes", "2026-01-01||1|\u{FFFD}"] {
            var bytes = Array(bad.utf8)
            if bad.hasSuffix("\u{FFFD}") { bytes.removeLast(3); bytes.append(0xFF) }
            #expect(throws: HolidayClientError("the embedded data for US is damaged at line 7"), "\(bad)") {
                try EmbeddedHolidays.parse(bytes, country: "US", line: 7)
            }
        }
    }

    @Test func aLineReadsDateObservedPublicAndName() throws {
        let holiday = try EmbeddedHolidays.parse(Array("2026-07-04|2026-07-03|1|Independence Day | Fête".utf8), country: "US", line: 1)
        #expect(holiday == Holiday(name: "Independence Day | Fête", date: Fixtures.day("2026-07-04"), observed: Fixtures.day("2026-07-03"), isPublic: true, country: "US"))
        let plain = try EmbeddedHolidays.parse(Array("2026-02-14||0|Valentine's Day".utf8), country: "US", line: 2)
        #expect(plain.observed == nil && !plain.isPublic && plain.name == "Valentine's Day")
    }

    @Test func weekdaysAndDatesAreComputedWithoutACalendar() throws {
        #expect(CalendarDate(iso: "1970-01-01")?.weekday == .thursday)
        #expect(CalendarDate(iso: "2000-02-29")?.weekday == .tuesday)
        #expect(CalendarDate(iso: "2026-04-06")?.weekday == .monday)
        #expect(CalendarDate(iso: "2100-02-29") == nil)
        #expect(CalendarDate(iso: "2026-4-6") == nil)
        #expect(CalendarDate(year: 2035, month: 12, day: 31)?.description == "2035-12-31")
    }

    @Test func everyDayOfAYearPrintsAndReadsBackInISOForm() throws {
        for month in 1...12 {
            for day in 1...31 {
                guard let date = CalendarDate(year: 2028, month: month, day: day) else { continue }
                let text = "2028-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
                #expect(date.description == text)
                #expect(CalendarDate(iso: text) == date)
            }
        }
        #expect(CalendarDate(year: 7, month: 3, day: 9)?.description == "0007-03-09")
        for text in ["+026-07-04", "2026-07-04 ", "2026/07/04", "2026-07-4x", "２０２６-07-04", "", "2026-13-01", "2026-00-10"] {
            #expect(CalendarDate(iso: text) == nil, "\(text)")
        }
    }
}
