import StoreText
import StoreLogs
import StoreConsole

/// What is wrong with a value that does not read back equal.
struct ReadBackProblem: Error {
    let text: String
}

/// The hashes of texts an exploration has read back already, so each is checked once.
@MainActor
final class VerifiedTexts {
    private var hashes: Set<UInt64> = []
    /// The actions the exploration's replays decoded, by their text.
    private var decoded: (any Sendable)?

    /// The actions the exploration's replays decoded, by their text, shared by all of them.
    func decodedActions<Action>(of _: Action.Type) -> DecodedActions<Action> {
        if let decoded = decoded as? DecodedActions<Action> { return decoded }
        let made = DecodedActions<Action>()
        decoded = made
        return made
    }

    /// `true` the first time `hash` is seen.
    func isNew(_ hash: UInt64) -> Bool {
        hashes.insert(hash).inserted
    }
}

extension ExplorerSession {
    /// What is wrong with printing `value` and reading it back, or `nil`.
    static func readsBack<Value: Codable & Equatable>(_ value: Value, text known: String? = nil) -> String? {
        if case .failure(let problem) = readBack(value, text: known) { return problem.text }
        return nil
    }

    /// What is wrong with printing `value` and reading it back, or what it reads back as.
    static func readBack<Value: Codable & Equatable>(_ value: Value, text known: String? = nil) -> Result<Value, ReadBackProblem> {
        do {
            let text = try known ?? LiteralText.encode(value)
            let back = try LiteralText.decode(Value.self, from: text)
            guard back == value else {
                return .failure(ReadBackProblem(text: "reads back different: " + ((try? LiteralText.changes(from: value, to: back)) ?? nil ?? "(no printed difference)")))
            }
            return .success(back)
        } catch {
            return .failure(ReadBackProblem(text: "does not print and read back: \(error)"))
        }
    }
}
