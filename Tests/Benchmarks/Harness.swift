/// Times scenarios against a baseline measured in the same run, and prints one line each.
@MainActor
struct Harness {
    let rounds = 7

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

    /// Prints `scenario: X ns/op, baseline Y ns/op, ratio R (target)`; `nil` when none is set.
    func report(_ scenario: String, _ subject: Double, baseline: Double, baselineName: String, target: Double?) {
        let ratio = subject / baseline
        let verdict = target.map { ratio <= $0 ? "(target ≤ \(format($0))x, ok)" : "(target ≤ \(format($0))x, MISSED)" }
        print(
            pad(scenario, 40) + pad(format(subject) + " ns/op", 16)
                + pad("\(baselineName) " + format(baseline) + " ns/op", 34)
                + "ratio " + format(ratio) + "x " + (verdict ?? "(no target)")
        )
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

/// Consumes a value so that the work producing it must happen.
@inline(never)
func consume<T>(_ value: T) {}
