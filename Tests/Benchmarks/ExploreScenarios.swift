import Foundation
import HolidayFeature
import Router
import Store

/// Explored steps a second on the holiday app, every default invariant on and the app's own
/// two, with where the time goes; against a plain console typing the same number of lines
/// with no check at all, in the same run.
@MainActor
func exploreScenarios(_ harness: Harness) async {
    let configuration = holidayExplorerConfiguration()
    let explorer = holidayExplorer()
    let steps = 20_000
    _ = await explorer.walk(steps: 1_000, seed: 2)
    let report = await explorer.walk(steps: steps, seed: 1)
    precondition(report.failure == nil, "\(report)")
    var plain = configuration
    plain.clock = TestClock()
    plain.output = Console.Output(out: { _ in }, err: { _ in })
    let lines = ["choose", "pick 60", "open 1", "back", "public", "all", "year 2027", ":wait 1", "open 2", "back"]
    let typed = await harness.nanoseconds(per: steps) { n in
        let console = Console(initialState: HolidayApp.State(year: 2026, month: 11), reducer: HolidayApp(), configuration: plain)
        for index in 0..<n { await console.handle(lines[index % lines.count]) }
    }
    let perStep = report.seconds * 1e9 / Double(report.steps)
    harness.report("explore the holiday app, a step", perStep, baseline: typed, baselineName: "console line", target: nil)
    print("  \(Int(report.stepsPerSecond)) steps/s (target ≥ 5000), \(report.distinctStates) distinct states; \(report.timing)")
    exploreJobsScenario(harness)
}

/// The explorer `benchmarks explore` times: the holiday app on its embedded data.
@MainActor
func holidayExplorer() -> Explorer<HolidayApp> {
    Explorer(initialState: HolidayApp.State(year: 2026, month: 11), reducer: HolidayApp(), configuration: holidayExplorerConfiguration(), invariants: HolidayApp.invariants)
}

@MainActor
func holidayExplorerConfiguration() -> Console<HolidayApp>.Configuration {
    var configuration = Console<HolidayApp>.Configuration.stack(HolidayApp.screens(layout: .list, years: HolidayClient.embedded.years), at: \.path, action: HolidayApp.Action.path)
    configuration.dependencies = { $0.holidayClient = .embedded }
    return configuration
}

/// `benchmarks explore-loop N`: only exploring, for a profiler; prints the report's timing.
@MainActor
func exploreLoop(steps: Int) async {
    let report = await holidayExplorer().walk(steps: steps, seed: 1)
    print(Int(report.stepsPerSecond), "steps/s;", report.timing)
}

/// `holiday-repl explore --jobs 2` against `--jobs 1` on the same walk (the same seed and
/// steps, so the same report), each a run of the built program next to this one, timed from
/// start to exit in alternate rounds.
@MainActor
func exploreJobsScenario(_ harness: Harness) {
    guard let folder = Bundle.main.executableURL?.deletingLastPathComponent(),
          FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("holiday-repl").path) else {
        print("  explore --jobs: holiday-repl is not built next to the benchmarks (`swift build -c release --product holiday-repl`)")
        return
    }
    let program = folder.appendingPathComponent("holiday-repl")
    let steps = 10_000
    func explore(jobs: Int) {
        let process = Process()
        process.executableURL = program
        process.arguments = ["explore", "--steps", String(steps), "--seed", "1", "--year", "2026", "--jobs", String(jobs), "--no-color"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { preconditionFailure("holiday-repl could not be started: \(error)") }
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "holiday-repl explore --jobs \(jobs) ended with \(process.terminationStatus)")
    }
    let comparison = harness.compare(per: steps, { _ in explore(jobs: 2) }, baseline: { _ in explore(jobs: 1) })
    harness.report("explore --jobs 2, a step", comparison, baselineName: "--jobs 1", target: nil)
    let speedUp = 1 / comparison.ratio
    let verdict = speedUp >= 1.7 ? "ok" : "MISSED"
    print("  --jobs 2 walks \(String(format: "%.2f", speedUp))x as fast as --jobs 1 on \(ProcessInfo.processInfo.activeProcessorCount) cores (target ≥ 1.70x on 2 cores, \(verdict))")
}
