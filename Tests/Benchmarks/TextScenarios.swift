import Foundation
import Store

enum BenchAction: Codable, Equatable, Sendable {
    case increment
    case path(BenchPath)
    case search(text: String)
}

enum BenchPath: Codable, Equatable, Sendable {
    case element(id: Int, action: BenchDetail)
}

enum BenchDetail: Codable, Equatable, Sendable {
    case closeTapped
    case rename(String)
}

struct BenchState: Codable, Equatable {
    var count = 0
    var lastID = 0
    var name = ""
}

struct BenchReducer: Reducer {
    func reduce(into state: inout BenchState, action: BenchAction) -> Effect<BenchAction> {
        switch action {
        case .increment: state.count += 1
        case .path(.element(let id, .closeTapped)): state.lastID = id
        case .path(.element(let id, .rename(let name))): state.lastID = id; state.name = name
        case .search(let text): state.name = text
        }
        return .none
    }
}

@MainActor
func textScenarios(_ harness: Harness) throws {
    let action = BenchAction.path(.element(id: 2, action: .rename("New Year's Day")))
    let count = 20_000

    let json = JSONEncoder()
    let encoding = harness.compare(per: count, { n in
        for _ in 0..<n { consume(try? LiteralText.encode(action)) }
    }, baseline: { n in
        for _ in 0..<n { consume(try? json.encode(action)) }
    })
    harness.report("encode a nested action", encoding, baselineName: "JSONEncoder", target: 0.5)
    let walking = harness.compare(per: count, { n in
        for _ in 0..<n { consume(try? action.encode(to: WalkingEncoder())) }
    }, baseline: { n in
        for _ in 0..<n { consume(try? json.encode(action)) }
    })
    harness.report("encode floor: a walk writing nothing", walking, baselineName: "JSONEncoder", target: nil)

    let jsonData = try json.encode(action)
    let text = try LiteralText.encode(action)
    let jsonDecoder = JSONDecoder()
    let decoding = harness.compare(per: count, { n in
        for _ in 0..<n { consume(try? LiteralText.decode(BenchAction.self, from: text)) }
    }, baseline: { n in
        for _ in 0..<n { consume(try? jsonDecoder.decode(BenchAction.self, from: jsonData)) }
    })
    harness.report("decode a nested action", decoding, baselineName: "JSONDecoder", target: 1.0 / 3)
}

/// Writes a log of `lines` varied actions, for the replay scenarios.
func writeGeneratedLog(lines: Int, to path: String) throws {
    let log = try ActionLogWriter(path: path, startState: BenchState())
    var random = SystemRandomNumberGenerator()
    let names = ["New Year's Day", "Easter Monday", "Independence Day", "Día de la Hispanidad", "Noël"]
    for index in 0..<lines {
        let action: BenchAction
        switch index % 4 {
        case 0: action = .increment
        case 1: action = .path(.element(id: Int.random(in: 0..<10_000, using: &random), action: .closeTapped))
        case 2: action = .path(.element(id: Int.random(in: 0..<10_000, using: &random), action: .rename(names[index % names.count])))
        default: action = .search(text: "q\(Int.random(in: 0..<1_000_000, using: &random))")
        }
        // The first line is the user's: a strict replay refuses an effect's action before any.
        try log.append(action, from: index % 3 == 2 ? .effect : .user)
    }
}

/// The replay scenarios run in child processes, so each one's peak memory is its own.
@MainActor
func replayScenarios(_ harness: Harness) throws {
    let directory = NSTemporaryDirectory() + "replay-bench-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let small = directory + "/100k.log"
    let large = directory + "/1m.log"
    try writeGeneratedLog(lines: 100_000, to: small)
    try writeGeneratedLog(lines: 1_000_000, to: large)

    let smallRun = try runReplayChild(small)
    // The fastest of three: other work on the machine only ever slows a run down.
    let largeRuns = try (0..<3).map { _ in try runReplayChild(large) }
    let largeRun = largeRuns.min { $0.seconds < $1.seconds }!
    let perSecond = Double(largeRun.actions) / largeRun.seconds
    print(
        harness.pad("pure replay, 1,000,000-line log", 40)
            + harness.pad(String(Int(perSecond)) + " actions/s (fastest of 3)", 50)
            + "target ≥ 450000 actions/s (\(perSecond >= 450_000 ? "ok" : "MISSED"))"
    )
    let largePeak = largeRuns.map(\.peakKiB).max()!
    let ratio = Double(largePeak) / Double(smallRun.peakKiB)
    print(
        harness.pad("replay peak memory, 1M vs 100k lines", 40)
            + harness.pad("\(largePeak / 1024) MiB", 16)
            + harness.pad("100k lines \(smallRun.peakKiB / 1024) MiB", 34)
            + "ratio " + harness.format(ratio) + "x (target ≤ 1.2x, \(ratio <= 1.2 ? "ok" : "MISSED"))"
    )
}

struct ReplayRun {
    let actions: Int
    let seconds: Double
    let peakKiB: Int
}

func runReplayChild(_ log: String) throws -> ReplayRun {
    let words = try runChild(["replay-child", log], words: 3)
    guard let actions = Int(words[0]), let seconds = Double(words[1]), let peak = Int(words[2]) else {
        throw BenchmarkError(message: "the replay child printed: \(words.joined(separator: " "))")
    }
    return ReplayRun(actions: actions, seconds: seconds, peakKiB: peak)
}

/// Runs this program again with `arguments` and returns the `count` words it printed.
func runChild(_ arguments: [String], words count: Int) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    guard words.count == count else {
        throw BenchmarkError(message: "\(arguments[0]) printed: \(String(decoding: data, as: UTF8.self))")
    }
    return words
}

/// In the child: replay `log` purely and print `actions seconds peak-KiB`.
@MainActor
func replayChild(_ log: String) throws {
    let clock = ContinuousClock()
    let start = clock.now
    let summary = try ActionLog.replay(log, reducer: BenchReducer())
    let elapsed = start.duration(to: clock.now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(summary.actions, seconds, BenchPlatform.selfPeakKiB())
}

struct BenchmarkError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// `benchmarks decode-loop`: only decoding, a million times, for a profiler.
func decodeLoop() throws {
    let text = try LiteralText.encode(BenchAction.path(.element(id: 2, action: .rename("New Year's Day"))))
    for _ in 0..<1_000_000 { consume(try? LiteralText.decode(BenchAction.self, from: text)) }
}
