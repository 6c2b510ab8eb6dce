#if canImport(SwiftUI)
import SwiftUI
import StoreCore

// The sheets and covers of a store's optional children (`.sheet(store, state:)`,
// `.fullScreenCover(store, state:)`) share one slot, as a destination's cases do
// (`DestinationSheets`): SwiftUI takes one presentation at a time, and a child's sheet asked
// while another's still slides away would never come.

extension Store {
    /// Whether the sheet of `part` is to be up: the store holds it (read so that `Observation`
    /// tracks only that, not every change of the part), and no sheet of another child of the
    /// store is still up (one brought in the action that let the other go waits for it to be
    /// gone, ``/StoreCore/DestinationSheets``); a front closing it by itself sends `.dismiss`
    /// through `action` while it is still held.
    func presence<Part, PartAction>(
        of part: KeyPath<State, Part?>, action: @escaping (PresentationAction<PartAction>) -> Action
    ) -> Binding<Bool> {
        let isShown = childSheets().mayShow(Self.sheetName(part), held: self[dynamicMember: part.appending(path: \.isPresent)])
        return Binding(get: { @MainActor in isShown }, set: { @MainActor [self] shown in
            guard !shown, let dismiss: PresentationAction<PartAction> = PresentationFront.closing(state[keyPath: part]) else { return }
            send(action(dismiss))
        })
    }

    /// What the sheet of the child at `part` runs once it is gone: another child's sheet may
    /// come (as ``sheetGone(_:)`` does for a destination's cases).
    func childSheetGone<Part>(_ part: KeyPath<State, Part?>) -> () -> Void {
        let sheets = childSheets(), name = Self.sheetName(part)
        nonisolated(unsafe) let part = part
        return { [self] in
            MainActor.assumeIsolated {
                sheets.dismissed(heldNow: state[keyPath: part] == nil ? nil : name)
            }
        }
    }
}
#endif
