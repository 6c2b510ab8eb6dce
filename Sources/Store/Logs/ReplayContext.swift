import StoreText
import StoreCore

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
package struct RecentChecksums<State: Encodable & Equatable> {
    private var recent: [(state: State, sum: String)] = []
    static var kept: Int { 8 }
    /// The states a replay is expected to pass, in order, with their checksums: what the
    /// session that wrote the log hashed already (``KnownCheckpoints``). A state equal to the
    /// next of them has its checksum without being encoded again.
    private let known: [(state: State, sum: String)]
    private var knownCursor = 0
    /// Whether the text of a state encoded for its checksum is kept (in ``lastText``), for a
    /// caller that reads it back next (an explorer).
    package var keepsText = false
    /// The canonical text of the state of the last checksum, when it was encoded for it.
    package private(set) var lastText: String?

    package init() {
        known = (KnownCheckpointsScope.current as? KnownCheckpoints<State>)?.checkpoints ?? []
    }
    /// The state at the last checkpoint that matched (or the start), and its line: what a
    /// checksum that does not match is explained against (``ChecksumDivergence``).
    let matched = Slot<State>()
    private(set) var matchedLine = 0

    mutating func keepMatched(_ state: State, at line: Int) {
        matched.keep(state)
        matchedLine = line
    }

    package mutating func checksum(of state: State) throws -> String {
        // The log's checkpoints come in the order the session passed them: look a little ahead.
        for index in knownCursor..<min(knownCursor + 4, known.count) where known[index].state == state {
            knownCursor = index + 1
            return known[index].sum
        }
        lastText = nil
        if let index = recent.firstIndex(where: { $0.state == state }) { return recent[index].sum }
        let sum: String
        if keepsText {
            let text = try LiteralText.encode(state)
            sum = ActionLog.checksum(text: text)
            lastText = text
        } else {
            sum = try ActionLog.checksum(of: state)
        }
        if recent.count == Self.kept { recent.removeFirst() }
        recent.append((state, sum))
        return sum
    }
}

/// The checkpoints of a session that wrote a log, for the replays of that log it runs next
/// (an explorer checks every walk's log so): each state it passed, with the checksum of its
/// canonical text. A replay that reaches an equal state has that checksum without encoding it.
///
/// It takes `==` to mean "prints the same", as ``RecentChecksums`` does.
package final class KnownCheckpoints<State: Equatable>: @unchecked Sendable {
    let checkpoints: [(state: State, sum: String)]

    package init(_ checkpoints: [(state: State, sum: String)]) {
        self.checkpoints = checkpoints
    }
}

package enum KnownCheckpointsScope {
    /// The ``KnownCheckpoints`` of the log being replayed, if its writer left them; read once
    /// when each replay starts.
    @TaskLocal package static var current: (any Sendable)?
}
