import Foundation
import StoreText
import StoreCore
import StoreConsole

/// A slice of a random exploration as a file: which walks of which run it covered, and all its
/// report needs to be joined with the other slices' (the states and transitions it saw, its
/// map, its failure). `explore --shard K/N` writes one; `explore --merge` reads them back in
/// the order of their walks, so the joined report is the one a single process makes.
package struct ExplorationSlice: Codable, Equatable {
    static let format = "explore-slice 1"

    var format = Self.format
    /// The run: its seed, its steps in all, the lines of each walk.
    var seed: UInt64
    package var steps: Int
    var walkLength: Int
    /// The slice: `shard` of `shards`, walks `firstWalk..<endWalk`; or, for a worker of
    /// `explore --jobs`, which was handed its walks one at a time, the walks in `walkList`.
    var shard: Int
    var shards: Int
    var firstWalk: Int
    var endWalk: Int
    var walkList: [Int]?
    /// What it covered.
    var stepsTaken: Int
    var walks: Int
    package var seconds: Double
    /// The distinct states (hex) and transitions (`from to line`, hex), sorted.
    var states: [String]
    var transitions: [String]
    var screens: [String]
    var known: [String]
    var edges: [[String]]
    var offered: [[String]]
    var failingWalks: [Int]
    var failure: Failure?
    /// The walk that first met each of `screens`, `edges` and `offered` (each command of a
    /// row): the merged map lists what it lists in the order one process walking every walk
    /// meets it. Absent in a slice of 2.6.0, whose slices are joined in the order of their walks.
    var screenWalks: [Int]?
    var edgeWalks: [Int]?
    var offeredWalks: [[Int]]?
    /// The program's settings the run was made with (`--year 2026`), for the line that walks
    /// a failing walk alone.
    package var settings: [String: String] = [:]
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
    package static func walks(shard: Int, of shards: Int, walks: Int) -> Range<Int> {
        (walks * (shard - 1) / shards)..<(walks * shard / shards)
    }

    /// The walks the slice covered.
    var covered: [Int] { walkList ?? Array(firstWalk..<endWalk) }

    package init(_ report: ExplorationReport, seed: UInt64, steps: Int, walkLength: Int, shard: Int, shards: Int, walks range: Range<Int>) {
        self.init(report, seed: seed, steps: steps, walkLength: walkLength, shard: shard, shards: shards, walkList: nil)
        firstWalk = range.lowerBound
        endWalk = range.upperBound
    }

    /// The slice of a worker that walked the walks of `list`, whichever they were.
    package init(_ report: ExplorationReport, seed: UInt64, steps: Int, walkLength: Int, worker: Int, of workers: Int, walkList list: [Int]) {
        let sorted = list.sorted()
        self.init(report, seed: seed, steps: steps, walkLength: walkLength, shard: worker, shards: workers, walkList: sorted)
        firstWalk = sorted.first ?? 0
        endWalk = (sorted.last ?? -1) + 1
    }

    private init(_ report: ExplorationReport, seed: UInt64, steps: Int, walkLength: Int, shard: Int, shards: Int, walkList: [Int]?) {
        self.seed = seed
        self.steps = steps
        self.walkLength = walkLength
        self.shard = shard
        self.shards = shards
        firstWalk = 0
        endWalk = 0
        self.walkList = walkList
        stepsTaken = report.steps
        walks = report.walks
        seconds = report.seconds
        states = report.states.map { String($0, radix: 16) }.sorted()
        transitions = report.transitions.map { "\(String($0.from, radix: 16)) \(String($0.to, radix: 16)) \($0.line)" }.sorted()
        screens = report.map.screens
        known = report.map.known
        edges = report.map.edges.map { [$0.from, $0.command, $0.to, String($0.count)] }
        offered = report.map.screens.map { [$0] + (report.map.offered[$0] ?? []) }
        screenWalks = report.map.screenWalks
        edgeWalks = report.map.edges.map(\.firstWalk)
        offeredWalks = report.map.screens.map { report.map.offeredWalks[$0] ?? [] }
        failingWalks = report.failingWalks
        let time = report.timing
        timing = [time.typing, time.drawing, time.checking, time.replaying, time.replayingPurely, time.shrinking].map(\.seconds)
        failure = report.failure.map {
            Failure(invariant: $0.invariant, message: $0.message, lines: $0.lines, linesBeforeShrinking: $0.linesBeforeShrinking, log: $0.log, walk: $0.walk)
        }
    }

    /// The slice's file text: JSON, its keys sorted.
    package func text() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The slice in `text`, or what is wrong with it.
    package static func read(_ text: String) throws(CommandError) -> ExplorationSlice {
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
    package static func merge(_ slices: [ExplorationSlice], seconds: Double? = nil) throws(CommandError) -> ExplorationReport {
        guard let first = slices.first else { throw CommandError("no report to join") }
        let sorted = slices.sorted { $0.firstWalk < $1.firstWalk }
        for slice in sorted where (slice.seed, slice.steps, slice.walkLength) != (first.seed, first.steps, first.walkLength) {
            throw CommandError("the reports are of different runs: shard \(slice.shard)/\(slice.shards) walked --seed \(slice.seed) --steps \(slice.steps), shard \(first.shard)/\(first.shards) --seed \(first.seed) --steps \(first.steps)")
        }
        let total = first.walkLength > 0 ? (first.steps + first.walkLength - 1) / first.walkLength : 0
        try checkCoverage(sorted, walks: total)
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
            report.failingWalks += slice.failingWalks
            if slice.timing.count == 6 {
                let parts = slice.timing.map { Duration.milliseconds(Int64(($0 * 1_000).rounded())) }
                report.timing.add(ExplorationTiming(typing: parts[0], drawing: parts[1], checking: parts[2], replaying: parts[3], replayingPurely: parts[4], shrinking: parts[5]))
            }
            // The failure of the first walk that failed, as one process walking them in order
            // finds it first (a worker's walks are not contiguous).
            if let failure = slice.failure, report.failure.map({ ($0.walk ?? .max) > (failure.walk ?? .max) }) ?? true {
                report.failure = ExplorationFailure(
                    invariant: failure.invariant, message: failure.message, lines: failure.lines,
                    linesBeforeShrinking: failure.linesBeforeShrinking, walk: failure.walk, log: failure.log
                )
            }
        }
        report.map = joinedMap(sorted, known: report.map.known)
        report.failingWalks.sort()
        if let seconds { report.seconds = seconds }
        return report
    }

    /// Throws unless `slices` (sorted by their first walk) cover each of the `walks` walks once.
    private static func checkCoverage(_ slices: [ExplorationSlice], walks total: Int) throws(CommandError) {
        var seen = [Bool](repeating: false, count: total)
        for walk in slices.flatMap(\.covered) {
            guard walk >= 0, walk < total else {
                throw CommandError("the reports name walk \(walk), and the run has walks 0 to \(total - 1); give the reports of one run")
            }
            guard !seen[walk] else { throw CommandError("the reports overlap (walk \(walk) is in two); give each shard's report once") }
            seen[walk] = true
        }
        guard let missing = seen.firstIndex(of: false) else { return }
        let end = seen[missing...].firstIndex(of: true) ?? total
        let what = end - missing == 1 ? "walk \(missing)" : "walks \(missing) to \(end - 1)"
        throw CommandError("the reports leave out \(what) of the run's \(total) (walks 0 to \(total - 1)); give every shard's report")
    }

    /// The slices' maps joined: each screen, way and offered command placed where the walk
    /// that first met it places it, so the map is the one a single process walking every walk
    /// in order draws, however the walks were shared out.
    private static func joinedMap(_ slices: [ExplorationSlice], known: [String]) -> ExplorationMap {
        // A place: the walk that first met it, then the slice and the place in the slice
        // (things first met in one walk were met in one slice, in the slice's order).
        typealias Place = (walk: Int, slice: Int, index: Int)
        func earlier(_ a: Place, _ b: Place) -> Bool { (a.walk, a.slice, a.index) < (b.walk, b.slice, b.index) }
        var screens: [String: Place] = [:]
        var edges: [ExplorationMap.EdgeKey: (place: Place, count: Int)] = [:]
        var offered: [String: [String: Place]] = [:]
        for (number, slice) in slices.enumerated() {
            func place(_ walks: [Int]?, _ index: Int) -> Place {
                (walks.flatMap { index < $0.count ? $0[index] : nil } ?? slice.firstWalk, number, index)
            }
            for (index, screen) in slice.screens.enumerated() {
                let here = place(slice.screenWalks, index)
                if screens[screen].map({ earlier(here, $0) }) ?? true { screens[screen] = here }
            }
            for (index, edge) in slice.edges.enumerated() where edge.count == 4 {
                let key = ExplorationMap.EdgeKey(from: edge[0], command: edge[1], to: edge[2])
                let here = place(slice.edgeWalks, index)
                let count = (edges[key]?.count ?? 0) + (Int(edge[3]) ?? 0)
                edges[key] = (edges[key].map { earlier(here, $0.place) ? here : $0.place } ?? here, count)
            }
            for (row, commands) in slice.offered.enumerated() where !commands.isEmpty {
                let walks = slice.offeredWalks.flatMap { row < $0.count ? $0[row] : nil }
                for (index, command) in commands.dropFirst().enumerated() {
                    let here = place(walks, index)
                    if offered[commands[0], default: [:]][command].map({ earlier(here, $0) }) ?? true {
                        offered[commands[0], default: [:]][command] = here
                    }
                }
            }
        }
        var map = ExplorationMap()
        map.known = known
        for (screen, place) in screens.sorted(by: { earlier($0.value, $1.value) }) {
            map.walk = place.walk
            map.reach(screen)
        }
        for (screen, commands) in offered {
            for (command, place) in commands.sorted(by: { earlier($0.value, $1.value) }) {
                map.walk = place.walk
                map.offer([command], on: screen)
            }
        }
        for (key, edge) in edges.sorted(by: { earlier($0.value.place, $1.value.place) }) {
            map.walk = edge.place.walk
            map.take(command: key.command, from: key.from, to: key.to, count: edge.count)
        }
        return map
    }
}
