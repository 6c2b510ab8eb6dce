/// Runs a base reducer, then `body` when the value at a key path is not what it was before the
/// action: for work that follows a value whichever action changed it.
///
/// ```swift
/// Counter()
///     .onChange(of: \.count) { old, state in
///         state.history.append(old)
///         return .none
///     }
/// ```
public struct OnChangeReducer<Base: Reducer, Value: Equatable>: Reducer {
    @usableFromInline let base: Base
    @usableFromInline let value: KeyPath<Base.State, Value>
    @usableFromInline let change: (_ old: Value, _ state: inout Base.State) -> Effect<Base.Action>

    @inlinable
    init(
        base: Base,
        value: KeyPath<Base.State, Value>,
        body: @escaping (_ old: Value, _ state: inout Base.State) -> Effect<Base.Action>
    ) {
        self.base = base
        self.value = value
        self.change = body
    }

    /// Runs the base, then the change's body if the action changed the watched value, and merges
    /// their effects.
    @inlinable
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let old = state[keyPath: value]
        let effect = base.reduce(into: &state, action: action)
        guard state[keyPath: value] != old else { return effect }
        return effect.merge(with: change(old, &state))
    }

    /// The base's reason to refuse.
    @inlinable
    public func rejection(of action: Base.Action, in state: Base.State) -> String? {
        base.composedRejection(of: action, in: state)
    }
}

extension Reducer {
    /// Runs `body` after this reducer whenever an action changed the value at `keyPath`; it
    /// gets the value from before and the state, and its effect runs beside this reducer's.
    @inlinable
    public func onChange<Value: Equatable>(
        of keyPath: KeyPath<State, Value>,
        _ body: @escaping (_ old: Value, _ state: inout State) -> Effect<Action>
    ) -> OnChangeReducer<Self, Value> {
        OnChangeReducer(base: self, value: keyPath, body: body)
    }
}
