// The UIKit declarations the shells use (Sources/Router/StackNavigator+UIKit.swift,
// Sources/Store/Fronts/Store+UIKit.swift, the holiday sample), each spelled as Apple's
// documentation gives it; UIKit.md beside this file lists them with their pages. Bodies are
// placeholders: this module is only type-checked against, never run. Used by
// ../check-apple-ui.
//
// One deliberate difference: the two delegate methods are `optional` requirements of
// Objective-C protocols in the SDK; Linux has no Objective-C runtime, so here they are plain
// requirements. That is stricter than the SDK on purpose: a conformer that misspells one fails
// the check here, where on a device the method would silently never be called.
@_exported import Foundation

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    /// `UIViewController()`, as Objective-C's `init` is seen from Swift.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open var presentationController: UIPresentationController? { nil }
}

@MainActor open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] {
        get { [] }
        set {}
    }
    open weak var delegate: (any UINavigationControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

@MainActor open class UIPresentationController: NSObject {
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

@MainActor open class UIAlertController: UIViewController {
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init() }
    open func addAction(_ action: UIAlertAction) {}

    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }
}

@MainActor open class UIAlertAction: NSObject {
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }

    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}
