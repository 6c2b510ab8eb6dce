import Router
import Store
import SwiftUI
import UIKit

// The bound on a StackNavigation layer's wait for its presentation marker (StackNavigation+SwiftUI.swift).

/// Warnings a scenario collects.
@MainActor
final class Collected {
    var lines: [String] = []
}

@MainActor
enum SwiftUIMarkerScenarios {
    static let all: [(String, @MainActor () throws -> Void)] = [
        // A layer whose marker gets no sign at all (a platform that breaks UIKit's pages: its
        // view enters no window, and no appearance call comes): the layer's bound says what it
        // waited for, and the modal over it goes up.
        ("SwiftUI: a modal over a modal whose layer's marker never hears it appeared: the layer's bound says so, then the modal comes", {
            let bound = StackNavigationTiming.markerBound
            SwiftUIModel.representablesOutOfWindow = true
            UIKitModel.readings.representableAppearance = .none
            defer {
                StackNavigationTiming.markerBound = bound
                SwiftUIModel.representablesOutOfWindow = false
            }
            StackNavigationTiming.markerBound = .milliseconds(50)
            let warnings = Collected()
            try RuntimeWarnings.withHandler({ text in Task { @MainActor in warnings.lines.append(text) } }) {
                let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
                try device.check("start", actions: 0)
                device.counter.send(.replace(root: Page(number: 1), screens: [StackEntry(.modal, Page(number: 2)), StackEntry(.modal, Page(number: 3))]), to: device.store)
                device.model.settle()
                guard device.model.layers.count == 1 else {
                    throw Failure(description: "before the bound: the device shows \(device.model.layers) (a modal waits for a sign from the layer under it)")
                }
                device.model.log = []
                // Each layer's bound passes in turn: the root's, then the first modal's.
                for _ in 0..<20 where device.model.layers.count < 3 {
                    RunLoop.main.run(until: Date().addingTimeInterval(0.05))
                    device.model.settle()
                }
                try device.check("the bounds passed", actions: 0)
            }
            RunLoop.main.run(until: Date())
            guard warnings.lines.filter({ $0.contains("had no sign") && $0.contains("a modal over it goes up now") }).count == 2 else {
                throw Failure(description: "the bound passed without a word: warnings \(warnings.lines)")
            }
        }),
    ]
}
