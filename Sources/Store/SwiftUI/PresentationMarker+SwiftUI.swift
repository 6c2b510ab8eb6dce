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

    package init(appeared: @escaping @MainActor () -> Void, disappeared: @escaping @MainActor () -> Void) {
        self.appeared = appeared
        self.disappeared = disappeared
    }

    package func makeUIViewController(context: Context) -> Controller {
        Controller(nibName: nil, bundle: nil)
    }

    package func updateUIViewController(_ controller: Controller, context: Context) {
        controller.appeared = appeared
        controller.disappeared = disappeared
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

/// The marker behind a dialog front: the dismissal an update starts is waited for one turn of
/// the main queue later (SwiftUI dismisses at the end of the update), then until the transition
/// its controller is in has finished; a parent's transition counts, and the hosting controller
/// that presents the dialog is in the dialog's. Its view leaving the screen lets the dialog go.
struct DialogMarker: UIViewControllerRepresentable {
    let watch: DialogWatch

    func makeUIViewController(context: Context) -> PresentationMarker.Controller {
        PresentationMarker.Controller(nibName: nil, bundle: nil)
    }

    func updateUIViewController(_ controller: PresentationMarker.Controller, context: Context) {
        let watch = watch
        controller.disappeared = { watch.viewGone() }
        watch.afterDismissal = { [weak controller] done in
            let later = MainOnly {
                guard let controller else { return done() }
                controller.afterTransition(done)
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { later.run() } }
        }
    }
}

extension View {
    /// Tells `watch` when a dismissal of this view's dialog has finished (``DialogMarker``).
    func dialogWatched(by watch: DialogWatch) -> some View {
        background { DialogMarker(watch: watch) }
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
    func dialogWatched(by watch: DialogWatch) -> some View {
        watch.afterDismissal = { done in
            let later = MainOnly(run: done)
            DispatchQueue.main.async { MainActor.assumeIsolated { later.run() } }
        }
        return self
    }

    /// Runs `appeared` when this presented view appears (`onAppear`, "before this view
    /// appears": the one sign there); `gone` is the sheet's `onDismiss`.
    package func presentationMarked(appeared: @escaping @MainActor () -> Void, gone: @escaping () -> Void) -> some View {
        onAppear(perform: appeared)
    }
}
#endif
#endif
