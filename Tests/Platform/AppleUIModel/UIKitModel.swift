// The driver's side of the UIKit model: the window, the device's traits, the clock that ends
// animations, what UIKit logged or raised, and the user's swipe-down.

/// The state of the modelled device.
@MainActor
public enum UIKitModel {
    public enum Platform { case iOS, tvOS }
    public enum SizeClass { case compact, regular }

    /// The app's one window.
    public static let window = UIWindow()
    public static var platform = Platform.iOS
    /// `.regular` is an iPad's full-screen width, where an action sheet is a popover.
    public static var horizontalSizeClass = SizeClass.compact
    /// UIKit's log lines for what it refused or dropped, in order.
    public static var log: [String] = []
    /// What UIKit would have raised (an app crash on a device), in order.
    public static var exceptions: [String] = []
    private static var running: [() -> Void] = []

    static func record(_ line: String) {
        log.append(line)
    }

    static func raise(_ reason: String) {
        exceptions.append(reason)
    }

    /// Starts a transition: an unanimated one is over at once, an animated one when the
    /// driver settles.
    static func start(animated: Bool, completion: @escaping () -> Void) {
        if animated {
            running.append(completion)
            noticeWindows()
        } else {
            completion()
            noticeWindows()
        }
    }

    /// Whether any animation is still running.
    public static var isAnimating: Bool { !running.isEmpty }

    /// Lets every running animation finish, and those their completions start, until none runs.
    /// Between animations the main queue turns: the blocks submitted to it run, in order, as
    /// on a device once the event that submitted them has returned
    /// (https://developer.apple.com/documentation/dispatch/dispatchqueue/main).
    public static func settle() {
        repeat {
            while !running.isEmpty {
                let finishing = running
                running = []
                for completion in finishing { completion() }
                noticeWindows()
            }
            RunLoop.main.run(until: Date())
        } while !running.isEmpty
    }

    /// Lets only the animations running now finish (what starts from their completions keeps
    /// running): a user acting between two animations.
    public static func settleOnce() {
        let finishing = running
        running = []
        for completion in finishing { completion() }
        noticeWindows()
    }

    /// A fresh device: no window content, nothing logged.
    public static func reset(platform: Platform = .iOS, sizeClass: SizeClass = .compact) {
        settle()
        window.rootViewController = nil
        self.platform = platform
        horizontalSizeClass = sizeClass
        log = []
        exceptions = []
    }

    /// The top-most presented controller over the window's root.
    public static var topPresented: UIViewController? {
        var top: UIViewController?
        var next = window.rootViewController.flatMap(presented(over:))
        while let shown = next {
            top = shown
            next = presented(over: shown)
        }
        return top
    }

    /// What `controller` presents, or the top screen of its navigation stack presents.
    static func presented(over controller: UIViewController) -> UIViewController? {
        controller.presentedViewController ?? (controller as? UINavigationController)?.viewControllers.last?.presentedViewController
    }

    /// The user swipes the top-most sheet down (not an alert: alerts have no swipe): it is
    /// dismissed, and its presentation controller's delegate told once it is gone
    /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)).
    /// False when nothing can be swiped.
    /// Only a sheet can be pulled down (`UIModalPresentationStyle.isSheet`), and not one whose
    /// `isModalInPresentation` is true (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation:
    /// "UIKit ... prevents the interactive dismissal of the view controller while it is
    /// onscreen"); the finger must reach the sheet (`touch(at:)`).
    public static func userSwipesDown() -> Bool {
        guard let top = topPresented, !(top is UIAlertController), top.transition == nil,
              top.presentedStyle.isSheet, !top.isModalInPresentation,
              touchReaches(top.view, at: CGPoint(x: screen.midX, y: 60)),
              let presenter = top.presentingViewController, presenter.transition == nil else { return false }
        // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:):
        // "UIKit supports refusing to dismiss a presentation when ... isModalInPresentation returns
        // true or presentationControllerShouldDismiss(_:) returns false"; then the delegate hears
        // of the attempt. presentationControllerWillDismiss(_:) comes before the dismissal.
        if let presentation = top.presentationController, let delegate = presentation.delegate {
            guard delegate.presentationControllerShouldDismiss(presentation) else {
                delegate.presentationControllerDidAttemptToDismiss(presentation)
                return true
            }
            delegate.presentationControllerWillDismiss(presentation)
        }
        presenter.dismissPresented(animated: true, byUser: true, completion: nil)
        return true
    }
}

extension UIViewController {
    /// Removes this controller from its container (a navigation controller popping it).
    func removeFromParentModel() {
        guard let parent else { return }
        parent.removeChildModel(self)
    }

    func removeChildModel(_ child: UIViewController) {
        children.removeAll { $0 === child }
        child.parent = nil
    }
}
