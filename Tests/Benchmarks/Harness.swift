import Foundation
/// Times scenarios against a baseline measured in the same run, and prints one line each.
@MainActor
struct Harness {
    /// Rounds of each timing, 7; BENCH_ROUNDS=1 runs every scenario once, for a run that only
    /// checks that each group runs to its end (.ci/full), whose figures nobody reads.
    let rounds = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "").flatMap { $0 > 0 ? $0 : nil } ?? 7

    /// Median nanoseconds per operation of `body(count)` over several rounds.
    func nanoseconds(per count: Int, _ body: (Int) -> Void) -> Double {
        body(max(1, count / 10))
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let elapsed = clock.measure { body(count) }
            samples.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
        }
        return samples.sorted()[rounds / 2] / Double(count)
    }

    /// Times `subject` and `baseline` in alternate rounds, so a change in the machine's speed
    /// during the run falls on both: medians of each, and the median of the rounds' ratios.
    func compare(per count: Int, _ subject: (Int) -> Void, baseline: (Int) -> Void) -> Comparison {
        subject(max(1, count / 10))
        baseline(max(1, count / 10))
        var subjects: [Double] = []
        var baselines: [Double] = []
        var ratios: [Double] = []
        let clock = ContinuousClock()
        func nanoseconds(_ duration: Duration) -> Double {
            Double(duration.components.attoseconds) / 1e9 + Double(duration.components.seconds) * 1e9
        }
        for _ in 0..<rounds * 2 {
            let base = nanoseconds(clock.measure { baseline(count) }) / Double(count)
            let time = nanoseconds(clock.measure { subject(count) }) / Double(count)
            baselines.append(base)
            subjects.append(time)
            ratios.append(time / base)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Comparison(subject: median(subjects), baseline: median(baselines), ratio: median(ratios))
    }

    struct Comparison {
        let subject: Double
        let baseline: Double
        let ratio: Double
    }

    /// Prints a ``Comparison`` as ``report(_:_:baseline:baselineName:target:)`` does, with its
    /// ratio to two places.
    func report(_ scenario: String, _ comparison: Comparison, baselineName: String, target: Double?) {
        let ratio = comparison.ratio
        let verdict = target.map { ratio <= $0 ? "(target ≤ \(twoPlaces($0))x, ok)" : "(target ≤ \(twoPlaces($0))x, MISSED)" }
        print(
            pad(scenario, 40) + pad(format(comparison.subject) + " ns/op", 16)
                + pad("\(baselineName) " + format(comparison.baseline) + " ns/op", 34)
                + "ratio " + twoPlaces(ratio) + "x " + (verdict ?? "(no target)")
        )
    }

    /// The async form, for scenarios that await.
    func nanoseconds(per count: Int, _ body: (Int) async -> Void) async -> Double {
        await body(max(1, count / 10))
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let start = clock.now
            await body(count)
            let elapsed = start.duration(to: clock.now)
            samples.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
        }
        return samples.sorted()[rounds / 2] / Double(count)
    }

    /// The async form of ``compare(per:_:baseline:)``, for effects: rounds of each in turn.
    func compare(per count: Int, _ subject: (Int) async -> Void, baseline: (Int) async -> Void) async -> Comparison {
        await subject(max(1, count / 10))
        await baseline(max(1, count / 10))
        var subjects: [Double] = []
        var baselines: [Double] = []
        var ratios: [Double] = []
        let clock = ContinuousClock()
        func nanoseconds(_ from: ContinuousClock.Instant) -> Double {
            let elapsed = from.duration(to: clock.now)
            return (Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9) / Double(count)
        }
        for _ in 0..<rounds {
            var start = clock.now
            await baseline(count)
            let base = nanoseconds(start)
            start = clock.now
            await subject(count)
            let time = nanoseconds(start)
            baselines.append(base)
            subjects.append(time)
            ratios.append(time / base)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Comparison(subject: median(subjects), baseline: median(baselines), ratio: median(ratios))
    }

    /// Prints `scenario: X ns/op, baseline Y ns/op, ratio R (target)`; `nil` when none is set.
    func report(_ scenario: String, _ subject: Double, baseline: Double, baselineName: String, target: Double?) {
        let ratio = subject / baseline
        let verdict = target.map { ratio <= $0 ? "(target ≤ \(format($0))x, ok)" : "(target ≤ \(format($0))x, MISSED)" }
        print(
            pad(scenario, 40) + pad(format(subject) + " ns/op", 16)
                + pad("\(baselineName) " + format(baseline) + " ns/op", 34)
                + "ratio " + twoPlaces(ratio) + "x " + (verdict ?? "(no target)")
        )
    }

    func twoPlaces(_ value: Double) -> String {
        String((value * 100).rounded() / 100)
    }

    func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded >= 100 ? String(Int(rounded)) : String(rounded)
    }

    func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

/// Hides a value from the optimizer, so a loop cannot be folded away.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// Hides a closure from the optimizer without the reabstraction thunk that passing it through
/// the generic ``opaque(_:)`` wraps it in: calling what comes back is one indirect call.
@inline(never)
func opaqueStep(_ step: @escaping (inout Int, Bool) -> Void) -> (inout Int, Bool) -> Void { step }

/// Consumes a value so that the work producing it must happen.
///
/// It reads the value's first byte into ``consumedBytes``: an empty body let the optimizer give
/// each specialized copy no argument at all, and drop every computation that led to it.
@inline(never)
func consume<T>(_ value: T) {
    withUnsafeBytes(of: value) { bytes in
        if let first = bytes.first { consumedBytes ^= first }
    }
}

/// Where ``consume(_:)`` leaves what it read; touched only by one benchmark at a time.
nonisolated(unsafe) var consumedBytes: UInt8 = 0
