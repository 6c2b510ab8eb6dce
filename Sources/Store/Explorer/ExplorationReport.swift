import StoreCore
import StoreLogs

/// What an explorer covered, and what it found.
///
/// ```swift
/// print(report.summary)
/// // prints, on one line:
/// // 10,000 steps in 100 walks (seed 1): 412 distinct states,
/// // 1,903 transitions, 2.1 s; no invariant failed
/// ```
public struct ExplorationReport: Sendable, CustomStringConvertible {
    /// How it explored.
    public enum Mode: Sendable, Equatable {
        /// Random walks from the start, from a seed.
        case walk(seed: UInt64)
        /// A breadth-first search to a depth.
        case search(depth: Int)
    }

    /// How it explored.
    public let mode: Mode
    /// Lines typed, in all.
    public internal(set) var steps = 0
    /// Walks made (each from the start, its log replayed at its end).
    public internal(set) var walks = 0
    /// The depth a search finished, every state within it explored.
    public internal(set) var depthReached = 0
    /// Seconds it took.
    public internal(set) var seconds = 0.0
    /// The invariant that failed, with the shortest session found that still fails it.
    public internal(set) var failure: ExplorationFailure?
    /// Where the time went.
    public internal(set) var timing = ExplorationTiming()
    /// The screens reached and the commands taken between them, and what was never reached.
    public internal(set) var map = ExplorationMap()
    /// The walks (by index) that failed, in order; the first one's failure is ``failure``.
    public internal(set) var failingWalks: [Int] = []
    var states: Set<UInt64> = []
    var transitions: Set<Transition> = []

    struct Transition: Hashable {
        let from: UInt64
        let line: String
        let to: UInt64
    }

    package init(mode: Mode) {
        self.mode = mode
    }

    /// Distinct states reached, told apart by their canonical text.
    public var distinctStates: Int { states.count }
    /// Distinct (state, line, state) steps taken.
    public var distinctTransitions: Int { transitions.count }
    /// Lines typed a second.
    public var stepsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : 0 }

    /// Counts `state`; `true` when it is new.
    @discardableResult
    mutating func noteState(_ state: UInt64) -> Bool {
        states.insert(state).inserted
    }

    mutating func noteTransition(from: UInt64, line: String, to: UInt64) {
        states.insert(to)
        transitions.insert(Transition(from: from, line: line, to: to))
    }

    /// What it covered and what it found, then the failure's shortest session, one line typed
    /// a line, then the map's ``ExplorationMap/summary``: what `"\(report)"` prints in a test
    /// (its first and last lines, one line each, wrapped here to fit the page).
    ///
    /// ```
    /// 5,000 steps in 50 walks (seed 1): 4 distinct states, 31 transitions,
    /// 0.4 s, 12,000 steps/s; a screen accepts what it offers failed: the
    /// screen offers `go 4`, and it is refused: there is no floor 4
    /// the shortest session found, 2 of 57 lines:
    ///     go 3
    ///     go 4
    /// map: 1 screen, 4 ways between them; every screen named and every command
    /// offered was reached
    /// ```
    public var description: String {
        var lines = [summary]
        if let failure {
            lines.append("the shortest session found, \(failure.lines.count) of \(failure.linesBeforeShrinking) line\(failure.linesBeforeShrinking == 1 ? "" : "s"):")
            lines += failure.lines.map { "    " + $0 }
        }
        lines.append("map: " + map.summary)
        return lines.joined(separator: "\n")
    }

    /// What it covered and what it found, in a line.
    public var summary: String {
        let how = switch mode {
        case .walk(let seed): "\(Self.grouped(steps)) steps in \(Self.grouped(walks)) walk\(walks == 1 ? "" : "s") (seed \(seed))"
        case .search(let depth): "\(Self.grouped(steps)) steps searching to depth \(depth) (complete to \(depthReached))"
        }
        let rate = stepsPerSecond > 0 ? ", \(Self.grouped(Int(stepsPerSecond))) steps/s" : ""
        let found = failure.map { "\($0.invariant) failed: \($0.message)" } ?? "no invariant failed"
        return "\(how): \(Self.grouped(distinctStates)) distinct states, \(Self.grouped(distinctTransitions)) transitions, "
            + String(format: "%.1f s", seconds) + rate + "; " + found
    }

    package static func grouped(_ number: Int) -> String {
        var text = String(number)
        var index = text.count - 3
        while index > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: index))
            index -= 3
        }
        return text
    }
}

/// Where an exploration's time went, in seconds.
public struct ExplorationTiming: Sendable, CustomStringConvertible {
    /// Typing the lines: each action sent, reduced, and its effects settled.
    public internal(set) var typing = Duration.zero
    /// Drawing the screen on top to list what it offers (the screen renders).
    public internal(set) var drawing = Duration.zero
    /// Checking the invariants after each step (states and actions read back, effects, yours).
    public internal(set) var checking = Duration.zero
    /// Replaying each walk's log, purely and live.
    public internal(set) var replaying = Duration.zero
    /// The part of ``replaying`` spent in pure replays (the rest is live replays and writing
    /// the logs).
    public internal(set) var replayingPurely = Duration.zero
    /// Shrinking a failing session.
    public internal(set) var shrinking = Duration.zero

    mutating func add(_ other: ExplorationTiming) {
        typing += other.typing
        drawing += other.drawing
        checking += other.checking
        replaying += other.replaying
        replayingPurely += other.replayingPurely
        shrinking += other.shrinking
    }

    /// Where the time went: each part in seconds and as a share of the whole, leaving out the
    /// parts that took none.
    public var description: String {
        let parts = [("sending", typing), ("drawing", drawing), ("invariants", checking), ("replaying", replaying), ("shrinking", shrinking)]
        let total = parts.reduce(Duration.zero) { $0 + $1.1 }.seconds
        return parts.filter { $0.1 > .zero }.map { name, time in
            let share = total > 0 ? Int((time.seconds / total * 100).rounded()) : 0
            let pure = name == "replaying" && replayingPurely > .zero
                ? ", of which pure " + String(format: "%.2f", replayingPurely.seconds) + " s" : ""
            return "\(name) " + String(format: "%.2f", time.seconds) + " s (\(share)%\(pure))"
        }.joined(separator: ", ")
    }
}

/// An invariant an explorer saw fail, and the shortest session it found that still fails it.
public struct ExplorationFailure: Sendable, CustomStringConvertible {
    /// The invariant's name.
    public let invariant: String
    /// What it said of the shortest session.
    public let message: String
    /// The lines of the shortest session, as typed into the console.
    public let lines: [String]
    /// How many lines the session had before it was shrunk.
    public let linesBeforeShrinking: Int
    /// The walk that found it, which reproduces it alone (`explore --walk N`); `nil` for a
    /// search.
    public internal(set) var walk: Int?
    /// The shortest session as an action log, as the console writes it, with the failure in a
    /// comment above its start.
    public let log: String

    /// The invariant, what it said, and the shrunk session's lines.
    public var description: String {
        "\(invariant) failed: \(message)\nshrunk from \(linesBeforeShrinking) lines to \(lines.count): \(lines.joined(separator: " · "))"
    }
}
