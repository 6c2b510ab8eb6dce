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

extension SwiftUIModel {
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
        // On screen once the presentation of every sheet around it has finished.
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
            if let flight = inFlight.keys.first(where: { key.hasPrefix($0 + "/") && inFlight[$0] == false }) {
                goingOut[flight, default: []].append { controller.viewDidDisappear(true) }
            } else {
                dismissed.append { controller.viewDidDisappear(true) }
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
