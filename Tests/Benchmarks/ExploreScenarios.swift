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
    let walk = ["explore", "--steps", String(steps), "--seed", "1", "--year", "2026", "--no-color"]
    func started(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = program
        process.arguments = walk + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { preconditionFailure("holiday-repl could not be started: \(error)") }
        return process
    }
    func ended(_ processes: Process...) {
        for process in processes {
            process.waitUntilExit()
            precondition(process.terminationStatus == 0, "holiday-repl \(process.arguments ?? []) ended with \(process.terminationStatus)")
        }
    }
    let reports = FileManager.default.temporaryDirectory.appendingPathComponent("explore-halves-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: reports) }
    let one: (Int) -> Void = { _ in ended(started(["--jobs", "1"])) }
    let comparison = harness.compare(per: steps, { _ in ended(started(["--jobs", "2"])) }, baseline: one)
    harness.report("explore --jobs 2, a step", comparison, baselineName: "--jobs 1", target: nil)
    // The most two processes can do here: the two halves of the walks as two programs with
    // nothing shared and nothing joined (`--shard 1/2` and `--shard 2/2` at once). On a machine
    // whose cores slow each other down, this is under 2x, and `--jobs 2` cannot pass it.
    let halves = harness.compare(per: steps, { _ in
        ended(
            started(["--shard", "1/2", "--report", reports.appendingPathComponent("1").path]),
            started(["--shard", "2/2", "--report", reports.appendingPathComponent("2").path])
        )
    }, baseline: one)
    harness.report("  two halves at once, nothing shared", halves, baselineName: "--jobs 1", target: nil)
    let speedUp = 1 / comparison.ratio
    let ceiling = 1 / halves.ratio
    let verdict = speedUp >= 1.7 ? "ok" : "MISSED"
    print("  --jobs 2 walks \(String(format: "%.2f", speedUp))x as fast as --jobs 1 on \(ProcessInfo.processInfo.activeProcessorCount) cores (target ≥ 1.70x on 2 cores, \(verdict)); two halves at once, the most two processes reach here: \(String(format: "%.2f", ceiling))x")
}
