import FuzzDriver

runFuzzer(fuzzActionLog)
