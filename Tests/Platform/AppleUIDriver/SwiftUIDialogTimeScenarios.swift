import Router
import Store
import SwiftUI
import UIKit

// A dialog's own coming and going takes time (SwiftUI+DialogTime.swift): on the desk of
// SwiftUITimeScenarios, a dialog and a sheet of one store take turns, whichever way the dialog
// goes, and a dialog that replaces another comes once the first is gone; on the plain desk
// (SwiftUI's modifiers with nothing of the library's), what the model does to a sheet asked
// while a dialog is up or leaves, and to a dialog asked under a sheet.

@MainActor
enum SwiftUIDialogTimeScenarios {
    static let question = SwiftUITimeScenarios.question
    static let another = SwiftUITimeScenarios.another

    static let all: [(String, @MainActor () throws -> Void)] = [
        ("SwiftUI: a dialog and a sheet of one store take turns: the app replaces the dialog with a sheet, a sheet asked while the dialog slides away or stays up comes after it", {
            let device = TimeDeskDevice()
            try device.app({ $0.dialog = question }, "the desk asks")
            try device.app({ $0.dialog = nil; $0.editor = Page(number: 2) }, "a deep link: the editor in place of the dialog")
            try device.app({ $0.editor = nil }, "the app dismisses the editor")
            try device.app({ $0.dialog = question }, "the desk asks again")
            // The user's tap starts the dialog's dismissal; the app brings the cover before the
            // device's animations have finished.
            guard device.model.userTapsDialogButton(0) else { throw Failure(description: "tap Yes: not possible on \(device.shown)") }
            var desk = device.store.state
            desk.cover = Page(number: 3)
            device.counter.send(.set(desk), to: device.store)
            try device.check("tap Yes, then the cover while the dialog slides away", actions: 1)
            try device.app({ $0.cover = nil; $0.dialog = question }, "the cover goes, the desk asks")
            try device.app({ $0.destination = .first(Page(number: 4)) }, "the destination's sheet while the dialog is up")
            try device.user("tap Yes: the sheet comes") { device.model.userTapsDialogButton(0) }
            try device.user("swipe it down") { device.model.userSwipesDown() }
            try device.app({ $0.dialog = question }, "the desk asks")
            try device.app({ $0.dialog = another }, "another dialog in its place")
            try device.user("tap Yes on it") { device.model.userTapsDialogButton(0) }
            try device.app({ $0.destination = .alert(another) }, "the destination's alert")
            try device.app({ $0.destination = .first(Page(number: 5)) }, "the destination switches from its alert to its sheet")
        }),
        // A dialog's dismissal flies in a modal's layer when a deep link replaces that modal
        // and pushes on the new one: the push, deferred by the flight, is asked again once the
        // flight is over, though the dialog's own view is gone (StackNavigation waits on the
        // transition its layer is in).
        ("SwiftUI: a deep link replaces a modal whose dialog the user just escaped, and pushes on the new one: the push comes", {
            let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
            try device.check("start", actions: 0)
            try device.app(.present(Page(number: 2)), "present 2")
            try device.app(.element(id: device.store.state.top.id, action: .ask(.alert)), "2 asks")
            device.settles = false
            UIKitModel.readings.swiftUIEscape = .writeThenCancel
            defer { UIKitModel.readings = .first }
            try device.user("escape it, its Cancel running") { device.model.userEscapesDialog() }
            let root = device.store.state.root.screen
            try device.app(.replace(root: root, screens: [StackEntry(.modal, Page(number: 3)), StackEntry(.pushed, Page(number: 4))]), "a deep link while the dialog slides away: 3, and 4 pushed on it")
            device.settles = true
            try device.check("the device settles", actions: 0)
        }),
        ("SwiftUI model: a dialog takes time: a sheet asked in the update that takes it away is not shown, one asked while it slides away is dropped; each logged", {
            let device = TimeDeskDevice(plain: true)
            try device.app({ $0.dialog = question }, "the desk asks")
            device.settles(after: { $0.dialog = nil; $0.editor = Page(number: 2) })
            let refused = device.model.log.contains { $0.hasPrefix("a sheet asked from a view whose layer already presents one was not shown") }
            guard device.model.layers.count == 1, refused else {
                throw Failure(description: "the editor in place of the dialog, in one update: the model showed \(device.shown) and logged \(device.model.log)")
            }
            device.model.log = []
            device.settles(after: { $0.editor = nil; $0.dialog = question })
            guard device.model.dialog != nil, device.model.userTapsDialogButton(0) else {
                throw Failure(description: "the plain desk's dialog: not shown, or not tapped (\(device.shown))")
            }
            device.settles(after: { $0.dialog = nil; $0.editor = Page(number: 2) })
            let dropped = device.model.log.contains { $0.hasPrefix("a presentation change asked while another was in flight was dropped") }
            guard device.model.layers.count == 1, dropped else {
                throw Failure(description: "the editor while the tapped dialog slides away: the model showed \(device.shown) and logged \(device.model.log)")
            }
        }),
        ("SwiftUI model: a dialog asked on a view that a sheet covers is not shown, and logged", {
            let device = TimeDeskDevice(plain: true)
            try device.app({ $0.editor = Page(number: 2) }, "the editor sheet")
            device.settles(after: { $0.dialog = question })
            let logged = device.model.log.contains { $0.hasPrefix("a dialog asked on a view that a sheet covers is not shown") }
            guard device.model.dialog == nil, logged else {
                throw Failure(description: "the desk's dialog under the editor sheet: the model showed \(device.shown) and logged \(device.model.log)")
            }
        }),
    ]
}
