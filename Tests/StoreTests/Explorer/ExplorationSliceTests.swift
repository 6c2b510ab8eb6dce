@testable import Store
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
