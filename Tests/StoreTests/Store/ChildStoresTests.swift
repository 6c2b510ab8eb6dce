@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// A child store is made once per child and handed out again while the child exists, so a view
/// made from it gets an identical input on its parent's redraw; a sheet's store outlives its
/// child for the sheet's closing.
@MainActor
@Suite struct ChildStoresTests {
    enum Screen: Equatable, Sendable { case list(Int), detail(String) }
    enum ScreenAction: Equatable, Sendable { case list(Int), detail(String) }

    struct Screens: Reducer {
        func reduce(into state: inout Screen, action: ScreenAction) -> Effect<ScreenAction> {
            switch action {
            case .list(let n): state = .list(n)
            case .detail(let text): state = .detail(text)
            }
            return .none
        }
    }

    @Test func aCaseKeepsItsStoreWhileTheStateStaysThatCase() {
        let store = Store(initialState: Screen.list(1), reducer: Screens())
        let first = store.scope(case: Screen.list, ScreenAction.list)
        store.send(.list(2))
        let second = store.scope(case: Screen.list, ScreenAction.list)
        #expect(first != nil && first === second)
        #expect(second?.state == 2)
        #expect(store.scope(case: Screen.detail, ScreenAction.detail) == nil)
        store.send(.detail("x"))
        #expect(store.scope(case: Screen.list, ScreenAction.list) == nil, "looked for while the state is another case, as a redraw does")
        store.send(.list(3))
        #expect(store.scope(case: Screen.list, ScreenAction.list) !== first, "a case that comes back gets a new store")
    }

    @Test func aSheetKeepsItsStoreWhileItsChildStaysAndAfterItGoesForItsClosing() {
        let store = Store(initialState: Shelf.State(), reducer: Shelf(clock: TestClock()))
        store.send(.noteTapped("Dune"))
        let editor = store.sheetStore(\.editor, action: Shelf.Action.editor)
        #expect(editor != nil)
        editor?.send(.typed("spice"))
        #expect(editor?.state.text == "spice", "drawn")
        #expect(store.sheetStore(\.editor, action: Shelf.Action.editor) === editor)
        store.send(.editor(.dismiss))
        let closing = store.sheetStore(\.editor, action: Shelf.Action.editor)
        #expect(closing === editor, "a closing sheet keeps the store it showed")
        #expect(closing?.state.text == "spice", "and its last content")
        store.send(.noteTapped("Emma"))
        let next = store.sheetStore(\.editor, action: Shelf.Action.editor)
        #expect(next !== editor && next?.state.book == "Emma")
    }

    @Test func aRowKeepsItsStoreWhileItStaysInTheList() {
        let store = Store(initialState: Board.State(), reducer: Board())
        let rows = store.scope(each: \.cards, action: Board.Action.cards)
        store.send(.cards(.element(id: 1, action: .renamed("uno"))))
        let again = store.scope(each: \.cards, action: Board.Action.cards)
        #expect(zip(rows, again).allSatisfy { $0.store === $1.store }, "a parent's change gives each row the store it had")
        store.send(.removeTapped(2))
        #expect(store.scope(each: \.cards, action: Board.Action.cards).count == 1)
        #expect(store.childStores.entries.count == 1, "the removed row's store is let go")
    }

    @Test func storesOfChildrenThatWentAreLetGo() {
        let children = ChildStores()
        @MainActor final class Box { var alive: Set<Int> = [1, 2, 3] }
        let box = Box()
        for id in box.alive { _ = children.store(id, exists: { box.alive.contains(id) }) { Box() } }
        box.alive = [4]
        _ = children.store(4, exists: { box.alive.contains(4) }) { Box() }
        #expect(children.entries.count == 1, "making a new child sweeps those that went")
    }
}
