/// Why a client could not answer, in words for the user.
public struct HolidayClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// An error with a message for the user.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
