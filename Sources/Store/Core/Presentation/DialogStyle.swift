// How UIKit shows a dialog. An action sheet on a regular width (an iPad) is a popover, and UIKit
// raises an exception when it is presented with no popover anchor ("You must provide location
// information for this popover"); tvOS has no action sheet at all ("This alert style isn't
// supported by tvOS", uialertcontroller/style/actionsheet). The width is not known when the
// alert is made, so a confirmation dialog with no anchor is an alert everywhere.

/// How a UIKit front shows a `DialogState`.
package enum DialogPresentationStyle: Equatable, Sendable {
    /// In the middle of the screen.
    case alert
    /// From the bottom on a compact width, a popover from its anchor on a regular one.
    case actionSheet
}

extension PresentationFront {
    /// The style for a dialog of `kind`: an action sheet only for a confirmation dialog with a
    /// popover anchor (`anchored`) on a platform that has action sheets; an alert otherwise.
    ///
    /// ```swift
    /// PresentationFront.style(for: .confirmationDialog, anchored: false, hasActionSheets: true)    // .alert
    /// ```
    package static func style(for kind: DialogKind, anchored: Bool, hasActionSheets: Bool) -> DialogPresentationStyle {
        kind == .confirmationDialog && anchored && hasActionSheets ? .actionSheet : .alert
    }
}
