// What a front's own closing of something presented means for the store. The SwiftUI and UIKit
// shells only forward to these; the tests run them here.
//
// Sheets and covers: the system closes them by itself (a swipe down, a size-class change), and
// says so by writing `nil` (or `false`) to the binding that shows them. That becomes the
// destination's `.dismiss`, but only while the store still holds the case the front closed: a
// close that arrives after the store has already taken the sheet down, or put another case up,
// must take nothing down.
//
// Alerts and confirmation dialogs: SwiftUI clears `isPresented` *before* it runs the tapped
// button's action, so a `.dismiss` sent on that write would take the dialog down first and the
// button's answer would then be refused. Every dialog a front draws has a button for every way
// out (``DialogState/shownButtons`` adds the OK or Cancel a platform would), so the buttons
// carry every answer (their action, or `.dismiss` for one that only closes) and the close itself
// sends nothing.

/// The decisions a SwiftUI or UIKit front makes about presentations, as plain functions.
public enum PresentationFront {
    /// The action for a front that closed, by itself, the presentation it showed while `held`
    /// was non-`nil`: `.dismiss` while something is still held, `nil` once it is gone.
    ///
    /// ```swift
    /// // .dismiss
    /// let closing: PresentationAction<Editor.Action>? =
    ///     PresentationFront.closing(state.editor)
    /// ```
    public static func closing<Held, Action>(_ held: Held?) -> PresentationAction<Action>? {
        held == nil ? nil : .dismiss
    }

    /// The action for a front that closed, by itself, the sheet it showed for one case of a
    /// destination: `.dismiss` while `held` is still that case, `nil` when the destination is
    /// gone or is another case (a late close must not take a newer presentation down).
    ///
    /// ```swift
    /// // .dismiss
    /// PresentationFront.closing(
    ///     EnumCase(Destination.edit), held: state.destination
    /// )
    /// ```
    public static func closing<Destination, Value, Action>(
        _ shown: EnumCase<Destination, Value>, held: Destination?
    ) -> PresentationAction<Action>? {
        guard let held, shown.extract(held) != nil else { return nil }
        return .dismiss
    }

    /// ``closing(_:held:)-(EnumCase<Destination,Value>,_)`` for the case that `shown`, its
    /// constructor, makes: `PresentationFront.closing(Destination.edit, held: state.destination)`.
    public static func closing<Destination, Value, Action>(
        _ shown: @escaping @Sendable (Value) -> Destination, held: Destination?
    ) -> PresentationAction<Action>? {
        closing(EnumCase(shown), held: held)
    }

    /// The action a tapped button of the dialog `shown` sends: its action, presented; `.dismiss`
    /// for a button with no action; `nil` when `held` is no longer that dialog (it was answered,
    /// or replaced, before the tap arrived).
    ///
    /// ```swift
    /// // .presented(.deleteConfirmed)
    /// PresentationFront.answer(delete, of: alert, held: state.alert)
    /// ```
    public static func answer<ButtonAction: Equatable>(
        _ button: ButtonState<ButtonAction>, of shown: DialogState<ButtonAction>, held: DialogState<ButtonAction>?
    ) -> PresentationAction<ButtonAction>? {
        guard held == shown, shown.shownButtons.contains(where: { $0.label == button.label }) else { return nil }
        return button.action.map { .presented($0) } ?? .dismiss
    }

    /// The action for a user's escape from the dialog `held`, a close that no button of it
    /// answered (the Escape key, the accessibility escape, a tap outside an action sheet, a tvOS
    /// remote's Menu): what a tap of its cancel button sends (its action presented, or
    /// `.dismiss`), and `.dismiss` for a dialog with no cancel button. Every front sends this,
    /// whichever handler the platform runs, and in whichever order (its pages do not say), so
    /// a dialog's way out means the same to the store on UIKit and SwiftUI.
    ///
    /// ```swift
    /// // .presented(.keep), for
    /// // ButtonState(role: .cancel, "Keep", action: .keep)
    /// PresentationFront.escape(from: alert)
    /// ```
    public static func escape<ButtonAction>(from held: DialogState<ButtonAction>) -> PresentationAction<ButtonAction> {
        held.cancelButton?.action.map { .presented($0) } ?? .dismiss
    }

    /// ``answer(_:of:held:)`` for a dialog that is one case of a destination: the button's
    /// action as the destination's (`.presented(.alert(.deleteConfirmed))`), `.dismiss`, or `nil`.
    ///
    /// ```swift
    /// let alert = ScreenCase(Destination.alert, DestinationAction.alert)
    /// PresentationFront.answer(
    ///     delete, of: shown, in: alert, held: state.destination
    /// )
    /// ```
    public static func answer<Destination, DestinationAction, ButtonAction: Equatable>(
        _ button: ButtonState<ButtonAction>, of shown: DialogState<ButtonAction>,
        in dialog: ScreenCase<Destination, DestinationAction, DialogState<ButtonAction>, ButtonAction>,
        held: Destination?
    ) -> PresentationAction<DestinationAction>? {
        switch answer(button, of: shown, held: held.flatMap(dialog.state.extract)) {
        case .presented(let action)?: .presented(dialog.action.embed(action))
        case .dismiss?: .dismiss
        case nil: nil
        }
    }
}

/// A dialog's escape, for a front that holds it as a generic child (`StorePresenter`): the
/// action ``PresentationFront/escape(from:)`` gives, as the child's action type.
package protocol DialogEscape {
    /// ``PresentationFront/escape(from:)`` of this dialog, its action as `ChildAction`.
    func escape<ChildAction>(as _: ChildAction.Type) -> PresentationAction<ChildAction>
}

extension DialogState: DialogEscape {
    package func escape<ChildAction>(as _: ChildAction.Type) -> PresentationAction<ChildAction> {
        switch PresentationFront.escape(from: self) {
        case .presented(let action): (action as? ChildAction).map { .presented($0) } ?? .dismiss
        case .dismiss: .dismiss
        }
    }
}
