/// What a request answered: the value, or a message for the user. The action payload of every
/// response, so that responses can be typed, logged and replayed.
///
/// In the text syntax: `.success([...])`, `.failure("Invalid API key.")`.
public enum FetchResult<Value> {
    /// The value.
    case success(Value)
    /// Why there is none, for the user.
    case failure(String)

    /// Runs `body`, turning an error into its message for the user.
    static func catching(_ body: () async throws -> Value) async -> FetchResult? {
        do {
            return .success(try await body())
        } catch is CancellationError {
            return nil
        } catch {
            if Task.isCancelled { return nil }
            return .failure(userMessage(for: error))
        }
    }
}

extension FetchResult: Equatable where Value: Equatable {}
extension FetchResult: Sendable where Value: Sendable {}
extension FetchResult: Codable where Value: Codable {}

/// An error's message as shown to the user.
func userMessage(for error: any Error) -> String {
    if let error = error as? HolidayClientError { return error.message }
    return "the request failed: \(error)"
}
