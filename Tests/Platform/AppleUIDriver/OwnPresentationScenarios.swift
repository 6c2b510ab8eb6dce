import Router
import Store
import UIKit

/// Presentations the app makes itself, outside any store (a share sheet, an editor of its own),
/// and screens that go while what they presented is up: what the store shows waits for the
/// app's own and comes when it goes, and nothing of a gone screen's stays up.
@MainActor
enum OwnPresentationScenarios {
    static func page(_ number: Int) -> Page { Page(number: number) }
    static func deep(_ entries: [(Presentation, Int)]) -> ScreenStack<Page> { Scenarios.deep(entries) }

    static let all: [(String, @MainActor () throws -> Void)] = [
        // A sheet the app presents itself (no store holds it) covers the navigator: the
        // store's modal and a page's dialog wait for it, and come once it goes, whether the
        // app takes it down or the user swipes it down.
        ("the app's own sheet: the store's modal and a page's dialog wait for it and come when it goes, by the app's dismiss or the user's swipe", {
            let device = PagesDevice(deep([]))
            try device.check("start", actions: 0)
            let share = { (device.topNavigation?.topViewController as? PageController)?.shareButton.userTaps() ?? false }
            try device.user("the user taps Share on 1", actions: 0, share)
            try device.app(.present(page(2)), "present 2 under the app's own sheet")
            device.ownSheet?.presentingViewController?.dismiss(animated: true)
            try device.check("the app takes its own sheet down", actions: 0)
            try device.user("the user taps Share on 2", actions: 0, share)
            try device.app(.element(id: device.store.state.top.id, action: .ask(.alert)), "2 asks under the app's own sheet")
            try device.user("the user swipes the app's own sheet down", actions: 0) { UIKitModel.userSwipesDown() }
            try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
        }),
        // Under the app's own sheet, the root asks and then the store presents a sheet over the
        // root: both wait, and when the app's sheet goes, the store's sheet (on top in the
        // store) comes first; the root's dialog waits under it for the root to be on top.
        ("the app's own sheet goes while the store wants both a sheet and, under it, the root's dialog: the sheet comes, the dialog waits for it", {
            let device = PagesDevice(deep([]))
            try device.check("start", actions: 0)
            try device.user("the user taps Share on 1", actions: 0) { (device.topNavigation?.topViewController as? PageController)?.shareButton.userTaps() ?? false }
            try device.app(.element(id: device.store.state.root.id, action: .ask(.alert)), "1 asks under the app's own sheet")
            try device.app(.present(page(2)), "present 2 under the app's own sheet")
            try device.user("the user swipes the app's own sheet down", actions: 0) { UIKitModel.userSwipesDown() }
            try device.app(.dismiss, "dismiss 2")
            try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
        }),
        // The root asks while the app's own sheet covers it, and the app pushes over the root
        // before its sheet goes: the dialog waits for the root to be back in the window, and
        // comes then (the sheet's going does not bring it: the root is out of the window by
        // then, and its presenter did not ask from outside one).
        ("a page asks under the app's own sheet, a page is pushed over it, the sheet goes, the page comes back: its dialog comes", {
            let device = PagesDevice(deep([]))
            try device.check("start", actions: 0)
            try device.user("the user taps Share on 1", actions: 0) { (device.topNavigation?.topViewController as? PageController)?.shareButton.userTaps() ?? false }
            try device.app(.element(id: device.store.state.root.id, action: .ask(.alert)), "1 asks under the app's own sheet")
            try device.app(.push(page(3)), "3 pushed over 1 under the app's own sheet")
            device.ownSheet?.presentingViewController?.dismiss(animated: true)
            try device.check("the app takes its own sheet down", actions: 0)
            try device.app(.pop, "pop to 1")
            try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
        }),
        // A deep link replaces the screen whose dialog is up by one that holds the same dialog:
        // the gone screen's dialog goes with it (nothing of a gone screen's stays up, to send
        // its answer nowhere), and the new screen's comes and is answered.
        ("a deep link replaces the screen whose dialog is up: that dialog goes, the new screen's comes, and its answer reaches the store", {
            let device = PagesDevice(deep([]))
            try device.check("start", actions: 0)
            try device.app(.element(id: device.store.state.root.id, action: .ask(.alert)), "1 asks")
            try device.app(.replace(root: device.store.state.root.screen, screens: []), "a deep link: a new 1, with the same question")
            try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
        }),
    ]
}
