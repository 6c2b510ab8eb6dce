import FuzzDriver

runFuzzer(fuzzResponse)
