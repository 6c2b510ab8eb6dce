/// One case of an enum, as an explicit pair of embed and extract: what a key path is to a
/// struct's property, for an enum of actions or an enum of states (screens).
///
/// Swift enums have no key paths, so a parent writes one of these per child case, once:
///
/// ```swift
/// extension EnumCase where Root == AppAction, Value == CounterAction {
///     static let counter = EnumCase(embed: AppAction.counter) {
///         guard case .counter(let action) = $0 else { return nil }
///         return action
///     }
/// }
/// ```
public struct EnumCase<Root, Value>: Sendable {
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
    public func appending<Child>(_ next: EnumCase<Value, Child>) -> EnumCase<Root, Child> {
        let outer = self
        return EnumCase<Root, Child>(
            embed: { outer.embed(next.embed($0)) },
            extract: { outer.extract($0).flatMap(next.extract) }
        )
    }

    /// Changes the value in place when `root` is this case, and returns what `body` did; `nil`,
    /// and `root` untouched, when it is another case.
    ///
    /// ```swift
    /// EnumCase.detail.modify(&screen) { $0.secondsRead += 1 }
    /// ```
    @inlinable
    public func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result? {
        guard var value = extract(root) else { return nil }
        let result = body(&value)
        root = embed(value)
        return result
    }
}

/// The earlier name of ``EnumCase`` for a case of an enum of actions; every API now takes
/// ``EnumCase`` itself.
@available(*, deprecated, renamed: "EnumCase")
public typealias ActionCase<Root, Value> = EnumCase<Root, Value>
