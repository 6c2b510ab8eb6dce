// The model of UIKit's views and windows (see UIKit.swift for what the model is and how it
// records what breaks a rule).
import Foundation

// MARK: Views and windows

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
    /// The controller whose root view this is.
    weak var owner: UIViewController?
    /// The view this one was added to.
    public internal(set) weak var superview: UIView?
    /// https://developer.apple.com/documentation/uikit/uiview/subviews: back to front.
    public internal(set) var subviews: [UIView] = []
    /// https://developer.apple.com/documentation/uikit/uiview/frame, in the superview's
    /// coordinates (the window's for a controller's root view, which fills the screen: see
    /// `UIViewController.view`).
    public var frame = UIKitModel.screen
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    public var isHidden = false
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    public var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    public var isUserInteractionEnabled = true

    public override init() {
        super.init()
        UIKitModel.made(self)
    }
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
        UIKitModel.made(self)
    }
    public required init?(coder: NSCoder) { nil }

    /// Whether this view was in a window when the model last looked (`noticeWindows()`).
    var wasInWindow = false

    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow(): "Tells the view
    /// that its window object changed." The model tells every view whose window changed since
    /// it last looked (`UIKitModel.noticeWindows()`): when a transition starts and ends, a root
    /// is set, a view is added.
    open func didMoveToWindow() {}

    /// https://developer.apple.com/documentation/uikit/uiview/window: "This property is nil if
    /// the view has not yet been added to a window." A view is in a window when its
    /// controller is on screen (`UIViewController.isOnScreen`) or its superview is.
    open var window: UIWindow? {
        if let superview { return superview.window }
        guard let owner, owner.isOnScreen else { return nil }
        return UIKitModel.window
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// "Views can have only one superview. If view already has a superview and that view is not
    /// the receiver, this method removes the previous superview before making the receiver its
    /// new superview." Added last: in front of the others.
    open func addSubview(_ view: UIView) {
        view.superview?.subviews.removeAll { $0 === view }
        view.superview = self
        subviews.append(view)
        UIKitModel.noticeWindows()
    }
}

@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    public var rootViewController: UIViewController? {
        didSet {
            rootViewController?.appear()
            UIKitModel.noticeWindows()
        }
    }

    override open var window: UIWindow? { self }
}

@MainActor open class UIBarButtonItem: NSObject {}

extension UIKitModel {
    private static var views: [WeakView] = []
    private struct WeakView { weak var view: UIView? }

    static func made(_ view: UIView) {
        views.append(WeakView(view: view))
    }

    /// Tells each view whose window changed since the last look, in the order they were made
    /// (a superview before the views added to it).
    package static func noticeWindows() {
        views.removeAll { $0.view == nil }
        for entry in views {
            guard let view = entry.view else { continue }
            let inWindow = view.window != nil
            guard inWindow != view.wasInWindow else { continue }
            view.wasInWindow = inWindow
            view.didMoveToWindow()
        }
    }
}
