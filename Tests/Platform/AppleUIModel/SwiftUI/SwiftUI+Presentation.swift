// The model's navigation stack, sheets and dialogs (see SwiftUI.swift and SwiftUIModel.swift).
import Observation

/// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q:
/// "A binding to the navigation state for this stack". The stack reads the binding on every
/// update, shows `root` then a destination for each element, and writes the shortened path when
/// the user goes back (SwiftUIModel's gestures).
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    let root: Root
    let read: @MainActor () -> [AnyHashable]
    let write: @MainActor ([AnyHashable]) -> Void

    nonisolated public init(path: Binding<Data>, @ContentBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        read = { path.get().map { AnyHashable($0) } }
        write = { elements in path.set(Data(elements.compactMap { $0.base as? Data.Element })) }
    }
    public var body: Never { fatalError("a primitive view") }
}

extension NavigationStack: PrimitiveView {
    @MainActor func draw(_ model: SwiftUIModel) { model.navigationStack(root: root, read: read, write: write) }
}

nonisolated struct Destination<Base: View, D: Hashable, C: View>: View, PrimitiveView {
    let base: Base
    let destination: (D) -> C
    var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {
        model.register { element in (element.base as? D).map { destination($0) as any View } }
        model.draw(base, at: "base")
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ContentBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View { Destination(base: self, destination: destination) }
}

/// A sheet or a cover: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
/// "A binding to a Boolean value that determines whether to present the sheet"; the system
/// writes `false` when the user dismisses it.
/// "onDismiss: The closure to execute when dismissing the sheet": run after the update that
/// dismissed it, or after the user's swipe (SwiftUIModel.swift).
nonisolated struct Sheet<Base: View, Content: View>: View, PrimitiveView {
    let base: Base
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> Content
    var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {
        model.draw(base, at: "base")
        model.sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }
}

/// An alert or a confirmation dialog from `isPresented` and `data`:
/// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
/// "When the user presses or taps one of the alert's actions, the system sets this value to
/// `false` and dismisses."
nonisolated struct Dialog<Base: View, T, A: View>: View, PrimitiveView {
    let base: Base
    let title: String
    let isPresented: Binding<Bool>
    let data: T?
    let actions: (T) -> A
    /// Whether it is a confirmation dialog, which a tap outside it closes (SwiftUI+Time.swift).
    var confirmation = false
    var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {
        model.draw(base, at: "base")
        let wanted = isPresented.get()
        model.dialog(title: title, isPresented: isPresented, wanted: wanted && data != nil, confirmation: confirmation, actions: { data.map(actions) })
    }
}

extension View {
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View
    where Content: View { Sheet(base: self, isPresented: isPresented, onDismiss: onDismiss, content: content) }

    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View
    where Content: View { Sheet(base: self, isPresented: isPresented, onDismiss: onDismiss, content: content) }

    nonisolated public func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: (T) -> M) -> some View
    where S: StringProtocol, A: View, M: View { Dialog(base: self, title: String(title), isPresented: isPresented, data: data, actions: actions) }

    nonisolated public func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: (T) -> M) -> some View
    where A: View, M: View { Dialog(base: self, title: title.content, isPresented: isPresented, data: data, actions: actions, confirmation: true) }
}

// MARK: State and appearance

/// https://developer.apple.com/documentation/swiftui/state: "SwiftUI manages the property's
/// storage"; it lives as long as the view's identity (here, its place in the tree), and a change
/// updates the views that read it. The model gives each `State` its storage when the view's
/// body is evaluated.
@propertyWrapper public struct State<Value> {
    final class Cell {
        let initial: Value
        var storage: StateStorage<Value>?
        init(_ initial: Value) { self.initial = initial }
    }
    let cell: Cell

    public init(wrappedValue value: Value) {
        cell = Cell(value)
    }

    @MainActor public var wrappedValue: Value {
        get { cell.storage?.value ?? cell.initial }
        nonmutating set { cell.storage?.value = newValue }
    }
}

/// A `State`'s storage, observed as SwiftUI observes it.
@MainActor
final class StateStorage<Value>: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }
}

/// What the model looks for on a view to give its `State`s their storage.
@MainActor protocol StateField {
    func attach(_ model: SwiftUIModel, key: String)
}

extension State: StateField {
    @MainActor func attach(_ model: SwiftUIModel, key: String) {
        cell.storage = model.storage(for: key, initial: cell.initial)
    }
}

nonisolated struct Appear<Base: View>: View, PrimitiveView {
    let base: Base
    let action: @MainActor () -> Void
    var body: Never { fatalError("a primitive view") }
    @MainActor func draw(_ model: SwiftUIModel) {
        model.draw(base, at: "base")
        model.appeared(action)
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:): "Adds an
    /// action to perform before this view appears." The model runs it once, after the update
    /// that first draws the view at its place (the page does not say when exactly; running it
    /// after the update is the reading under which its change is a new update).
    nonisolated public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        Appear(base: self, action: action ?? {})
    }
}
