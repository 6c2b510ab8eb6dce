import StoreText

/// Runs a child reducer on optional state, before the parent's own reducer; when the state
/// becomes `nil`, however it happens, the child's running effects are cancelled.
///
/// A child action that arrives while the child state is `nil` is reported as a runtime
/// warning and ignored. With a ``PresentationAction``, `.dismiss` sets the state to `nil`.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    @usableFromInline let parent: Parent
    @usableFromInline let state: WritableKeyPath<Parent.State, Child.State?>
    @usableFromInline let extract: (Parent.Action) -> PresentationAction<Child.Action>?
    @usableFromInline let embed: @Sendable (Child.Action) -> Parent.Action
    @usableFromInline let child: Child
    @usableFromInline let effects: PresentedEffects

    @inlinable
    init(
        parent: Parent,
        state: WritableKeyPath<Parent.State, Child.State?>,
        extract: @escaping (Parent.Action) -> PresentationAction<Child.Action>?,
        embed: @escaping @Sendable (Child.Action) -> Parent.Action,
        child: Child
    ) {
        self.parent = parent
        self.state = state
        self.extract = extract
        self.embed = embed
        self.child = child
        effects = PresentedEffects(state: CollectionKey(state))
    }

    /// Runs the child on its action while its state is there (or takes it away on `.dismiss`),
    /// then the parent; cancels the child's effects once its state becomes `nil`.
    @inlinable
    public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        let wasPresented = parentState[keyPath: state] != nil
        var childEffect = Effect<Parent.Action>.none
        switch extract(parentAction) {
        case .presented(let childAction):
            if var childState = parentState[keyPath: state] {
                parentState[keyPath: state] = nil
                let effect = child.reduce(into: &childState, action: childAction)
                parentState[keyPath: state] = childState
                if !effect.isNone {
                    childEffect = effect.map(embed).namespaced(effects).cancellable(id: effects)
                }
            } else {
                RuntimeWarnings.report(Self.absent(parentAction) + "; it was ignored")
            }
        case .dismiss:
            if wasPresented {
                parentState[keyPath: state] = nil
            } else {
                RuntimeWarnings.report(Self.absent(parentAction) + "; it was ignored")
            }
        case nil:
            break
        }
        let effect = childEffect.merge(with: parent.reduce(into: &parentState, action: parentAction))
        guard wasPresented, parentState[keyPath: state] == nil else { return effect }
        return effect.merge(with: .cancel(id: effects))
    }

    /// The child's reason to refuse its action (or that its state is `nil`), else the parent's;
    /// both are asked about the state before the child runs.
    @inlinable
    public func rejection(of parentAction: Parent.Action, in parentState: Parent.State) -> String? {
        if let childAction = extract(parentAction) {
            guard let childState = parentState[keyPath: state] else { return Self.absent(parentAction) }
            if case .presented(let childAction) = childAction, let reason = child.composedRejection(of: childAction, in: childState) {
                return reason
            }
        }
        return parent.composedRejection(of: parentAction, in: parentState)
    }

    @usableFromInline
    static func absent(_ action: Parent.Action) -> String {
        "`\(DebugText.line(action))` is for an optional part of the state that is nil now"
    }
}

/// The cancellation id of the effects of one optional child.
@usableFromInline
struct PresentedEffects: Hashable, Sendable {
    @usableFromInline let state: CollectionKey

    @usableFromInline
    init(state: CollectionKey) { self.state = state }
}

extension Reducer {
    /// Runs `child` on the optional state at `state` whenever `action` matches, then this
    /// reducer; the child's effects are cancelled when the state becomes `nil`.
    ///
    /// ```swift
    /// let app = Reduce(appLogic)
    ///     .ifLet(\.detail, action: AppAction.detail, then: Detail())
    /// ```
    @inlinable
    public func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?>,
        action: EnumCase<Action, Child.Action>,
        then child: Child
    ) -> IfLetReducer<Self, Child> {
        IfLetReducer(parent: self, state: state, extract: { action.extract($0).map { .presented($0) } }, embed: action.embed, child: child)
    }

    /// Runs `child` on the optional state at `state` whenever the action is the case that
    /// `action`, its constructor, makes: `.ifLet(\.detail, action: Action.detail, then: Detail())`.
    @inlinable
    public func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?>,
        action: @escaping @Sendable (Child.Action) -> Action,
        then child: Child
    ) -> IfLetReducer<Self, Child> {
        ifLet(state, action: EnumCase(action), then: child)
    }

    /// Runs `child` on the optional state at `state` for `.presented` actions of the case
    /// `action`, then this reducer; `.dismiss` sets the state to `nil`, and whenever it becomes
    /// `nil` (dismissed, or set so by this reducer) the child's effects are cancelled.
    ///
    /// ```swift
    /// // state.editor: Editor.State?
    /// // Action.editor(PresentationAction<Editor.Action>)
    /// Reduce(library).ifLet(\.editor, action: Action.editor, then: Editor())
    /// // editor gone, its autosave timer cancelled
    /// store.send(.editor(.dismiss))
    /// ```
    @inlinable
    public func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?>,
        action: EnumCase<Action, PresentationAction<Child.Action>>,
        then child: Child
    ) -> IfLetReducer<Self, Child> {
        IfLetReducer(
            parent: self, state: state, extract: action.extract,
            embed: { action.embed(.presented($0)) }, child: child
        )
    }

    /// Runs `child` on the optional state at `state` for `.presented` actions of the case that
    /// `action`, its constructor, makes; `.dismiss` sets the state to `nil`.
    @inlinable
    public func ifLet<Child: Reducer>(
        _ state: WritableKeyPath<State, Child.State?>,
        action: @escaping @Sendable (PresentationAction<Child.Action>) -> Action,
        then child: Child
    ) -> IfLetReducer<Self, Child> {
        ifLet(state, action: EnumCase(action), then: child)
    }
}
