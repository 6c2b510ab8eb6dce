import StoreText

/// The action of one element of a collection: the element's id and its own action, as one
/// enum case, so a parent matches a row's action in a pattern and logs read as it is written.
///
/// ```swift
/// case .rows(.element(id: let id, action: .deleteTapped)):
///     state.rows.remove(id: id)
/// ```
public enum ElementAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
    /// The action `action` of the element `id`.
    case element(id: ID, action: Action)

    /// Which element.
    @inlinable
    public var id: ID {
        switch self { case .element(let id, _): id }
    }

    /// What happened to it.
    @inlinable
    public var action: Action {
        switch self { case .element(_, let action): action }
    }
}

extension ElementAction: Equatable where Action: Equatable {}
extension ElementAction: Hashable where Action: Hashable {}
extension ElementAction: Codable where ID: Codable, Action: Codable {
    /// The case's name, and the labels of the pair 1.x wrote in its place: one key type, since a
    /// strict decoder holds a value to the labels of the first container asked of it.
    private enum CodingKeys: String, CodingKey { case element, id, action }
    private enum ElementCodingKeys: String, CodingKey { case id, action }

    /// Reads `.element(id: 2, action: …)`, and the pair 1.x wrote, `(id: 2, action: …)`, so
    /// a log committed then still replays (and `--update` writes it anew).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if !container.contains(.element), container.contains(.id), container.contains(.action) {
            self = .element(id: try container.decode(ID.self, forKey: .id), action: try container.decode(Action.self, forKey: .action))
            return
        }
        let element = try container.nestedContainer(keyedBy: ElementCodingKeys.self, forKey: .element)
        self = .element(id: try element.decode(ID.self, forKey: .id), action: try element.decode(Action.self, forKey: .action))
    }

    /// Writes `.element(id: 2, action: …)`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var element = container.nestedContainer(keyedBy: ElementCodingKeys.self, forKey: .element)
        try element.encode(id, forKey: .id)
        try element.encode(action, forKey: .action)
    }
}

/// Runs a child reducer on each element of an ``IdentifiedList``, for the element its action
/// names, then the parent; an element that leaves the list, however it leaves, has its running
/// effects cancelled, as a screen that leaves a stack does.
public struct ForEachReducer<Parent: Reducer, Child: Reducer>: Reducer
where Child.State: Identifiable, Child.State.ID: Sendable {
    /// The type of the elements' ids, which an ``ElementAction`` names.
    public typealias ID = Child.State.ID

    @usableFromInline let parent: Parent
    @usableFromInline let elements: WritableKeyPath<Parent.State, IdentifiedList<Child.State>>
    @usableFromInline let action: EnumCase<Parent.Action, ElementAction<ID, Child.Action>>
    @usableFromInline let child: Child
    @usableFromInline let collection: CollectionKey
    /// `elements` followed without the key-path runtime where the list is a stored field.
    @usableFromInline let list: StoredField<Parent.State, IdentifiedList<Child.State>>

    @inlinable
    init(
        parent: Parent,
        elements: WritableKeyPath<Parent.State, IdentifiedList<Child.State>>,
        action: EnumCase<Parent.Action, ElementAction<ID, Child.Action>>,
        child: Child
    ) {
        self.parent = parent
        self.elements = elements
        self.action = action
        self.child = child
        collection = CollectionKey(elements)
        list = StoredField(elements)
    }

    /// Runs the child on the element the action names, then the parent, and cancels the effects
    /// of every element that left the list.
    @inlinable
    public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        var effect = Effect<Parent.Action>.none
        if let element = action.extract(parentAction) {
            let id = element.id
            if let childEffect = list.modify(&state, { $0.update(id: id) { child.reduce(into: &$0, action: element.action) } }) {
                effect = scoped(childEffect, id)
            } else {
                RuntimeWarnings.report(missing(id, parentAction))
            }
        }
        return reduceParent(into: &state, action: parentAction, effect: effect)
    }

    /// Runs the parent after the element's `effect`, and cancels the effects of every element
    /// that left the list.
    ///
    /// Always inlined: called, it took a second copy of the reducer (about a hundred bytes) on
    /// every action (profiled; an action to 1 of 1,000 rows went from 1.45-1.57x by hand to
    /// 1.27-1.39x).
    @inlinable @inline(__always)
    func reduceParent(
        into state: inout Parent.State, action parentAction: Parent.Action, effect: Effect<Parent.Action>
    ) -> Effect<Parent.Action> {
        let effect = effect.merge(with: parent.reduce(into: &state, action: parentAction))
        // Asked in place first: taking an empty array of ids costs a retain and a release.
        guard list.modify(&state, { !$0.removedIDs.isEmpty }) else { return effect }
        let removed = list.modify(&state) { $0.takeRemovedIDs() }
        guard !removed.isEmpty else { return effect }
        return effect.merge(with: .merge(removed.map { .cancel(id: ElementEffects(collection: collection, id: $0)) }))
    }

    @inlinable
    func scoped(_ effect: Effect<Child.Action>, _ id: ID) -> Effect<Parent.Action> {
        if effect.isNone { return .none }
        let key = ElementEffects(collection: collection, id: id)
        return effect
            .map { [action] in action.embed(.element(id: id, action: $0)) }
            .namespaced(key)
            .cancellable(id: key)
    }

    /// An element that is not there, or the element's own reason, else the parent's.
    @inlinable
    public func rejection(of parentAction: Parent.Action, in state: Parent.State) -> String? {
        if let element = action.extract(parentAction) {
            guard let childState = list.get(state)[id: element.id] else { return missing(element.id, parentAction) }
            if let reason = child.composedRejection(of: element.action, in: childState) { return reason }
        }
        return parent.composedRejection(of: parentAction, in: state)
    }

    @usableFromInline
    func missing(_ id: ID, _ action: Parent.Action) -> String {
        "there is no element \(id) in the list, so `\(DebugText.line(action))` was dropped"
    }
}

/// Which collection of a state a `forEach` runs on, for its effects' ids.
@usableFromInline
struct CollectionKey: Hashable, @unchecked Sendable {
    // A key path: immutable, and compared by what it names.
    @usableFromInline let keyPath: AnyKeyPath

    @usableFromInline
    init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}

/// The cancellation id of all the effects of one element of one collection.
@usableFromInline
struct ElementEffects<ID: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline let collection: CollectionKey
    @usableFromInline let id: ID

    @usableFromInline
    init(collection: CollectionKey, id: ID) {
        self.collection = collection
        self.id = id
    }
}

extension Reducer {
    /// Runs `element` on each element of the list at `elements` for the actions of the case
    /// `action`, before this reducer; removing an element cancels its effects.
    ///
    /// ```swift
    /// Reduce<Todos.State, Todos.Action> { state, action in … }
    ///     .forEach(\.todos, action: Todos.Action.todo, element: Todo())
    /// ```
    @inlinable
    public func forEach<Child: Reducer>(
        _ elements: WritableKeyPath<State, IdentifiedList<Child.State>>,
        action: EnumCase<Action, ElementAction<Child.State.ID, Child.Action>>,
        element child: Child
    ) -> ForEachReducer<Self, Child> where Child.State: Identifiable, Child.State.ID: Sendable {
        ForEachReducer(parent: self, elements: elements, action: action, child: child)
    }

    /// Runs `child` on each element for actions of the case that `action`, its constructor,
    /// makes: `.forEach(\.todos, action: Todos.Action.todo, element: Todo())`.
    @inlinable
    public func forEach<Child: Reducer>(
        _ elements: WritableKeyPath<State, IdentifiedList<Child.State>>,
        action: @escaping @Sendable (ElementAction<Child.State.ID, Child.Action>) -> Action,
        element child: Child
    ) -> ForEachReducer<Self, Child> where Child.State: Identifiable, Child.State.ID: Sendable {
        forEach(elements, action: EnumCase(action), element: child)
    }
}
