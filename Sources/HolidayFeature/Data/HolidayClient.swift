/// Where holidays come from: a struct of async closures, so a feature gets its data by
/// injection and a test can answer instantly or fail on purpose.
///
/// ```swift
/// let client = HolidayClient.embedded
/// let holidays = try await client.holidays("US", 2026)
/// ```
public struct HolidayClient: Sendable {
    /// Every country the source knows, sorted by name.
    public var countries: @Sendable () async throws -> [Country]
    /// A country's holidays in a year, sorted by date.
    public var holidays: @Sendable (_ countryCode: String, _ year: Int) async throws -> [Holiday]

    /// A client made of the two closures.
    public init(
        countries: @escaping @Sendable () async throws -> [Country],
        holidays: @escaping @Sendable (_ countryCode: String, _ year: Int) async throws -> [Holiday]
    ) {
        self.countries = countries
        self.holidays = holidays
    }
}

extension HolidayClient {
    /// The real holidays shipped with the package: no key, no network. Each country's data is
    /// read the first time it is asked for.
    public static let embedded: HolidayClient = {
        let data = EmbeddedHolidays.shared
        return HolidayClient(
            countries: { try data.countries() },
            holidays: { code, year in try data.holidays(code, year) }
        )
    }()

    /// A new embedded client with a cache of its own, empty at first: each country is read
    /// from the bundle again the first time it is asked for. For measuring a cold start.
    public static func makeEmbedded() -> HolidayClient {
        let data = EmbeddedHolidays(directory: EmbeddedHolidays.shared.directory)
        return HolidayClient(
            countries: { try data.countries() },
            holidays: { code, year in try data.holidays(code, year) }
        )
    }

    /// A client that answers at once with `countries` and `holidays`, for tests.
    public static func fixed(countries: [Country], holidays: [Holiday]) -> HolidayClient {
        HolidayClient(
            countries: { countries },
            holidays: { code, year in holidays.filter { $0.country == code.uppercased() && $0.date.year == year } }
        )
    }

    /// A client whose every call fails with `message`, for tests of error states.
    public static func failing(_ message: String) -> HolidayClient {
        HolidayClient(
            countries: { throw HolidayClientError(message) },
            holidays: { _, _ in throw HolidayClientError(message) }
        )
    }
}

extension HolidayClient {
    /// The country with `code` (any case), from ``countries``.
    func country(_ code: String) async throws -> Country {
        let wanted = code.uppercased()
        guard let country = try await countries().first(where: { $0.code == wanted }) else {
            throw HolidayClientError("no country has the code `\(code)`")
        }
        return country
    }
}
