/// One case of an enum, as a pair of embed and extract: what a key path is to a struct's
/// property, for an enum of actions or an enum of states (screens).
///
/// Swift enums have no key paths. Name a case by its constructor, and the way back out is derived
/// from the enum itself; every API that takes a case path also takes the constructor directly:
///
/// ```swift
/// // EnumCase<AppAction, CounterAction>
/// let counter = EnumCase(AppAction.counter)
/// counter.extract(.counter(.increment))           // .increment
/// Scope(state: \.counter, action: AppAction.counter, child: Counter())
/// ```
///
/// The explicit pair still works, for a case path that is not one case (two cases deep, say):
///
/// ```swift
/// let step = EnumCase<AppAction, Int>(embed: { .counter(.step($0)) }) {
///     guard case .counter(.step(let step)) = $0 else { return nil }
///     return step
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

    /// Makes a case from its constructor alone: `EnumCase(AppAction.counter)`.
    ///
    /// The extract is derived from the enum's runtime description: any payload (one value, a
    /// tuple of labeled values, a generic, an `indirect` case, a class, an existential, a
    /// function). A function that is not a case's constructor is refused (a precondition that says
    /// to write ``init(embed:extract:)``) when no case carries a `Value`, or else the first time
    /// it makes a case that does not.
    @inlinable
    public init(_ embed: @escaping @Sendable (Value) -> Root) {
        let derived = DerivedCase(embed)
        self.init(embed: embed, extract: { derived.extract($0) })
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

extension EnumCase where Value == Void, Root: Sendable {
    /// Makes a case without a payload from the case itself: `EnumCase(AppAction.cancelTapped)`.
    @inlinable @_disfavoredOverload
    public init(_ root: Root) {
        let derived = DerivedEmptyCase(root)
        self.init(embed: { _ in root }, extract: { derived.matches($0) ? () : nil })
    }
}

/// The earlier name of ``EnumCase`` for a case of an enum of actions; every API now takes
/// ``EnumCase`` itself.
@available(*, deprecated, renamed: "EnumCase")
public typealias ActionCase<Root, Value> = EnumCase<Root, Value>
