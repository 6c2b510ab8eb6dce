#if canImport(UIKit) && !os(watchOS)
import UIKit
import StoreCore

// The alert controller a `DialogState` makes: one of UIKit's, with an action for each button the
// dialog shows (one cancel among them). Type-checked against a stub of UIKit and run on its model.

extension UIAlertController {
    /// An alert controller for `dialog`: each button of ``/StoreCore/DialogState/shownButtons`` calls
    /// `answer` with itself; send `PresentationFront.answer(_:of:held:)` from there. Present it
    /// through a ``StorePresenter``, which puts it up and takes it down with the store's dialog,
    /// waits for the presenter's window and transitions, and turns the user's escape into what
    /// the cancel button sends:
    ///
    /// ```swift
    /// alert = StorePresenter(
    ///     store, from: self, state: \.alert, action: Action.alert
    /// ) { [store] shown in
    ///     let dialog = shown.state
    ///     return UIAlertController(dialog) { button in
    ///         if let answer = PresentationFront.answer(
    ///             button, of: dialog, held: store.state.alert
    ///         ) {
    ///             store.send(.alert(answer))
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// A confirmation dialog is an action sheet only when it is given an anchor (`sourceView` or
    /// `barButtonItem`, where its popover points on an iPad); without one, and on tvOS, it is an
    /// alert (an unanchored action sheet raises an exception on an iPad; tvOS has none).
    public convenience init<ButtonAction>(
        _ dialog: DialogState<ButtonAction>, sourceView: UIView? = nil, barButtonItem: UIBarButtonItem? = nil,
        answer: @escaping @MainActor (ButtonState<ButtonAction>) -> Void
    ) {
        #if os(tvOS)
        let hasActionSheets = false
        #else
        let hasActionSheets = true
        #endif
        let anchored = sourceView != nil || barButtonItem != nil
        let style = PresentationFront.style(for: dialog.kind, anchored: anchored, hasActionSheets: hasActionSheets)
        self.init(title: dialog.title, message: dialog.message, preferredStyle: style == .actionSheet ? .actionSheet : .alert)
        #if !os(tvOS)
        // tvOS has no popovers (nor action sheets): there the style is always an alert.
        if style == .actionSheet {
            popoverPresentationController?.sourceView = sourceView
            popoverPresentationController?.barButtonItem = barButtonItem
        }
        #endif
        for button in dialog.shownButtons {
            let style: UIAlertAction.Style = switch button.role {
            case .cancel?: .cancel
            case .destructive?: .destructive
            case nil: .default
            }
            addAction(UIAlertAction(title: button.label, style: style) { _ in answer(button) })
        }
    }
}
#endif
