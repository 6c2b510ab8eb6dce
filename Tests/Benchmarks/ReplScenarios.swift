import Foundation
import HolidayFeature
import Store

/// The REPL's figures, on the release binary next to this one: start-up, a command's time to
/// its printed screen (piped commands, less start-up), the replay of a 10,000-action session;
/// and the same command and replay through the libraries in this process.
@MainActor
func replScenarios(_ harness: Harness) async throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("holiday-repl").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("repl scenarios skipped: build it first with `swift build -c release --product holiday-repl`")
        return
    }
    let directory = NSTemporaryDirectory() + "repl-bench-\(ProcessInfo.processInfo.processIdentifier)/"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }

    // Start-up: the program with no input prints its first screen and exits.
    let empty = directory + "empty.txt"
    try "".write(toFile: empty, atomically: true, encoding: .utf8)
    let startup = try median(15) { try spawn(binary, ["--year", "2026"], input: empty) }
    let bare = try median(15) { try spawn("/bin/true", [], input: empty) }
    report(harness, "start-up to the first screen (process)", startup.milliseconds, "ms", baseline: bare.milliseconds, "/bin/true", target: 50)
    report(harness, "  its peak memory", Double(startup.peakKiB) / 1024, "MiB", baseline: Double(bare.peakKiB) / 1024, "spawner floor", target: 40)
    let firstScreen = harness.nanoseconds(per: 2_000) { n in
        for _ in 0..<n {
            let app = Store(initialState: HolidayApp.State(year: 2026, month: 7), reducer: HolidayApp()) { $0.holidayClient = .makeEmbedded() }
            consume(HolidayApp.render(app.state, layout: .list).text)
        }
    }
    report(harness, "start-up to the first screen (in-process)", firstScreen / 1e3, "µs", baseline: nil, "", target: 50_000)

    // A command: 400 of them piped in, less start-up, over 400.
    let commands = directory + "commands.txt"
    let lines = ["pick US"] + (0..<200).flatMap { _ in ["year 2027", "year 2026"] }
    try (([":open holidays/-/2026/+choose"] + lines).joined(separator: "\n") + "\n").write(toFile: commands, atomically: true, encoding: .utf8)
    let piped = try median(7) { try spawn(binary, ["--year", "2026"], input: commands) }
    let perCommand = (piped.milliseconds - startup.milliseconds) / Double(lines.count)
    report(harness, "a command to its screen (process)", perCommand * 1e3, "µs", baseline: nil, "", target: 5_000)

    let store = Store(initialState: HolidayApp.State(year: 2026), reducer: HolidayApp()) { $0.holidayClient = .embedded }
    await store.send(.linkOpened("holidays/US/2026")).finish()
    let root = store.state.path.root.id
    var printed = 0
    let inProcess = await harness.nanoseconds(per: 400) { n in
        for index in 0..<n {
            await store.send(.path(.element(id: root, action: .holidaysList(.yearChanged(index % 2 == 0 ? 2027 : 2026))))).finish()
            printed &+= HolidayApp.render(store.state, layout: .list).text.utf8.count
        }
    }
    let renderOnly = harness.nanoseconds(per: 2_000) { n in
        for _ in 0..<n { consume(HolidayApp.render(opaque(store.state), layout: .list).text) }
    }
    report(harness, "a command to its screen (in-process)", inProcess / 1e3, "µs", baseline: renderOnly / 1e3, "render only", target: 5_000)

    // A recorded session of 10,000 actions, replayed purely in this process and by the program.
    let log = directory + "session.log"
    let script = directory + "script.txt"
    let steps = [":open holidays/US/2026"] + (0..<6_700).map { ["year 2027", "year 2026", "public", "all", "open 3", "back"][$0 % 6] }
    try (steps.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
    _ = try spawn(binary, ["--year", "2026", "--record", log], input: script)
    // The program records the settings it started from (`start` alone): the app's initial
    // state is made from them, as the program makes it.
    let start: ([String: String]) -> HolidayApp.State = { settings in
        HolidayApp.State(year: settings["year"].flatMap { Int($0) } ?? 2026, month: settings["month"].flatMap { Int($0) } ?? 1)
    }
    let actions = try ActionLog.replay(log, reducer: HolidayApp(), initialState: start, withDependencies: { $0.holidayClient = .embedded }).actions
    let replayInProcess = harness.nanoseconds(per: 3) { n in
        for _ in 0..<n {
            consume(try? ActionLog.replay(log, reducer: HolidayApp(), initialState: start, withDependencies: { $0.holidayClient = .embedded }))
        }
    }
    let readOnly = harness.nanoseconds(per: 3) { n in
        for _ in 0..<n { consume(try? Data(contentsOf: URL(fileURLWithPath: log))) }
    }
    // #16's targets: three times as fast as the 1,649 ms (in process) and 1,582 ms (as a
    // program) this session took when #16 was filed.
    report(harness, "replay \(actions) actions (in-process)", replayInProcess / 1e6, "ms", baseline: readOnly / 1e6, "read file", target: 1_649.0 / 3)
    let replayProcess = try median(5) { try spawn(binary, ["replay", log], input: empty) }
    report(harness, "replay \(actions) actions (process)", replayProcess.milliseconds, "ms", baseline: startup.milliseconds, "start-up", target: 1_582.0 / 3)
}

@MainActor
private func report(_ harness: Harness, _ scenario: String, _ value: Double, _ unit: String, baseline: Double?, _ baselineName: String, target: Double?) {
    let verdict = target.map { value <= $0 ? "(target < \(harness.format($0)) \(unit), ok)" : "(target < \(harness.format($0)) \(unit), MISSED)" } ?? "(no target)"
    let base = baseline.map { "\(baselineName) \(harness.format($0)) \(unit)" } ?? ""
    let ratio = baseline.map { "ratio \(harness.format(value / $0))x " } ?? ""
    print(harness.pad(scenario, 40) + harness.pad(harness.format(value) + " " + unit, 16) + harness.pad(base, 34) + ratio + verdict)
}

struct ChildRun {
    let milliseconds: Double
    let peakKiB: Int
}

/// The median run (by time) of `count`.
private func median(_ count: Int, _ body: () throws -> ChildRun) throws -> ChildRun {
    var runs: [ChildRun] = []
    for _ in 0..<count { runs.append(try body()) }
    runs.sort { $0.milliseconds < $1.milliseconds }
    return runs[count / 2]
}

/// Runs `path` through a `spawn-child` copy of this program, which is small when it starts the
/// program: Linux counts the memory of the process that calls `exec` in the new program's
/// peak, so spawning straight from this large process would overstate it.
private func spawn(_ path: String, _ arguments: [String], input: String) throws -> ChildRun {
    let words = try runChild(["spawn-child", input, path] + arguments, words: 2)
    guard let milliseconds = Double(words[0]), let peak = Int(words[1]) else {
        throw BenchmarkError(message: "spawn-child printed: \(words.joined(separator: " "))")
    }
    return ChildRun(milliseconds: milliseconds, peakKiB: peak)
}

/// In the `spawn-child` process: runs `path` with `input` as its standard input and its output
/// thrown away, and prints its wall time in milliseconds and its peak memory in KiB.
func spawnChild(input: String, path: String, arguments: [String]) throws {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let clock = ContinuousClock()
    let start = clock.now
    guard let peak = BenchPlatform.spawn(path, arguments: arguments, input: input, environment: environment) else {
        throw BenchmarkError(message: "could not start \(path)")
    }
    let elapsed = start.duration(to: clock.now)
    let milliseconds = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
    print(milliseconds, peak)
}
