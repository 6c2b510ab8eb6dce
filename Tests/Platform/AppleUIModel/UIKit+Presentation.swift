// The model's rules for where a presentation goes, what it covers, what UIKit raises on, and
// which view a touch reaches (see UIKit.swift). Each rule names its page; where the page is
// silent the comment says so and the strictest reading is taken.

// MARK: Presentation styles

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle (raw values as the
/// SDK's header has them).
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

    /// Whether the presenting controller's views leave the window once the presentation is
    /// over: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    /// and …/currentcontext: "The views belonging to the presenting view controller are removed
    /// after the presentation completes." (…/overfullscreen: "not removed"; a page sheet and a
    /// form sheet leave "part of the background content visible".)
    var removesPresenterViews: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the user can pull it down: a sheet (…/pagesheet, …/formsheet: "the system
    /// displays the view controller as a sheet"). A full-screen presentation has no such
    /// gesture on its page; strictest: none.
    var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

extension UIViewController {
    /// The style `presented` is shown in from here. An alert controller's own presentation is
    /// not on its pages; it leaves what is under it in the window (an alert is drawn over it):
    /// modelled as over full screen. `.automatic`:
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic, "For
    /// most view controllers, UIKit maps this style to: formSheet in iOS 18 and later".
    func resolvedStyle(of presented: UIViewController) -> UIModalPresentationStyle {
        if presented is UIAlertController { return .overFullScreen }
        switch presented.modalPresentationStyle {
        case .automatic, .none: return .formSheet
        case let style: return style
        }
    }

    /// The controller that carries out `present` asked of this one.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller:
    /// "The object in this property could be the root view controller of the window, a parent
    /// view controller that is marked as defining the current context, or the last view
    /// controller that was presented onscreen. This view controller may or may not be the same
    /// one whose present(_:animated:completion:) method was called". A context style goes to
    /// the nearest ancestor whose `definesPresentationContext` is true, else to the window's
    /// root (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext:
    /// "If no view controller defines the presentation context, UIKit asks the window's root
    /// view controller to handle the presentation."). Any other style is "made by a view
    /// controller that itself covers the entire screen": the page does not say which; the
    /// strictest reading, and the one the definesPresentationContext page's default implies, is
    /// the outermost container (the root of this controller's tree of children: the window's
    /// root, or a presented controller), never a child.
    func presentationHost(for presented: UIViewController) -> UIViewController {
        var outermost = self
        while let parent = outermost.parent { outermost = parent }
        let style = presented.modalPresentationStyle
        guard style == .currentContext || style == .overCurrentContext else { return outermost }
        var candidate: UIViewController? = self
        while let next = candidate {
            if next.definesPresentationContext { return next }
            candidate = next.parent
        }
        return UIKitModel.window.rootViewController ?? outermost
    }

    /// What UIKit raises (an app crash) on `present`, before anything else:
    /// - a controller that is already presented: no page says it; UIKit raises
    ///   NSInvalidArgumentException "Application tried to present modally a view controller
    ///   <X> that is already being presented by <Y>." (quoted in
    ///   Expensify/react-native-share-menu#101 and capacitor-community/privacy-screen#83);
    /// - a controller that is a child of a container (its view is the container's): likewise
    ///   on no page; UIKit raises "Application tried to present modally a view controller <X>
    ///   that has a parent view controller <Y>." Strictest: raised;
    /// - a controller presenting itself: strictest, raised.
    func refusalToPresent(_ presented: UIViewController) -> String? {
        if presented === self { return "Application tried to present modally an active controller <\(type(of: self))>." }
        if let by = presented.presentingStorage {
            return "Application tried to present modally a view controller <\(type(of: presented))> that is already being presented by <\(type(of: by))>."
        }
        if let parent = presented.parent {
            return "Application tried to present modally a view controller <\(type(of: presented))> that has a parent view controller <\(type(of: parent))>."
        }
        return nil
    }

    /// Whether a finished full-screen presentation over this controller, or over one of its
    /// ancestors, has taken its views out of the window.
    var isCoveredFullScreen: Bool {
        var next: UIViewController? = self
        while let controller = next {
            if let shown = controller.presentedStorage, shown.transition == nil, shown.presentedStyle.removesPresenterViews { return true }
            next = controller.parent ?? controller.presentingStorage
        }
        return false
    }
}

// MARK: Touches

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/point(inside:with:): whether
    /// `point` (in this view's coordinates) is in its bounds.
    public func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < frame.width && point.y < frame.height
    }

    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:): "Returns the
    /// farthest descendant in the view hierarchy of the current view, including itself, that
    /// contains the specified point." and "This method ignores view objects that are hidden,
    /// that have disabled user interactions, or have an alpha level less than 0.01. ... Points
    /// that lie outside the receiver's bounds are never reported as hits, even if they actually
    /// lie within one of the receiver's subviews." Subviews are asked front to back (the page
    /// says it traverses them; the front one draws over the others).
    public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let inner = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(inner, with: event) { return hit }
        }
        return self
    }

    /// Whether this view is `ancestor` or lies inside it.
    public func isDescendant(of ancestor: UIView) -> Bool {
        var next: UIView? = self
        while let view = next {
            if view === ancestor { return true }
            next = view.superview
        }
        return false
    }
}

extension UIKitModel {
    /// The screen: an iPhone's points.
    public static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Where the user's finger lands, in the window: the views of the top-most presentation
    /// (a presented controller's container covers the screen and takes every touch outside the
    /// presented view: the pages do not say so for sheets; strictest: nothing under a
    /// presentation is touched), else the root's, hit-tested as `hitTest(_:with:)` documents.
    /// `nil`: the touch reaches nothing.
    public static func touch(at point: CGPoint) -> UIView? {
        guard let root = window.rootViewController else { return nil }
        let top = topPresented ?? root
        guard top.transition == nil else { return nil }
        return top.view.hitTest(CGPoint(x: point.x - top.view.frame.minX, y: point.y - top.view.frame.minY), with: nil)
    }

    /// Whether a touch at `point` lands in `view` (or a view inside it).
    public static func touchReaches(_ view: UIView, at point: CGPoint) -> Bool {
        touch(at: point)?.isDescendant(of: view) ?? false
    }
}
