/// A country, by its ISO 3166-1 alpha-2 code and name.
public struct Country: Hashable, Codable, Sendable {
    /// `US`.
    public let code: String
    /// `United States`.
    public let name: String

    /// The country with `code` and `name`.
    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}
