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
