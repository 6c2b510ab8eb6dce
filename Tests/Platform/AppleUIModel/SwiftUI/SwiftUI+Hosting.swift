// The hosting controller draws its SwiftUI root, and shows its dialog as UIKit shows one.
//
// https://developer.apple.com/documentation/swiftui/uihostingcontroller: "A UIKit view
// controller that manages a SwiftUI view hierarchy"; its `rootView` is "The root view of the
// SwiftUI view hierarchy managed by this view controller." The model draws `rootView` with a
// `SwiftUIModel` (bodies under Observation, as for a SwiftUI app) each time the driver lets
// SwiftUI update (`HostedViews.update()`, after each step, mid-animation too).
//
// A dialog of that hierarchy: the pages of `alert` and `confirmationDialog` do not say how
// SwiftUI shows one inside UIKit. The model presents it as an alert controller from the hosting
// controller with `present(_:animated:completion:)`, so UIKit's rules for that page hold (one
// presentation at a time, none from a view not in the window); and it asks only while the
// hosting controller's view is in the window and no transition of its own or of its container
// runs (the strictest reading that lets a dialog show at all: SwiftUI presents when the view is
// there, and otherwise waits for a later update; nothing is dropped, a later update asks again).
// A tap on one of its buttons is the SwiftUI tap: the binding written `false`, then the action.
#if canImport(UIKit)
import UIKit

@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    public let rootView: Content
    /// The model drawing `rootView`.
    public private(set) lazy var model = SwiftUIModel(root: { [unowned self] in self.rootView }, ownsWindow: false)
    /// The alert controller showing the model's dialog, while it is up.
    private var alert: UIAlertController?

    @MainActor @preconcurrency public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        HostedViews.live.append(HostedViews.Weak(controller: self))
    }

    public required init?(coder: NSCoder) { nil }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        update()
    }

    var state: String {
        "\(type(of: rootView)): dialog \(model.dialog?.title ?? "none"), window \(view.window != nil), moving \(transitionCoordinator != nil), presenting \(presentedViewController.map { "\(type(of: $0))" } ?? "nothing"), log \(model.log)"
    }

    /// Draws the root if something it read changed, and shows or takes down its dialog.
    func update() {
        model.settle()
        for line in model.log { UIKitModel.log.append("SwiftUI in \(type(of: self)): \(line)") }
        model.log = []
        if let alert, alert.presentingViewController !== self { self.alert = nil }
        if let shown = model.dialog {
            guard alert?.alertTitle != shown.title else { return }
            guard alert == nil, presentedViewController == nil, view.window != nil,
                  transitionCoordinator == nil, (parent as? UINavigationController)?.viewControllers.last === self || parent == nil else { return }
            let made = UIAlertController(title: shown.title, message: nil, preferredStyle: .alert)
            for (index, label) in shown.buttons.enumerated() {
                made.addAction(UIAlertAction(title: label, style: .default) { [weak self] _ in
                    _ = self?.model.userTapsDialogButton(index)
                })
            }
            alert = made
            present(made, animated: true)
        } else if let alert, presentedViewController === alert, alert.transitionCoordinator == nil {
            dismiss(animated: true)
            self.alert = nil
        }
    }
}

/// The hosting controllers alive, for the driver to let SwiftUI update them.
@MainActor
public enum HostedViews {
    struct Weak {
        weak var controller: UIViewController?
    }
    static var live: [Weak] = []

    /// SwiftUI's update of every live hosting controller: each draws what changed, then shows
    /// or takes down its dialog.
    public static func update() {
        live.removeAll { $0.controller == nil }
        for entry in live {
            (entry.controller as? any HostedView)?.update()
        }
    }
}

@MainActor protocol HostedView {
    func update()
    var state: String { get }
}

extension HostedViews {
    /// Each live hosting controller: its dialog, whether its view is in the window, and its
    /// transition (for a failure's message).
    public static var states: String {
        live.compactMap { ($0.controller as? any HostedView)?.state }.joined(separator: "; ")
    }
}

extension UIHostingController: HostedView {}
#endif
