// The model's alert controller and its actions (see UIKit.swift): what a user's tap, escape or
// tap outside runs, under the readings of UIKitReadings.swift.

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor open class UIAlertController: UIViewController {
    public private(set) var preferredStyle: Style = .alert
    public private(set) var alertTitle: String?
    public private(set) var actions: [UIAlertAction] = []

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init()
        alertTitle = title
        self.preferredStyle = preferredStyle
    }

    /// A second action whose style is cancel raises NSInternalInconsistencyException ("UIAlertController
    /// can only have one action with a style of UIAlertActionStyleCancel"): UIKit's own exception;
    /// the pages of addAction(_:) and UIAlertAction.Style.cancel
    /// (https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel)
    /// are silent, and an app that does it crashes.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitModel.raise("UIAlertController can only have one action with a style of UIAlertActionStyleCancel ('\(action.title ?? "")' added to '\(alertTitle ?? "")')")
            return
        }
        actions.append(action)
    }

    /// The user taps the button `index`: the alert is dismissed, then the action's handler runs
    /// (https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:):
    /// "A block to execute when the user selects the action"; that the alert goes first is not
    /// on the page, and is what UIKit does). False when it is not up or is still moving.
    public func userTaps(_ index: Int) -> Bool {
        guard index < actions.count, let presenter = presentingViewController, presenter.presentedViewController === self,
              transition == nil, presentedViewController == nil,
              UIKitModel.touchReaches(view, at: CGPoint(x: UIKitModel.screen.midX, y: UIKitModel.screen.midY)) else { return false }
        let action = actions[index]
        presenter.dismissPresented(animated: true, byUser: false) { action.handler?(action) }
        return true
    }

    /// The user taps outside an action sheet (an alert has no outside to tap):
    /// https://developer.apple.com/documentation/uikit/getting-the-user-s-attention-with-alerts-and-action-sheets
    /// "A person dismisses an action sheet by selecting one of the listed options, or by
    /// tapping outside an action sheet." Which handler runs then is on no page: strictest, none.
    /// The dismissal is the user's, not the app's, so the presentation controller's delegate
    /// hears of it
    /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:):
    /// "Notifies the delegate after a presented view controller is dismissed"). False when it
    /// is not up, is still moving or covered.
    public func userTapsOutside() -> Bool {
        guard preferredStyle == .actionSheet, let presenter = presentingViewController, presenter.presentedViewController === self,
              transition == nil, presentedViewController == nil else { return false }
        closedByUser(from: presenter, UIKitModel.readings.tapOutside)
        return true
    }

    /// The user escapes the alert or action sheet: the Escape key of a keyboard
    /// (https://developer.apple.com/documentation/uikit/uikeycommand/inputescape; SwiftUI's
    /// https://developer.apple.com/documentation/swiftui/keyboardshortcut/cancelaction gives it
    /// "cancelling the in-progress action or dismissing a prompt"), the accessibility escape, a
    /// tvOS remote's Menu. Which handler runs, and in what order, is `UIKitModel.readings.escape`
    /// (UIKitReadings.swift).
    public func userEscapes() -> Bool {
        guard let presenter = presentingViewController, presenter.presentedViewController === self,
              transition == nil, presentedViewController == nil else { return false }
        closedByUser(from: presenter, UIKitModel.readings.escape)
        return true
    }

    /// The dismissal of a user's escape or tap outside, under `reading`. An alert with no
    /// cancel action has no handler to run: the delegate hears, under every reading.
    func closedByUser(from presenter: UIViewController, _ reading: Readings.Escape) {
        guard let cancel = actions.first(where: { $0.style == .cancel }) else {
            presenter.dismissPresented(animated: true, byUser: true, completion: nil)
            return
        }
        let run: () -> Void = { cancel.handler?(cancel) }
        switch reading {
        case .delegateOnly: presenter.dismissPresented(animated: true, byUser: true, completion: nil)
        case .cancelOnly: presenter.dismissPresented(animated: true, byUser: false, completion: run)
        case .delegateThenCancel: presenter.dismissPresented(animated: true, byUser: true, completion: run)
        case .cancelThenDelegate: presenter.dismissPresented(animated: true, byUser: true, beforeDelegate: run, completion: nil)
        }
    }

    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor open class UIAlertAction: NSObject {
    public private(set) var title: String?
    public private(set) var style: Style = .default
    var handler: ((UIAlertAction) -> Void)?

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }

    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}
