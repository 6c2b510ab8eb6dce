import Observation

// Which case of a destination has its sheet on screen, so that a destination switching from one
// case's sheet to another's in one action shows the second once the first is gone: SwiftUI takes
// one presentation at a time, and two sheet modifiers asked to close and to open in the same
// update leave the second unasked (`sheet(item:)` replaces its sheet, but each case of a
// destination has a modifier of its own). The sheets of a store's optional children
// (`.sheet(store, state: \.editor)`, `.fullScreenCover(store, state: \.cover)`) share one slot
// the same way: an action that lets the editor go and brings the cover shows the cover once the
// editor is gone. Plain Swift: the SwiftUI shell calls it, and it is tested here.

/// The case of one destination whose sheet is up: claimed by the first case shown while none
/// is, let go when that sheet's dismissal is over; observed, so a case that waits is drawn again
/// then.
@MainActor
package final class DestinationSheets: Observable {
    private let registrar = ObservationRegistrar()
    private var claimed: String?
    /// The store's count of sheets on screen, told when this slot is claimed and let go.
    private let onScreen: SheetsOnScreen?

    package init(onScreen: SheetsOnScreen? = nil) {
        self.onScreen = onScreen
    }

    /// Whether the case `name`, which the store holds when `held`, may show its sheet now:
    /// yes if it holds the slot, or takes it when free and no other sheet of the store, nor its
    /// dialog, is up (``SheetsOnScreen``); no while another case's sheet, another slot's, or the
    /// store's dialog is up or still leaving.
    ///
    /// ```swift
    /// sheets.mayShow("edit", held: true)    // true: the slot was free
    /// sheets.mayShow("share", held: true)   // false: wait for edit's sheet to go
    /// ```
    package func mayShow(_ name: String, held: Bool) -> Bool {
        registrar.access(self, keyPath: \.claimed)
        guard held else { return false }
        if claimed == nil {
            if let onScreen, onScreen.count > 0 || onScreen.dialogUp {
                // Waits for another slot's sheet, or the store's dialog, and is drawn again
                // when that one is gone.
                _ = onScreen.any
                return false
            }
            claimed = name
            onScreen?.change(by: 1)
        }
        return claimed == name
    }

    /// The sheet up is gone (only the case holding the slot has one): the slot is free, unless
    /// the store holds that case again (`heldNow` names the case it holds); a case that waits
    /// is drawn again.
    package func dismissed(heldNow: String?) {
        guard let claimed, claimed != heldNow else { return }
        registrar.withMutation(of: self, keyPath: \.claimed) { self.claimed = nil }
        onScreen?.change(by: -1)
    }
}

/// Whether any sheet or cover of one store's is on screen (from the moment its slot is claimed
/// until its dismissal has finished): what a dialog of that store, and a sheet of its other
/// slots, wait for, as a view that presents a sheet presents nothing else. Observed: what waits
/// is drawn again when the last sheet is gone.
@MainActor
package final class SheetsOnScreen: Observable {
    private let registrar = ObservationRegistrar()
    /// How many of the store's slots are claimed, read without being observed.
    private(set) var count = 0

    package init() {}

    /// Whether one is up.
    ///
    /// ```swift
    /// store.sheetsOnScreen().any  // false, until a sheet of the store is shown
    /// ```
    package var any: Bool {
        registrar.access(self, keyPath: \.count)
        return count > 0
    }

    /// How many of the store's dialog fronts hold a dialog that is up or still leaving
    /// (``DialogWatch``), read without being observed.
    private var dialogs = 0
    /// How many times a dialog of the store finished leaving.
    private var dialogsGone = 0

    /// Whether a dialog of the store is up or still leaving: its sheets wait for it, as a view
    /// that presents a dialog presents nothing else.
    package var dialogUp: Bool {
        registrar.access(self, keyPath: \.dialogs)
        return dialogs > 0
    }

    /// How many times a dialog of the store has finished leaving: a dialog asked while one
    /// left was refused, and its front, which reads this, asks again when it changes.
    package var dialogsLeft: Int {
        registrar.access(self, keyPath: \.dialogsGone)
        return dialogsGone
    }

    /// A dialog front took hold (`1`) or let go (`-1`).
    func dialogHeld(by step: Int) {
        let wasUp = dialogs > 0
        dialogs += step
        guard wasUp != (dialogs > 0) else { return }
        registrar.withMutation(of: self, keyPath: \.dialogs) {}
    }

    /// A dialog finished leaving.
    func dialogLeft() {
        registrar.withMutation(of: self, keyPath: \.dialogsGone) { dialogsGone &+= 1 }
    }

    /// A slot was claimed (`1`) or let go (`-1`).
    func change(by step: Int) {
        let wasAny = count > 0
        count += step
        guard wasAny != (count > 0) else { return }
        registrar.withMutation(of: self, keyPath: \.count) {}
    }
}

extension Store {
    /// The slot of the destination at `state`, one per store and destination.
    package func destinationSheets<Destination>(_ state: KeyPath<State, Destination?>) -> DestinationSheets {
        let key = ChildKey(scope: state, child: "sheets on screen")
        if let kept = childStores.kept(key, as: DestinationSheets.self) { return kept }
        let made = DestinationSheets(onScreen: sheetsOnScreen())
        childStores.keep(made, as: key)
        return made
    }

    /// Whether a sheet of this store's (a destination's case, an optional child) is on screen.
    package func sheetsOnScreen() -> SheetsOnScreen {
        let key = ChildKey(scope: \State.self, child: "any sheet on screen")
        if let kept = childStores.kept(key, as: SheetsOnScreen.self) { return kept }
        let made = SheetsOnScreen()
        childStores.keep(made, as: key)
        return made
    }
}

extension Store {
    /// The slot the sheets of this store's optional children share, one per store: the sheet
    /// of one child is up at a time, and another child's waits for it to go. A child is named
    /// by ``sheetName(_:)``.
    package func childSheets() -> DestinationSheets {
        let key = ChildKey(scope: \State.self, child: "sheets of children on screen")
        if let kept = childStores.kept(key, as: DestinationSheets.self) { return kept }
        let made = DestinationSheets(onScreen: sheetsOnScreen())
        childStores.keep(made, as: key)
        return made
    }

    /// The name of the child at `part` in ``childSheets()``.
    package nonisolated static func sheetName(_ part: AnyKeyPath) -> String { "\(part.hashValue)" }
}
