#if canImport(SwiftUI)
import Dispatch
import SwiftUI
import StoreCore

// The dialog's front: an alert or a confirmation dialog drawn from the `DialogState` a store
// holds, for `.dialog(store, ...)` (Store+SwiftUI.swift). Type-checked against a stub of SwiftUI
// and run against a model of it (Tests/Platform); it has not run on a device.

/// An alert or a confirmation dialog drawn from a `DialogState`.
///
/// A button's tap sends its answer. A tap the store refuses (the dialog was answered or replaced
/// before it came) still closed what SwiftUI showed: while the store holds a dialog that looks
/// the same (kind, title, message, buttons), which SwiftUI would not show again, the front sends
/// `.dismiss`, so the store lets go of what is no longer on screen (as TCA does on that write);
/// a dialog that looks different is shown as a new one.
///
/// A dialog of a screen that a modal covers waits until the modal is gone: a `StackNavigation`
/// modal over the screen's layer (``SwiftUI/EnvironmentValues/presentationCovered``), or a sheet
/// or cover of the dialog's own store (``/StoreCore/SheetsOnScreen``), until its dismissal has
/// finished. SwiftUI presents a dialog from the view's hosting controller, which UIKit does not
/// let present while it presents the modal, and nothing would ask again once the modal went.
///
/// A dialog holds the store's sheets back from the update that shows it until its dismissal has
/// finished (``/StoreCore/DialogWatch``), and a dialog that replaces another is asked again once
/// the first is gone: the pages of `alert` and `confirmationDialog` are silent on how long a
/// dialog takes and on what is asked meanwhile; the strictest reading is a sheet's (one
/// presentation change at a time). Where UIKit runs, the end of the dismissal is its transition coordinator's; elsewhere
/// (macOS, watchOS) it is taken as done one turn of the main queue after the update.
///
/// A close that is no button's (a tap outside a confirmation dialog, which on iPhone is an
/// action sheet and on iPad a popover) is SwiftUI's write of `false` alone. SwiftUI also writes
/// `false` when a button is tapped, before or after running it (its pages do not say which),
/// so the write is answered one turn of the main queue later: if the store still holds a
/// dialog that looks the same then, no button took it away, and SwiftUI will not show it
/// again; the front sends what the dialog's cancel button sends
/// (``/StoreCore/PresentationFront/escape(from:)``), as the UIKit front does for the same
/// gesture.
@MainActor
struct DialogFront<ButtonAction: Equatable & Sendable, Content: View>: View {
    /// The dialog the store holds.
    let held: DialogState<ButtonAction>?
    let answer: @MainActor (ButtonState<ButtonAction>, DialogState<ButtonAction>) -> Void
    /// Sends the escape's answer for a dialog SwiftUI closed, when the store still holds one that looks the same.
    let close: @MainActor (DialogState<ButtonAction>) -> Void
    let content: Content
    /// The sheets of the dialog's store, read when the front is drawn.
    let sheets: SheetsOnScreen
    @Environment(\.presentationCovered) var covered
    @Environment(\.sheetsAround) var around
    @Environment(\.sheetLanded) var landed
    @State var watch = DialogWatch()
    @State var transitions = TransitionWatch()

    init(
        shown: DialogState<ButtonAction>?, sheets: SheetsOnScreen,
        answer: @escaping @MainActor (ButtonState<ButtonAction>, DialogState<ButtonAction>) -> Void,
        close: @escaping @MainActor (DialogState<ButtonAction>) -> Void, content: Content
    ) {
        held = shown
        self.sheets = sheets
        self.answer = answer
        self.close = close
        self.content = content
    }

    /// The dialog on screen: the one the store holds, unless a modal covers this view (a sheet
    /// of the store's covers it unless the front is inside that sheet's content).
    var shown: DialogState<ButtonAction>? {
        // Read so that a dialog asked while the sheet around it slid in is asked again once it landed.
        _ = landed
        // Read so that a dialog asked while another left is asked again once that one is gone.
        _ = sheets.dialogsLeft
        return covered || sheets.any && !around.contains(ObjectIdentifier(sheets)) ? nil : held
    }

    /// What SwiftUI's close of `shown` sends when no accepted answer took it (a refused tap, or
    /// a close that was no button's): `.dismiss` while `held` is a dialog that looks the same
    /// (SwiftUI closed that view's presentation and will not show it again), else nothing (a
    /// dialog that looks different is a new view, which SwiftUI shows).
    static func closing<Action>(_ shown: DialogState<ButtonAction>, held: DialogState<ButtonAction>?) -> PresentationAction<Action>? {
        held.map(Self.identity(of:)) == Self.identity(of: shown) ? .dismiss : nil
    }

    /// The content, and behind it the dialog's two modifiers on an empty view whose identity is
    /// the dialog's text: a dialog the store replaces while one is up is a new view, so SwiftUI
    /// takes the old one down and shows the new one. SwiftUI's pages say what a dialog shows
    /// when its binding becomes `true`, not that a shown one changes its title or buttons in
    /// place; `id(_:)` documents "When the proxy value specified by the id parameter changes,
    /// the identity of the view ... is reset".
    var body: some View {
        let identity = identity
        watch.draws(identity, sheets: sheets)
        return content.background {
            dialogs.id(identity)
        }
        .dialogWatched(by: watch, transitions: transitions)
    }

    /// What tells one dialog from another on screen: its kind, title, message and buttons' labels.
    var identity: [String] {
        shown.map(Self.identity) ?? []
    }

    static func identity(of dialog: DialogState<ButtonAction>) -> [String] {
        ["\(dialog.kind)", dialog.title, dialog.message ?? ""] + dialog.shownButtons.map(\.label)
    }

    var dialogs: some View {
        EmptyView()
            .alert(shown?.title ?? "", isPresented: isShown(.alert), presenting: shown) { dialog in
                buttons(dialog)
            } message: { dialog in
                Text(verbatim: dialog.message ?? "")
            }
            // The iOS 15 form (Xcode 13); the `item:` overload ships first in Xcode 27.
            .confirmationDialog(Text(verbatim: shown?.title ?? ""), isPresented: isShown(.confirmationDialog), titleVisibility: .visible, presenting: shown) { dialog in
                buttons(dialog)
            } message: { dialog in
                Text(verbatim: dialog.message ?? "")
            }
    }

    func isShown(_ kind: DialogKind) -> Binding<Bool> {
        let isShown = shown?.kind == kind
        let (shown, close) = (shown, close)
        return Binding(get: { @MainActor in isShown }, set: { @MainActor newValue in
            guard !newValue, isShown, let shown else { return }
            // The block leaves the main queue's thread only to come back to it: what it holds
            // is touched on the main actor alone.
            let later = MainOnly { close(shown) }
            DispatchQueue.main.async { MainActor.assumeIsolated { later.run() } }
        })
    }

    func buttons(_ dialog: DialogState<ButtonAction>) -> some View {
        ForEach(dialog.shownButtons, id: \.label) { button in
            Button(role: button.role.map(Self.role), action: { answer(button, dialog) }, label: { Text(verbatim: button.label) })
        }
    }

    static func role(_ role: DialogButtonRole) -> ButtonRole {
        switch role {
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

/// Work made on the main actor and run on it again after a hop through the main queue.
struct MainOnly: @unchecked Sendable {
    let run: @MainActor () -> Void
}

extension EnvironmentValues {
    /// Whether a modal covers the views here: a stack's layer under a modal says so
    /// (`StackNavigation`), and a dialog of a covered screen waits until the modal is gone, as
    /// SwiftUI does not present over a view that presents a sheet.
    package var presentationCovered: Bool {
        get { self[PresentationCoveredKey.self] }
        set { self[PresentationCoveredKey.self] = newValue }
    }
}

/// The key of ``SwiftUI/EnvironmentValues/presentationCovered``: nothing covers, unless a layer says so.
private struct PresentationCoveredKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The stores (their ``/StoreCore/SheetsOnScreen``) whose sheet or cover shows the views
    /// here: a dialog asked through one of them from inside its sheet is over the sheet, not
    /// under it.
    package var sheetsAround: Set<ObjectIdentifier> {
        get { self[SheetsAroundKey.self] }
        set { self[SheetsAroundKey.self] = newValue }
    }
}

/// The key of ``SwiftUI/EnvironmentValues/sheetsAround``: no sheet, unless one says so.
private struct SheetsAroundKey: EnvironmentKey {
    static let defaultValue: Set<ObjectIdentifier> = []
}

extension EnvironmentValues {
    /// How many times the sheet around the views here has finished coming in: a dialog asked
    /// while it still slid in was refused, and is asked again when this changes.
    package var sheetLanded: Int {
        get { self[SheetLandedKey.self] }
        set { self[SheetLandedKey.self] = newValue }
    }
}

/// The key of ``SwiftUI/EnvironmentValues/sheetLanded``.
private struct SheetLandedKey: EnvironmentKey {
    static let defaultValue = 0
}

/// A sheet's content, presented by a store whose ``/StoreCore/SheetsOnScreen`` is `sheets`: a
/// dialog asked through that store from inside it is over the sheet (``sheetsAround``); a
/// dialog asked inside it while it slid in is asked again once it has landed
/// (``sheetLanded``, told by ``PresentationMarker``); `gone` runs once its dismissal finished.
struct InSheet<Content: View>: View {
    let content: Content
    let sheets: SheetsOnScreen
    let gone: () -> Void
    @Environment(\.sheetsAround) var around
    @State var landed = 0

    var body: some View {
        content
            .environment(\.sheetsAround, around.union([ObjectIdentifier(sheets)]))
            .environment(\.sheetLanded, landed)
            .presentationMarked(appeared: { landed &+= 1 }, gone: gone)
    }
}

extension View {
    /// This view is the content of a sheet `store` presents, which runs `gone` once it is gone (``InSheet``).
    func inSheet<State, Action>(of store: Store<State, Action>, gone: @escaping () -> Void) -> some View {
        InSheet(content: self, sheets: store.sheetsOnScreen(), gone: gone)
    }
}
#endif
