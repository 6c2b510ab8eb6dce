import StoreText

/// Runs an enum of features, such as the screens of a stack: each case of the state enum with
/// its own reducer, for the matching case of the action enum. No feature writes that switch.
///
/// ```swift
/// let screens = EnumReducer<Screen, ScreenAction>()
///     .on(Screen.list, ScreenAction.list, ListFeature())
///     .on(Screen.detail, ScreenAction.detail, DetailFeature())
/// ```
///
/// An action whose case is not the state's is dropped with a runtime warning (and refused by
/// ``rejection(of:in:)``). So is an action of a screen the table has no row for: a screen
/// added to the enum but not here is reported the first time it is reached, never silently
/// left alone.
public struct EnumReducer<State, Action: Sendable>: Reducer {
    @usableFromInline
    struct Branch {
        /// The child's effect, or `nil` when the action is not this branch's; `.some(nil)`
        /// when it is, but the state is another case.
        @usableFromInline let reduce: (inout State, Action) -> Effect<Action>??
        @usableFromInline let rejection: (Action, State) -> String??

        @usableFromInline
        init(reduce: @escaping (inout State, Action) -> Effect<Action>??, rejection: @escaping (Action, State) -> String??) {
            self.reduce = reduce
            self.rejection = rejection
        }
    }

    @usableFromInline var branches: [Branch] = []
    /// For each dialog row, whether an action answers the dialog a state holds.
    @usableFromInline var answers: [(Action, State) -> Bool] = []

    /// A reducer with no cases yet; add them with ``on(_:_:)``.
    @inlinable
    public init() {}

    /// Adds `child`, run on the screen's state case for actions of its action case.
    @inlinable
    public func on<Child: Reducer>(
        _ screen: ScreenCase<State, Action, Child.State, Child.Action>,
        _ child: Child
    ) -> EnumReducer {
        adding(screen.state, screen.action, child)
    }

    /// Adds `child`, run on the screen's state case for actions of its action case, both named
    /// by their constructors: `.on(Screen.detail, ScreenAction.detail, Detail())`.
    @inlinable
    public func on<Child: Reducer>(
        _ state: @escaping @Sendable (Child.State) -> State,
        _ action: @escaping @Sendable (Child.Action) -> Action,
        _ child: Child
    ) -> EnumReducer {
        adding(EnumCase(state), EnumCase(action), child)
    }

    /// Adds `child`, run on the `state` case for actions of the `action` case.
    ///
    /// Inlined, so each pair's closures are made where the child's type is known, not through
    /// generic metadata on every action.
    @available(*, deprecated, message: "name the screen once, as a ScreenCase, and write .on(screen, child)")
    @inlinable
    public func on<Child: Reducer>(
        _ state: EnumCase<State, Child.State>,
        _ action: EnumCase<Action, Child.Action>,
        _ child: Child
    ) -> EnumReducer {
        adding(state, action, child)
    }

    @inlinable
    func adding<Child: Reducer>(
        _ state: EnumCase<State, Child.State>,
        _ action: EnumCase<Action, Child.Action>,
        _ child: Child
    ) -> EnumReducer {
        var copy = self
        copy.branches.append(Branch(
            reduce: { root, parentAction in
                guard let childAction = action.extract(parentAction) else { return nil }
                return .some(state.modify(&root) { child.reduce(into: &$0, action: childAction).map(action.embed) })
            },
            rejection: { parentAction, root in
                guard let childAction = action.extract(parentAction) else { return nil }
                guard let childState = state.extract(root) else { return .some(Self.mismatch(parentAction, root)) }
                return .some(child.composedRejection(of: childAction, in: childState))
            }
        ))
        return copy
    }

    /// Runs the row for the state's case; an action for another case than the state's, or for a
    /// case with no row, is reported and dropped.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        for branch in branches {
            guard let effect = branch.reduce(&state, action) else { continue }
            guard let effect else {
                RuntimeWarnings.report(Self.mismatch(action, state))
                return .none
            }
            return effect
        }
        RuntimeWarnings.report(Self.unlisted(action))
        return .none
    }

    /// The child's reason to refuse, that the action is for another case than the state's, or
    /// that no row of the table is for its case.
    @inlinable
    public func rejection(of action: Action, in state: State) -> String? {
        for branch in branches {
            if let reason = branch.rejection(action, state) { return reason }
        }
        return Self.unlisted(action)
    }

    /// Said of an action of a screen that has no row in the table.
    @usableFromInline
    static func unlisted(_ action: Action) -> String {
        let name = caseName(of: action)
        return "the screens' EnumReducer has no row for `.\(name)`, so `\(DebugText.line(action))` was dropped; add `.on(\(State.self).\(name), \(Action.self).\(name), …)` to it"
    }

    @usableFromInline
    static func mismatch(_ action: Action, _ state: State) -> String {
        let actionCase = caseName(of: action)
        let stateCase = caseName(of: state)
        return "`\(DebugText.line(action))` is for a `.\(actionCase)` state, but this one is `.\(stateCase)`; it was dropped"
    }
}
