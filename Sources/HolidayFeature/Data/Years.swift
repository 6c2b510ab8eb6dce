/// The app's one rule for years: written with four digits, so 1000 through 9999. The reducer,
/// deep links, typed commands and command-line flags all check years through it.
///
/// ```swift
/// Years.parse("2027")   // 2027
/// Years.parse("27")     // nil
/// ```
public enum Years {
    /// Every year the app accepts.
    public static let valid = 1000...9999

    /// The year `text` spells with exactly four ASCII digits, or `nil`.
    public static func parse(_ text: some StringProtocol) -> Int? {
        guard text.utf8.count == 4, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let year = Int(text), valid.contains(year)
        else { return nil }
        return year
    }
}
