// A model of UIKit's rules, in plain Swift, named `UIKit` so the shells compile against it
// unchanged (the declarations they use, as in ../AppleUIStub/UIKit.swift) and *run* on Linux.
// Its types behave as Apple's documentation says; each rule names the page it comes from.
// Where the pages are silent the comment says so and the strictest reading is taken. Nothing
// draws: a transition is a step that stays "in flight" until the driver settles it
// (`UIKitModel.settle()`), as an animation runs until the run loop has turned. What breaks a
// rule is never a crash: UIKit's log line, or the exception it would raise, is recorded in
// `UIKitModel.log` / `UIKitModel.exceptions`, which the driver checks after every step.
@_exported import Foundation

// MARK: View controllers and presentation

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    private var loadedView: UIView?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view: loaded on first
    /// access.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview: "If the
            // view controller does not have an associated nib file, this method creates a plain
            // UIView object instead." Its size is not on the page: the screen's (the strictest:
            // a child's plain view added to its parent covers all of it).
            let made = UIView()
            made.owner = self
            loadedView = made
            viewDidLoad()
            return made
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload: "Called
    /// after the controller's view is loaded into memory." (where an app adds its views).
    open func viewDidLoad() {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? { loadedView }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded: "Accessing
    /// this property does not attempt to load the view".
    open var isViewLoaded: Bool { loadedView != nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:):
    /// "Notifies the view controller that its view was removed from a view hierarchy." Called
    /// by the SwiftUI model for a representable's controller (SwiftUI+Representable.swift).
    open func viewDidDisappear(_ animated: Bool) {}

    /// What this controller itself presents (UIKit rerouted a child's `present` to it).
    var presentedStorage: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller:
    /// "The view controller that is presented by this view controller, or one of its ancestors
    /// in the view controller hierarchy": a child of a navigation controller that presents
    /// reports what its container presents.
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    public var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    public var isModalInPresentation = false
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext
    public var definesPresentationContext = false
    /// The style this controller was presented in, resolved (see `UIKit+Presentation.swift`).
    var presentedStyle = UIModalPresentationStyle.automatic
    /// The controller that presented this one itself.
    weak var presentingStorage: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller:
    /// "If the view controller was not presented modally, but one of its ancestors was, this
    /// property contains the view controller that presented the ancestor."
    public var presentingViewController: UIViewController? {
        get { presentingStorage ?? parent?.presentingViewController }
        set { presentingStorage = newValue }
    }
    /// A presentation or dismissal from this controller that has not finished.
    var transition: String?
    /// The coordinator of the transition this controller is in, while it runs.
    package var coordinator: ModelTransitionCoordinator?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator:
    /// "the transition coordinator object associated with a currently active transition or nil
    /// if no transition is in progress ... If there is no in-progress transition associated with
    /// the current view controller, UIKit checks the view controller's ancestors".
    /// A presentation's coordinator comes first: a navigation controller pushing while it is
    /// being presented is in both, and its presentation is the transition it is in.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        coordinator ?? navigationCoordinator ?? parent?.transitionCoordinator
    }
    /// The coordinator of a navigation controller's own push or pop, while it runs.
    var navigationCoordinator: ModelTransitionCoordinator?

    /// Starts a coordinator for a transition of this controller (and of `other`, its partner).
    func beginCoordinating(with other: UIViewController? = nil) -> ModelTransitionCoordinator {
        let started = ModelTransitionCoordinator()
        coordinator = started
        other?.coordinator = started
        return started
    }

    fileprivate lazy var presentation = UIPresentationController(presented: self)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller:
    /// non-nil while presented (the page warns against reading it before `present`).
    open var presentationController: UIPresentationController? {
        presentingStorage == nil ? nil : presentation
    }

    fileprivate lazy var popover = UIPopoverPresentationController(presented: self)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller:
    /// the popover's controller, whatever the style, for the model (set before presenting).
    open var popoverPresentationController: UIPopoverPresentationController? { popover }

    /// A representable's controller the SwiftUI model shows (SwiftUI+Representable.swift): its
    /// view is in the window from the update that draws it (in a sheet, from the start of the
    /// sheet's presentation) until the dismissal that takes it has finished.
    package var hostedOnScreen = false

    /// The container this controller is a child of, and its children.
    public internal(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {
        childController.parent = self
        children.append(childController)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether this controller's view is in the window now: the window's root, the top of a
    /// navigation stack that is, a child whose view is in its on-screen parent's view, or
    /// presented by one that is (from the start of its presentation: the presented view is put
    /// in the window when the transition begins).
    /// A full-screen presentation over it (or over one of its ancestors) that has finished
    /// takes it out of the window (`UIKit+Presentation.swift`, `removesPresenterViews`).
    var isOnScreen: Bool {
        isAttached && !isCoveredFullScreen
    }

    /// In the window's tree of controllers: the root, presented from one that is, or a child
    /// shown by one that is.
    var isAttached: Bool {
        if UIKitModel.window.rootViewController === self || hostedOnScreen { return true }
        if let presentingStorage { return presentingStorage.isAttached }
        guard let parent else { return false }
        if let navigation = parent as? UINavigationController { return navigation.viewControllers.last === self && navigation.isAttached }
        return parent.isAttached && loadedView?.superview != nil
    }

    /// This controller and what it shows came on screen: `viewDidAppear` for it, and forwarded
    /// to its children (https://developer.apple.com/documentation/uikit/uiviewcontroller,
    /// "Managing child view controllers": appearance callbacks are forwarded automatically),
    /// and to what it presents.
    func appear() {
        _ = view
        viewDidAppear(true)
        for child in children where child.viewIfLoaded?.superview != nil || self is UINavigationController {
            if let navigation = self as? UINavigationController, navigation.viewControllers.last !== child { continue }
            child.appear()
        }
        if let presentedStorage, presentedStorage.transition == nil { presentedStorage.appear() }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:),
    /// asked of the controller UIKit routes it to (`presentationHost`, `UIKit+Presentation.swift`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let name = "<\(type(of: viewControllerToPresent))>", me = "<\(type(of: self))>"
        if let reason = refusalToPresent(viewControllerToPresent) { return UIKitModel.raise(reason) }
        // Not in a window: UIKit logs and drops it (its completion never runs). The page is
        // silent; the log line is UIKit's own.
        guard viewIfLoaded?.window != nil || isOnScreen else {
            return UIKitModel.record("Attempt to present \(name) on \(me) whose view is not in the window hierarchy.")
        }
        let host = presentationHost(for: viewControllerToPresent)
        let on = "<\(type(of: host))>" + (host === self ? "" : " (from \(me))")
        // A controller presents one controller at a time: `presentedViewController` is one
        // optional (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller),
        // and a controller that presents is "the presenting view controller ... until the
        // presented view controller is dismissed" (View Controller Programming Guide, Presenting
        // a View Controller). What UIKit does then is on no page: it logs this line and drops
        // the request (the line as UIKit prints it is quoted in kean/Pulse#19 and
        // adaptyteam/AdaptySDK-iOS#116).
        if let presented = host.presentedStorage {
            return UIKitModel.record("Attempt to present \(name) on \(on) which is already presenting <\(type(of: presented))>.")
        }
        // Asked while a presentation or dismissal from or of the host runs: UIKit's log line
        // (zetachang/DCModalSegue#10 quotes it); the pages are silent. Strictest: dropped.
        guard host.transition == nil, host.presentingViewController?.transition == nil else {
            return UIKitModel.record("Attempt to present \(name) on \(on) while a presentation or dismiss is in progress.")
        }
        if let alert = viewControllerToPresent as? UIAlertController, alert.preferredStyle == .actionSheet {
            // https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet:
            // "This alert style isn't supported by tvOS."
            if UIKitModel.platform == .tvOS { return UIKitModel.raise("UIAlertControllerStyleActionSheet is not supported on tvOS") }
            // On a regular width an action sheet is a popover, which needs an anchor:
            // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller.
            let anchor = alert.popover
            if UIKitModel.horizontalSizeClass == .regular, anchor.sourceView == nil, anchor.barButtonItem == nil {
                return UIKitModel.raise("UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
            }
        }
        host.presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingViewController = host
        viewControllerToPresent.presentedStyle = resolvedStyle(of: viewControllerToPresent)
        _ = viewControllerToPresent.view
        host.transition = "presenting"
        viewControllerToPresent.transition = "being presented"
        let coordinating = host.beginCoordinating(with: viewControllerToPresent)
        UIKitModel.start(animated: flag) { [weak host] in
            host?.transition = nil
            viewControllerToPresent.transition = nil
            host?.coordinator = nil
            viewControllerToPresent.coordinator = nil
            viewControllerToPresent.appear()
            completion?()
            coordinating.finish()
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:):
    /// "The presenting view controller is responsible for dismissing the view controller it
    /// presented. If you call this method on the presented view controller itself, UIKit asks
    /// the presenting view controller to handle the dismissal." and "calling this method on a
    /// view controller lower in the stack dismisses its immediate child view controller and all
    /// view controllers above that child on the stack." A child whose container presents asks
    /// the container (what it presents is its container's: `presentedViewController`).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedStorage != nil else {
            if presentedViewController != nil, let parent { return parent.dismiss(animated: flag, completion: completion) }
            // On the top controller: asked of its presenter. On one that presents nothing and
            // is not presented: nothing to do; the page is silent on the completion, the
            // strictest reading is that it does not run.
            if let presentingViewController { presentingViewController.dismiss(animated: flag, completion: completion) }
            return
        }
        guard transition == nil else {
            // The page is silent about a dismissal during a transition; strictest: refused.
            return UIKitModel.record("Attempt to dismiss from <\(type(of: self))> while a presentation or dismiss is in progress.")
        }
        dismissPresented(animated: flag, byUser: false, completion: completion)
    }

    /// Takes down what this controller presents and everything above it.
    func dismissPresented(animated: Bool, byUser: Bool, beforeDelegate: (() -> Void)? = nil, completion: (() -> Void)?) {
        guard let child = presentedStorage else { return }
        transition = "dismissing"
        child.transition = "being dismissed"
        let coordinating = beginCoordinating(with: child)
        UIKitModel.start(animated: animated) { [weak self] in
            self?.coordinator = nil
            child.coordinator = nil
            defer { coordinating.finish() }
            var top: UIViewController? = child
            while let shown = top {
                top = shown.presentedStorage
                shown.presentedStorage = nil
                shown.presentingViewController = nil
                shown.transition = nil
            }
            self?.presentedStorage = nil
            self?.transition = nil
            // Back in the window after a full-screen presentation took it out: it appears again
            // (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)).
            if child.presentedStyle.removesPresenterViews, let self, self.isOnScreen { self.appear() }
            // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:):
            // "This method is not called if the presentation is dismissed programmatically."
            beforeDelegate?()
            if byUser { child.presentation.delegate?.presentationControllerDidDismiss(child.presentation) }
            completion?()
        }
    }
}
