import Foundation
import Store

/// Matching a search text against countries, ignoring case and diacritics: "cote" finds
/// Côte d'Ivoire, "us" finds the United States (by its code) and Australia (in its name).
struct CountrySearch {
    private let key: [Unicode.Scalar]

    init(_ text: String) {
        key = Self.fold(String(text.trimmed))
    }

    /// Matches in rank order: the exact code, then names that start with the text, then names
    /// with a word that starts with it, then names that contain it; alphabetical within each.
    func filter(_ countries: [Country]) -> [Country] {
        if key.isEmpty { return countries }
        var ranked: [[Country]] = [[], [], [], []]
        for country in countries {
            if let rank = rank(country) { ranked[rank].append(country) }
        }
        return ranked.flatMap { $0 }
    }

    func rank(_ country: Country) -> Int? {
        let code = Self.fold(country.code)
        if code == key { return 0 }
        let name = Self.fold(country.name)
        guard let start = Self.firstMatch(of: key, in: name) else { return nil }
        if start == 0 { return 1 }
        if Self.startsWord(name, at: start) { return 2 }
        var position = start + 1
        while let next = Self.firstMatch(of: key, in: name, from: position) {
            if Self.startsWord(name, at: next) { return 2 }
            position = next + 1
        }
        return 3
    }

    /// Lower-cased, with accents and other combining marks removed, and the letters that do
    /// not decompose (ø, æ, ß...) spelt in ASCII.
    static func fold(_ text: String) -> [Unicode.Scalar] {
        var folded: [Unicode.Scalar] = []
        folded.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                folded.append((65...90).contains(value) ? Unicode.Scalar(value + 32)! : scalar)
                continue
            }
            for part in scalar.properties.lowercaseMapping.unicodeScalars {
                appendBase(of: part, to: &folded)
            }
        }
        return folded
    }

    private static func appendBase(of scalar: Unicode.Scalar, to folded: inout [Unicode.Scalar]) {
        if let spelled = unfoldable[scalar] {
            folded.append(contentsOf: spelled.unicodeScalars)
            return
        }
        for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars where !isCombiningMark(part) {
            folded.append(part)
        }
    }

    private static let unfoldable: [Unicode.Scalar: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ł": "l", "ı": "i", "þ": "th", "ð": "d",
        "\u{2019}": "'", "\u{2018}": "'",
    ]

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func firstMatch(of key: [Unicode.Scalar], in text: [Unicode.Scalar], from start: Int = 0) -> Int? {
        guard key.count <= text.count, start <= text.count - key.count else { return nil }
        outer: for offset in start...(text.count - key.count) {
            for index in key.indices where text[offset + index] != key[index] { continue outer }
            return offset
        }
        return nil
    }

    private static func startsWord(_ text: [Unicode.Scalar], at offset: Int) -> Bool {
        offset == 0 || !text[offset - 1].properties.isAlphabetic
    }
}

