/// One country's holidays in one year: what the holidays list loads.
public struct CountryHolidays: Equatable, Codable, Sendable {
    /// The country.
    public var country: Country
    /// The year.
    public var year: Int
    /// Its holidays, sorted by date.
    public var holidays: [Holiday]

    /// A country's list for a year.
    public init(country: Country, year: Int, holidays: [Holiday]) {
        self.country = country
        self.year = year
        self.holidays = holidays
    }
}
