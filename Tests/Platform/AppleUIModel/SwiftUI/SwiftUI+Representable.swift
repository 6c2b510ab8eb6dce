// A UIKit view controller inside a SwiftUI view, and the view behind another, as the model runs
// them (see SwiftUI+Time.swift for when its appearance callbacks come).
//
// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable: "A view that
// represents a UIKit view controller"; "The system calls the methods of your custom instance at
// appropriate times." The model makes the controller the first time the view is drawn at its
// place, updates it on each later draw, and gives it the appearance callbacks UIKit gives a
// child view controller (https://developer.apple.com/documentation/uikit/uiviewcontroller,
// "Managing child view controllers": appearance callbacks are forwarded to children):
// `viewDidAppear(_:)` ("Notifies the view controller that its view was added to a view
// hierarchy") once the view is on screen, that is when the presentation that brings it has
// finished; `viewDidDisappear(_:)` ("Notifies the view controller that its view was removed from
// a view hierarchy") once the dismissal that takes it away has finished.
#if canImport(UIKit)
import UIKit

@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    typealias Context = UIViewControllerRepresentableContext<Self>
}

@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("a primitive view") }
}

/// The window's root view controller while a SwiftUI model runs, as a `UIHostingController` is
/// on a device: every sheet and dialog SwiftUI presents goes up from it or from what it presents,
/// and a `NavigationStack` pushes in a navigation controller inside it, so while anything flies a
/// controller of the window's tree (the root, its children, what they present) is in that
/// transition (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/children,
/// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller). The model
/// stands for that tree with the root alone, whose `transitionCoordinator` is the coordinator of
/// the flights under way. Unlike a representable's controller's (UIKitReadings.swift), no reading
/// hides it.
final class HostingRoot: UIViewController {
    weak var model: SwiftUIModel?
    init(model: SwiftUIModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { model?.flightCoordinator }
}

extension SwiftUIModel {
    /// Not a reading of Apple's pages but a platform that breaks them, for the scenario of a
    /// front's bound on a sign that never comes: a representable's view never enters a window.
    public static var representablesOutOfWindow = false

    func drawRepresentable<R: UIViewControllerRepresentable>(_ representable: R) {
        let key = placeKey
        guard !drawingClosing else { return }
        if let made = controllers[key]?.controller as? R.UIViewControllerType {
            controllers[key]?.drawn = true
            representable.updateUIViewController(made, context: UIViewControllerRepresentableContext())
            return
        }
        let made = representable.makeUIViewController(context: UIViewControllerRepresentableContext())
        representable.updateUIViewController(made, context: UIViewControllerRepresentableContext())
        controllers[key] = (made, true)
        // Its view is in the window at once (a sheet's content from the start of the sheet's
        // presentation: https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
        // tells it so), and on screen once the presentation of every sheet around it has
        // finished: `viewDidAppear(_:)` then, under the reading that gives a representable's
        // controller appearance calls (UIKitReadings.swift).
        _ = made.view
        made.hostedOnScreen = !Self.representablesOutOfWindow
        // Made inside a sheet that slides in (or over a dialog flying): its host's transition.
        if UIKitModel.readings.representableCoordinator == .viaHost, let running = flightCoordinator,
           inFlight.keys.contains(where: { reaches($0, key) }) {
            made.coordinator = running
        }
        UIKitModel.noticeWindows()
        guard UIKitModel.readings.representableAppearance == .afterTransition else { return }
        if let flight = inFlight.keys.first(where: { key.hasPrefix($0 + "/") && inFlight[$0] == true }) {
            comingIn[flight, default: []].append { made.viewDidAppear(true) }
        } else {
            appearing.append { made.viewDidAppear(true) }
        }
    }

    /// The controllers not drawn in this update: gone when the dismissal that takes them has
    /// finished, or at once if none does.
    func removeUndrawnControllers() {
        for (key, entry) in controllers where !entry.drawn {
            controllers[key] = nil
            guard let controller = entry.controller as? UIViewController else { continue }
            // Out of the window once the dismissal that takes it has finished.
            let gone: @MainActor @Sendable () -> Void = {
                controller.hostedOnScreen = false
                UIKitModel.noticeWindows()
                if UIKitModel.readings.representableAppearance == .afterTransition { controller.viewDidDisappear(true) }
            }
            if let flight = inFlight.keys.first(where: { key.hasPrefix($0 + "/") && inFlight[$0] == false }) {
                goingOut[flight, default: []].append(gone)
            } else {
                dismissed.append(gone)
            }
        }
        for key in controllers.keys { controllers[key]?.drawn = false }
    }
}
#endif

/// https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable, Sendable {
    let name: String
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment(name: "center")
}

/// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:):
/// "Layers the views that you specify behind this view." Drawn after the view (its texts are
/// the view's; a background adds what it draws).
nonisolated struct Background<Base: View, Content: View>: View, PrimitiveView {
    let base: Base
    let content: Content
    var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {
        model.draw(base, at: "base")
        model.draw(content, at: "background")
    }
}

extension View {
    nonisolated public func background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V: View {
        Background(base: self, content: content())
    }
}

/// https://developer.apple.com/documentation/swiftui/emptyview: draws nothing.
@frozen nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {}
}

/// https://developer.apple.com/documentation/swiftui/view/id(_:): "When the proxy value
/// specified by the id parameter changes, the identity of the view — for example, its state —
/// is reset." The model draws the view at a place named by the id, so a new id is a new place:
/// new state, a new presentation.
nonisolated struct IdentifiedView<Base: View, ID: Hashable>: View, PrimitiveView {
    let base: Base
    let id: ID
    var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) { model.draw(base, at: "id \(id)") }
}

extension View {
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { IdentifiedView(base: self, id: id) }
}
