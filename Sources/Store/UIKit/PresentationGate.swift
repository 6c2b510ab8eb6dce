#if canImport(UIKit) && !os(watchOS)
import UIKit
import StoreCore

/// When a UIKit front may present from a view controller. UIKit drops a presentation, and
/// never runs its completion, from a controller whose view is not in a window ("whose view is
/// not in the window hierarchy"), while it or its container is in a transition ("while a
/// presentation or dismiss is in progress": a presenter that is itself being presented, or
/// pushed), or while what UIKit routes the request to already presents ("which is already
/// presenting": `present` asked of a child goes to its container, so a screen under a sheet
/// cannot present). So a front asks here first, and what cannot go up waits: for the window
/// (``WindowWatcher``), for the transition's end (its coordinator's completion,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator), or
/// for what covers it to go down (``PresentationSequences/presentationWentDown()``: a front's
/// own presentation says so when it goes; one the app made itself is watched by a
/// ``CoverWatcher``).
@MainActor
package enum PresentationGate {
    /// The presenters' views the gate put a window watcher in.
    static var windowWatched = WatchedViews()

    /// Whether `presenter` can present now; if it cannot, its sequence tries again when what
    /// stops it is over: its view's return to a window, its transition's end, the going of
    /// what covers it.
    package static func canPresent(from presenter: UIViewController?) -> Bool {
        guard let presenter else { return false }
        // Out of a window (a screen pushed or presented over it since it asked): its sequence
        // tries again when it is back in one, whatever took it away.
        guard presenter.viewIfLoaded?.window != nil else {
            if let view = presenter.viewIfLoaded, windowWatched.insert(view) {
                view.addSubview(WindowWatcher { [weak presenter] in
                    if let presenter { PresentationSequences.existing(for: presenter)?.retry() }
                })
            }
            return false
        }
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator:
        // the presenter's own transition, or its ancestors'.
        if let running = presenter.transitionCoordinator {
            let waits = running.animate(alongsideTransition: nil) { [weak presenter] _ in
                if let presenter { PresentationSequences.existing(for: presenter)?.retry() }
            }
            if waits { return false }
        }
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller:
        // "The view controller that is presented by this view controller, or one of its
        // ancestors in the view controller hierarchy."
        guard let covering = presenter.presentedViewController else { return true }
        CoverWatcher.watch(covering)
        return false
    }
}

/// A view with no content and no size, put in a presenter's view while that view is out of a
/// window: UIKit tells it when its window changes
/// (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()), and on the
/// main queue's next turn after it enters one (once the appearance under way has run) it calls
/// `arrived`, so a presentation that waited for the window goes up then; a transition still
/// running then is waited for by ``PresentationGate``. A view, not a child view controller: only
/// a container's own implementation may add a child
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)), and a
/// navigation controller's children are its screens. It is hidden and takes no touches
/// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ignores views that
/// are hidden or "have disabled user interactions").
@MainActor
package final class WindowWatcher: UIView {
    let arrived: @MainActor () -> Void

    package init(arrived: @escaping @MainActor () -> Void) {
        self.arrived = arrived
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override package func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self, window != nil else { return }
            arrived()
        }
    }
}
/// Views a watcher was put in, held weakly, so that one goes in each view only once without
/// reading the view's subviews (a system view's are private:
/// https://developer.apple.com/documentation/uikit/uiview/subviews).
@MainActor
struct WatchedViews {
    private final class Held {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }
    private var views: [ObjectIdentifier: Held] = [:]

    /// Adds `view`; `false` if it is there already.
    mutating func insert(_ view: UIView) -> Bool {
        views = views.filter { $0.value.view != nil }
        guard views[ObjectIdentifier(view)]?.view !== view else { return false }
        views[ObjectIdentifier(view)] = Held(view)
        return true
    }
}

/// The controller a front presented, held weakly, for the front's going: it is taken down
/// then, if it is still up and on top of what presented it, and every presentation that waited
/// tries again once it is down.
@MainActor
package final class LeftPresentation {
    package weak var controller: UIViewController?

    package init() {}

    package func takeDown() {
        guard let controller, let presenting = controller.presentingViewController,
              presenting.presentedViewController === controller else { return }
        presenting.dismiss(animated: true) { PresentationSequences.presentationWentDown() }
    }
}

/// A view with no content and no size, put in the view of a controller that covers a store's
/// presenter (a share sheet or an editor the app presented itself, outside any store): when
/// that view leaves the window
/// (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()), on the main
/// queue's next turn, every presentation that waited tries again
/// (``PresentationSequences/presentationWentDown()``), so the store's sheet or dialog comes
/// once the app's own goes, however it went (the user's swipe, the app's `dismiss`). Hidden,
/// it takes no touches. An alert controller is not watched: its view hierarchy is private
/// (https://developer.apple.com/documentation/uikit/uialertcontroller: "The view hierarchy
/// for this class is private and must not be modified"); what waits on an alert of the app's
/// own comes when another presentation goes down or the presenter appears again.
@MainActor
package final class CoverWatcher: UIView {
    /// Watches `covering`'s view, once, if it has one loaded and may be watched.
    package static func watch(_ covering: UIViewController) {
        guard !(covering is UIAlertController), let view = covering.viewIfLoaded, watched.insert(view) else { return }
        view.addSubview(CoverWatcher(frame: .zero))
    }

    static var watched = WatchedViews()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override package func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil else { return }
        DispatchQueue.main.async { PresentationSequences.presentationWentDown() }
    }
}
#endif
