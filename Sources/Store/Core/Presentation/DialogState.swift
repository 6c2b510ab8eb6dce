/// What kind of answer a button is, for a front to show (a destructive one in red).
public enum DialogButtonRole: String, Codable, Hashable, Sendable {
    /// Backs out: the dialog goes and nothing else happens.
    case cancel
    /// Does something that cannot be undone.
    case destructive
}

/// How a front shows a ``DialogState``.
public enum DialogKind: String, Codable, Hashable, Sendable {
    /// In the middle of the screen, for something the user must know or decide.
    case alert
    /// A sheet of choices from the bottom of the screen (an action sheet), with Cancel.
    case confirmationDialog
}

extension DialogKind {
    /// "the alert “Delete?”", as errors name a dialog.
    package func naming(_ title: String) -> String {
        "the \(self == .alert ? "alert" : "dialog") “\(title)”"
    }
}

/// A button of an alert or a confirmation dialog: its label, its role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, "Delete", action: .deleteConfirmed)
/// // only takes the dialog down
/// ButtonState<Alert>(role: .cancel, "Keep it")
/// ```
public struct ButtonState<Action>: Identifiable {
    /// The text on the button.
    public var label: String
    /// What kind of answer it is; `nil` for an ordinary one.
    public var role: DialogButtonRole?
    /// What tapping it sends, once the dialog is down; `nil` when it only takes it down.
    public var action: Action?

    /// A button labelled `label` that sends `action` (or only dismisses, without one).
    public init(role: DialogButtonRole? = nil, _ label: String, action: Action? = nil) {
        self.label = label
        self.role = role
        self.action = action
    }

    /// The label: no two buttons of one dialog share one.
    public var id: String { label }
}

extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Codable where Action: Codable {}

/// An alert or a confirmation dialog as state: a title, a message, and buttons that carry
/// actions. A feature keeps it in an optional field and shows it by setting that field;
/// ``Reducer/ifLet(_:action:)-(_,(PresentationAction<ButtonAction>)->Self.Action)`` takes it down when a button is tapped, and every front draws it
/// from the state (the ``/StoreConsole/Console`` lists its buttons as the only commands while it is up).
///
/// ```swift
/// state.alert = .alert(
///     title: "Delete “Dune”?",
///     message: "Your notes on it go too.",
///     buttons: [
///         ButtonState(
///             role: .destructive, "Delete", action: .deleteConfirmed
///         ),
///         ButtonState(role: .cancel, "Keep"),
///     ]
/// )
/// ```
public struct DialogState<Action> {
    /// How it is shown.
    public var kind: DialogKind
    /// Its title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// Its buttons, as given; see ``shownButtons`` for what a front shows.
    public var buttons: [ButtonState<Action>]

    /// A dialog of `kind`; prefer ``alert(title:message:buttons:)`` and
    /// ``confirmationDialog(title:message:buttons:)``.
    public init(kind: DialogKind, title: String, message: String? = nil, buttons: [ButtonState<Action>]) {
        self.kind = kind
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// An alert; without buttons it shows a single OK that takes it down.
    public static func alert(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) -> Self {
        Self(kind: .alert, title: title, message: message, buttons: buttons)
    }

    /// A confirmation dialog; without a button of the ``DialogButtonRole/cancel`` role it shows
    /// a Cancel last, as the platforms do.
    public static func confirmationDialog(title: String, message: String? = nil, buttons: [ButtonState<Action>]) -> Self {
        Self(kind: .confirmationDialog, title: title, message: message, buttons: buttons)
    }

    /// The buttons every front shows: ``buttons``, with the OK of an alert that has none and the
    /// Cancel of a confirmation dialog that has none, so the user can always get out.
    ///
    /// A dialog has one cancel button: the first of the ``DialogButtonRole/cancel`` role keeps
    /// it, and any later one is shown as a plain button (same label, same action). UIKit raises
    /// on a second cancel action ("UIAlertController can only have one action with a style of
    /// UIAlertActionStyleCancel"), and the Escape key, a tap outside an action sheet or a tvOS
    /// remote's Menu each answer with the one cancel button (see
    /// ``PresentationFront/escape(from:)``).
    public var shownButtons: [ButtonState<Action>] {
        switch kind {
        case .alert where buttons.isEmpty:
            return [ButtonState(role: .cancel, "OK")]
        case .confirmationDialog where !buttons.contains { $0.role == .cancel }:
            return buttons + [ButtonState(role: .cancel, "Cancel")]
        default:
            guard let first = buttons.firstIndex(where: { $0.role == .cancel }) else { return buttons }
            var shown = buttons
            for index in shown.indices where index > first && shown[index].role == .cancel {
                shown[index].role = nil
            }
            return shown
        }
    }

    /// The button a user's escape answers with: the one cancel button of ``shownButtons``, if any.
    public var cancelButton: ButtonState<Action>? {
        shownButtons.first { $0.role == .cancel }
    }

    /// What the user calls it: "the alert “Delete?”".
    var named: String { kind.naming(title) }
}

extension DialogState: Sendable where Action: Sendable {}
extension DialogState: Equatable where Action: Equatable {}
extension DialogState: Hashable where Action: Hashable {}
extension DialogState: Codable where Action: Codable {}
