/// A feature's logic: how an action changes the state, and which effects it starts.
///
/// A reducer is pure: all I/O happens in the ``Effect`` it returns.
///
/// ```swift
/// struct Counter: Reducer {
///     func reduce(into state: inout Int, action: CounterAction) -> Effect<CounterAction> {
///         switch action {
///         case .increment: state += 1
///         case .decrement: state -= 1
///         }
///         return .none
///     }
/// }
/// ```
public protocol Reducer<State, Action> {
    /// The value the reducer owns.
    associatedtype State
    /// What can happen to the state.
    associatedtype Action: Sendable

    /// Applies `action` to `state` and returns the work to do afterwards.
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// Why this reducer would refuse `action` in `state` (an action for a screen that is gone,
    /// a number that is not in the list), or `nil` when it accepts it.
    ///
    /// The reducer reports the same reason as a runtime warning when such an action reaches it
    /// anyway; a front asks first, to reject bad input without sending it. The default accepts
    /// every action.
    ///
    /// ```swift
    /// func rejection(of action: Action, in state: State) -> String? {
    ///     if case .rowTapped(let row) = action, !state.rows.indices.contains(row) {
    ///         return "rowTapped(\(row)): there is no such row"
    ///     }
    ///     return nil
    /// }
    /// ```
    func rejection(of action: Action, in state: State) -> String?
}

extension Reducer {
    public func rejection(of action: Action, in state: State) -> String? { nil }
}

/// A reducer made from a closure.
///
/// ```swift
/// let counter = Reduce<Int, CounterAction> { state, action in
///     if case .increment = action { state += 1 }
///     return .none
/// }
/// ```
public struct Reduce<State, Action: Sendable>: Reducer {
    @usableFromInline let body: (inout State, Action) -> Effect<Action>
    @usableFromInline let refusal: ((Action, State) -> String?)?

    /// Makes a reducer that runs `body` for every action, and refuses none.
    @inlinable
    public init(_ body: @escaping (inout State, Action) -> Effect<Action>) {
        self.body = body
        refusal = nil
    }

    /// Makes a reducer that runs `body` for every action and refuses what `rejection` refuses:
    /// a feature's own logic, ready to compose with `ifLet`, `forEach` and the like.
    ///
    /// ```swift
    /// Reduce(logic, rejection: refusal).ifLet(\.alert, action: .alert)
    /// ```
    @inlinable
    public init(_ body: @escaping (inout State, Action) -> Effect<Action>, rejection: @escaping (Action, State) -> String?) {
        self.body = body
        refusal = rejection
    }

    /// Makes a closure reducer that runs another reducer, erasing its type; it refuses what
    /// that reducer refuses.
    @inlinable
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        self.body = { reducer.reduce(into: &$0, action: $1) }
        refusal = { reducer.rejection(of: $0, in: $1) }
    }

    public func rejection(of action: Action, in state: State) -> String? {
        refusal?(action, state)
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body(&state, action)
    }
}
