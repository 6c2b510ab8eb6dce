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
/// then comes from it, and so do the refusals of `ifLet`, `forEach` and the other reducers it
/// is made of: its own ``rejection(of:in:)``, if it declares one, only adds to them
/// (``composedRejection(of:in:)``), so a refusal of the library's always reaches a front:
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

    /// The reducer this one is made of: declare it instead of ``reduce(into:action:)``, which
    /// then comes from it, as do the refusals of what it is made of.
    var body: Body { get }

    /// Applies `action` to `state` and returns the work to do afterwards.
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// Why this reducer would refuse `action` in `state` (an action for a screen that is gone,
    /// a number that is not in the list), or `nil` when it accepts it: its own refusals only.
    ///
    /// A store refuses such an action, whoever sends it: it changes nothing, and its reason is
    /// reported (a runtime warning; a failure in a test that did not expect it); a front asks
    /// first, to reject bad input without sending it. A reducer with a ``body`` declares here
    /// only what it refuses itself: what its body refuses (an answer its dialog does not
    /// offer, an action for a row that is gone) is refused before this is asked (see
    /// ``composedRejection(of:in:)``). The default accepts every action.
    ///
    /// ```swift
    /// func rejection(of action: Action, in state: State) -> String? {
    ///     if case .rowTapped(let row) = action,
    ///        !state.rows.indices.contains(row) {
    ///         return "rowTapped(\(row)): there is no such row"
    ///     }
    ///     return nil
    /// }
    /// ```
    func rejection(of action: Action, in state: State) -> String?

    /// Everything this reducer refuses: what its ``body`` refuses, then its own
    /// ``rejection(of:in:)``; for a reducer with no body, its ``rejection(of:in:)``.
    ///
    /// This is what stores, consoles, tests and the library's reducers ask, so a screen's
    /// `rejection` cannot drop the refusals of what it is made of. Ask it, not
    /// ``rejection(of:in:)``, from a reducer of your own that runs others; do not implement it.
    ///
    /// ```swift
    /// // With no alert up, its body's `ifLet` refuses an answer, though the
    /// // screen's own rejection says nothing of alerts: "`.alert(.presented(
    /// // .deleteConfirmed))` is for an optional part of the state that is
    /// // nil now"
    /// screen.composedRejection(
    ///     of: .alert(.presented(.deleteConfirmed)), in: state
    /// )
    /// ```
    func composedRejection(of action: Action, in state: State) -> String?

    /// Reduces `action` unless this reducer refuses it in `state`: then `state` is left as
    /// it was, `refusal` is set to the reason, and no effect is returned.
    ///
    /// What a store calls for each action. Implement ``reduce(into:action:)`` and
    /// ``rejection(of:in:)`` instead: the default asks the one, then runs the other, and the
    /// library's composed reducers (`Scope`, `forEach`) do both in one pass.
    func reduce(into state: inout State, action: Action, refusal: inout String?) -> Effect<Action>

    /// Whether ``reduce(into:action:refusal:)`` saves work over asking, then reducing: `true`
    /// for the library's reducers that route in one pass (`Scope`, `forEach`) and for a body
    /// made of them. A store of a reducer for which it is `false` asks, then reduces, which
    /// for it costs the same and keeps a plain send at its floor. Do not implement it.
    static var _reducesInOnePass: Bool { get }
}

extension Reducer {
    /// Refuses nothing, for a reducer that does not say why it would refuse an action. Inlined
    /// where the reducer's type is known, so a store asks it for nothing.
    @inlinable @inline(__always)
    public func rejection(of action: Action, in state: State) -> String? { nil }

    /// Its ``rejection(of:in:)``: a reducer with no body is all its own.
    @inlinable @inline(__always)
    public func composedRejection(of action: Action, in state: State) -> String? {
        rejection(of: action, in: state)
    }
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

    /// What ``body`` refuses, then what this reducer's own ``rejection(of:in:)`` refuses.
    @inlinable
    public func composedRejection(of action: Action, in state: State) -> String? {
        body.composedRejection(of: action, in: state) ?? rejection(of: action, in: state)
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
        refusal = { reducer.composedRejection(of: $0, in: $1) }
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
