import Router
import Store
import UIKit

/// Each user gesture and each store-driven change, one scenario each, on the pages app.
@MainActor
enum Scenarios {
    static func page(_ number: Int) -> Page { Page(number: number) }

    static func deep(_ entries: [(Presentation, Int)]) -> ScreenStack<Page> {
        var stack = ScreenStack(root: page(1))
        _ = stack.replace(root: page(1), with: entries.map { ($0.0, page($0.1)) })
        return stack
    }

    static let all: [(String, @MainActor () throws -> Void)] = [
        ("the app pushes, then pops several", {
            let device = PagesDevice(deep([]))
            try device.check("start", actions: 0)
            try device.app(.push(page(2)), "push 2")
            try device.app(.push(page(3)), "push 3")
            try device.app(.push(page(4)), "push 4")
            try device.app(.popTo(id: device.store.state.root.id), "pop to the root")
        }),
        ("the user taps Back", {
            let device = PagesDevice(deep([(.pushed, 2), (.pushed, 3)]))
            try device.check("start", actions: 0)
            try device.user("Back") { device.topNavigation?.userTapsBack() ?? false }
        }),
        ("the user swipes back, completed and cancelled", {
            let device = PagesDevice(deep([(.pushed, 2), (.pushed, 3)]))
            try device.check("start", actions: 0)
            try device.user("a completed swipe") { device.topNavigation?.userSwipesBack(completes: true) ?? false }
            guard device.topNavigation?.userSwipesBack(completes: false) == true else { throw Failure(description: "no swipe") }
            try device.check("a cancelled swipe", actions: 0)
        }),
        ("the user long-presses Back and picks the root", {
            let device = PagesDevice(deep([(.pushed, 2), (.pushed, 3), (.pushed, 4)]))
            try device.check("start", actions: 0)
            try device.user("Back menu: the root") { device.topNavigation?.userPicksFromBackMenu(0) ?? false }
        }),
        ("the app presents, replaces the modal, dismisses", {
            let device = PagesDevice(deep([]))
            try device.check("start", actions: 0)
            try device.app(.present(page(2)), "present 2")
            try device.app(.replace(root: page(1), screens: [StackEntry(.modal, page(3))]), "replace the modal 2 by 3")
            try device.app(.dismiss, "dismiss")
        }),
        ("the user swipes a sheet down", {
            let device = PagesDevice(deep([(.modal, 2), (.pushed, 3)]))
            try device.check("start with a modal", actions: 0)
            try device.user("swipe down") { UIKitModel.userSwipesDown() }
        }),
        ("a modal over a modal, from a deep link, then dismiss all", {
            let device = PagesDevice(deep([(.pushed, 2), (.modal, 3), (.pushed, 4), (.modal, 5)]))
            try device.check("start with a modal over a modal", actions: 0)
            try device.user("swipe the top sheet down") { UIKitModel.userSwipesDown() }
            try device.app(.replace(root: page(1), screens: [StackEntry(.modal, page(6)), StackEntry(.modal, page(7))]), "two modals at once")
            try device.app(.popToRoot, "dismiss all")
        }),
        // The app presents a page, replaces it by another (a deep link), takes it down and asks
        // on the root, each step settled or left running: UIKit sends the root page's present
        // to the navigation controller, so the navigator must take down only its own modal,
        // never the root's dialog (found by the 10,000-step walk at seed 58).
        ("the app replaces and dismisses a modal, settled or mid-animation, and the root asks: the navigator takes down only its modal", {
            for running in 0..<8 {
                let device = PagesDevice(deep([]))
                try device.check("start", actions: 0)
                let left = { (bit: Int) in running & (1 << bit) != 0 ? " (left running)" : "" }
                device.settles = left(0).isEmpty
                try device.app(.present(page(2)), "present 2" + left(0))
                device.settles = left(1).isEmpty
                try device.app(.replace(root: page(1), screens: [StackEntry(.modal, page(2))]), "replace it by another 2" + left(1))
                device.settles = left(2).isEmpty
                try device.app(.dismiss, "dismiss it" + left(2))
                device.settles = true
                try device.app(.element(id: device.store.state.root.id, action: .ask(.alert)), "an alert on the root")
                try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
            }
        }),
        ("a dialog button, on the root and on a sheet", {
            let device = PagesDevice(deep([]))
            try device.check("start", actions: 0)
            try device.app(.element(id: device.store.state.root.id, action: .ask(.alert)), "an alert on the root")
            try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
            try device.app(.present(page(2)), "present 2")
            try device.app(.element(id: device.store.state.top.id, action: .ask(.confirmationDialog)), "a confirmation dialog on the sheet")
            try device.user("tap No") { device.topAlert?.userTaps(1) ?? false }
        }),
        ("a confirmation dialog on an iPad", {
            let device = PagesDevice(deep([]), sizeClass: .regular)
            try device.check("start", actions: 0)
            try device.app(.element(id: device.store.state.root.id, action: .ask(.confirmationDialog)), "a confirmation dialog")
            try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
        }),
        ("the user taps outside an action sheet, on an iPhone and on an iPad: the store lets the dialog go, with one action", {
            for sizeClass in [UIKitModel.SizeClass.compact, .regular] {
                let device = PagesDevice(deep([(.modal, 2)]), sizeClass: sizeClass)
                try device.check("start", actions: 0)
                try device.app(.element(id: device.store.state.top.id, action: .ask(.confirmationDialog)), "a confirmation dialog on the sheet")
                try device.user("tap outside it") { device.topAlert?.userTapsOutside() ?? false }
                try device.app(.element(id: device.store.state.top.id, action: .ask(.alert)), "an alert")
                if device.topAlert?.userTapsOutside() == true { throw Failure(description: "an alert was dismissed by a tap outside it") }
                try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
            }
        }),
        // Which handler an escape or a tap outside runs, and in what order, Apple's pages do not
        // say (UIKitReadings.swift): under every reading, one action, and it is the Cancel's.
        ("the user escapes an alert and an action sheet (Escape key, Menu), and taps outside an action sheet on an iPad, under every reading: one action each, the Cancel's", {
            defer { UIKitModel.readings = .first }
            for reading in Readings.Escape.allCases {
                UIKitModel.readings.escape = reading
                UIKitModel.readings.tapOutside = reading
                for sizeClass in [UIKitModel.SizeClass.compact, .regular] {
                    let device = PagesDevice(deep([(.modal, 2)]), sizeClass: sizeClass)
                    try device.check("start", actions: 0)
                    let top = device.store.state.top.id
                    for kind in [DialogKind.alert, .confirmationDialog] {
                        try device.app(.element(id: top, action: .ask(kind)), "a dialog (\(kind))")
                        try device.user("escape it (\(reading.rawValue))") { device.topAlert?.userEscapes() ?? false }
                        try device.counter.expectLast(StackAction<Page, PageAction>.element(id: top, action: .dialog(.presented(.no))), "escape (\(reading.rawValue))")
                    }
                    try device.app(.element(id: top, action: .ask(.confirmationDialog)), "an action sheet")
                    try device.user("tap outside it (\(reading.rawValue))") { device.topAlert?.userTapsOutside() ?? false }
                    try device.counter.expectLast(StackAction<Page, PageAction>.element(id: top, action: .dialog(.presented(.no))), "tap outside (\(reading.rawValue))")
                }
            }
        }),
        // A dialog of the app's own making with two cancel buttons: UIKit raises on a second
        // cancel action (the model too), so a front shows the first as the cancel and the
        // others as plain buttons (DialogState.shownButtons); the escape answers with the first.
        ("a dialog with two cancel buttons, and one with none: no exception, the escape answers with the first cancel", {
            let device = PagesDevice(deep([]))
            try device.check("start", actions: 0)
            let root = device.store.state.root.id
            for kind in [DialogKind.alert, .confirmationDialog] {
                try device.app(.element(id: root, action: .askWith(kind, [.cancel, nil, .destructive, .cancel])), "a \(kind) with cancels B0 and B3")
                if device.topAlert?.actions.filter({ $0.style == .cancel }).count != 1 {
                    throw Failure(description: "\(kind): the alert controller has \(device.topAlert?.actions.filter { $0.style == .cancel }.count ?? 0) cancel actions")
                }
                try device.user("escape it") { device.topAlert?.userEscapes() ?? false }
                try device.counter.expectLast(StackAction<Page, PageAction>.element(id: root, action: .dialog(.presented(.button(0)))), "escape")
                try device.app(.element(id: root, action: .askWith(kind, [.cancel, .cancel])), "a \(kind) with two cancels")
                try device.user("tap the second") { device.topAlert?.userTaps(1) ?? false }
                try device.counter.expectLast(StackAction<Page, PageAction>.element(id: root, action: .dialog(.presented(.button(1)))), "the second cancel, tapped")
            }
            try device.app(.element(id: root, action: .askWith(.alert, [nil, .destructive])), "an alert with no cancel")
            try device.user("escape it") { device.topAlert?.userEscapes() ?? false }
            try device.counter.expectLast(StackAction<Page, PageAction>.element(id: root, action: .dialog(.dismiss)), "escape from an alert with no cancel")
        }),
        ("the app's own navigation delegate", {
            let device = PagesDevice(deep([(.pushed, 2)]))
            let own = CountingDelegate()
            try device.check("start", actions: 0)
            device.navigator.navigationController.delegate = own
            try device.user("Back, with the app's delegate set") { device.topNavigation?.userTapsBack() ?? false }
            guard own.didShow == 1 else { throw Failure(description: "the app's delegate heard \(own.didShow) didShow, expected 1") }
        }),
        // A custom transition: the navigator's forwarder asks the app's delegate for the
        // animator of each push and pop, and for the interaction controller of a swipe back.
        ("the app's own navigation delegate animates the navigator's push and pop, and drives the user's swipe back", {
            let device = PagesDevice(deep([]))
            let own = TransitionDelegate()
            try device.check("start", actions: 0)
            device.navigator.navigationController.delegate = own
            try device.app(.push(page(2)), "push 2")
            try device.user("a completed swipe back") { device.topNavigation?.userSwipesBack(completes: true) ?? false }
            let asked = device.navigator.navigationController.askedTransitions
            let used = asked.map { "\($0.operation): \($0.animator === own.slide ? "the app's animator" : $0.animator == nil ? "the standard one" : "another"), \($0.interaction === own.drive ? "the app's interaction" : "no interaction")" }
            guard used == ["push: the app's animator, no interaction", "pop: the app's animator, the app's interaction"] else {
                throw Failure(description: "UIKit's transitions ran as \(used) (expected the push and the swipe back both with the app's animator, the swipe driven by its interaction controller)")
            }
        }),
    ]
}

/// An app's delegate with a custom push and pop: its animator for both, and its interaction
/// controller for a swipe back.
final class TransitionDelegate: NSObject, UINavigationControllerDelegate {
    final class Slide: NSObject, UIViewControllerAnimatedTransitioning {}
    final class Drive: NSObject, UIViewControllerInteractiveTransitioning {}
    let slide = Slide()
    let drive = Drive()
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { slide }
    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { animationController === slide ? drive : nil }
}

/// An app's own navigation delegate (a custom transition's, say): counts what it hears.
final class CountingDelegate: NSObject, UINavigationControllerDelegate {
    var didShow = 0
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        didShow += 1
    }
}
