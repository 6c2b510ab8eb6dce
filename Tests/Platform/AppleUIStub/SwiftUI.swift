// The SwiftUI declarations the shells use (Sources/Store/SwiftUI/Store+SwiftUI.swift,
// Sources/Router/StackNavigation+SwiftUI.swift, the holiday sample), each spelled as Apple's
// documentation gives it; SwiftUI.md beside this file lists them with their pages. Bodies are
// placeholders: this module is only type-checked against, never run. Used by
// ../check-apple-ui. `@export(implementation)`, which some pages show, is left out: it changes
// where a body is emitted, not a type.
//
// Every declaration says, on the line above it, the SDK it first ships in (`// sdk: Xcode N
// (iOS M)`): the check makes each one newer than the oldest Xcode the package admits
// unavailable, so a shell calling it fails there, as it would on that Xcode.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

// MARK: The app and its scenes

// sdk: Xcode 12 (iOS 14)
@MainActor @preconcurrency public protocol App {
    // sdk: Xcode 12 (iOS 14)
    associatedtype Body: Scene
    // sdk: Xcode 12 (iOS 14)
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    // sdk: Xcode 12 (iOS 14)
    @MainActor @preconcurrency init()
}

extension App {
    // sdk: Xcode 12 (iOS 14)
    @MainActor @preconcurrency public static func main() { fatalError("a stub for type-checking") }
}

// sdk: Xcode 12 (iOS 14)
@MainActor @preconcurrency public protocol Scene {
    // sdk: Xcode 12 (iOS 14)
    associatedtype Body: Scene
    // sdk: Xcode 12 (iOS 14)
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// sdk: Xcode 12 (iOS 14)
@resultBuilder public struct SceneBuilder {
    // sdk: Xcode 12 (iOS 14)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

// sdk: Xcode 12 (iOS 14)
public struct WindowGroup<Content>: Scene where Content: View {
    // sdk: Xcode 12 (iOS 14)
    public init(@ViewBuilder content: () -> Content) {}
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

extension Never: Scene {}

// MARK: Views and builders

// sdk: Xcode 11 (iOS 13)
@MainActor @preconcurrency public protocol View {
    // sdk: Xcode 11 (iOS 13)
    associatedtype Body: View
    // sdk: Xcode 11 (iOS 13)
    @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// sdk: Xcode 11 (iOS 13)
@resultBuilder public struct ViewBuilder {
    // sdk: Xcode 11 (iOS 13)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    // sdk: Xcode 15 (iOS 17; back-deploys to iOS 13)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View { fatalError("a stub for type-checking") }
    // sdk: Xcode 11 (iOS 13)
    public static func buildIf<Content>(_ content: Content?) -> Content? { content }
}

// sdk: Xcode 11 (iOS 13)
@frozen public struct TupleView<T>: View {
    // sdk: Xcode 11 (iOS 13)
    public init(_ value: T) {}
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

// sdk: Xcode 11 (iOS 13), as ViewBuilder: the 2026 pages spell it @ContentBuilder
public typealias ContentBuilder = ViewBuilder

extension Never: View {
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

extension Optional: View where Wrapped: View {
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

// MARK: Bindings

// sdk: Xcode 11 (iOS 13)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    // sdk: Xcode 11 (iOS 13)
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        fatalError("a stub for type-checking")
    }

    // sdk: Xcode 11 (iOS 13)
    public var wrappedValue: Value {
        get { fatalError("a stub for type-checking") }
        nonmutating set {}
    }

    // sdk: Xcode 11 (iOS 13)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("a stub for type-checking")
    }
}

// MARK: Text, buttons, lists

// sdk: Xcode 11 (iOS 13)
@frozen public struct Text: View {
    // sdk: Xcode 11 (iOS 13)
    public init(verbatim content: String) {}
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

// sdk: Xcode 13 (iOS 15)
public struct ButtonRole: Sendable, Equatable {
    // sdk: Xcode 13 (iOS 15)
    public static let destructive = ButtonRole()
    // sdk: Xcode 13 (iOS 15)
    public static let cancel = ButtonRole()
}

// sdk: Xcode 11 (iOS 13)
public struct Button<Label>: View where Label: View {
    // sdk: Xcode 11 (iOS 13)
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {}
    // sdk: Xcode 13 (iOS 15)
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {}
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

// sdk: Xcode 11 (iOS 13)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach where Content: View {
    // sdk: Xcode 11 (iOS 13)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach: View where Content: View {
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

// sdk: Xcode 11 (iOS 13)
nonisolated public struct Toggle<Label>: View where Label: View {
    // sdk: Xcode 11 (iOS 13)
    nonisolated public init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label) {}
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

// sdk: Xcode 11 (iOS 13)
nonisolated public struct TextField<Label>: View where Label: View {
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

extension TextField where Label == Text {
    // sdk: Xcode 11 (iOS 13)
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

// sdk: Xcode 11 (iOS 13)
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

extension List where SelectionValue == Never {
    // sdk: Xcode 11 (iOS 13)
    nonisolated public init(@ContentBuilder content: () -> Content) {}
}

// sdk: Xcode 13 (iOS 15)
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

// MARK: Navigation

// sdk: Xcode 14 (iOS 16)
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    // sdk: Xcode 14 (iOS 16)
    nonisolated public init(path: Binding<Data>, @ContentBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

extension View {
    // sdk: Xcode 14 (iOS 16)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ContentBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View { self }
}

// MARK: Hosting in UIKit

#if canImport(UIKit) && !os(watchOS)
// sdk: Xcode 11 (iOS 13)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    // sdk: Xcode 11 (iOS 13)
    @MainActor @preconcurrency public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    // sdk: Xcode 11 (iOS 13)
    public required init?(coder: NSCoder) { nil }
}

// sdk: Xcode 11 (iOS 13)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    // sdk: Xcode 11 (iOS 13)
    associatedtype UIViewControllerType: UIViewController
    // sdk: Xcode 11 (iOS 13)
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    // sdk: Xcode 11 (iOS 13)
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    // sdk: Xcode 11 (iOS 13)
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

// sdk: Xcode 11 (iOS 13)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {}
#endif

// MARK: Presentation

extension View {
    // sdk: Xcode 11 (iOS 13)
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View
    where Content: View { self }

    @available(macOS, unavailable)
    // sdk: Xcode 12 (iOS 14)
    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View
    where Content: View { self }

    // sdk: Xcode 13 (iOS 15)
    nonisolated public func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View
    where S: StringProtocol, A: View, M: View { self }

    // sdk: Xcode 13 (iOS 15)
    nonisolated public func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View
    where A: View, M: View { self }

    // sdk: Xcode 27 (iOS 27; the page says iOS 15+ because it back-deploys)
    nonisolated public func confirmationDialog<A, M, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View
    where A: View, M: View { self }
}
