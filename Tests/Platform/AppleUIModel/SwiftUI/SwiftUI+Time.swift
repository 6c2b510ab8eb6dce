// The model's dialogs as the user leaves them and as a presenting view covers them (see
// SwiftUIModel.swift for the sheets' one change per update and the deferrals it logs).
//
// A dialog the user's tap closed:
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
// "When the user presses or taps one of the alert's actions, the system sets this value to
// `false` and dismisses." The dialog is gone from the screen at the tap, whatever the binding
// does with the write. The page is silent on a binding that still reads `true` after that
// write (one whose setter ignores it, or a store that refused the answer): the model takes the
// strictest reading, SwiftUI presents on a change of the value it reads, so the dialog stays
// closed until its binding has read `false` in an update, and a screen that still holds a
// dialog then shows none. The same closed dialog is not shown again with other buttons: a new
// dialog needs its binding to read `false` then `true`.
//
// A dialog on a covered view: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
// shows the sheet's content over the view; the pages of `alert` and `confirmationDialog` are
// silent on a view that a sheet covers. On a device SwiftUI presents a dialog from the view's
// hosting controller, and UIKit refuses to present from a controller that already presents
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
// routes it to the presented one only for view controllers it manages). The strictest reading:
// a dialog is shown only from the top-most sheet's content (or the root when no sheet is up);
// asked from below it is not shown and the model logs it.

extension SwiftUIModel {
    /// At an update's end: shows the dialog asked, if the user did not close it and no sheet
    /// covers the view that asked it.
    func showDialogAsked() {
        guard let asked = dialogAsked else { return }
        if closedByUser.contains(asked.key) { return }
        if asked.around < sheetBindings.count {
            log.append("a dialog asked on a view that a sheet covers is not shown ('\(asked.title)' at \(asked.key))")
            return
        }
        dialog = (asked.title, asked.buttons.map(\.0))
        dialogActions = asked.buttons.map(\.1)
        dialogBinding = asked.binding
        dialogKey = asked.key
    }
}
