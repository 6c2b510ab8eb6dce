// The SwiftUI stub's state, appearance and environment declarations (see SwiftUI.swift, whose
// header holds for this file too; ../check-apple-ui reads both as one module).
// MARK: State and appearance

// sdk: Xcode 11 (iOS 13)
@frozen @propertyWrapper public struct State<Value> {
    // sdk: Xcode 11 (iOS 13)
    public init(wrappedValue value: Value) {}
    // sdk: Xcode 11 (iOS 13)
    @MainActor public var wrappedValue: Value {
        get { fatalError("a stub for type-checking") }
        nonmutating set {}
    }
}

// sdk: Xcode 11 (iOS 13)
@frozen public struct EmptyView: View {
    // sdk: Xcode 11 (iOS 13)
    @inlinable nonisolated public init() {}
    // sdk: Xcode 11 (iOS 13)
    public typealias Body = Never
    // sdk: Xcode 11 (iOS 13)
    public var body: Never { fatalError("a stub for type-checking") }
}

// sdk: Xcode 11 (iOS 13)
@frozen public struct Alignment: Equatable, Sendable {
    // sdk: Xcode 11 (iOS 13)
    public static let center = Alignment()
}

extension View {
    // sdk: Xcode 11 (iOS 13)
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
    // sdk: Xcode 13 (iOS 15)
    nonisolated public func background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V: View { self }
    // sdk: Xcode 11 (iOS 13)
    nonisolated public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View { self }
}

// MARK: The environment

// sdk: Xcode 11 (iOS 13)
public protocol EnvironmentKey {
    // sdk: Xcode 11 (iOS 13)
    associatedtype Value
    // sdk: Xcode 11 (iOS 13)
    static var defaultValue: Self.Value { get }
}

// sdk: Xcode 11 (iOS 13)
public struct EnvironmentValues {
    // sdk: Xcode 11 (iOS 13)
    public init() {}
    // sdk: Xcode 11 (iOS 13)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError("a stub for type-checking") }
        set {}
    }
}

// sdk: Xcode 11 (iOS 13)
@frozen @propertyWrapper public struct Environment<Value> {
    // sdk: Xcode 11 (iOS 13)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    // sdk: Xcode 11 (iOS 13)
    public var wrappedValue: Value { fatalError("a stub for type-checking") }
}

extension View {
    // sdk: Xcode 11 (iOS 13)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
}
