/// A feature's logic: how an action changes the state, and which effects it starts.
///
/// A reducer is pure: all I/O happens in the ``Effect`` it returns. Write its logic in
/// ``reduce(into:action:)``:
///
/// ```swift
/// struct Counter: Reducer {
///     func reduce(
///         into state: inout Int, action: CounterAction
///     ) -> Effect<CounterAction> {
///         switch action {
///         case .increment: state += 1
///         case .decrement: state -= 1
///         }
///         return .none
///     }
/// }
/// ```
///
/// or, for a feature composed of others, declare only its ``body``; ``reduce(into:action:)``
/// and ``rejection(of:in:)`` then both come from it, so a refusal of `ifLet` or `forEach`
/// always reaches a front:
///
/// ```swift
/// struct Shelf: Reducer {
///     var body: some Reducer<State, Action> {
///         Reduce(logic)
///             .ifLet(\.alert, action: .alert)
///             .forEach(\.books, action: .book, element: Book())
///     }
/// }
/// ```
public protocol Reducer<State, Action> {
    /// The value the reducer owns.
    associatedtype State
    /// What can happen to the state.
    associatedtype Action: Sendable
    /// The reducer this one is made of, when it declares ``body``; `Never` when it writes
    /// ``reduce(into:action:)`` itself.
    associatedtype Body = Never

    /// The reducer this one is made of: declare it instead of ``reduce(into:action:)`` and
    /// ``rejection(of:in:)``, which then come from it.
    var body: Body { get }

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
    /// Refuses nothing, for a reducer that does not say why it would refuse an action. Inlined
    /// where the reducer's type is known, so a store asks it for nothing.
    @inlinable @inline(__always)
    public func rejection(of action: Action, in state: State) -> String? { nil }
}

extension Reducer where Body == Never {
    /// A reducer that writes ``reduce(into:action:)`` has no body; nothing calls this.
    public var body: Never {
        fatalError("\(Self.self) writes reduce(into:action:) and has no body")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// Runs ``body``.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }

    /// What ``body`` refuses.
    @inlinable
    public func rejection(of action: Action, in state: State) -> String? {
        body.rejection(of: action, in: state)
    }
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
    @usableFromInline let run: (inout State, Action) -> Effect<Action>
    @usableFromInline let refusal: ((Action, State) -> String?)?

    /// Makes a reducer that runs `body` for every action, and refuses none.
    @inlinable
    public init(_ body: @escaping (inout State, Action) -> Effect<Action>) {
        self.run = body
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
        self.run = body
        refusal = rejection
    }

    /// Makes a closure reducer that runs another reducer, erasing its type; it refuses what
    /// that reducer refuses.
    @inlinable
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        self.run = { reducer.reduce(into: &$0, action: $1) }
        refusal = { reducer.rejection(of: $0, in: $1) }
    }

    /// What the `rejection` closure it was made with refuses, or the reducer it wraps; nothing
    /// when it was made from a closure alone.
    @inlinable
    public func rejection(of action: Action, in state: State) -> String? {
        refusal?(action, state)
    }

    /// Runs the closure it was made with, or the reducer it wraps.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        run(&state, action)
    }
}
