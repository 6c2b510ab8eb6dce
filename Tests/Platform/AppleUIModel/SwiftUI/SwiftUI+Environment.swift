// The environment in the SwiftUI model.
//
// https://developer.apple.com/documentation/swiftui/environment-values: "A view inherits its
// environment from its container view, subject to explicit changes from an environment(_:_:) view
// modifier". https://developer.apple.com/documentation/swiftui/environment/init(_:): "SwiftUI
// automatically updates any parts of MyView that depend on the property when the associated
// environment value changes." The model: `environment(_:_:)` sets a value for the view it
// modifies and everything drawn inside it (a sheet's content too, when the sheet's modifier is
// inside it); a view's `Environment` reads the values where the view is drawn; and a view that
// holds an `Environment` is evaluated again when the values there changed since its last body
// (a view that holds none is not: the page promises updates only to the views that depend on it).

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:): each key's
/// value, or its default.
public struct EnvironmentValues {
    var values: [ObjectIdentifier: (value: Any, text: String)] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)].flatMap { $0.value as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = (newValue, "\(K.self) = \(newValue)") }
    }

    /// What tells these values from others, for the bodies that read them.
    var signature: String {
        values.values.map(\.text).sorted().joined(separator: "; ")
    }
}

/// https://developer.apple.com/documentation/swiftui/environment: reads the values where its
/// view is drawn (the model gives them when it evaluates the view's body).
@propertyWrapper public struct Environment<Value> {
    final class Cell {
        var values = EnvironmentValues()
    }

    let keyPath: KeyPath<EnvironmentValues, Value>
    let cell = Cell()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value { cell.values[keyPath: keyPath] }
}

/// What the model looks for on a view to give it the environment where it is drawn.
@MainActor protocol EnvironmentField {
    func attach(_ values: EnvironmentValues)
}

extension Environment: EnvironmentField {
    @MainActor func attach(_ values: EnvironmentValues) {
        cell.values = values
    }
}

nonisolated struct EnvironmentWriter<Base: View, V>: View, PrimitiveView {
    let base: Base
    let keyPath: WritableKeyPath<EnvironmentValues, V>
    let value: V
    var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {
        let outer = model.environment
        model.environment[keyPath: keyPath] = value
        model.draw(base, at: "base")
        model.environment = outer
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(base: self, keyPath: keyPath, value: value)
    }
}
