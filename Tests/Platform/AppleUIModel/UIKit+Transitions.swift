// The model of UIKit's presentation controllers and transition coordinators (see UIKit.swift
// for what the model is).
import Foundation

@MainActor open class UIPresentationController: NSObject {
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    public unowned let presentedViewController: UIViewController

    init(presented: UIViewController) {
        presentedViewController = presented
    }
}

@MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var barButtonItem: UIBarButtonItem?
}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The coordinator of one modelled transition: the completions given to
/// `animate(alongsideTransition:completion:)` run when it ends, after UIKit's own completion
/// and the navigation delegate's `didShow` (the pages are silent on that order; this is the one
/// where a `didShow` still sees the transition as running).
@MainActor public final class ModelTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:):
    /// returns whether the animations were queued; after the transition they are not.
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    package func finish() {
        finished = true
        let running = completions
        completions = []
        for completion in running { completion(self) }
    }
}
