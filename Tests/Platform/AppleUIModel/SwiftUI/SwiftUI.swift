// A model of SwiftUI's rules, in plain Swift, named `SwiftUI` so the shells compile against it
// unchanged (the declarations ../../AppleUIStub/SwiftUI.swift has) and *run* on Linux. A view
// tree is evaluated by `SwiftUIModel` (SwiftUIModel.swift): bodies under Observation tracking,
// navigation stacks that read their path binding on every update, sheets and dialogs that write
// their bindings when the user closes them. Each rule names the page it comes from.
#if canImport(UIKit)
import UIKit
#endif
import Observation

// MARK: The app and its scenes (not run by the model: the driver renders views directly)

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {}
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

public struct WindowGroup<Content>: Scene where Content: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("a primitive scene") }
}

extension Never: Scene {}

// MARK: Views and builders

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A view the model draws itself, rather than through a body.
@MainActor protocol PrimitiveView {
    @MainActor func draw(_ model: SwiftUIModel)
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView(value: (repeat each content), views: views)
    }
    public static func buildIf<Content>(_ content: Content?) -> Content? { content }
}

public typealias ContentBuilder = ViewBuilder

@frozen nonisolated public struct TupleView<T>: View, PrimitiveView {
    let views: [any View]
    init(value: T, views: [any View]) { self.views = views }
    public init(_ value: T) { views = [] }
    public var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {
        for (index, view) in views.enumerated() { model.draw(view, at: "\(index)") }
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func draw(_ model: SwiftUIModel) {
        if let view = self { model.draw(view, at: "some") }
    }
}

// MARK: Bindings

/// https://developer.apple.com/documentation/swiftui/binding: a getter and a setter. The model
/// calls both synchronously on the main actor, as SwiftUI's views do (the SDK's closures are
/// `@isolated(any)`, which only an `await` could call from here).
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let get: @MainActor @Sendable () -> Value
    let set: @MainActor @Sendable (Value) -> Void

    @preconcurrency public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        self.get = get
        self.set = set
    }

    @MainActor public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        nonisolated(unsafe) let keyPath = keyPath
        let get = self.get, set = self.set
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { value in
            var whole = get()
            whole[keyPath: keyPath] = value
            set(whole)
        })
    }
}

extension Binding: @unchecked Sendable {}

// MARK: Text, buttons, lists

@frozen nonisolated public struct Text: View, PrimitiveView {
    let content: String
    public init(verbatim content: String) { self.content = content }
    public var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) { model.text(content) }
}

public struct ButtonRole: Sendable, Equatable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

nonisolated public struct Button<Label>: View, PrimitiveView where Label: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
    public var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) { model.button(label: label, role: role, action: action) }
}

nonisolated public struct ForEach<Data, ID, Content>: PrimitiveView where Data: RandomAccessCollection, ID: Hashable {
    let views: [(ID, any View)]
    @MainActor func draw(_ model: SwiftUIModel) {
        for (id, view) in views { model.draw(view, at: "\(id)") }
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content) {
        views = data.map { ($0[keyPath: id], content($0)) }
    }
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError("a primitive view") }
}

nonisolated public struct Toggle<Label>: View, PrimitiveView where Label: View {
    let isOn: Binding<Bool>
    nonisolated public init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label) { self.isOn = isOn }
    public var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {
        _ = isOn.get()
        model.control(.toggle(isOn))
    }
}

nonisolated public struct TextField<Label>: View, PrimitiveView where Label: View {
    let text: Binding<String>
    public var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {
        _ = text.get()
        model.control(.field(text))
    }
}

extension TextField where Label == Text {
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { self.text = text }
}

nonisolated public struct List<SelectionValue, Content>: View, PrimitiveView where SelectionValue: Hashable, Content: View {
    let content: Content
    public var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) { model.draw(content, at: "list") }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ContentBuilder content: () -> Content) { self.content = content() }
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}
