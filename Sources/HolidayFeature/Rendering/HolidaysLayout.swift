/// How the holidays list lays out its state: the same state, two renderings.
public enum HolidaysLayout: String, CaseIterable, Codable, Sendable {
    /// One line a holiday, numbered.
    case list
    /// A month as a calendar grid, weeks as rows, with a legend of its holidays.
    case calendar
}
