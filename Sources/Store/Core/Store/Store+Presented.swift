// Scoped stores for what comes and goes: a presented child, one case of an enum of screens, the
// rows of a list. A front draws a view once more while it slides away, after the state it
// showed is gone; such a store keeps showing that state as it last was, and whatever the view
// sends still goes through the parent, which refuses what no longer applies (a late reply, a
// tap on a closed sheet). The SwiftUI and UIKit shells build their child stores with these.

extension Store {
    /// A store of a part of the state that may be absent: `nil` while it is absent; once made, it
    /// gives the part as it was last read through it after the part is gone.
    ///
    /// ```swift
    /// if let editor = store.scope(
    ///     presented: \.editor, action: { .editor(.presented($0)) }
    /// ) { … }
    /// ```
    @inlinable
    public func scope<ChildState, ChildAction>(
        presented toChild: @escaping (State) -> ChildState?, action embed: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        scope(presented: toChild, action: embed, attachPoint: AttachPoint.scoped(core.attachPoint, embed: embed))
    }

    /// A store of a part of the state that may be absent, whose actions a console attached to
    /// it reads back from this store's with `extract`.
    @inlinable
    package func scope<ChildState, ChildAction>(
        presented toChild: @escaping (State) -> ChildState?, action embed: @escaping (ChildAction) -> Action,
        extract: @escaping (Action) -> ChildAction?
    ) -> Store<ChildState, ChildAction>? {
        scope(presented: toChild, action: embed, attachPoint: AttachPoint.scoped(core.attachPoint, extract: extract))
    }

    /// A store of a part of the state that may be absent, whose actions a console attached to
    /// it tells among the app's by `attachPoint`.
    @inlinable
    func scope<ChildState, ChildAction>(
        presented toChild: @escaping (State) -> ChildState?, action embed: @escaping (ChildAction) -> Action,
        attachPoint: @escaping AttachPoint<ChildAction>.Making
    ) -> Store<ChildState, ChildAction>? {
        guard var last = toChild(state) else { return nil }
        return scope(state: { state in
            if let child = toChild(state) { last = child }
            return last
        }, action: embed, attachPoint: attachPoint)
    }

    /// A store of one case of this store's enum of screens: `nil` while the state is another
    /// case; the same store each time while the state stays that case (so a view made from it
    /// is not redrawn by its parent's redraw).
    ///
    /// ```swift
    /// let detailCase = ScreenCase(Screen.detail, ScreenAction.detail)
    /// if let detail = screen.scope(case: detailCase) { … }
    /// ```
    @inlinable
    public func scope<ChildState, ChildAction>(
        case screen: ScreenCase<State, Action, ChildState, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        guard screen.state.extract(state) != nil else {
            // The case's store, if one was made, is let go: the case that comes back gets a new one.
            children?.sweep()
            return nil
        }
        return scope(
            cached: caseKey(of: state, child: ChildState.self), presented: screen.state.extract, action: screen.action.embed,
            attachPoint: AttachPoint.scoped(core.attachPoint, extract: screen.action.extract)
        )
    }

    /// A store of one case of this store's enum of screens, named by its two constructors: `nil`
    /// while the state is another case.
    ///
    /// ```swift
    /// if let detail = screen.scope(
    ///     case: Screen.detail, ScreenAction.detail
    /// ) {
    ///     DetailView(store: detail)
    /// }
    /// ```
    @inlinable
    public func scope<ChildState, ChildAction>(
        case state: @escaping @Sendable (ChildState) -> State,
        _ action: @escaping @Sendable (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        scope(case: ScreenCase(state, action))
    }

    /// A store for each element of the list at `list`, in order, each sending its actions as
    /// `.element(id:action:)` of `action`; an element keeps its store while it stays in the list.
    ///
    /// ```swift
    /// for row in store.scope(each: \.rows, action: Action.rows) {
    ///     RowView(store: row.store)
    /// }
    /// ```
    @inlinable
    public func scope<Element: Identifiable, ChildAction>(
        each list: KeyPath<State, IdentifiedList<Element>>,
        action: EnumCase<Action, ElementAction<Element.ID, ChildAction>>
    ) -> [ScopedElement<Element, ChildAction>] where Element.ID: Sendable {
        let ids = state[keyPath: list].ids
        defer {
            // More stores than rows: some are of rows removed since, let go here.
            if let children, children.count > ids.count { children.sweep() }
        }
        let rows = rowChecks(list)
        return ids.compactMap { id in
            let key = ChildKey(scope: list, child: id)
            let row: Store<Element, ChildAction>? = childStores.store(key, exists: { [weak self] in self?.state[keyPath: list][id: id] != nil }) {
                guard var last = state[keyPath: list][id: id] else { return nil }
                let core = core.scoped(
                    state: { state in
                        if let row = state[keyPath: list][id: id] { last = row }
                        return last
                    },
                    action: { action.embed(.element(id: id, action: $0)) },
                    attachPoint: AttachPoint.scoped(core.attachPoint, extract: { action.extract($0).flatMap { $0.id == id ? $0.action : nil } }),
                    checkedBy: rows.add
                )
                return Store<Element, ChildAction>(core: core)
            }
            return row.map { ScopedElement(id: id, store: $0) }
        }
    }

    /// The checks of the rows of the list at `list`, made once for this store.
    @usableFromInline
    func rowChecks<Element: Identifiable>(_ list: KeyPath<State, IdentifiedList<Element>>) -> RowChecks<State> {
        let key = ChildKey(scope: "rows", child: list)
        if let made = childStores.kept(key, as: RowChecks<State>.self) { return made }
        let stamp = list.appending(path: \.stamp)
        let made = RowChecks<State>(stamp: { $0[keyPath: stamp] }, current: { [unowned self] in state }, register: core.afterEachAction)
        childStores.keep(made, as: key)
        return made
    }

    /// A store for each element of the list at `list`, each sending its actions through
    /// `action`, the constructor of the list's case: `store.scope(each: \.rows, action: Action.rows)`.
    @inlinable
    public func scope<Element: Identifiable, ChildAction>(
        each list: KeyPath<State, IdentifiedList<Element>>,
        action: @escaping @Sendable (ElementAction<Element.ID, ChildAction>) -> Action
    ) -> [ScopedElement<Element, ChildAction>] where Element.ID: Sendable {
        scope(each: list, action: EnumCase(action))
    }
}

/// One element of a list and a store scoped to it, from ``Store/scope(each:action:)-(_,EnumCase<Action,ElementAction<Element.ID,ChildAction>>)``.
public struct ScopedElement<Element: Identifiable, Action: Sendable>: Identifiable {
    /// The element's id.
    public let id: Element.ID
    /// A store of the element, sending its actions to the list's owner.
    public let store: Store<Element, Action>

    @usableFromInline
    init(id: Element.ID, store: Store<Element, Action>) {
        self.id = id
        self.store = store
    }
}

extension Optional {
    /// Whether a value is there: what a front observes to show a sheet, so that it is told when
    /// the sheet comes and goes and not each time what the sheet shows changes.
    ///
    /// ```swift
    /// store[dynamicMember: \.editor.isPresent]
    /// ```
    package var isPresent: Bool { self != nil }
}
