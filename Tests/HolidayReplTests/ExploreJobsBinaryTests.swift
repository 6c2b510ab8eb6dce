import Foundation
import Store
import TestSupport
import Testing

/// `explore` split between processes: walk i is seeded from the seed and i alone, so the
/// walks run in one process, in two workers, or as two shards whose reports are joined make
/// the same report and the same map.
@Suite(.serialized) struct ExploreJobsBinaryTests {
    let directory = NSTemporaryDirectory() + "explore-jobs-\(UUID().uuidString)/"

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func run(_ arguments: [String]) throws -> BuiltProgram.Run {
        let binary = try #require(BinaryTests.binary, "holiday-repl is not built next to the tests")
        return try BuiltProgram.run(binary, arguments, removing: ["HOLIDAY_API_KEY"])
    }

    /// The report's first line without its time (`2.7 s, 740 steps/s`), which no two runs share.
    static func untimed(_ out: String) -> String {
        let first = out.split(separator: "\n").first { $0.contains(" steps in ") }.map(String.init) ?? "(no summary in: \(out))"
        return first.replacingOccurrences(of: #", [0-9.]+ s(, [0-9,]+ steps/s)?;"#, with: ";", options: .regularExpression)
    }

    @Test func oneProcessTwoWorkersAndTwoMergedShardsMakeTheSameReportAndMap() throws {
        let walk = ["explore", "--steps", "1200", "--seed", "7", "--year", "2026", "--no-color"]
        let one = try run(walk + ["--jobs", "1", "--map", directory + "one.mmd"])
        let two = try run(walk + ["--jobs", "2", "--map", directory + "two.mmd"])
        let first = try run(walk + ["--shard", "1/2", "--report", directory + "1.report"])
        let second = try run(walk + ["--shard", "2/2", "--report", directory + "2.report"])
        let merged = try run(["explore", "--merge", directory + "2.report", directory + "1.report", "--map", directory + "merged.mmd", "--no-color"])
        for result in [one, two, first, second, merged] { #expect(result.status == 0, "\(result.err)") }
        #expect(Self.untimed(one.out).hasPrefix("1,200 steps in 12 walks (seed 7): "), "\(one.out)")
        #expect(Self.untimed(two.out) == Self.untimed(one.out))
        #expect(Self.untimed(merged.out) == Self.untimed(one.out))
        #expect(first.out.contains("walks 0 to 5 of 12 (shard 1/2)"), "\(first.out)")
        let map = try String(contentsOfFile: directory + "one.mmd", encoding: .utf8)
        #expect(try String(contentsOfFile: directory + "two.mmd", encoding: .utf8) == map)
        #expect(try String(contentsOfFile: directory + "merged.mmd", encoding: .utf8) == map)
        #expect(map.contains("Could not load the holidays"), "the faults lead to the failed load's alert:\n\(map)")
    }

    @Test func reportsThatAreNotOneRunsSlicesAreRefusedWithOneLine() throws {
        let walk = ["explore", "--steps", "300", "--seed", "2", "--year", "2026", "--no-color"]
        #expect(try run(walk + ["--shard", "1/3", "--report", directory + "a.report"]).status == 0)
        let missing = try run(["explore", "--merge", directory + "a.report"])
        #expect(missing.status == 2)
        #expect(missing.err == "holiday-repl: --merge: the reports leave out walks 1 to 2 of the run's 3 (walks 0 to 2); give every shard's report\n", "\(missing.err)")
        let twice = try run(["explore", "--merge", directory + "a.report", directory + "a.report"])
        #expect(twice.err.contains("overlap"), "\(twice.err)")
        try "not a report".write(toFile: directory + "bad.report", atomically: true, encoding: .utf8)
        let bad = try run(["explore", "--merge", directory + "bad.report"])
        #expect(bad.status == 2)
        #expect(bad.err.hasPrefix("holiday-repl: --merge \(directory)bad.report: it is not a report of `explore --shard`"), "\(bad.err)")
    }
}
