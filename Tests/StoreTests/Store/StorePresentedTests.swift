import Observation
import Store
import StoreSupport
import Testing

/// Scoped stores for what comes and goes: a presented child, a case, the rows of a list.
@MainActor
@Suite struct StorePresentedTests {
    @Test func aPresentedStoreExistsOnlyWhileItsPartIsThere() {
        let store = Store(initialState: Shelf.State(), reducer: Shelf(clock: TestClock()))
        #expect(store.scope(presented: \.editor, action: { .editor(.presented($0)) }) == nil)
        store.send(.noteTapped("Dune"))
        let editor = store.scope(presented: \.editor, action: { .editor(.presented($0)) })
        #expect(editor?.state.book == "Dune")
        editor?.send(.typed("spice"))
        #expect(store.state.editor?.text == "spice", "its sends go through the parent")
    }

    @Test func aPresentedStoreShowsItsPartAsItLastWasOnceItIsGone() {
        let store = Store(initialState: Shelf.State(), reducer: Shelf(clock: TestClock()))
        store.send(.noteTapped("Dune"))
        let editor = store.scope(presented: \.editor, action: { .editor(.presented($0)) })!
        editor.send(.typed("spice"))
        #expect(editor.state.text == "spice", "read, as a view draws it")
        store.send(.editor(.dismiss))
        #expect(store.state.editor == nil)
        #expect(editor.state.text == "spice", "a view sliding away still draws what it last drew")
        let warnings = Locked<[String]>([])
        RuntimeWarnings.withHandler({ warning in warnings.withLock { $0.append(warning) } }) {
            editor.send(.typed("late"))
        }
        #expect(store.state.editor == nil, "the parent refuses a send from a closed sheet")
        #expect(warnings.withLock(\.count) == 1)
    }

    @Test func aSheetsPresenceIsObservedApartFromWhatItShows() {
        let store = Store(initialState: Shelf.State(), reducer: Shelf(clock: TestClock()))
        final class Flag: @unchecked Sendable { var raised = 0 }
        let presence = Flag()
        func track() { withObservationTracking { _ = store[dynamicMember: \.editor.isPresent] } onChange: { presence.raised += 1 } }
        track()
        store.send(.noteTapped("Dune"))
        #expect(presence.raised == 1, "the sheet came")
        track()
        store.send(.editor(.presented(.typed("spice"))))
        store.send(.editor(.presented(.typed("spice must flow"))))
        #expect(presence.raised == 1, "typing in the sheet does not redraw what presents it")
        store.send(.editor(.dismiss))
        #expect(presence.raised == 2, "the sheet went")
    }

    @Test func aCaseStoreIsNilForAnotherCase() {
        let store = Store(initialState: BookPage.State(), reducer: BookPage(clock: TestClock()))
        store.send(.deleteTapped)
        let destination = store.scope(presented: \.destination, action: { .destination(.presented($0)) })!
        #expect(destination.scope(case: BookPage.Destination.editor, BookPage.DestinationAction.editor) == nil)
        let alert = destination.scope(case: BookPage.Destination.alert, BookPage.DestinationAction.alert)
        #expect(alert?.state.title == "Delete “Dune”?")
        alert?.send(.deleteConfirmed)
        #expect(store.state.deleted)
    }

    @Test func eachRowGetsAStoreThatSendsAsItsElement() {
        let store = Store(initialState: Board.State(), reducer: Board())
        let rows = store.scope(each: \.cards, action: Board.Action.cards)
        #expect(rows.map(\.id) == [1, 2])
        rows[1].store.send(.renamed("two"))
        #expect(rows[1].store.state.title == "two")
        #expect(store.state.cards[id: 2]?.title == "two")
        store.send(.removeTapped(2))
        #expect(store.scope(each: \.cards, action: Board.Action.cards).map(\.id) == [1])
        #expect(rows[1].store.state.title == "two", "a removed row's store keeps what it last gave")
    }
}

/// A list of cards, each renamed in place.
struct Board: Reducer {
    struct Card: Identifiable, Equatable, Sendable {
        var id: Int
        var title: String
    }

    struct State: Equatable, Sendable {
        var cards: IdentifiedList<Card> = [Card(id: 1, title: "one"), Card(id: 2, title: "2")]
    }

    enum CardAction: Equatable, Sendable { case renamed(String) }

    enum Action: Equatable, Sendable {
        case cards(ElementAction<Int, CardAction>)
        case removeTapped(Int)
    }

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .cards(.element(let id, .renamed(let title))): state.cards[id: id]?.title = title
        case .removeTapped(let id): state.cards.remove(id: id)
        }
        return .none
    }
}

