/// Data a screen asks for: not asked for yet, on its way, here, or failed with a message.
///
/// In the text syntax: `.idle`, `.loading`, `.loaded([...])`, `.failed("Rate limit exceeded")`.
public enum Loadable<Value> {
    /// Nothing has been asked for.
    case idle
    /// A request is in flight.
    case loading
    /// The data.
    case loaded(Value)
    /// The request failed; the message is for the user.
    case failed(String)

    /// The data, when it is here.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// `true` while a request is in flight.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Sendable where Value: Sendable {}
extension Loadable: Codable where Value: Codable {}
