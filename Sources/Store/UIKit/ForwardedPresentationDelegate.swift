#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The app's own delegate of a presentation controller whose `delegate` a front
/// (``StorePresenter``, Router's `StackNavigator`) takes to hear of the user's dismissals: the
/// one the app set on the controller before it went up (in `make`, or a navigator's `modal:`),
/// told of every call after the front, and asked whether the user may dismiss (a "discard
/// changes?" prompt). The delegate methods are optional requirements of an Objective-C protocol
/// on a device and plain ones in the stub and the model here, so each is read as a function value
/// and then called, as Router's navigation delegate forwarder does.
@MainActor
package struct ForwardedPresentationDelegate {
    package weak var app: (any UIAdaptivePresentationControllerDelegate)?

    package init() {}

    /// Makes `front` the delegate of `controller`'s presentation controller, keeping the one the
    /// app set there, if any, to forward to.
    package mutating func adopt(_ controller: UIViewController, by front: any UIAdaptivePresentationControllerDelegate) {
        guard let presentation = controller.presentationController else { return }
        if let current = presentation.delegate, current !== front { app = current }
        presentation.delegate = front
    }

    /// The app's answer, `true` where it has none (UIKit's own rule, `isModalInPresentation`,
    /// still applies: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)).
    package func shouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        let should = app?.presentationControllerShouldDismiss(_:)
        return should?(presentationController) ?? true
    }

    package func willDismiss(_ presentationController: UIPresentationController) {
        let will = app?.presentationControllerWillDismiss(_:)
        will?(presentationController)
    }

    package func didAttemptToDismiss(_ presentationController: UIPresentationController) {
        let attempted = app?.presentationControllerDidAttemptToDismiss(_:)
        attempted?(presentationController)
    }

    package func didDismiss(_ presentationController: UIPresentationController) {
        let did = app?.presentationControllerDidDismiss(_:)
        did?(presentationController)
    }
}
#endif
