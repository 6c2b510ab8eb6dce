import FuzzDriver

runFuzzer(fuzzLiteral)
