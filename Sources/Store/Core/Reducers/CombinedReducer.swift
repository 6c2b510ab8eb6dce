/// Two reducers run one after the other on the same state and action.
///
/// ```swift
/// let app = Reduce(analytics).combined(
///     with: Scope(state: \.counter, action: .counter, child: Counter())
/// )
/// ```
public struct CombinedReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
    @usableFromInline package let first: First
    @usableFromInline let second: Second

    /// Runs `first`, then `second`, merging their effects.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Runs the first reducer, then the second, on the same state and action, and merges their
    /// effects.
    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        let a = first.reduce(into: &state, action: action)
        let b = second.reduce(into: &state, action: action)
        return a.merge(with: b)
    }

    /// The first reducer's reason to refuse `action`, else the second's; both are asked about
    /// the state before either runs.
    @inlinable
    public func rejection(of action: First.Action, in state: First.State) -> String? {
        first.composedRejection(of: action, in: state) ?? second.composedRejection(of: action, in: state)
    }
}

extension Reducer {
    /// Runs this reducer, then `next`, on the same state and action; their effects are merged.
    @inlinable
    public func combined<Next: Reducer>(with next: Next) -> CombinedReducer<Self, Next>
    where Next.State == State, Next.Action == Action {
        CombinedReducer(self, next)
    }
}
