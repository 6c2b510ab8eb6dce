/// One case of an enum of actions, as an explicit pair of embed and extract.
///
/// Swift enums have no key paths, so a parent writes one of these per child case, once:
///
/// ```swift
/// extension ActionCase where Root == AppAction, Value == CounterAction {
///     static let counter = ActionCase(embed: AppAction.counter) {
///         guard case .counter(let action) = $0 else { return nil }
///         return action
///     }
/// }
/// ```
public struct ActionCase<Root, Value>: Sendable {
    /// Wraps a child value in the case.
    public let embed: @Sendable (Value) -> Root
    /// Returns the child value when `root` is this case, else `nil`.
    public let extract: @Sendable (Root) -> Value?

    /// Makes a case from its two directions.
    @inlinable
    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }

    /// Chains this case with a case of its value: `app.counter` then `counter.step`.
    @inlinable
    public func appending<Child>(_ next: ActionCase<Value, Child>) -> ActionCase<Root, Child> {
        let outer = self
        return ActionCase<Root, Child>(
            embed: { outer.embed(next.embed($0)) },
            extract: { outer.extract($0).flatMap(next.extract) }
        )
    }
}
