/// One holiday of one country.
public struct Holiday: Hashable, Codable, Sendable {
    /// `Independence Day`.
    public let name: String
    /// The day it falls on.
    public let date: CalendarDate
    /// The day it is kept instead, when that differs (a Saturday holiday kept on Friday).
    public let observed: CalendarDate?
    /// Whether it is a public holiday, rather than a bank, school or optional one.
    public let isPublic: Bool
    /// The country's code.
    public let country: String

    /// A holiday; an `observed` date equal to `date` is dropped.
    public init(name: String, date: CalendarDate, observed: CalendarDate?, isPublic: Bool, country: String) {
        self.name = name
        self.date = date
        self.observed = observed == date ? nil : observed
        self.isPublic = isPublic
        self.country = country
    }
}
