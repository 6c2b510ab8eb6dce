// The UIKit declarations the shells use (Sources/Router/StackNavigator+UIKit.swift,
// Sources/Store/UIKit/Store+UIKit.swift, the holiday sample), each spelled as Apple's
// documentation gives it; UIKit.md beside this file lists them with their pages. Bodies are
// placeholders: this module is only type-checked against, never run. Used by
// ../check-apple-ui.
//
// One deliberate difference: the two delegate methods are `optional` requirements of
// Objective-C protocols in the SDK; Linux has no Objective-C runtime, so here they are plain
// requirements. That is stricter than the SDK on purpose: a conformer that misspells one fails
// the check here, where on a device the method would silently never be called.
//
// Every declaration says, on the line above it, the SDK it first ships in (`// sdk: Xcode N
// (iOS M)`): the check makes each one newer than the oldest Xcode the package admits
// unavailable. One that tvOS's SDK lacks says `not tvOS` there (its page lists no tvOS, or
// `tvOS: -`): the check's tvOS pass makes it unavailable. watchOS has none of these (its UIKit has no view controllers): the check's
// watchOS pass compiles the shells against an empty UIKit.
@_exported import Foundation

// sdk: Xcode 3.1 (iOS 2)
@MainActor open class UIResponder: NSObject {}

// sdk: Xcode 3.1 (iOS 2)
@MainActor open class UIView: UIResponder {
    // sdk: Xcode 3.1 (iOS 2)
    public init(frame: CGRect) {}
    // sdk: Xcode 3.1 (iOS 2)
    public required init?(coder: NSCoder) {}
    // sdk: Xcode 3.1 (iOS 2)
    open var window: UIWindow? { nil }
    // sdk: Xcode 3.1 (iOS 2)
    open func didMoveToWindow() {}
    // sdk: Xcode 3.1 (iOS 2)
    open var isHidden: Bool {
        get { false }
        set {}
    }
    // sdk: Xcode 3.1 (iOS 2)
    open func addSubview(_ view: UIView) {}
    // sdk: Xcode 3.1 (iOS 2)
    open var isUserInteractionEnabled: Bool {
        get { true }
        set {}
    }
}

// sdk: Xcode 3.1 (iOS 2)
@MainActor open class UIWindow: UIView {
    // sdk: Xcode 4 (iOS 4)
    open var rootViewController: UIViewController? {
        get { nil }
        set {}
    }
}

// sdk: Xcode 3.1 (iOS 2)
@MainActor open class UIBarButtonItem: NSObject {}

// sdk: Xcode 3.1 (iOS 2)
@MainActor open class UIViewController: UIResponder {
    // sdk: Xcode 3.1 (iOS 2)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    // sdk: Xcode 3.1 (iOS 2)
    public required init?(coder: NSCoder) {}
    /// `UIViewController()`, as Objective-C's `init` is seen from Swift.
    // sdk: Xcode 3.1 (iOS 2)
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    // sdk: Xcode 3.1 (iOS 2)
    open var view: UIView! {
        get { nil }
        set {}
    }
    // sdk: Xcode 7 (iOS 9)
    open var viewIfLoaded: UIView? { nil }
    // sdk: Xcode 3.2 (iOS 3)
    open var isViewLoaded: Bool { false }
    // sdk: Xcode 3.1 (iOS 2)
    open func viewDidAppear(_ animated: Bool) {}
    // sdk: Xcode 3.1 (iOS 2)
    open func viewDidDisappear(_ animated: Bool) {}
    // sdk: Xcode 4.2 (iOS 5)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    // sdk: Xcode 4.2 (iOS 5)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    // sdk: Xcode 4.2 (iOS 5)
    open var presentedViewController: UIViewController? { nil }
    // sdk: Xcode 4.2 (iOS 5)
    open var presentingViewController: UIViewController? { nil }
    // sdk: Xcode 4.2 (iOS 5)
    open var children: [UIViewController] { [] }
    // sdk: Xcode 5 (iOS 7)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    // sdk: Xcode 6 (iOS 8)
    open var presentationController: UIPresentationController? { nil }
    // sdk: Xcode 6 (iOS 8, not tvOS)
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    // sdk: Xcode 3.2 (iOS 3.2)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { .automatic }
        set {}
    }
    // sdk: Xcode 11 (iOS 13)
    open var isModalInPresentation: Bool {
        get { false }
        set {}
    }
}

// sdk: Xcode 3.2 (iOS 3.2)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

// sdk: Xcode 3.1 (iOS 2)
@MainActor open class UINavigationController: UIViewController {
    // sdk: Xcode 3.1 (iOS 2)
    open var viewControllers: [UIViewController] {
        get { [] }
        set {}
    }
    // sdk: Xcode 3.1 (iOS 2)
    open weak var delegate: (any UINavigationControllerDelegate)?
    // sdk: Xcode 3.2 (iOS 3)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

// sdk: Xcode 3.1 (iOS 2)
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    // sdk: Xcode 3.1 (iOS 2)
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    // sdk: Xcode 3.1 (iOS 2)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    // sdk: Xcode 5 (iOS 7)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    // sdk: Xcode 5 (iOS 7)
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
}

/// The SDK's two transition methods are `optional`; here a conformer that does not spell them
/// answers `nil`, as UIKit takes a delegate without them (its standard push and pop).
extension UINavigationControllerDelegate {
    // sdk: Xcode 5 (iOS 7)
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    // sdk: Xcode 5 (iOS 7)
    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
    // sdk: Xcode 5 (iOS 7)
    public enum Operation: Int, @unchecked Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

// sdk: Xcode 5 (iOS 7)
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}

// sdk: Xcode 5 (iOS 7)
@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}

// sdk: Xcode 6 (iOS 8)
@MainActor open class UIPresentationController: NSObject {
    // sdk: Xcode 6 (iOS 8)
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

// sdk: Xcode 6 (iOS 8, not tvOS)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    // sdk: Xcode 6 (iOS 8, not tvOS)
    open var sourceView: UIView?
    // sdk: Xcode 6 (iOS 8, not tvOS)
    open var barButtonItem: UIBarButtonItem?
}

// sdk: Xcode 6 (iOS 8)
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    // sdk: Xcode 11 (iOS 13)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    // sdk: Xcode 11 (iOS 13)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    // sdk: Xcode 11 (iOS 13)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    // sdk: Xcode 11 (iOS 13)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

// sdk: Xcode 6 (iOS 8)
@MainActor open class UIAlertController: UIViewController {
    // sdk: Xcode 6 (iOS 8)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init() }
    // sdk: Xcode 6 (iOS 8)
    open func addAction(_ action: UIAlertAction) {}

    // sdk: Xcode 6 (iOS 8)
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }
}

// sdk: Xcode 6 (iOS 8)
@MainActor open class UIAlertAction: NSObject {
    // sdk: Xcode 6 (iOS 8)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }

    // sdk: Xcode 6 (iOS 8)
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}

// sdk: Xcode 5 (iOS 7)
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

// sdk: Xcode 5 (iOS 7)
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // sdk: Xcode 5 (iOS 7)
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
