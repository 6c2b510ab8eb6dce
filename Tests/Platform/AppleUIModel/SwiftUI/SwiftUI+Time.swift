// Time in the SwiftUI model: presentations in flight, and the dialogs as the user leaves them
// and as a presenting view covers them (see SwiftUIModel.swift for the sheets' one change per
// update and the deferrals it logs).
//
// A presentation takes time. The pages of `sheet`, `fullScreenCover`, `alert` and
// `confirmationDialog` are silent on how long; on a device SwiftUI presents through UIKit, whose
// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
// runs "completion: The block to execute after the presentation finishes": a presentation (and
// a dismissal, https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:))
// is under way between the call and that point. The model: a sheet or cover taken in an update
// is in flight until the driver lets the device's animations finish (`finishTransitions()`;
// `settle()` does, `updateInFlight()` does not), and what is asked meanwhile follows the
// strictest reading of pages that say nothing about it:
// - another presentation change (any sheet or cover, this one too: a dismissal asked while it
//   still slides in) is not taken in an update while one is in flight: UIKit refuses to present
//   or dismiss while a transition runs (its log lines, quoted in the UIKit model). It is taken
//   by a later update after the flight finished; if nothing updates the view then, it is
//   dropped: a failure, named;
// - a dialog is not shown while a presentation is in flight (the same refusal); if nothing
//   updates the view after the flight, it is dropped: a failure, named;
// - the user touches nothing while a presentation is in flight:
//   https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
//   "During an animation, user interactions are temporarily disabled for the views being
//   animated";
// - `onAppear` runs after the update that first draws the view, whether or not its presentation
//   has finished: "Adds an action to perform before this view appears"
//   (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)), so it is no
//   sign that a presentation finished. The one documented sign the model gives is UIKit's:
//   a `UIViewControllerRepresentable`'s controller gets `viewDidAppear(_:)` when the
//   presentation that brings it finishes, and `viewDidDisappear(_:)` when the dismissal that
//   takes it finishes (SwiftUI+Representable.swift).
// A dialog's own coming and going takes time too (SwiftUI+DialogTime.swift). Not modelled: the
// stricter reading under which SwiftUI forgets a change it could not take (here it waits for a
// later update). Pushes and pops take time: SwiftUIModel+Pushes.swift.
//
// A shown dialog's buttons: the pages of `alert(_:isPresented:presenting:actions:message:)` and
// `confirmationDialog` say what is shown when the binding becomes `true` and are silent on a
// `data` or actions that change while it is up. On a device the dialog is a `UIAlertController`
// whose actions are added before it is presented
// (https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)); the
// strictest reading: a dialog on screen keeps the title, the buttons and the actions it was
// shown with until it is closed; a new one needs its binding to read `false`, then `true`.
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
// A tap outside a confirmation dialog: on iPhone SwiftUI shows one as an action sheet, on iPad
// as a popover, and https://developer.apple.com/documentation/uikit/uialertcontroller (its
// article on alerts and action sheets) says "A person dismisses an action sheet by selecting
// one of the listed options, or by tapping outside an action sheet". The pages of
// `confirmationDialog` say what the system writes when a button is tapped ("the system sets this
// value to `false`") and are silent on what a tap outside runs. The strictest reading: the
// dialog is gone and `false` is written to its binding, and no button's action runs, not even
// the Cancel button's. An alert is not closed that way (`userTapsOutsideDialog()` refuses).
// The front must then tell that write from the one that comes with a button: the model turns
// the main queue after the gesture, as a device does after each event (`turnMainQueue()`).
//
// Escaping a dialog, an alert or a confirmation dialog:
// https://developer.apple.com/documentation/swiftui/keyboardshortcut/cancelaction is "The
// standard keyboard shortcut for cancelling the in-progress action or dismissing a prompt,
// consisting of the Escape (⎋) key", and https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
// "an accessibility action that dismisses a modal view or cancels an operation"; a tvOS
// remote's Menu is taken as the same escape. The pages say the dialog goes and are silent on
// whether its button with the cancel role runs: the model takes both readings, as the test
// asks (`userEscapesDialog(runningCancel:)`): the dialog is gone, `false` is written to its
// binding, then the cancel button's action runs, or no button's does.
//
// A dialog on a covered view: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
// shows the sheet's content over the view; the pages of `alert` and `confirmationDialog` are
// silent on a view that a sheet covers. On a device SwiftUI presents a dialog from the view's
// hosting controller, and UIKit refuses to present from a controller that already presents
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
// routes it to the presented one only for view controllers it manages). The strictest reading:
// a dialog is shown only from the top-most sheet's content (or the root when no sheet is up);
// asked from below it is not shown, and if the device settles with it still asked from below
// (no update after the sheet went), the model logs it.

import Foundation

extension SwiftUIModel {
    /// At an update's end: shows the dialog asked, if the user did not close it, no sheet covers
    /// the view that asked it and no presentation is in flight; a dialog already on screen at
    /// that place stays as it was shown.
    func showDialogAsked() {
        // The dialog on screen goes unless it is asked again at its place: its dismissal flies
        // before anything else is shown (SwiftUI+DialogTime.swift).
        if let shown = presentedDialog, dialogAsked.map({ $0.key != shown.key || closedByUser.contains($0.key) || $0.around < sheetBindings.count }) ?? true {
            presentedDialog = nil
            inFlight[Self.dialogFlight(shown.key)] = false
        }
        guard let asked = dialogAsked, !closedByUser.contains(asked.key) else { return }
        if asked.around < sheetBindings.count {
            dialogCovered = "'\(asked.title)' at \(asked.key)"
            presentedDialog = nil
            return
        }
        if let shown = presentedDialog, shown.key == asked.key {
            if shown.title != asked.title || shown.buttons != asked.buttons.map(\.0) {
                notes.append("the dialog at \(asked.key) stays '\(shown.title)' \(shown.buttons): a shown dialog is not changed in place (asked: '\(asked.title)' \(asked.buttons.map(\.0)))")
            }
            dialog = (shown.title, shown.buttons)
            dialogActions = shown.actions
            dialogCancel = shown.cancel
        } else {
            if !inFlight.isEmpty {
                dialogDeferred = asked.title
                presentedDialog = nil
                return
            }
            dialog = (asked.title, asked.buttons.map(\.0))
            dialogActions = asked.buttons.map(\.1)
            dialogCancel = asked.cancel
            presentedDialog = (asked.key, asked.title, asked.buttons.map(\.0), asked.buttons.map(\.1), asked.cancel)
            inFlight[Self.dialogFlight(asked.key)] = true
        }
        dialogBinding = asked.binding
        dialogKey = asked.key
        dialogIsConfirmation = asked.confirmation
    }

    /// The main queue turns: the blocks submitted to it since the last turn run, in order
    /// (https://developer.apple.com/documentation/dispatch/dispatchqueue/main: "The dispatch
    /// queue associated with the main thread of the current process"; a device runs them when
    /// the event that submitted them has returned, before the next one). The model turns it
    /// before each update it lets run and when the device would otherwise be still.
    func turnMainQueue() {
        RunLoop.main.run(until: Date())
    }

    /// Updates while something changed (each `onAppear` or `onDismiss` may start another), and
    /// lets every presentation in flight finish once the main queue has turned, at most `limit`
    /// times; then a change still deferred is a change dropped.
    public func settle(limit: Int = 40) {
        for _ in 0..<limit {
            if isDirty {
                update()
            } else if !inFlight.isEmpty {
                // A device turns the main queue many times while an animation runs.
                turnMainQueue()
                if !isDirty { finishTransitions() }
            } else {
                turnMainQueue()
                if !isDirty { break }
            }
        }
        for (key, inFlight) in deferredSheets {
            let what = key.hasPrefix("path ") ? key : "sheet at \(key)"
            if inFlight {
                log.append("a presentation change asked while another was in flight was dropped: nothing updated the view after that one finished (\(what))")
            } else {
                log.append("a presentation change deferred by another in the same update was dropped: nothing updated the view after it (\(what))")
            }
        }
        deferredSheets = []
        for key in sheetsRefused {
            log.append("a sheet asked from a view whose layer already presents one was not shown, and nothing asked again once that one went (sheet at \(key))")
        }
        sheetsRefused = []
        if let title = dialogDeferred {
            log.append("a dialog asked while a presentation was in flight was dropped: nothing updated the view after it finished ('\(title)')")
        }
        dialogDeferred = nil
        if let covered = dialogCovered {
            log.append("a dialog asked on a view that a sheet covers is not shown (\(covered))")
        }
        dialogCovered = nil
    }

    /// Whether a presentation or dismissal has not finished.
    public var isInFlight: Bool { !inFlight.isEmpty }

    /// The device's animations finish: every presentation and dismissal in flight ends, and the
    /// view controllers they brought get `viewDidAppear(_:)`, those they took `viewDidDisappear(_:)`.
    public func finishTransitions() {
        let flights = inFlight.keys.sorted()
        inFlight = [:]
        let callbacks = flights.flatMap { (comingIn[$0] ?? []) + (goingOut[$0] ?? []) }
        comingIn = [:]
        goingOut = [:]
        for callback in callbacks { callback() }
    }
}
