// Run with `swift run -c release benchmarks`: one line per scenario, each with the ratio to a
// baseline measured in this same run.
let harness = Harness()
print("scenario                                time            baseline                          ratio")
await storeScenarios(harness)
