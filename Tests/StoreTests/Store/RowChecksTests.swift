import Observation
@testable import StoreCore
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// The watched fields of a list's rows are compared only after an action that changed the
/// list: a parent's change that no row reads costs the same with a hundred rows as with one.
@MainActor
@Suite struct RowChecksTests {
    /// How often a row's `shouted` was worked out: each comparison of that watched field is one.
    nonisolated(unsafe) static var comparisons = 0

    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
        var shouted: String {
            RowChecksTests.comparisons += 1
            return title.uppercased()
        }
    }

    struct Page: Reducer {
        struct State: Equatable, Sendable {
            var heading = 0
            var rows = IdentifiedList((0..<100).map { Row(id: $0, title: "row \($0)") })
        }

        enum Action: Sendable {
            case headingTapped
            case rows(ElementAction<Int, String>)
        }

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            switch action {
            case .headingTapped: state.heading += 1
            case .rows(.element(let id, let title)): state.rows[id: id]?.title = title
            }
            return .none
        }
    }

    /// Each row's `shouted`, read as a row view's body reads it; the rows whose read changed
    /// since are listed in `changed`.
    @MainActor final class Rows {
        var changed: [Int] = []
    }

    func readEachRow(_ store: Store<Page.State, Page.Action>, into rows: Rows) {
        for row in store.scope(each: \.rows, action: Page.Action.rows) {
            withObservationTracking { _ = row.store.shouted } onChange: { [id = row.id] in
                MainActor.assumeIsolated { rows.changed.append(id) }
            }
        }
    }

    @Test func aParentsChangeNoRowReadsComparesNoRowsField() {
        let store = Store(initialState: Page.State(), reducer: Page())
        let rows = Rows()
        readEachRow(store, into: rows)
        Self.comparisons = 0
        for _ in 0..<10 { store.send(.headingTapped) }
        #expect(Self.comparisons == 0, "a heading's change compared rows' fields \(Self.comparisons) times")
        #expect(rows.changed.isEmpty)
    }

    @Test func aRowsChangeIsToldToThatRowAlone() throws {
        let store = Store(initialState: Page.State(), reducer: Page())
        let rows = Rows()
        readEachRow(store, into: rows)
        store.send(.rows(.element(id: 42, action: "the answer")))
        #expect(rows.changed == [42])
        store.send(.headingTapped)
        store.send(.rows(.element(id: 42, action: "again")))
        #expect(rows.changed == [42], "no longer read, so no longer watched")
        let answer = try #require(store.scope(each: \.rows, action: Page.Action.rows).first { $0.id == 42 })
        withObservationTracking { _ = answer.store.shouted } onChange: { MainActor.assumeIsolated { rows.changed.append(42) } }
        store.send(.rows(.element(id: 42, action: "read again")))
        store.send(.rows(.element(id: 7, action: "seven")))
        #expect(rows.changed == [42, 42, 7])
    }

    @Test func rowsOfAStoreThatWentAreNoLongerChecked() {
        let store = Store(initialState: Page.State(), reducer: Page())
        let rows = Rows()
        var kept: [ScopedElement<Row, String>] = []
        do {
            let list = store.scope(state: \.self, action: { $0 })
            kept = list.scope(each: \.rows, action: Page.Action.rows)
            for row in kept { _ = row.store.shouted }
        }
        store.send(.rows(.element(id: 1, action: "one")))
        #expect(kept.count == 100 && rows.changed.isEmpty, "the list's store went; its rows' checks went with it")
    }

    @Test func fieldsReadWithAnIdAreFoundAgainByAnEqualKeyPathHoweverManyThereAre() {
        let store = Store(initialState: Page.State(), reducer: Page())
        // Read as a view reads them, under a tracking that lives on: a field nobody tracks is
        // not kept once the store needs room (StoreObservableBoundTests).
        for _ in 0..<2 {
            withObservationTracking {
                for id in 0..<100 { _ = store[dynamicMember: \Page.State.rows[id: id]] }
            } onChange: {}
        }
        #expect(store.fields?.fields.count == 100, "a key path made anew for each read is the field read before")
        let rows = Rows()
        withObservationTracking { _ = store[dynamicMember: \Page.State.rows[id: 73]] } onChange: {
            MainActor.assumeIsolated { rows.changed.append(73) }
        }
        store.send(.rows(.element(id: 72, action: "next door")))
        store.send(.rows(.element(id: 73, action: "this one")))
        #expect(rows.changed == [73], "the 74th field, found by its key path, is the one told")
    }
}
