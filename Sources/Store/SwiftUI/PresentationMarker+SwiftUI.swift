#if canImport(SwiftUI)
import Dispatch
import SwiftUI
import StoreCore
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// An empty view controller behind a presented view, that says when its presentation or its
/// dismissal has finished. Two signs, each followed by a wait for the transition under way
/// where the marker stands, if its coordinator shows one: its view entering or leaving a window
/// (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow(), "Tells the view
/// that its window object changed"; a presented view is in the window while it slides), taken
/// on the main queue's next turn; and `viewDidAppear(_:)` / `viewDidDisappear(_:)`, which UIKit
/// gives a child controller once the appearance transition that brings or takes it is over, but
/// which no page promises to a representable's controller. Each sign calls `appeared` (or
/// `disappeared`) again, so what one of them called too early is asked again by the other; the
/// fronts' calls are idempotent. SwiftUI documents no such sign: `onAppear` runs "before this
/// view appears", `onDismiss` "when dismissing the sheet", both while it may still slide; and a
/// presentation asked meanwhile is refused. Where UIKit is absent (macOS, watchOS) the fronts
/// fall back on those two, as documented there.
package struct PresentationMarker: UIViewControllerRepresentable {
    let appeared: @MainActor () -> Void
    let disappeared: @MainActor () -> Void
    /// Told which controller stands here, to wait on the transitions it is in.
    let watch: TransitionWatch?

    package init(appeared: @escaping @MainActor () -> Void, disappeared: @escaping @MainActor () -> Void, watch: TransitionWatch? = nil) {
        self.appeared = appeared
        self.disappeared = disappeared
        self.watch = watch
    }

    package func makeUIViewController(context: Context) -> Controller {
        let made = Controller(nibName: nil, bundle: nil)
        made.view.addSubview(WindowSignal { [weak made] inWindow in made?.windowChanged(inWindow) })
        return made
    }

    package func updateUIViewController(_ controller: Controller, context: Context) {
        controller.appeared = appeared
        controller.disappeared = disappeared
        watch?.controller = controller
    }

    /// What a sheet's `onDismiss` runs: nothing here, the marker tells when it is gone.
    package static func onDismiss(_ gone: @escaping () -> Void) -> (() -> Void)? { nil }

    package final class Controller: UIViewController {
        var appeared: @MainActor () -> Void = {}
        var disappeared: @MainActor () -> Void = {}

        override package func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            afterTransition(appeared)
        }

        override package func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            afterTransition(disappeared)
        }

        /// The view entered a window (or left it): on the main queue's next turn, if it is still
        /// in (or out), that presentation (or dismissal) is waited for as `viewDidAppear` (or
        /// `viewDidDisappear`) would be. A marker released meanwhile (SwiftUI lets a dismissed
        /// sheet's content go) has nothing left to wait on: its dismissal is over.
        func windowChanged(_ inWindow: Bool) {
            let action = inWindow ? appeared : disappeared
            DispatchQueue.main.async { [weak self] in
                guard let self else { return inWindow ? () : action() }
                guard (viewIfLoaded?.window != nil) == inWindow else { return }
                afterTransition(action)
            }
        }

        /// Runs `action` now, or, if a transition of this controller or its ancestors still
        /// runs (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator),
        /// once it has finished: its `animate(alongsideTransition:completion:)` runs the
        /// completion "after the transition finishes".
        func afterTransition(_ action: @escaping @MainActor () -> Void) {
            if let running = transitionCoordinator ?? windowTransition,
               running.animate(alongsideTransition: nil, completion: { _ in action() }) { return }
            action()
        }

        /// The transition under way anywhere in the window's tree of view controllers: its root
        /// (https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller), the
        /// children of each (https://developer.apple.com/documentation/uikit/uiviewcontroller/children:
        /// a navigation stack's controller inside a hosting controller) and what each presents.
        /// What SwiftUI presents or pushes happens there, where a representable's controller may
        /// not see it: no page makes the hosting controller one of its ancestors. Another
        /// transition in the window only makes the marker wait a little longer.
        var windowTransition: (any UIViewControllerTransitionCoordinator)? {
            var pending = [viewIfLoaded?.window?.rootViewController].compactMap { $0 }
            var seen = Set<ObjectIdentifier>()
            while let controller = pending.popLast() {
                guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
                if let running = controller.transitionCoordinator { return running }
                pending += controller.children
                if let presented = controller.presentedViewController { pending.append(presented) }
            }
            return nil
        }
    }
}

/// A view of no size in a marker's view, hidden, that tells the marker when its window changes.
@MainActor
final class WindowSignal: UIView {
    let changed: @MainActor (Bool) -> Void

    init(changed: @escaping @MainActor (Bool) -> Void) {
        self.changed = changed
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        changed(window != nil)
    }
}

extension View {
    /// Tells `watch` when a dismissal of this view's dialog has finished, through a marker
    /// behind it that `transitions` waits on; the view leaving the screen lets the dialog go.
    func dialogWatched(by watch: DialogWatch, transitions: TransitionWatch) -> some View {
        watch.afterDismissal = transitions.afterTransition
        return background {
            PresentationMarker(appeared: {}, disappeared: { watch.viewGone() }, watch: transitions)
        }
    }

    /// Runs `appeared` once this presented view's presentation has finished, and `gone` once
    /// its dismissal has (``PresentationMarker``).
    package func presentationMarked(appeared: @escaping @MainActor () -> Void, gone: @escaping () -> Void) -> some View {
        background {
            PresentationMarker(appeared: appeared, disappeared: { gone() })
        }
    }
}
#else
/// Where UIKit is absent: no documented sign that a presentation finished; a sheet's
/// `onDismiss` ("when dismissing the sheet") stands for it.
package enum PresentationMarker {
    package static func onDismiss(_ gone: @escaping () -> Void) -> (() -> Void)? { gone }
}

extension View {
    /// Takes a dismissal of this view's dialog as done one turn of the main queue after the
    /// update that started it: where UIKit is absent nothing documented says more.
    func dialogWatched(by watch: DialogWatch, transitions: TransitionWatch) -> some View {
        watch.afterDismissal = transitions.afterTransition
        return self
    }

    /// Runs `appeared` when this presented view appears (`onAppear`, "before this view
    /// appears": the one sign there); `gone` is the sheet's `onDismiss`.
    package func presentationMarked(appeared: @escaping @MainActor () -> Void, gone: @escaping () -> Void) -> some View {
        onAppear(perform: appeared)
    }
}
#endif

/// What a front waits on after it asked SwiftUI for a change: one turn of the main queue
/// (SwiftUI's pages do not say when in an update a presentation changes; the strictest reading
/// is at its end), then, where UIKit is, the transition that the controller of its
/// ``PresentationMarker`` is in: its own or an ancestor's
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator),
/// such as an alert's dismissal from the hosting controller it is a child of. A change
/// SwiftUI could not take while that transition ran is then asked again by the update the front
/// makes. Elsewhere (macOS, watchOS) nothing documented says when a transition ends: the turn
/// of the queue alone.
@MainActor
package final class TransitionWatch {
    #if canImport(UIKit) && !os(watchOS)
    /// The marker's controller, once it is made.
    weak var controller: PresentationMarker.Controller?
    #endif
    /// What the front asked last (``asks(_:then:)``).
    private var lastAsked: AnyHashable?

    package init() {}

    /// Runs `done` once the transition under way where the marker stands has finished, or
    /// after one turn of the main queue if none is.
    package func afterTransition(_ done: @escaping @MainActor () -> Void) {
        let later = MainOnly { [weak self] in
            #if canImport(UIKit) && !os(watchOS)
            if let controller = self?.controller { return controller.afterTransition(done) }
            #endif
            done()
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { later.run() } }
    }

    /// The front asks SwiftUI for `what`: when it differs from what it asked last, `done` runs
    /// once the transition under way has finished (``afterTransition(_:)``), for an update that
    /// takes what SwiftUI deferred meanwhile.
    package func asks(_ what: AnyHashable, then done: @escaping @MainActor () -> Void) {
        guard what != lastAsked else { return }
        let first = lastAsked == nil
        lastAsked = what
        if !first { afterTransition(done) }
    }
}
#endif
