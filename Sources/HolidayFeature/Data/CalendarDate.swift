import Store

/// A day in the Gregorian calendar, with no time or zone: how holidays are dated.
///
/// In the text syntax it is the ISO form, `"2026-07-04"`.
public struct CalendarDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The year, such as 2026.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The date, when `year`, `month` and `day` name a real day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...CalendarDate.days(inMonth: month, of: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`: four, two and two ASCII digits.
    public init?(iso text: some StringProtocol) {
        var fields = (year: 0, month: 0, day: 0)
        var position = 0
        for byte in text.utf8 {
            switch (position, byte) {
            case (4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")):
                break
            case (0..<4, UInt8(ascii: "0")...UInt8(ascii: "9")):
                fields.year = fields.year * 10 + Int(byte - UInt8(ascii: "0"))
            case (5..<7, UInt8(ascii: "0")...UInt8(ascii: "9")):
                fields.month = fields.month * 10 + Int(byte - UInt8(ascii: "0"))
            case (8..<10, UInt8(ascii: "0")...UInt8(ascii: "9")):
                fields.day = fields.day * 10 + Int(byte - UInt8(ascii: "0"))
            default:
                return nil
            }
            position += 1
        }
        guard position == 10 else { return nil }
        self.init(year: fields.year, month: fields.month, day: fields.day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        guard (0...9999).contains(year) else {
            return "\(String(year).leftPadded(to: 4, with: "0"))-\(String(month).leftPadded(to: 2, with: "0"))-\(String(day).leftPadded(to: 2, with: "0"))"
        }
        // Month and day have two digits in any date `init` accepts.
        return String(unsafeUninitializedCapacity: 10) { text in
            func put(_ value: Int, digits: Int, at start: Int) {
                var rest = value
                for index in (start..<start + digits).reversed() {
                    text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(year, digits: 4, at: 0)
            text[4] = UInt8(ascii: "-")
            put(month, digits: 2, at: 5)
            text[7] = UInt8(ascii: "-")
            put(day, digits: 2, at: 8)
            return 10
        }
    }

    /// The day of the week.
    public var weekday: Weekday {
        Weekday.allCases[((daysSinceEpoch % 7) + 7 + 3) % 7]
    }

    /// Days since 1970-01-01 (a Thursday), by the civil-from-days arithmetic.
    var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "`\(text)` is not a date like 2026-07-04"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A day of the week, Monday first (ISO 8601).
public enum Weekday: String, CaseIterable, Codable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// `Monday`.
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
