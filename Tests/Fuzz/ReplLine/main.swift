import FuzzDriver

runFuzzer(fuzzReplLine)
