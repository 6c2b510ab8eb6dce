import Foundation

/// A country, by its ISO 3166-1 alpha-2 code and name.
public struct Country: Hashable, Codable, Sendable {
    /// `US`.
    public let code: String
    /// `United States`.
    public let name: String

    /// Whether `code` can be a country code: two letters.
    public static func isCode(_ code: String) -> Bool {
        code.count == 2 && code.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// The country with `code` and `name`.
    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

extension Country {
    /// `countries` in the order every list shows them: by name as a person reads it (case and
    /// accents aside, numbers by value), in one fixed collation, so `pick N` picks the same
    /// country on every machine whatever its language settings.
    static func ordered(_ countries: [Country]) -> [Country] {
        let posix = Locale(identifier: "en_US_POSIX")
        return countries.sorted {
            $0.name.compare($1.name, options: [.caseInsensitive, .diacriticInsensitive, .numeric], locale: posix) == .orderedAscending
        }
    }
}
