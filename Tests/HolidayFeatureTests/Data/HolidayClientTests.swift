import HolidayFeature
import Testing

@Suite struct HolidayClientTests {
    let july4 = Holiday(name: "Independence Day", date: CalendarDate(year: 2026, month: 7, day: 4)!, observed: nil, isPublic: true, country: "US")

    @Test func theFixedClientMatchesCodesAsTheEmbeddedOneDoes() async throws {
        let client = HolidayClient.fixed(countries: [Country(code: "US", name: "United States")], holidays: [july4])
        #expect(try await client.holidays("us", 2026) == [july4])
        #expect(try await client.holidays("US", 2027) == [])
        #expect(try await client.holidays("us", 2026) == HolidayClient.embedded.holidays("us", 2026).filter { $0.name == "Independence Day" }.map {
            Holiday(name: $0.name, date: $0.date, observed: nil, isPublic: $0.isPublic, country: $0.country)
        })
    }

    @Test func theFailingClientFailsWithItsMessage() async {
        await #expect(throws: HolidayClientError("offline")) { try await HolidayClient.failing("offline").countries() }
    }
}
