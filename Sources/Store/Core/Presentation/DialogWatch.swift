// What one dialog front shows, as its store's `SheetsOnScreen` counts it: the dialog holds the
// store's sheets back from the update that shows it until its dismissal has finished, and a
// dialog asked while another left is asked again once that one is gone. A view presents one
// thing at a time: SwiftUI's pages of `alert` and `sheet` are silent on one asked while the
// other is up or leaving, and on a device the alert is presented by the view's hosting
// controller, which UIKit's present(_:animated:completion:) page gives one presented controller
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:));
// the strictest reading: a dialog that goes and a sheet or another dialog that comes in the same
// action would otherwise leave the second unasked. Plain Swift: the SwiftUI shell tells it what it draws and
// how to wait for a transition (DialogFront+SwiftUI.swift), and it is tested here.

/// One dialog front's dialog on screen, or leaving it.
///
/// ```swift
/// watch.draws(["alert", "Delete?"], sheets: store.sheetsOnScreen())  // the store's sheets wait
/// watch.draws([], sheets: store.sheetsOnScreen())  // they come once the alert's dismissal ends
/// ```
@MainActor
package final class DialogWatch {
    /// What tells the dialog drawn last from another (`[]` for none).
    private var shown: [String] = []
    /// The store's count this front holds a dialog in, while it does.
    private var holding: SheetsOnScreen?
    /// How many times the dialog drawn changed from one that was up: only the last change's end counts.
    private var changes = 0
    /// Waits for the dismissal the update that drew the change starts, then runs the block:
    /// the shell's (a turn of the main queue, then the transition's end); at once by default.
    package var afterDismissal: (@escaping @MainActor () -> Void) -> Void = { $0() }

    package init() {}

    /// The front draws the dialog `identity` (`[]` for none) for a store whose sheets are `sheets`.
    package func draws(_ identity: [String], sheets: SheetsOnScreen) {
        guard identity != shown else { return }
        let wasUp = !shown.isEmpty
        shown = identity
        if !identity.isEmpty, holding == nil {
            holding = sheets
            sheets.dialogHeld(by: 1)
        }
        guard wasUp else { return }
        changes += 1
        let change = changes
        afterDismissal { [weak self] in self?.dismissed(change, sheets: sheets) }
    }

    /// A front SwiftUI let go of without its view being told it left (no window ever, or no
    /// UIKit to tell it): the hold goes with it.
    deinit {
        guard let holding else { return }
        Task { @MainActor in holding.dialogHeld(by: -1) }
    }

    /// The front's view left the screen: no dialog of it is up, or will be.
    package func viewGone() {
        guard let holding else { return }
        shown = []
        changes += 1
        self.holding = nil
        holding.dialogHeld(by: -1)
        holding.dialogLeft()
    }

    /// The dismissal of change `change` has finished: unless a later change came, the store's
    /// sheets may come (if no dialog is drawn now), and a dialog asked meanwhile is asked again.
    private func dismissed(_ change: Int, sheets: SheetsOnScreen) {
        guard change == changes else { return }
        if shown.isEmpty, let holding {
            self.holding = nil
            holding.dialogHeld(by: -1)
        }
        sheets.dialogLeft()
    }
}
