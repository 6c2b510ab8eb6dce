import HolidayFeature
import Router
import Store
import SwiftUI
import UIKit

/// The holiday app's UIKit front (HolidayAppNavigator, unchanged) on the modelled device: its
/// screens are hosting controllers, named here by the view they host.
@MainActor
enum HolidayWalk {
    static func name(_ controller: UIViewController) -> String {
        let type = "\(type(of: controller))"
        for (view, name) in [("HolidaysListView", "list"), ("ChooseCountryView", "picker"), ("HolidayDetailView", "detail")] where type.contains(view) {
            return name
        }
        return type
    }

    static func name(_ screen: HolidayApp.Screen) -> String {
        switch screen {
        case .holidaysList: "list"
        case .chooseCountry: "picker"
        case .detail: "detail"
        }
    }

    /// A detail pushed with its content, as `.holidayTapped` pushes it.
    static func detail(_ day: Int) -> HolidayDetail.State {
        let date = CalendarDate(year: 2026, month: 2, day: day)!
        let holiday = Holiday(name: "Day \(day)", date: date, observed: nil, isPublic: true, country: "US")
        return HolidayDetail.State(number: day, content: .loaded(HolidayDetail.Content(holiday: holiday, country: Country(code: "US", name: "United States"))))
    }

    static func run(_ steps: Int, _ seed: UInt64) throws -> [String: Int] {
        var random = Random(state: seed)
        UIKitModel.reset()
        let store = Store(initialState: HolidayApp.State(year: 2026), reducer: HolidayApp())
        let app = HolidayAppNavigator(store: store)
        let counter = ActionCounter()
        counter.watch(store)
        UIKitModel.window.rootViewController = app.navigationController
        func expected() -> Shown {
            let stack = store.state.path
            // The list's alert, drawn by the hosting controller's SwiftUI, shows while the list is
            // alone on screen (SwiftUI+Hosting.swift).
            guard stack.count == 1, case .holidaysList(let list) = stack.root.screen else {
                return Shown(layers: stack.layerBases.map { stack.layer(from: $0).compactMap { stack[id: $0].map(name) } }, dialog: nil)
            }
            return Shown(layers: [["list"]], dialog: list.alert?.title)
        }
        // One step in three is taken while the last one's animations still run (checked with
        // the next settled step, when a gesture racing the app may have found its move made).
        var settles = true, racing = false, pending = 0
        func settleAll() {
            for _ in 0..<3 {
                UIKitModel.settle()
                HostedViews.update()
            }
        }
        func verifyStep(_ step: String, _ actions: Int) throws {
            pending += actions
            HostedViews.update()
            guard settles else { racing = true; return }
            settleAll()
            defer { pending = 0; racing = false }
            try verify(step, expected: expected, name: name, counter: counter, actions: pending, atMost: racing)
        }
        func topNavigation() -> UINavigationController? {
            var top = UIKitModel.window.rootViewController as? UINavigationController
            while let next = top?.presentedViewController as? UINavigationController { top = next }
            return top
        }
        try verifyStep("start", 0)
        var counts: [String: Int] = [:]
        var done = 0
        while done < steps {
            settles = random.below(3) != 0
            if random.below(4) == 0 { UIKitModel.settleOnce() }
            let stack = store.state.path
            // A user's gesture waits for what moves to stop; if the store moved meanwhile (an
            // earlier gesture arrived), the walk chooses again.
            func userReady() -> Bool {
                UIKitModel.settle()
                return store.state.path == stack
            }
            let layer = stack.layer(from: stack.layerBases.last ?? stack.root.id)
            let kind: String
            if stack.count == 1, case .holidaysList(let list) = stack.root.screen, list.alert != nil {
                // A tap waits for what moves to stop; if an earlier tap's answer arrived
                // meanwhile, the walk chooses again.
                settleAll()
                guard store.state.path == stack else { continue }
                guard let alert = UIKitModel.topPresented as? UIAlertController else {
                    throw Failure(description: "\(done): the list's alert is not up: \(Shown.onDevice(name: name)); SwiftUI: \(HostedViews.states)")
                }
                kind = "user taps the list's alert"
                guard alert.userTaps(random.below(2)) else { throw Failure(description: "\(done): the alert took no tap") }
                try verifyStep("\(done): \(kind)", 1)
                counts[kind, default: 0] += 1
                done += 1
                continue
            }
            switch random.below(10) {
            case 9:
                kind = "app's list alerts (a deep link to it)"
                var list = HolidaysList.State(year: 2026)
                list.alert = .alert(title: "Could not load the holidays", message: "offline", buttons: [ButtonState("Retry", action: .retryTapped), ButtonState(role: .cancel, "OK")])
                counter.send(.path(.replace(root: .holidaysList(list), screens: [])), to: store)
                try verifyStep("\(done): \(kind)", 0)
            case 0, 1:
                kind = "app pushes a detail"
                counter.send(.path(.push(.detail(detail(random.below(28) + 1)))), to: store)
                try verifyStep("\(done): \(kind)", 0)
            case 2 where stack.topModal == nil:
                kind = "app presents the picker"
                counter.send(.path(.present(.chooseCountry(ChooseCountry.State()))), to: store)
                try verifyStep("\(done): \(kind)", 0)
            case 3 where stack.count > 1:
                kind = "app pops"
                counter.send(.path(.pop), to: store)
                try verifyStep("\(done): \(kind)", 0)
            case 4 where stack.topModal != nil:
                kind = "app dismisses"
                counter.send(.path(.dismiss), to: store)
                try verifyStep("\(done): \(kind)", 0)
            case 5 where layer.count > 1:
                guard userReady() else { continue }
                kind = "user taps Back"
                guard topNavigation()?.userTapsBack() == true else { throw Failure(description: "\(done): Back was not possible") }
                try verifyStep("\(done): \(kind)", 1)
            case 6 where layer.count > 1:
                guard userReady() else { continue }
                let completes = random.below(2) == 0
                kind = completes ? "user swipes back" : "user cancels a swipe back"
                guard topNavigation()?.userSwipesBack(completes: completes) == true else { throw Failure(description: "\(done): no swipe") }
                try verifyStep("\(done): \(kind)", completes ? 1 : 0)
            case 7 where layer.count > 2:
                guard userReady() else { continue }
                kind = "user picks from the Back menu"
                guard topNavigation()?.userPicksFromBackMenu(random.below(layer.count - 2)) == true else { throw Failure(description: "\(done): no menu") }
                try verifyStep("\(done): \(kind)", 1)
            case 8 where stack.topModal != nil:
                guard userReady() else { continue }
                kind = "user swipes the picker down"
                guard UIKitModel.userSwipesDown() else { throw Failure(description: "\(done): no swipe down") }
                try verifyStep("\(done): \(kind)", 1)
            default:
                continue
            }
            counts[kind, default: 0] += 1
            if !settles { counts["(taken while animations ran)", default: 0] += 1 }
            done += 1
        }
        settles = true
        try verifyStep("the end of the walk", 0)
        return counts
    }
}
