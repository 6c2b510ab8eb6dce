// The child stores a parent hands out, kept so that the same child gets the same store while it
// exists: a view made from a child store is given an identical input on the parent's next
// redraw, so SwiftUI does not redraw it, and a UIKit screen keeps talking to the store it was
// made with. A child is named by a key (its key path, its id in a list or stack, the case it is
// of an enum); a child that is gone is made anew when it comes back. The store a closing sheet
// last showed is kept too, for its content while it slides away.
import StoreText

/// The child stores one store has handed out, by key.
@MainActor
@usableFromInline
package final class ChildStores {
    package struct Entry {
        let store: AnyObject
        /// Whether the child still exists in the parent's state; asked when stale entries are
        /// swept.
        let exists: @MainActor () -> Bool
        /// Kept after its child is gone: a presented child's store, for a closing sheet.
        let keepsLast: Bool
        var isGone = false
    }

    private(set) var entries: [AnyHashable: Entry] = [:]
    /// How many stores are kept.
    @usableFromInline
    var count: Int { entries.count }
    /// Stores kept whatever their age, one per name: what a closing sheet draws.
    private var pins: [AnyHashable: AnyHashable] = [:]
    /// The key last made under each name a front looks a closing child up by.
    private var lastKeys: [AnyHashable: AnyHashable] = [:]
    /// The keys of the entries kept after their child went, oldest first.
    private var gone: [AnyHashable] = []
    /// How many stores of children that went are kept for closing sheets: one for each sheet
    /// that may be sliding away at once.
    static let keptGone = 8

    /// What else one store keeps for its children while it lives (the checks of a list's rows).
    private var kept: [AnyHashable: AnyObject] = [:]

    @usableFromInline
    init() {}

    /// What ``keep(_:as:)`` kept under `key`.
    @usableFromInline
    func kept<Value: AnyObject>(_ key: AnyHashable, as type: Value.Type) -> Value? {
        kept[key] as? Value
    }

    /// Keeps `value` under `key` while this store lives.
    @usableFromInline
    func keep(_ value: AnyObject, as key: AnyHashable) {
        kept[key] = value
    }

    /// The store for the child `key` when `exists` says it is there: the one made before for it
    /// while it has existed since, else a new one from `make`; `nil` (and the one made before
    /// let go, or kept as the last if `keepsLast`) when it is not there.
    @usableFromInline
    func store<Child: AnyObject>(
        _ key: AnyHashable, keepsLast: Bool = false, exists: @escaping @MainActor () -> Bool, make: () -> Child?
    ) -> Child? {
        guard exists() else {
            markGone(key)
            return nil
        }
        if let entry = entries[key], !entry.isGone, let store = entry.store as? Child { return store }
        guard let made = make() else { return nil }
        sweep()
        gone.removeAll { $0 == key }
        entries[key] = Entry(store: made, exists: exists, keepsLast: keepsLast)
        return made
    }

    /// The store for the child `key` while it exists, or the last one handed out for it after it
    /// went (what a closing sheet shows); `nil` when none was ever made or it was let go.
    @usableFromInline
    func last<Child: AnyObject>(_ key: AnyHashable, as type: Child.Type) -> Child? {
        entries[key]?.store as? Child
    }

    /// Keeps the store of `key` after its child goes, however many others go after it, until
    /// another key is pinned under `name`: the first screen of a sheet that may be closing.
    package func pin(_ key: AnyHashable, as name: AnyHashable) {
        pins[name] = key
    }

    /// What was last remembered under `name`.
    package func recall(_ name: AnyHashable) -> AnyHashable? {
        lastKeys[name]
    }

    /// Remembers `key` as the last child made under `name` (a sheet's key path, whichever case
    /// of its destination it showed), for ``last(named:as:)``.
    package func remember(_ key: AnyHashable, as name: AnyHashable) {
        lastKeys[name] = key
    }

    /// The store last handed out under `name`, while its child exists or after it went.
    func last<Child: AnyObject>(named name: AnyHashable, as type: Child.Type) -> Child? {
        lastKeys[name].flatMap { last($0, as: type) }
    }

    /// Lets the store of `key` go, or keeps it as the last if its entry says so (the oldest of
    /// those kept goes beyond ``keptGone``).
    private func markGone(_ key: AnyHashable) {
        guard let entry = entries[key], !entry.isGone else { return }
        guard entry.keepsLast else {
            entries[key] = nil
            return
        }
        entries[key]?.isGone = true
        gone.append(key)
        guard gone.count > Self.keptGone else { return }
        let pinned = Set(pins.values)
        if let oldest = gone.firstIndex(where: { !pinned.contains($0) }) { entries[gone.remove(at: oldest)] = nil }
    }

    /// Drops the stores of children that went (a row removed, a screen popped) without being
    /// asked for again: run when a new child store is made, so what is kept never outgrows what
    /// exists by more than ``keptGone`` stores.
    @usableFromInline
    func sweep() {
        for (key, entry) in entries where !entry.isGone && !entry.exists() {
            markGone(key)
        }
    }
}

/// The key of a child store: what kind of scope made it, and which child.
@usableFromInline
package struct ChildKey: Hashable {
    @usableFromInline let scope: AnyHashable
    @usableFromInline let child: AnyHashable

    @inlinable
    package init(scope: AnyHashable, child: AnyHashable) {
        self.scope = scope
        self.child = child
    }
}

extension Store {
    /// The child stores this store has handed out, made on first use.
    @usableFromInline
    package var childStores: ChildStores {
        if let children { return children }
        let made = ChildStores()
        children = made
        return made
    }

    /// A store of the part of the state that may be absent, named by `key`: the same store
    /// while the part stays there (``ChildStores``); with `keepsLast`, the one a closing sheet
    /// last showed is kept for ``lastScope(_:as:)``.
    @inlinable
    func scope<ChildState, ChildAction>(
        cached key: ChildKey, keepsLast: Bool = false,
        presented toChild: @escaping (State) -> ChildState?, action embed: @escaping (ChildAction) -> Action,
        attachPoint: @escaping AttachPoint<ChildAction>.Making
    ) -> Store<ChildState, ChildAction>? {
        childStores.store(key, keepsLast: keepsLast, exists: { [weak self] in self.map { toChild($0.state) != nil } ?? false }) {
            scope(presented: toChild, action: embed, attachPoint: attachPoint)
        }
    }

    /// ``scope(cached:keepsLast:presented:action:attachPoint:)`` whose actions a console attached
    /// to it reads back from this store's with `extract`.
    @inlinable
    package func scope<ChildState, ChildAction>(
        cached key: ChildKey, keepsLast: Bool = false,
        presented toChild: @escaping (State) -> ChildState?, action embed: @escaping (ChildAction) -> Action,
        extract: @escaping (Action) -> ChildAction?
    ) -> Store<ChildState, ChildAction>? {
        scope(cached: key, keepsLast: keepsLast, presented: toChild, action: embed, attachPoint: AttachPoint.scoped(core.attachPoint, extract: extract))
    }

    /// The store of the child named `key` under `name` while it is there, else the last one
    /// handed out under `name` (what a closing sheet keeps showing while it slides away).
    func scope<ChildState, ChildAction>(
        showing key: ChildKey, named name: AnyHashable,
        presented toChild: @escaping (State) -> ChildState?, action embed: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        let attachPoint = AttachPoint.scoped(core.attachPoint, embed: embed)
        if let live = scope(cached: key, keepsLast: true, presented: toChild, action: embed, attachPoint: attachPoint) {
            childStores.remember(key, as: name)
            return live
        }
        return childStores.last(named: name, as: Store<ChildState, ChildAction>.self)
    }

    /// The store last handed out for `key`, while its child exists or after it went.
    package func lastScope<ChildState, ChildAction>(_ key: ChildKey, as type: Store<ChildState, ChildAction>.Type) -> Store<ChildState, ChildAction>? {
        childStores.last(key, as: type)
    }
}

/// The key of the child store for the case `state` is, of the enum of type `State`.
@usableFromInline
func caseKey<State, ChildState>(of state: State, child: ChildState.Type) -> ChildKey {
    ChildKey(scope: ObjectIdentifier(ChildState.self), child: caseName(of: state))
}
