import Foundation

/// A slice of a random exploration as a file: which walks of which run it covered, and all its
/// report needs to be joined with the other slices' (the states and transitions it saw, its
/// map, its failure). `explore --shard K/N` writes one; `explore --merge` reads them back in
/// the order of their walks, so the joined report is the one a single process makes.
struct ExplorationSlice: Codable, Equatable {
    static let format = "explore-slice 1"

    var format = Self.format
    /// The run: its seed, its steps in all, the lines of each walk.
    var seed: UInt64
    var steps: Int
    var walkLength: Int
    /// The slice: `shard` of `shards`, walks `firstWalk..<endWalk`.
    var shard: Int
    var shards: Int
    var firstWalk: Int
    var endWalk: Int
    /// What it covered.
    var stepsTaken: Int
    var walks: Int
    var seconds: Double
    /// The distinct states (hex) and transitions (`from to line`, hex), sorted.
    var states: [String]
    var transitions: [String]
    var screens: [String]
    var known: [String]
    var edges: [[String]]
    var offered: [[String]]
    var failingWalks: [Int]
    var failure: Failure?
    /// The program's settings the run was made with (`--year 2026`), for the line that walks
    /// a failing walk alone.
    var settings: [String: String] = [:]
    /// Where the slice's time went, in seconds: sending, drawing, invariants, replaying (of
    /// which pure), shrinking.
    var timing: [Double] = []

    struct Failure: Codable, Equatable {
        var invariant: String
        var message: String
        var lines: [String]
        var linesBeforeShrinking: Int
        var log: String
        var walk: Int?
    }

    /// The walks slice `shard` (from 1) of `shards` covers, of `walks` in all: a contiguous
    /// run of them, so slices joined in order see the walks in order.
    static func walks(shard: Int, of shards: Int, walks: Int) -> Range<Int> {
        (walks * (shard - 1) / shards)..<(walks * shard / shards)
    }

    init(_ report: ExplorationReport, seed: UInt64, steps: Int, walkLength: Int, shard: Int, shards: Int, walks range: Range<Int>) {
        self.seed = seed
        self.steps = steps
        self.walkLength = walkLength
        self.shard = shard
        self.shards = shards
        firstWalk = range.lowerBound
        endWalk = range.upperBound
        stepsTaken = report.steps
        walks = report.walks
        seconds = report.seconds
        states = report.states.map { String($0, radix: 16) }.sorted()
        transitions = report.transitions.map { "\(String($0.from, radix: 16)) \(String($0.to, radix: 16)) \($0.line)" }.sorted()
        screens = report.map.screens
        known = report.map.known
        edges = report.map.edges.map { [$0.from, $0.command, $0.to, String($0.count)] }
        offered = report.map.screens.map { [$0] + (report.map.offered[$0] ?? []) }
        failingWalks = report.failingWalks
        let time = report.timing
        timing = [time.typing, time.drawing, time.checking, time.replaying, time.replayingPurely, time.shrinking].map(\.seconds)
        failure = report.failure.map {
            Failure(invariant: $0.invariant, message: $0.message, lines: $0.lines, linesBeforeShrinking: $0.linesBeforeShrinking, log: $0.log, walk: $0.walk)
        }
    }

    /// The slice's file text: JSON, its keys sorted.
    func text() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The slice in `text`, or what is wrong with it.
    static func read(_ text: String) throws(CommandError) -> ExplorationSlice {
        let slice: ExplorationSlice
        do {
            slice = try JSONDecoder().decode(ExplorationSlice.self, from: Data(text.utf8))
        } catch {
            throw CommandError("it is not a report of `explore --shard` (\(Self.format)): \(error)")
        }
        guard slice.format == Self.format else { throw CommandError("it is a report of format `\(slice.format)`; this program reads `\(Self.format)`") }
        return slice
    }

    /// The report of the slices joined, in the order of their walks: the report one process
    /// walking them all makes (its time aside). Throws when they are not the slices of one run,
    /// each once, covering every walk.
    static func merge(_ slices: [ExplorationSlice], seconds: Double? = nil) throws(CommandError) -> ExplorationReport {
        guard let first = slices.first else { throw CommandError("no report to join") }
        let sorted = slices.sorted { $0.firstWalk < $1.firstWalk }
        for slice in sorted where (slice.seed, slice.steps, slice.walkLength) != (first.seed, first.steps, first.walkLength) {
            throw CommandError("the reports are of different runs: shard \(slice.shard)/\(slice.shards) walked --seed \(slice.seed) --steps \(slice.steps), shard \(first.shard)/\(first.shards) --seed \(first.seed) --steps \(first.steps)")
        }
        var next = 0
        for slice in sorted {
            guard slice.firstWalk == next else {
                let what = slice.firstWalk < next ? "overlap (walk \(slice.firstWalk) is in two)" : "leave out walks \(next) to \(slice.firstWalk - 1)"
                throw CommandError("the reports \(what); give each shard's report once")
            }
            next = slice.endWalk
        }
        let total = first.walkLength > 0 ? (first.steps + first.walkLength - 1) / first.walkLength : 0
        guard next == total else { throw CommandError("the reports cover walks 0 to \(next - 1) of \(total): walks \(next) to \(total - 1) are missing") }
        var report = ExplorationReport(mode: .walk(seed: first.seed))
        for slice in sorted {
            report.steps += slice.stepsTaken
            report.walks += slice.walks
            report.seconds = max(report.seconds, slice.seconds)
            for state in slice.states { if let value = UInt64(state, radix: 16) { report.states.insert(value) } }
            for transition in slice.transitions {
                let parts = transition.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 3, let from = UInt64(parts[0], radix: 16), let to = UInt64(parts[1], radix: 16) else { continue }
                report.transitions.insert(ExplorationReport.Transition(from: from, line: String(parts[2]), to: to))
            }
            if report.map.known.isEmpty { report.map.known = slice.known }
            for screen in slice.screens { report.map.reach(screen) }
            for offered in slice.offered where !offered.isEmpty { report.map.offer(Array(offered.dropFirst()), on: offered[0]) }
            for edge in slice.edges where edge.count == 4 {
                report.map.take(command: edge[1], from: edge[0], to: edge[2], count: Int(edge[3]) ?? 0)
            }
            report.failingWalks += slice.failingWalks
            if slice.timing.count == 6 {
                let parts = slice.timing.map { Duration.milliseconds(Int64(($0 * 1_000).rounded())) }
                report.timing.add(ExplorationTiming(typing: parts[0], drawing: parts[1], checking: parts[2], replaying: parts[3], replayingPurely: parts[4], shrinking: parts[5]))
            }
            if report.failure == nil, let failure = slice.failure {
                report.failure = ExplorationFailure(
                    invariant: failure.invariant, message: failure.message, lines: failure.lines,
                    linesBeforeShrinking: failure.linesBeforeShrinking, walk: failure.walk, log: failure.log
                )
            }
        }
        if let seconds { report.seconds = seconds }
        return report
    }
}
