import Store
import StoreSupport

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
    /// The years the source has holidays for: screens refuse the others at once, instead of
    /// loading what can never come.
    public var years: ClosedRange<Int>
    /// Whether the source has a country with this code, when it can tell from what it holds in
    /// memory (`nil`: only a request would tell). Reducers call it, so it never does I/O.
    public var knowsCountry: @Sendable (_ code: String) -> Bool?
    /// How many holidays a country has in a year, when the source can tell without the network
    /// (`nil`: only a request would tell): a link to a holiday number past it is refused.
    public var holidayCount: @Sendable (_ code: String, _ year: Int) -> Int?
    /// Every country code the source has, when it can tell from memory (`nil`: only a request
    /// would tell): what Tab offers in a link.
    public var countryCodes: @Sendable () -> [String]?

    /// A client made of the two closures, for `years` (by default, every year of four digits).
    public init(
        countries: @escaping @Sendable () async throws -> [Country],
        holidays: @escaping @Sendable (_ countryCode: String, _ year: Int) async throws -> [Holiday],
        years: ClosedRange<Int> = Years.valid,
        knowsCountry: @escaping @Sendable (_ code: String) -> Bool? = { _ in nil },
        holidayCount: @escaping @Sendable (_ code: String, _ year: Int) -> Int? = { _, _ in nil },
        countryCodes: @escaping @Sendable () -> [String]? = { nil }
    ) {
        self.countryCodes = countryCodes
        self.countries = countries
        self.holidays = holidays
        self.years = years
        self.knowsCountry = knowsCountry
        self.holidayCount = holidayCount
    }

    /// Why `year` cannot be asked for here, or `nil`.
    public func refusal(ofYear year: Int) -> String? {
        guard !years.contains(year) else { return nil }
        if years == Years.valid { return "a year has four digits, so \(year) is not one" }
        return "there are holidays for \(years.lowerBound) to \(years.upperBound) only, not for \(year)"
    }
}

extension HolidayClient {
    /// The real holidays shipped with the package: no key, no network. Each country's data is
    /// read the first time it is asked for.
    public static let embedded: HolidayClient = embedded(EmbeddedHolidays.shared)

    private static func embedded(_ data: EmbeddedHolidays) -> HolidayClient {
        // The codes are read once, here, so asking whether a code exists (a reducer's
        // rejection of a link does) is a lookup in memory, never a read.
        let codes = (try? data.countries()).map { Set($0.map(\.code)) }
        return HolidayClient(
            countries: { try data.countries() },
            holidays: { code, year in try data.holidays(code, year) },
            years: EmbeddedHolidays.years,
            knowsCountry: { code in codes.map { $0.contains(code.uppercased()) } },
            // The package's own data, read once per country and kept: never the network.
            holidayCount: { code, year in
                guard codes?.contains(code.uppercased()) == true else { return nil }
                return try? data.holidays(code, year).count
            },
            countryCodes: { codes.map { $0.sorted() } }
        )
    }

    /// A new embedded client with a cache of its own: the list of countries is read when it is
    /// made, and each country's holidays from the bundle the first time they are asked for.
    /// For measuring a cold start.
    public static func makeEmbedded() -> HolidayClient {
        embedded(EmbeddedHolidays(directory: EmbeddedHolidays.shared.directory))
    }

    /// The embedded data, except that the first request for holidays fails as a dropped
    /// connection would, and every later one answers: a failed load and its retry, as a
    /// recorded session replays it (`% data embedded-failing-once`). A new client each time:
    /// each has its own first request.
    public static func embeddedFailingOnce() -> HolidayClient {
        let failed = Locked(false)
        var client = HolidayClient.embedded
        let holidays = client.holidays
        client.holidays = { code, year in
            let fails = failed.withLock { failed in
                defer { failed = true }
                return !failed
            }
            if fails { throw HolidayClientError("the connection dropped") }
            return try await holidays(code, year)
        }
        return client
    }

    /// A client that answers at once with `countries` and `holidays`, for tests.
    public static func fixed(countries: [Country], holidays: [Holiday]) -> HolidayClient {
        HolidayClient(
            countries: { countries },
            holidays: { code, year in holidays.filter { $0.country == code.uppercased() && $0.date.year == year } },
            holidayCount: { code, year in holidays.filter { $0.country == code.uppercased() && $0.date.year == year }.count }
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

/// The holiday client as a dependency: the screens read it themselves, and whoever runs the
/// app says which it is, in one place.
///
/// ```swift
/// let store = TestStore(initialState: HolidayApp.State(year: 2026), reducer: HolidayApp()) {
///     $0.holidayClient = .fixed(countries: countries, holidays: holidays)
/// }
/// ```
public enum HolidayClientKey: DependencyKey {
    /// The embedded data: no key, no network.
    public static var liveValue: HolidayClient { .embedded }
    /// Every endpoint fails the test that calls it, naming itself: a test gives its client.
    public static let testValue = HolidayClient(
        countries: unimplemented("holidayClient.countries"),
        holidays: unimplemented("holidayClient.holidays"),
        knowsCountry: unimplemented("holidayClient.knowsCountry", placeholder: nil),
        holidayCount: unimplemented("holidayClient.holidayCount", placeholder: nil),
        countryCodes: unimplemented("holidayClient.countryCodes", placeholder: nil)
    )
}

extension DependencyValues {
    /// Where the holiday screens get their data; live, the embedded data.
    public var holidayClient: HolidayClient {
        get { self[HolidayClientKey.self] }
        set { self[HolidayClientKey.self] = newValue }
    }
}
