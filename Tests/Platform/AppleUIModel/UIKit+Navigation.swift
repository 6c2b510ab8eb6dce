// The model's navigation controller (see UIKit.swift; its alert controller is in UIKit+Alerts.swift).

// MARK: Navigation

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    /// An animated push, pop or interactive pop that has not finished.
    public private(set) var isTransitioning = false
    /// The delegate UIKit calls, as the class stores it: a subclass that overrides `delegate`
    /// still has its calls made to what the base class holds (the page is silent; this is what
    /// swift-navigation's NavigationStackController relies on, and the stricter reading for a
    /// subclass that overrides it to hide its own).
    private weak var storedDelegate: (any UINavigationControllerDelegate)?
    /// Whether this controller is adding its own screens as children.
    private var addingScreens = false
    /// Whether the pop under way is the user's completed swipe back.
    var interactivePop = false
    /// What the delegate answered for each animated push and pop, in order.
    public internal(set) var askedTransitions: [AskedTransition] = []

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:): "This method
    /// is only intended to be called by an implementation of a custom container view
    /// controller." A navigation controller is UIKit's own container, whose children are the
    /// screens it shows: a child added from outside is recorded (and, strictest, not added).
    override open func addChild(_ childController: UIViewController) {
        guard addingScreens else {
            return UIKitModel.record("addChild(_:) called on <\(type(of: self))> from outside its implementation: only a custom container adds its own children (<\(type(of: childController))>)")
        }
        super.addChild(childController)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller:
    /// "The view controller at the top of the navigation stack."
    open var topViewController: UIViewController? { stack.last }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    open weak var delegate: (any UINavigationControllerDelegate)? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:):
    /// "If animations are enabled, this method decides which type of transition to perform
    /// based on whether the last item in the items array is already in the navigation stack."
    /// While another transition runs, the page is silent; UIKit logs "nested push animation can
    /// result in corrupted navigation bar" and the bar falls out of step. Strictest: refused.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if let reason = refusalToStack(viewControllers) { return UIKitModel.raise(reason) }
        guard !isTransitioning else {
            return UIKitModel.record("<\(type(of: self))>: nested push animation can result in corrupted navigation bar")
        }
        let oldTop = stack.last, wasStacked = stack.contains { $0 === viewControllers.last }
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) { forget(controller) }
        addingScreens = true
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        addingScreens = false
        stack = viewControllers
        guard let top = stack.last, top !== oldTop else { return placeTopView() }
        show(top, animated: animated, operation: wasStacked ? .pop : .push, from: oldTop) {}
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:):
    /// "This object cannot be a tab bar controller. If the view controller is already on the
    /// navigation stack, this method throws an exception." A navigation controller is refused
    /// too (not on the page; UIKit raises "Pushing a navigation controller is not supported",
    /// quoted in skywinder/ActionSheetPicker-3.0#70).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            return UIKitModel.raise("Pushing the same view controller instance more than once is not supported (<\(type(of: viewController))>)")
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// What UIKit raises on for a new stack: the same controller twice (the page of
    /// `setViewControllers(_:animated:)` is silent; its push counterpart raises, and UIKit raises
    /// NSInternalInconsistencyException "All view controllers in a navigation controller must be
    /// distinct", quoted in wordpress-mobile/WordPress-iOS#15337), a navigation controller
    /// (as `pushViewController`), or a controller that is presented (strictest: a controller has
    /// one place in the hierarchy; the page is silent).
    func refusalToStack(_ controllers: [UIViewController]) -> String? {
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) {
                return "All view controllers in a navigation controller must be distinct (<\(type(of: controller))> twice)"
            }
            if controller is UINavigationController { return "Pushing a navigation controller is not supported" }
            if controller.presentingStorage != nil {
                return "Application tried to push a view controller <\(type(of: controller))> that is presented modally"
            }
        }
        return nil
    }

    /// The bar at the top of the navigation controller's view, with the Back button at its
    /// leading end (https://developer.apple.com/documentation/uikit/uinavigationbar): views the
    /// user's touches are hit-tested against (`UIKitModel.touch(at:)`).
    public let navigationBar = UIView(frame: CGRect(x: 0, y: 0, width: UIKitModel.screen.width, height: 44))
    public let backButton = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 44))

    override open var view: UIView! {
        get {
            let root = super.view!
            if navigationBar.superview !== root {
                navigationBar.addSubview(backButton)
                root.addSubview(navigationBar)
            }
            return root
        }
        set { super.view = newValue }
    }

    /// Puts the top controller's view in this controller's view, under the bar (the views of
    /// the screens under it leave: https://developer.apple.com/documentation/uikit/uinavigationcontroller,
    /// "the navigation controller ... displays the view of the top view controller").
    func placeTopView() {
        guard let top = stack.last else { return }
        let root = view!
        for shown in root.subviews where shown !== navigationBar && shown !== top.viewIfLoaded { shown.superview = nil }
        root.subviews.removeAll { $0 !== navigationBar && $0 !== top.viewIfLoaded }
        let content = top.view!
        content.frame = CGRect(x: 0, y: 44, width: root.frame.width, height: root.frame.height - 44)
        if content.superview !== root {
            root.addSubview(content)
            root.subviews.removeAll { $0 === content }
            root.subviews.insert(content, at: 0)
        }
    }

    /// Moves to `top`: `willShow`, the transition, then `didShow`, in that order
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    /// and …didshow…).
    func show(_ top: UIViewController, animated: Bool, operation: Operation, from: UIViewController?, then: @escaping () -> Void) {
        storedDelegate?.navigationController(self, willShow: top, animated: animated)
        askAnimator(operation, from: from, to: top, animated: animated, interactive: false)
        isTransitioning = true
        let coordinating = ModelTransitionCoordinator()
        navigationCoordinator = coordinating
        UIKitModel.start(animated: animated) { [weak self] in
            guard let self else { return }
            isTransitioning = false
            navigationCoordinator = nil
            then()
            placeTopView()
            if isOnScreen { stack.last?.appear() }
            storedDelegate?.navigationController(self, didShow: stack.last ?? top, animated: animated)
            coordinating.finish()
        }
    }

    private func forget(_ controller: UIViewController) {
        controller.removeFromParentModel()
    }

    // MARK: The user's gestures

    /// The user taps Back: the top controller is popped, animated
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller, "the back
    /// button … pops the top view controller"). Refused (returns false) with one screen, or
    /// during a transition.
    public func userTapsBack() -> Bool {
        guard touchesBackButton else { return false }
        return userPops(to: stack.count - 2)
    }

    /// A long press on Back shows the earlier screens; the user picks the one at `index`.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller (iOS 14: "the
    /// back button's menu").
    public func userPicksFromBackMenu(_ index: Int) -> Bool {
        guard index < stack.count - 1, touchesBackButton else { return false }
        return userPops(to: index)
    }

    /// Whether the user's finger on the Back button reaches it (nothing presented over it, the
    /// bar and the button neither hidden nor transparent nor disabled): `UIKitModel.touch(at:)`.
    var touchesBackButton: Bool {
        UIKitModel.touchReaches(backButton, at: CGPoint(x: 20, y: 22))
    }

    private func userPops(to index: Int) -> Bool {
        guard !isTransitioning, index >= 0, index < stack.count - 1, transition == nil else { return false }
        let target = stack[index]
        show(target, animated: true, operation: .pop, from: stack.last) { [weak self] in
            guard let self else { return }
            for popped in stack[(index + 1)...] { forget(popped) }
            stack.removeSubrange((index + 1)...)
        }
        return true
    }

    /// The user swipes from the left edge: `willShow` for the screen under the top at once;
    /// when the swipe completes, the top is popped and `didShow` names the new top; when it is
    /// cancelled, the stack is unchanged and `didShow` names the top that stayed (the
    /// documentation is silent on a cancelled interactive pop; this is the reading that
    /// leaves `viewControllers` true at every `didShow`).
    public func userSwipesBack(completes: Bool) -> Bool {
        // The swipe starts at the leading edge, in this controller's view (its interactive pop
        // gesture is on that view: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer).
        guard !isTransitioning, stack.count > 1, transition == nil,
              UIKitModel.touchReaches(view, at: CGPoint(x: 4, y: 400)) else { return false }
        if completes {
            interactivePop = true
            defer { interactivePop = false }
            return userPops(to: stack.count - 2)
        }
        let under = stack[stack.count - 2]
        storedDelegate?.navigationController(self, willShow: under, animated: true)
        askAnimator(.pop, from: stack.last, to: under, animated: true, interactive: true)
        isTransitioning = true
        let coordinating = ModelTransitionCoordinator()
        navigationCoordinator = coordinating
        UIKitModel.start(animated: true) { [weak self] in
            guard let self, let top = stack.last else { return }
            isTransitioning = false
            navigationCoordinator = nil
            storedDelegate?.navigationController(self, didShow: top, animated: true)
            coordinating.finish()
        }
        return true
    }
}

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
}

/// The two transition methods are `optional` in the SDK: a delegate without them answers `nil`.
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    public enum Operation: Int, Sendable { case none = 0, push = 1, pop = 2 }

    /// A push or pop the delegate was asked to animate: what it answered.
    public struct AskedTransition {
        public let operation: Operation
        public let animator: (any UIViewControllerAnimatedTransitioning)?
        public let interaction: (any UIViewControllerInteractiveTransitioning)?
    }

    /// Asks the delegate for an animated push or pop's animator
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:):
    /// "nil" is the standard transition), and, for the user's swipe back with an animator, for
    /// the interaction controller that drives it
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:):
    /// "The noninteractive animator object provided by the delegate's ... method"). An
    /// unanimated change asks nothing (the pages are silent; nothing animates it).
    func askAnimator(_ operation: Operation, from: UIViewController?, to: UIViewController, animated: Bool, interactive: Bool) {
        guard animated, let from, let delegate = storedDelegate else { return }
        let animator = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let interaction = (interactive || interactivePop) ? animator.flatMap { delegate.navigationController(self, interactionControllerFor: $0) } : nil
        askedTransitions.append(AskedTransition(operation: operation, animator: animator, interaction: interaction))
    }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning (and
/// its animator, UIViewControllerAnimatedTransitioning): the model only hands them over.
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}
@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}
