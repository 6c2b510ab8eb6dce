import UIKit

/// Runs the scenarios, then the random walks; exits 1 on the first failure of each, naming it.
@main
struct Driver {
    @MainActor
    static func main() {
        var arguments = CommandLine.arguments.dropFirst()
        var steps = 10_000, seed: UInt64 = 51
        while let flag = arguments.popFirst() {
            guard let value = arguments.popFirst() else { fail("\(flag) needs a value") }
            switch flag {
            case "--steps": steps = Int(value) ?? steps
            case "--seed": seed = UInt64(value) ?? seed
            default: fail("unknown option \(flag) (use --steps N --seed S)")
            }
        }
        var failed = 0
        // The SwiftUI scenarios run under each reading of a representable's appearance calls
        // and transition coordinator (UIKitReadings.swift), the others under the first readings.
        let swiftUI = SwiftUIScenarios.all + SwiftUITimeScenarios.all + SwiftUISheetDialogScenarios.all + SwiftUIDialogTimeScenarios.all + RowsScenarios.all
        var runs = (Scenarios.all + OwnPresentationScenarios.all + DeskScenarios.all + UIKitTimeScenarios.all + SwiftUIMarkerScenarios.all).map { ($0.0, Readings.first, $0.1) }
        for appearance in Readings.RepresentableAppearance.allCases {
            for coordinator in Readings.RepresentableCoordinator.allCases {
                var readings = Readings.first
                readings.representableAppearance = appearance
                readings.representableCoordinator = coordinator
                let named = readings.representableAppearance == Readings.first.representableAppearance
                    && readings.representableCoordinator == Readings.first.representableCoordinator
                runs += swiftUI.map { (named ? $0.0 : "\($0.0) (a representable's appearance calls: \(appearance.rawValue); its coordinator: \(coordinator.rawValue))", readings, $0.1) }
            }
        }
        // MODEL_ONLY=text runs only the scenarios whose names hold it, and no walk (to debug one).
        let only = ProcessInfo.processInfo.environment["MODEL_ONLY"]
        if let only { runs = runs.filter { $0.0.contains(only) } }
        for (name, readings, scenario) in runs {
            UIKitModel.readings = readings
            do {
                try scenario()
                print("apple ui model: ok: \(name)")
            } catch {
                failed += 1
                report("apple ui model: FAILED: \(name): \(error)")
            }
        }
        for (index, walk) in Walks.all.enumerated() where only == nil {
            let started = ContinuousClock.now
            // Where Apple's pages are silent, each walk runs under readings its seed draws
            // (UIKitReadings.swift), named with its result.
            var draws = Random(state: seed &* 31 &+ UInt64(index))
            UIKitModel.readings = Readings.drawn { draws.below($0) }
            let readings = UIKitModel.readings
            do {
                let counts = try walk.run(steps, seed)
                let elapsed = (ContinuousClock.now - started).components
                let took = String(format: "%.1f s", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
                print("apple ui model: ok: \(walk.name): \(steps) steps, seed \(seed), \(took): \(counts); readings: \(readings)")
            } catch {
                failed += 1
                report("apple ui model: FAILED: \(walk.name), seed \(seed) (readings: \(readings)): \(error)")
            }
        }
        if failed > 0 { fail("\(failed) failed") }
    }

    /// Prints a failure; with MODEL_STOP_AT set (the model's selftest sets it to the failure a
    /// patch expects), the run ends at the first failure that names it: the rest would only
    /// take time.
    static func report(_ line: String) {
        print(line)
        if let stop = ProcessInfo.processInfo.environment["MODEL_STOP_AT"], !stop.isEmpty, line.contains(stop) {
            fail("stopped at the failure MODEL_STOP_AT names")
        }
    }

    static func fail(_ message: String) -> Never {
        print("apple ui model: \(message)")
        exit(1)
    }
}
