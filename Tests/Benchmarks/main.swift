// Run with `swift run -c release benchmarks`: one line per scenario, each with the ratio to a
// baseline measured in this same run.
let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "replay-child" {
    try replayChild(arguments[2])
} else {
    let harness = Harness()
    print("scenario                                time            baseline                          ratio")
    await storeScenarios(harness)
    routerScenarios(harness)
    try textScenarios(harness)
    try replayScenarios(harness)
}
