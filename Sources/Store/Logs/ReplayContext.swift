/// Where a replay is, for messages that name the action a difference follows. It keeps the
/// actions themselves and spells them only when a message needs them: replay is a hot path.
final class ReplayContext<Action: Encodable> {
    /// The current action and the last user action, each kept in a slot of its own: in code
    /// generic over `Action`, assigning an `Action?` or a tuple holding one costs a metadata
    /// look-up, some under a lock, on every line.
    private let current = Slot<Action>()
    private let lastUser = Slot<Action>()
    private var currentLine: Int?
    private var currentOrigin = ActionOrigin.user
    /// The line of the last user action, or of the start after which none came yet.
    private var lastUserLine: Int?

    func applying(_ action: Action, origin: ActionOrigin, line: Int) {
        current.keep(action)
        currentLine = line
        currentOrigin = origin
        if origin == .user {
            lastUser.keep(action)
            lastUserLine = line
        }
    }

    func restarted(at line: Int) {
        lastUser.clear()
        lastUserLine = line
        current.clear()
        currentLine = nil
    }

    /// "after `> .tapped` (line 12), " or nothing before the first action.
    var after: String {
        guard let lastUserLine else { return "" }
        let text = lastUser.read { Self.text($0, .user) } ?? "start"
        return "after `\(text)` (line \(lastUserLine)), "
    }

    /// The current action's text in backticks and a space, or `nil` before the first.
    private var currentText: String? {
        current.read { "`\(Self.text($0, currentOrigin))` " }
    }

    /// An effect action where no effect can be running: nothing ran since `line` (the start, or
    /// a checkpoint that said so), and no user action came after it.
    func unexplained(since line: Int) -> ActionLogError {
        let text = currentText ?? "an effect action "
        let since = line == 1 ? "the start" : "line \(line), whose checkpoint says no effect was running,"
        return ActionLogError(
            kind: .diverged, line: currentLine,
            message: "\(text)cannot have come from an effect: nothing ran since \(since) and no user action came after it (a `>` line deleted or moved?; replay leniently to apply it anyway)"
        )
    }

    func misuse(_ reason: String) -> ActionLogError {
        let text = currentText ?? ""
        return ActionLogError(
            kind: .diverged, line: currentLine,
            message: "the app rejects \(text)here: \(reason) (replay leniently to apply it anyway)"
        )
    }

    private static func text(_ action: Action, _ origin: ActionOrigin) -> String {
        String(((try? ActionLog.line(action, from: origin)) ?? "\(action)").prefix(80))
    }
}

/// The checksums of the last few states checked. A session comes back to states it has been in
/// (a screen closed, a filter turned off again), and comparing a state is far cheaper than
/// encoding it. It takes `==` to mean "prints the same", as synthesized `Equatable` does.
struct RecentChecksums<State: Encodable & Equatable> {
    private var recent: [(state: State, sum: String)] = []
    static var kept: Int { 8 }
    /// The state at the last checkpoint that matched (or the start), and its line: what a
    /// checksum that does not match is explained against (``ChecksumDivergence``).
    let matched = Slot<State>()
    private(set) var matchedLine = 0

    mutating func keepMatched(_ state: State, at line: Int) {
        matched.keep(state)
        matchedLine = line
    }

    mutating func checksum(of state: State) throws -> String {
        if let index = recent.firstIndex(where: { $0.state == state }) { return recent[index].sum }
        let sum = try ActionLog.checksum(of: state)
        if recent.count == Self.kept { recent.removeFirst() }
        recent.append((state, sum))
        return sum
    }
}
