import Foundation
import Store
import StoreSupport

/// The embedded dataset: `countries.txt`, and one `CODE.txt` a country with lines
/// `date|observed|public|name`, made by `DataGenerator/generate_holidays.py`.
///
/// What has been read is cached, behind a lock.
final class EmbeddedHolidays: Sendable {
    static let shared = EmbeddedHolidays(directory: Bundle.module.resourceURL?.appendingPathComponent("holidays"))

    /// The years the data covers.
    static let years = 2020...2035

    let directory: URL?
    private struct Cache {
        var countries: [Country]?
        var holidays: [String: [Holiday]] = [:]
    }

    private let cache = Locked(Cache())

    init(directory: URL?) {
        self.directory = directory
    }

    func countries() throws -> [Country] {
        try cache.withLock { cache in
            if let countries = cache.countries { return countries }
            let countries = Country.ordered(try lines(of: "countries").compactMap { line -> Country? in
                let parts = line.split(separator: "|", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                return Country(code: String(parts[0]), name: String(parts[1]))
            })
            cache.countries = countries
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
        try cache.withLock { cache in
            if let loaded = cache.holidays[code] { return loaded }
            guard Country.isCode(code),
                  let bytes = try? contents(of: code)
            else {
                throw HolidayClientError("no holiday data for the country code `\(code)`")
            }
            var holidays: [Holiday] = []
            var number = 0
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                number += 1
                if end > start { holidays.append(try Self.parse(bytes[start..<end], country: code, line: number)) }
                start = end + 1
            }
            cache.holidays[code] = holidays
            return holidays
        }
    }

    /// Reads `date|observed|public|name`, working on the UTF-8 bytes: a country loads in
    /// microseconds, not the milliseconds that splitting `String`s by characters took.
    static func parse(_ line: some Collection<UInt8>, country: String, line number: Int) throws -> Holiday {
        let bytes = Array(line)
        func damaged() -> HolidayClientError {
            HolidayClientError("the embedded data for \(country) is damaged at line \(number)")
        }
        let bar = UInt8(ascii: "|")
        guard bytes.count > 16, bytes[10] == bar, let date = date(bytes, from: 0) else { throw damaged() }
        var index = 11
        var observed: CalendarDate?
        if bytes[index] != bar {
            guard bytes.count > 22, bytes[21] == bar, let day = Self.date(bytes, from: 11) else { throw damaged() }
            observed = day
            index = 21
        }
        guard index + 3 < bytes.count, bytes[index + 2] == bar else { throw damaged() }
        let flag = bytes[index + 1]
        guard flag == UInt8(ascii: "0") || flag == UInt8(ascii: "1") else { throw damaged() }
        guard let name = String(validating: bytes[(index + 3)...], as: UTF8.self) else { throw damaged() }
        return Holiday(name: name, date: date, observed: observed, isPublic: flag == UInt8(ascii: "1"), country: country)
    }

    /// `YYYY-MM-DD` at `start`.
    static func date(_ bytes: [UInt8], from start: Int) -> CalendarDate? {
        guard start + 10 <= bytes.count, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-") else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[(start + from)..<(start + from + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2) else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// The bytes of `name`.txt, in one array of the file's size.
    private func contents(of name: String) throws -> [UInt8] {
        guard let url = directory?.appendingPathComponent("\(name).txt") else {
            throw HolidayClientError("the embedded holiday data is missing from this build")
        }
        guard let bytes = POSIXFile.contents(of: url.path) else {
            throw HolidayClientError("cannot read \(url.lastPathComponent) of the embedded data")
        }
        return bytes
    }

    private func lines(of name: String) throws -> [Substring] {
        String(decoding: try contents(of: name), as: UTF8.self).split(separator: "\n")
    }
}
