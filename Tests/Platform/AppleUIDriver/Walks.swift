import Router
import Store
import UIKit

/// A seeded generator (SplitMix64), so a failing walk is replayed by its seed.
struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}

/// A random walk of store actions and user gestures, interleaved.
@MainActor
struct Walk {
    let name: String
    let run: @MainActor (_ steps: Int, _ seed: UInt64) throws -> [String: Int]
}

@MainActor
enum Walks {
    /// A dialog the walk asks for: half the time the pages' own Yes and No, else one it makes
    /// itself, with up to four buttons of any roles (two cancels, none, all destructive).
    static func ask(_ random: inout Random) -> PageAction {
        let kind: DialogKind = random.below(2) == 0 ? .alert : .confirmationDialog
        guard random.below(2) == 0 else { return .ask(kind) }
        let roles: [DialogButtonRole?] = [nil, .cancel, .destructive]
        return .askWith(kind, (0..<random.below(5)).map { _ in roles[random.below(roles.count)] })
    }

    static let all = [
        Walk(name: "pages walk (iPhone): pushes, modals over modals, dialogs on sheets") { try pages($0, $1, sizeClass: .compact) },
        Walk(name: "pages walk (iPad)") { try pages($0, $1 &+ 1, sizeClass: .regular) },
        Walk(name: "holiday app walk") { try HolidayWalk.run($0, $1) },
        Walk(name: "pages walk in SwiftUI: StackNavigation, sheets, dialogs") { try SwiftUIDevice.walk($0, $1) },
        Walk(name: "holiday app walk in SwiftUI: HolidayAppView's stack, picker sheet, buttons, search, alert") { try HolidaySwiftUIWalk.run($0, $1) },
    ]

    static func pages(_ steps: Int, _ seed: UInt64, sizeClass: UIKitModel.SizeClass) throws -> [String: Int] {
        var random = Random(state: seed)
        let device = PagesDevice(ScreenStack(root: Page(number: 1)), sizeClass: sizeClass)
        var counts: [String: Int] = [:]
        try device.check("start", actions: 0)
        var done = 0
        while done < steps {
            // One step in three acts while the last one's animations still run, and one in four
            // lets only those running now finish first: a second tap, a store change or a
            // gesture at a random point of a transition.
            device.settles = random.below(3) != 0
            if random.below(4) == 0 { UIKitModel.settleOnce() }
            let kind: String
            do {
                let stack = device.store.state
                let own = device.ownSheet
                if let own, random.below(3) == 0 {
                    // The app's own sheet is up (what the store shows over it waits): the user
                    // swipes it down, or the app takes it down; neither is the store's news.
                    // Both wait for it to be up (it may be on its way down already).
                    UIKitModel.settle()
                    guard device.ownSheet != nil else { throw Skipped() }
                    if random.below(2) == 0 {
                        kind = "user swipes the app's own sheet down"
                        try device.user("\(done): \(kind)", actions: 0) { UIKitModel.userSwipesDown() }
                    } else {
                        kind = "app dismisses its own sheet"
                        own.presentingViewController?.dismiss(animated: true)
                        try device.check("\(done): \(kind)", actions: 0)
                    }
                } else if own == nil, stack.top.screen.dialog != nil {
                    // (A dialog asked under the app's own sheet may be held by a page the app
                    // has since pushed over: it waits for that page to be on top again.)
                    // A dialog is up: the user answers it (it covers everything else), taps
                    // outside it, where it is an action sheet, or escapes it.
                    let button = random.below(4)
                    if button == 2, device.topAlert?.preferredStyle == .actionSheet {
                        kind = "user taps outside an action sheet"
                        try device.user("\(done): \(kind)") { device.topAlert?.userTapsOutside() ?? false }
                    } else if button == 3, let alert = device.topAlert {
                        kind = "user escapes a dialog"
                        try device.user("\(done): \(kind)") { alert.userEscapes() }
                    } else {
                        kind = "user taps a dialog button"
                        // Which button is drawn now; its index is taken among those of the dialog
                        // up when the tap lands (one asked mid-animation may have fewer).
                        let pick = random.next()
                        try device.user("\(done): \(kind) \(pick % 4)") {
                            guard let alert = device.topAlert, !alert.actions.isEmpty else { return false }
                            return alert.userTaps(Int(pick % UInt64(alert.actions.count)))
                        }
                    }
                } else {
                    let layer = stack.layer(from: stack.layerBases.last ?? stack.root.id)
                    let choice = random.below(16)
                    switch choice {
                    case 0, 1:
                        kind = "app pushes"
                        try device.app(.push(device.newPage()), "\(done): \(kind)")
                    case 2 where stack.topModal == nil:
                        kind = "app presents"
                        try device.app(.present(device.newPage()), "\(done): \(kind)")
                    case 2, 3:
                        kind = "app replaces the stack (deep link)"
                        var entries: [StackEntry<Page>] = []
                        if random.below(2) == 0 { entries = stack.elements.dropFirst().map { StackEntry($0.presentation, $0.screen) } }
                        for _ in 0..<random.below(4) { entries.append(StackEntry(random.below(2) == 0 ? .pushed : .modal, device.newPage())) }
                        try device.app(.replace(root: stack.root.screen, screens: entries), "\(done): \(kind)")
                    case 4 where stack.count > 1:
                        kind = "app pops"
                        try device.app(.pop, "\(done): \(kind)")
                    case 5 where stack.count > 1:
                        kind = "app pops to a screen"
                        try device.app(.popTo(id: stack.elements[random.below(stack.count - 1)].id), "\(done): \(kind)")
                    case 6 where stack.topModal != nil:
                        kind = "app dismisses"
                        try device.app(.dismiss, "\(done): \(kind)")
                    case 7 where stack.count > 1:
                        kind = "app pops to the root"
                        try device.app(.popToRoot, "\(done): \(kind)")
                    case 8:
                        kind = "app asks in a dialog"
                        try device.app(.element(id: stack.top.id, action: Walks.ask(&random)), "\(done): \(kind)")
                    case 9 where layer.count > 1 && own == nil:
                        kind = "user taps Back"
                        try device.user("\(done): \(kind)") { device.topNavigation?.userTapsBack() ?? false }
                    case 10 where layer.count > 1 && own == nil:
                        kind = "user swipes back"
                        try device.user("\(done): \(kind)") { device.topNavigation?.userSwipesBack(completes: true) ?? false }
                    case 11 where layer.count > 1 && own == nil:
                        kind = "user cancels a swipe back"
                        if device.topNavigation?.userSwipesBack(completes: false) != true {
                            let before = device.expected()
                            UIKitModel.settle()
                            if device.expected() != before { throw Skipped() }
                            guard device.topNavigation?.userSwipesBack(completes: false) == true else { throw Failure(description: "\(done): no swipe back on \(Shown.onDevice(name: PagesDevice.name)), the store holding \(device.expected())") }
                        }
                        try device.check("\(done): \(kind)", actions: 0)
                    case 12 where layer.count > 2 && own == nil:
                        kind = "user picks from the Back menu"
                        try device.user("\(done): \(kind)") { device.topNavigation?.userPicksFromBackMenu(random.below(layer.count - 2)) ?? false }
                    case 13 where stack.topModal != nil && own == nil:
                        kind = "user swipes a sheet down"
                        try device.user("\(done): \(kind)") { UIKitModel.userSwipesDown() }
                    case 14 where own == nil:
                        // The user taps the top page's own Ask button: it must get the tap
                        // (nothing of the fronts' in front of it) and ask, one action.
                        kind = "user taps the page's own button"
                        try device.user("\(done): \(kind)") { (device.topNavigation?.topViewController as? PageController)?.askButton.userTaps() ?? false }
                    case 15 where own == nil:
                        // The user taps its Share button: the app presents a sheet of its own,
                        // over which what the store shows waits.
                        kind = "user taps the page's own Share (the app presents its own sheet)"
                        try device.user("\(done): \(kind)", actions: 0) { (device.topNavigation?.topViewController as? PageController)?.shareButton.userTaps() ?? false }
                    default:
                        continue
                    }
                }
            } catch is Skipped {
                continue
            }
            counts[kind, default: 0] += 1
            if !device.settles { counts["(taken while animations ran)", default: 0] += 1 }
            done += 1
        }
        device.settles = true
        try device.check("the end of the walk", actions: 0)
        return counts
    }
}
