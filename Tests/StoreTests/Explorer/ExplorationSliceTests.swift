@testable import StoreConsole
@testable import StoreExplorer
@testable import StoreTerminal
import Testing

/// Walk i is seeded from the seed and i alone: slices of a run, written as reports and joined
/// in the order of their walks, make the report one process makes, and a failure names the
/// walk that finds it alone.
@MainActor
@Suite struct ExplorationSliceTests {
    static func untimed(_ report: ExplorationReport) -> String {
        report.summary.replacingOccurrences(of: #", [0-9.]+ s(, [0-9,]+ steps/s)?;"#, with: ";", options: .regularExpression)
    }

    func sliced(_ explorer: Explorer<Inbox>, steps: Int, seed: UInt64, shards: Int) async throws -> ExplorationReport {
        let total = explorer.walkCount(steps: steps)
        var slices: [ExplorationSlice] = []
        for shard in (1...shards).reversed() {
            let range = ExplorationSlice.walks(shard: shard, of: shards, walks: total)
            let report = await explorer.walks(range, steps: steps, seed: seed)
            let slice = ExplorationSlice(report, seed: seed, steps: steps, walkLength: explorer.walkLength, shard: shard, shards: shards, walks: range)
            slices.append(try ExplorationSlice.read(try slice.text()))
        }
        return try ExplorationSlice.merge(slices)
    }

    @Test func slicesJoinedMakeTheReportOfOneProcessAndTheFailureNamesItsWalk() async throws {
        var explorer = Inbox.explorer
        explorer.walkLength = 10
        let whole = await explorer.walks(0..<30, steps: 300, seed: 5)
        let failure = try #require(whole.failure, "\(whole)")
        let walk = try #require(failure.walk)
        #expect(whole.failingWalks.first == walk)
        for shards in [2, 3, 7] {
            let joined = try await sliced(explorer, steps: 300, seed: 5, shards: shards)
            #expect(Self.untimed(joined) == Self.untimed(whole), "\(shards) shards")
            #expect(joined.map.mermaid == whole.map.mermaid, "\(shards) shards")
            #expect(joined.failure?.lines == failure.lines && joined.failure?.walk == walk)
            #expect(joined.failingWalks == whole.failingWalks)
        }
        let alone = await explorer.walks(walk..<walk + 1, steps: 300, seed: 5)
        #expect(alone.failure?.lines == failure.lines, "walk \(walk) alone finds the same failure")
        #expect(alone.failure?.log == failure.log)
    }

    /// Workers of `explore --jobs` take their walks one at a time, so each holds walks
    /// scattered through the run: `hands` deals them out (worker, walk) in the order taken.
    func dealt(_ explorer: Explorer<Inbox>, steps: Int, seed: UInt64, workers: Int, hands: (Int) -> Int) async throws -> ExplorationReport {
        let total = explorer.walkCount(steps: steps)
        var slices: [ExplorationSlice] = []
        for worker in (1...workers).reversed() {
            var mine = (0..<total).filter { hands($0) == worker }.makeIterator()
            var taken: [Int] = []
            let report = await explorer.walks(next: { mine.next().map { taken.append($0); return $0 } }, steps: steps, seed: seed)
            let slice = ExplorationSlice(report, seed: seed, steps: steps, walkLength: explorer.walkLength, worker: worker, of: workers, walkList: taken)
            slices.append(try ExplorationSlice.read(try slice.text()))
        }
        return try ExplorationSlice.merge(slices)
    }

    @Test func workersHoldingScatteredWalksJoinIntoTheReportAndMapOfOneProcess() async throws {
        var explorer = Inbox.explorer
        explorer.walkLength = 10
        let whole = await explorer.walks(0..<30, steps: 300, seed: 5)
        let failure = try #require(whole.failure, "\(whole)")
        let deals: [(String, Int, (Int) -> Int)] = [
            ("alternate", 2, { $0 % 2 + 1 }), ("by threes", 3, { $0 % 3 + 1 }),
            ("the last walks first", 2, { $0 >= 20 ? 1 : 2 }), ("uneven", 2, { [3, 7, 8, 19].contains($0) ? 2 : 1 }),
        ]
        for (name, workers, hands) in deals {
            let joined = try await dealt(explorer, steps: 300, seed: 5, workers: workers, hands: hands)
            #expect(Self.untimed(joined) == Self.untimed(whole), "\(name)")
            #expect(joined.map.mermaid == whole.map.mermaid, "\(name): the map lists what it met in the order one process meets it")
            #expect(joined.map.summary == whole.map.summary, "\(name)")
            #expect(joined.failure?.walk == failure.walk && joined.failure?.lines == failure.lines, "\(name): the first walk that failed")
            #expect(joined.failingWalks == whole.failingWalks, "\(name)")
        }
    }

    @Test func workersReportsThatMissOrRepeatAWalkAreRefused() async throws {
        var explorer = Inbox.explorer
        explorer.switchesFaults = false
        explorer.walkLength = 10
        func slice(_ walks: [Int], worker: Int) async -> ExplorationSlice {
            var remaining = walks.makeIterator()
            let report = await explorer.walks(next: { remaining.next() }, steps: 50, seed: 3)
            return ExplorationSlice(report, seed: 3, steps: 50, walkLength: 10, worker: worker, of: 2, walkList: walks)
        }
        let even = await slice([0, 2, 4], worker: 1)
        let three = await slice([3], worker: 2)
        let oneToThree = await slice([1, 2, 3], worker: 2)
        #expect(throws: CommandError("the reports leave out walk 1 of the run's 5 (walks 0 to 4); give every shard's report")) {
            try ExplorationSlice.merge([even, three])
        }
        #expect(throws: CommandError("the reports overlap (walk 2 is in two); give each shard's report once")) {
            try ExplorationSlice.merge([even, oneToThree])
        }
    }

    @Test func theWalkOfAnIndexIsTheSameWhateverWalksCameBefore() async {
        var explorer = Inbox.explorer
        explorer.switchesFaults = false
        explorer.walkLength = 20
        let all = await explorer.walks(0..<5, steps: 100, seed: 9)
        let last = await explorer.walks(4..<5, steps: 100, seed: 9)
        #expect(all.failure == nil && last.failure == nil)
        #expect(Explorer<Inbox>.walkSeed(9, 4) != Explorer<Inbox>.walkSeed(9, 3))
        #expect(Explorer<Inbox>.walkSeed(9, 4) != Explorer<Inbox>.walkSeed(10, 4))
        #expect(last.steps == 20 && all.steps == 100)
        #expect(last.transitions.isSubset(of: all.transitions), "walk 4 alone takes the steps it takes after walks 0 to 3")
        #expect(last.states.isSubset(of: all.states))
    }
}
