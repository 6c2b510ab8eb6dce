import Store

/// A list screen: a heading its own view reads, and rows each drawn from a store of its own.
struct ListPage: Equatable, Sendable {
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
        var done = false
    }

    var heading = 0
    var rows: IdentifiedList<Row>

    init(rows count: Int) {
        rows = IdentifiedList((0..<count).map { Row(id: $0, title: "row \($0)") })
    }
}

enum ListPageAction: Sendable {
    case headingTapped
    case rows(ElementAction<Int, Bool>)
}

struct ListPageReducer: Reducer {
    func reduce(into state: inout ListPage, action: ListPageAction) -> Effect<ListPageAction> {
        switch action {
        case .headingTapped: state.heading &+= 1
        case .rows(.element(let id, let done)): state.rows[id: id]?.done = done
        }
        return .none
    }
}

/// A parent's change that no row reads, with a hundred rows drawn against one: each row's
/// store watches the fields its view read, and the change costs the same however many rows
/// there are (the rows' fields are compared only after an action that changed the list).
@MainActor
func rowScenarios(_ harness: Harness) {
    func drawn(rows: Int) -> (Store<ListPage, ListPageAction>, [ScopedElement<ListPage.Row, Bool>]) {
        let store = Store(initialState: ListPage(rows: rows), reducer: ListPageReducer())
        _ = store.heading
        let drawn = store.scope(each: \.rows, action: ListPageAction.rows)
        for row in drawn {
            consume(row.store.title)
            consume(row.store.done)
        }
        return (store, drawn)
    }
    let (hundred, hundredRows) = drawn(rows: 100)
    let (one, oneRow) = drawn(rows: 1)
    let tap = opaque(ListPageAction.headingTapped)
    let sends = 1_000_000
    let comparison = harness.compare(per: sends, { n in
        for _ in 0..<n { hundred.send(tap) }
    }, baseline: { n in
        for _ in 0..<n { one.send(tap) }
    })
    harness.report("a change no row reads, 100 rows drawn", comparison, baselineName: "1 row", target: 1.2)
    consume(hundredRows.count + oneRow.count)
}
