import Router
import Store
import SwiftUI
import UIKit

// The dialogs of a screen and its sheets: one the user escapes (on the pages app), and on the
// desk of SwiftUITimeScenarios a dialog under a sheet of its own store, one asked from inside
// that sheet, one that comes with its sheet in one action, and a store's two sheets at once
// (SwiftUI+Time.swift: no dialog while a presentation is in flight, none over a view that
// presents a sheet; SwiftUIModel.swift: one sheet per layer).

@MainActor
enum SwiftUISheetDialogScenarios {
    static let question = SwiftUITimeScenarios.question
    static let another = SwiftUITimeScenarios.another

    static let all: [(String, @MainActor () throws -> Void)] = [
        // The Escape key, the accessibility escape and a tvOS remote's Menu leave an alert or a
        // confirmation dialog; whether its Cancel button runs then, the pages do not say, so
        // both are taken (SwiftUI+Time.swift). Either way the store lets it go, once.
        ("SwiftUI: the user escapes an alert and a confirmation dialog, and taps outside the dialog, under every reading: one action each, the Cancel's", {
            defer { UIKitModel.readings = .first }
            for reading in Readings.SwiftUIEscape.allCases {
                UIKitModel.readings.swiftUIEscape = reading
                UIKitModel.readings.swiftUITapOutside = reading
                let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
                try device.check("start", actions: 0)
                let root = device.store.state.root.id
                for kind in [DialogKind.alert, .confirmationDialog] {
                    try device.app(.element(id: root, action: .ask(kind)), "a dialog (\(kind))")
                    try device.user("escape it (\(reading.rawValue))") { device.model.userEscapesDialog() }
                    try device.counter.expectLast(StackAction<Page, PageAction>.element(id: root, action: .dialog(.presented(.no))), "escape (\(reading.rawValue))")
                }
                try device.app(.element(id: root, action: .ask(.confirmationDialog)), "a confirmation dialog")
                try device.user("tap outside it (\(reading.rawValue))") { device.model.userTapsOutsideDialog() }
                try device.counter.expectLast(StackAction<Page, PageAction>.element(id: root, action: .dialog(.presented(.no))), "tap outside (\(reading.rawValue))")
                try device.app(.element(id: root, action: .askWith(.alert, [.cancel, nil, .cancel])), "an alert with two cancels")
                try device.user("escape it (\(reading.rawValue))") { device.model.userEscapesDialog() }
                try device.counter.expectLast(StackAction<Page, PageAction>.element(id: root, action: .dialog(.presented(.button(0)))), "escape from two cancels (\(reading.rawValue))")
            }
            let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
            try device.check("start", actions: 0)
            try device.app(.present(Page(number: 2)), "present 2")
            try device.app(.element(id: device.store.state.top.id, action: .ask(.alert)), "an alert on the sheet")
            try device.user("escape it, no button running") { device.model.userEscapesDialog() }
            try device.app(.element(id: device.store.state.top.id, action: .ask(.alert)), "the same alert again")
            try device.user("tap Yes") { device.model.userTapsDialogButton(0) }
        }),
        // A screen's own dialog under its own sheet: SwiftUI would not show it there, and
        // nothing would ask again once the sheet went; the front holds it until then.
        ("SwiftUI: a dialog asked under a sheet of its own store waits for the sheet to go, then comes; asked inside it, comes", {
            let device = TimeDeskDevice()
            try device.app({ $0.editor = Page(number: 2) }, "the editor sheet")
            try device.app({ $0.dialog = question }, "the desk asks under the editor")
            try device.app({ $0.editor = nil }, "the app dismisses the editor")
            try device.user("tap Yes") { device.model.userTapsDialogButton(0) }
            try device.app({ $0.destination = .first(Page(number: 3)); $0.dialog = another }, "a destination's sheet and a dialog, in one action")
            try device.user("swipe first down") { device.model.userSwipesDown() }
            try device.app({ $0.cover = Page(number: 4); $0.dialog = question }, "a cover and a dialog in place of the one shown")
            try device.app({ $0.cover = nil }, "the app dismisses the cover")
            let inside = TimeDeskDevice(asksInEditor: true)
            try inside.app({ $0.editor = Page(number: 2); $0.dialog = question }, "the editor, and the desk asks from inside it")
            try inside.user("tap Yes on it") { inside.model.userTapsDialogButton(0) }
        }),
        // A deep link that brings a sheet and its dialog at once: the dialog is asked while the
        // sheet slides in, which SwiftUI refuses; the sheet's content asks again once it landed.
        ("SwiftUI: a sheet that comes with its dialog in one action (a deep link): the dialog comes once the sheet is in", {
            let device = TimeDeskDevice()
            try device.app({ $0.editor = Page(number: 2, dialog: question) }, "the editor and its dialog")
            try device.user("tap Yes") { device.model.userTapsDialogButton(0) }
            try device.app({ $0.editor = nil; $0.destination = .first(Page(number: 3, dialog: another)) }, "the editor to a destination's sheet and its dialog")
            try device.user("tap Yes on it") { device.model.userTapsDialogButton(0) }
            try device.app({ $0.destination = nil; $0.cover = Page(number: 4, dialog: question) }, "to a cover and its dialog")
        }),
        // A deep link that holds two sheets of one store (a child's and a destination's): the
        // desk presents one at a time, so the second comes once the first is gone.
        ("SwiftUI: a store that holds two sheets at once (a child's and a destination's) shows one, then the other", {
            let device = TimeDeskDevice()
            try device.app({ $0.editor = Page(number: 2); $0.destination = .first(Page(number: 3)) }, "the editor and first, in one action")
            try device.user("swipe the editor down") { device.model.userSwipesDown() }
            try device.app({ $0.cover = Page(number: 4) }, "the cover while first is up")
            try device.app({ $0.destination = nil }, "the app dismisses first")
            try device.user("swipe the cover down") { device.model.userSwipesDown() }
        }),
    ]
}
