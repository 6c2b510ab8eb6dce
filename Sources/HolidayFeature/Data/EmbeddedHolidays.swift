import Foundation

/// The embedded dataset: `countries.txt`, and one `CODE.txt` a country with lines
/// `date|observed|public|name`, made by `DataGenerator/generate_holidays.py`.
///
/// The two caches are only touched while holding `cache`, which is what makes sharing it sound.
final class EmbeddedHolidays: @unchecked Sendable {
    static let shared = EmbeddedHolidays(directory: Bundle.module.resourceURL?.appendingPathComponent("holidays"))

    /// The years the data covers.
    static let years = 2020...2035

    private let directory: URL?
    private let cache = NSLock()
    private var loadedCountries: [Country]?
    private var loadedHolidays: [String: [Holiday]] = [:]

    init(directory: URL?) {
        self.directory = directory
    }

    func countries() throws -> [Country] {
        try cache.withLock {
            if let loadedCountries { return loadedCountries }
            let countries = try lines(of: "countries").compactMap { line -> Country? in
                let parts = line.split(separator: "|", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                return Country(code: String(parts[0]), name: String(parts[1]))
            }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            loadedCountries = countries
            return countries
        }
    }

    func holidays(_ code: String, _ year: Int) throws -> [Holiday] {
        guard Self.years.contains(year) else {
            throw HolidayClientError(
                "the embedded data covers \(Self.years.lowerBound) to \(Self.years.upperBound); \(year) is outside it"
            )
        }
        let all = try allHolidays(code.uppercased())
        return all.filter { $0.date.year == year }
    }

    private func allHolidays(_ code: String) throws -> [Holiday] {
        try cache.withLock {
            if let loaded = loadedHolidays[code] { return loaded }
            guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }),
                  let lines = try? lines(of: code)
            else {
                throw HolidayClientError("no holiday data for the country code `\(code)`")
            }
            let holidays = try lines.enumerated().map { index, line in
                try Self.parse(line, country: code, line: index + 1)
            }
            loadedHolidays[code] = holidays
            return holidays
        }
    }

    static func parse(_ line: Substring, country: String, line number: Int) throws -> Holiday {
        let parts = line.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let date = CalendarDate(iso: parts[0]),
              parts[1].isEmpty || CalendarDate(iso: parts[1]) != nil,
              parts[2] == "0" || parts[2] == "1", !parts[3].isEmpty
        else {
            throw HolidayClientError("the embedded data for \(country) is damaged at line \(number)")
        }
        return Holiday(
            name: String(parts[3]), date: date, observed: CalendarDate(iso: parts[1]),
            isPublic: parts[2] == "1", country: country
        )
    }

    private func lines(of name: String) throws -> [Substring] {
        guard let url = directory?.appendingPathComponent("\(name).txt") else {
            throw HolidayClientError("the embedded holiday data is missing from this build")
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n")
    }
}
