#if canImport(SwiftUI)
import SwiftUI
import StoreCore

/// The rows of a list, each drawn by `content` from a store scoped to it.
///
/// ```swift
/// List {
///     ForEachStore(store, each: \.rows, action: Action.rows) {
///         RowView(store: $0)
///     }
/// }
/// ```
@MainActor
public struct ForEachStore<Element: Identifiable, RowAction: Sendable, Row: View>: View where Element.ID: Sendable {
    let rows: [ScopedElement<Element, RowAction>]
    let content: (Store<Element, RowAction>) -> Row

    /// The rows of the list at `list`, whose actions `action` embeds; the list's ids are
    /// observed, so a row's own change redraws only that row.
    public init<State, Action>(
        _ store: Store<State, Action>,
        each list: KeyPath<State, IdentifiedList<Element>>,
        action: EnumCase<Action, ElementAction<Element.ID, RowAction>>,
        @ViewBuilder content: @escaping (Store<Element, RowAction>) -> Row
    ) {
        _ = store[dynamicMember: list.appending(path: \.ids)]
        rows = store.scope(each: list, action: action)
        self.content = content
    }

    /// The rows of the list at `list`, whose actions `action`, the constructor of the list's
    /// case, embeds: `ForEachStore(store, each: \.rows, action: Action.rows) { RowView(store: $0) }`.
    public init<State, Action>(
        _ store: Store<State, Action>,
        each list: KeyPath<State, IdentifiedList<Element>>,
        action: @escaping @Sendable (ElementAction<Element.ID, RowAction>) -> Action,
        @ViewBuilder content: @escaping (Store<Element, RowAction>) -> Row
    ) {
        self.init(store, each: list, action: EnumCase(action), content: content)
    }

    /// Draws each row with `content`, by the element's id.
    public var body: some View {
        ForEach(rows, id: \.id) { row in content(row.store) }
    }
}
#endif
