/// One field of a store's state as a control edits it: reading ``value`` reads the field (and
/// `Observation` tracks that field alone); ``set(_:)`` sends an action carrying the new value,
/// and sends nothing when it equals the value held, so a text field that writes back what it
/// shows cannot start a storm of actions. The SwiftUI shell's `binding(_:send:)` and a UIKit
/// control's handler are made from one of these.
///
/// ```swift
/// let query = store.field(\.query, send: Action.searchTextChanged)
/// query.value            // ""
/// query.set("uni")       // sends .searchTextChanged("uni")
/// query.set("uni")       // sends nothing: the store holds "uni" already
/// ```
@MainActor
public struct FieldBinding<State, Action: Sendable, Value: Equatable> {
    @usableFromInline let store: Store<State, Action>
    @usableFromInline let field: KeyPath<State, Value>
    @usableFromInline let action: (Value) -> Action

    @inlinable
    init(store: Store<State, Action>, field: KeyPath<State, Value>, action: @escaping (Value) -> Action) {
        self.store = store
        self.field = field
        self.action = action
    }

    /// The field's value now, read so that `Observation` tracks it.
    @inlinable
    public var value: Value { store[dynamicMember: field] }

    /// Sends the action for `newValue`, unless the store already holds it. Returns whether it
    /// sent.
    @inlinable
    @discardableResult
    public func set(_ newValue: Value) -> Bool {
        if store.state[keyPath: field] == newValue { return false }
        store.send(action(newValue))
        return true
    }
}

extension Store {
    /// The field at `field` as a control edits it: see ``FieldBinding``.
    ///
    /// ```swift
    /// let name = store.field(\.name, send: Action.nameChanged)
    /// ```
    @inlinable
    public func field<Value: Equatable>(
        _ field: KeyPath<State, Value>, send action: @escaping (Value) -> Action
    ) -> FieldBinding<State, Action, Value> {
        FieldBinding(store: self, field: field, action: action)
    }
}
