// The SwiftUI declarations the shells use (Sources/Store/Fronts/Store+SwiftUI.swift,
// Sources/Router/StackNavigation+SwiftUI.swift, the holiday sample), each spelled as Apple's
// documentation gives it; SwiftUI.md beside this file lists them with their pages. Bodies are
// placeholders: this module is only type-checked against, never run. Used by
// ../check-apple-ui. `@export(implementation)`, which some pages show, is left out: it changes
// where a body is emitted, not a type.
#if canImport(UIKit)
import UIKit
#endif

// MARK: The app and its scenes

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError("a stub for type-checking") }
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

public struct WindowGroup<Content>: Scene where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

extension Never: Scene {}

// MARK: Views and builders

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View { fatalError("a stub for type-checking") }
    public static func buildIf<Content>(_ content: Content?) -> Content? { content }
}

@frozen public struct TupleView<T>: View {
    public init(_ value: T) {}
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

public typealias ContentBuilder = ViewBuilder

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

// MARK: Bindings

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        fatalError("a stub for type-checking")
    }

    public var wrappedValue: Value {
        get { fatalError("a stub for type-checking") }
        nonmutating set {}
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("a stub for type-checking")
    }
}

// MARK: Text, buttons, lists

@frozen public struct Text: View {
    public init(verbatim content: String) {}
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

public struct ButtonRole: Sendable, Equatable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public struct Button<Label>: View where Label: View {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {}
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

nonisolated public struct Toggle<Label>: View where Label: View {
    nonisolated public init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

nonisolated public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

extension TextField where Label == Text {
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ContentBuilder content: () -> Content) {}
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

// MARK: Navigation

nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    nonisolated public init(path: Binding<Data>, @ContentBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public typealias Body = Never
    public var body: Never { fatalError("a stub for type-checking") }
}

extension View {
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ContentBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View { self }
}

// MARK: Hosting in UIKit

#if canImport(UIKit)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    @MainActor @preconcurrency public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
}
#endif

// MARK: Presentation

extension View {
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View
    where Content: View { self }

    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View
    where Content: View { self }

    nonisolated public func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View
    where S: StringProtocol, A: View, M: View { self }

    nonisolated public func confirmationDialog<A, M, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View
    where A: View, M: View { self }
}
