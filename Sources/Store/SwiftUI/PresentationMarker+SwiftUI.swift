#if canImport(SwiftUI)
import Dispatch
import SwiftUI
import StoreCore
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// An empty view controller behind a presented view, that says when its presentation or its
/// dismissal has finished. UIKit calls a child controller's `viewDidAppear(_:)` ("Notifies the
/// view controller that its view was added to a view hierarchy") once the appearance transition
/// that brings it is over, and `viewDidDisappear(_:)` ("... was removed from a view hierarchy")
/// once the one that takes it away is; should a transition still run then, the marker waits for
/// its coordinator's completion. SwiftUI documents no such sign: `onAppear` runs "before
/// this view appears", `onDismiss` "when dismissing the sheet", both while it may still slide;
/// and a presentation asked meanwhile is refused. Where UIKit is absent (macOS, watchOS) the
/// fronts fall back on those two, as documented there.
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
        Controller(nibName: nil, bundle: nil)
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

        /// Runs `action` now, or, if a transition of this controller or its ancestors still
        /// runs (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator),
        /// once it has finished: its `animate(alongsideTransition:completion:)` runs the
        /// completion "after the transition finishes".
        func afterTransition(_ action: @escaping @MainActor () -> Void) {
            if let running = transitionCoordinator, running.animate(alongsideTransition: nil, completion: { _ in action() }) { return }
            action()
        }
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
