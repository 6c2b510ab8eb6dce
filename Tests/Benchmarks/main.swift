// Run with `swift run -c release benchmarks [group ...]`: one line per scenario, each with the
// ratio to a baseline measured in this same run. Groups: store, router, shared, explore, text, holidays, repl, replay, attach, memory;
// `observation` runs only the store's observation lines, and `cases` only its case-path lines
// (`store` includes both).
// For a profiler: `decode-loop` (a million decodes), `plain-send-loop` (ten million sends to a store nothing watches), `observed-send-loop` (the same to a store with ten observers), `watched-send-loop` (sends to a store a
// view watches, changing none of its fields), `scoped-send-loop [by-hand]` and
// `row-send-loop [by-hand]` (sends through three scopes, actions to one row of a thousand), `encode-loop` (a holidays screen, 100,000
// times), `write-log N path`, `replay-child path` and `explore-loop N` (N explored steps of the
// holiday app, nothing else).
let arguments = CommandLine.arguments
BenchPlatform.printLineByLine()
if arguments.count == 3, arguments[1] == "replay-child" {
    try replayChild(arguments[2])
} else if arguments.count >= 4, arguments[1] == "spawn-child" {
    try spawnChild(input: arguments[2], path: arguments[3], arguments: Array(arguments.dropFirst(4)))
} else if (2...3).contains(arguments.count), arguments[1] == "scoped-send-loop" {
    scopedSendLoop(byHand: arguments.count == 3 && arguments[2] == "by-hand")
} else if (2...3).contains(arguments.count), arguments[1] == "row-send-loop" {
    rowSendLoop(byHand: arguments.count == 3 && arguments[2] == "by-hand")
} else if arguments.count == 2, arguments[1] == "plain-send-loop" {
    plainSendLoop()
} else if arguments.count == 2, arguments[1] == "observed-send-loop" {
    observedSendLoop()
} else if arguments.count == 2, arguments[1] == "watched-send-loop" {
    watchedSendLoop()
} else if arguments.count == 3, arguments[1] == "explore-loop", let steps = Int(arguments[2]) {
    await exploreLoop(steps: steps)
} else if arguments.count == 2, arguments[1] == "decode-loop" {
    try decodeLoop()
} else if arguments.count == 2, arguments[1] == "encode-loop" {
    try await encodeLoop()
} else if arguments.count == 4, arguments[1] == "write-log", let lines = Int(arguments[2]) {
    // For profiling a replay: `benchmarks write-log 1000000 /tmp/1m.log`, then `replay-child`.
    try writeGeneratedLog(lines: lines, to: arguments[3])
} else {
    let groups = Set(arguments.dropFirst())
    func wanted(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }
    let harness = Harness()
    print("scenario                                time            baseline                          ratio")
    if wanted("store") { await storeScenarios(harness) }
    if groups.contains("observation"), !groups.contains("store") {
        storeObservationScenarios(harness)
        rowScenarios(harness)
    }
    if groups.contains("cases"), !groups.contains("store") { casePathScenarios(harness) }
    if wanted("memory") { memoryScenarios(harness) }
    if wanted("router") { routerScenarios(harness) }
    if wanted("shared") { sharedScenarios(harness) }
    if wanted("explore") { await exploreScenarios(harness) }
    if wanted("text") { try textScenarios(harness) }
    if wanted("holidays") { try await holidayScenarios(harness) }
    if wanted("repl") { try await replScenarios(harness) }
    if wanted("replay") { try replayScenarios(harness) }
    if wanted("attach") { await attachScenarios(harness) }
}
