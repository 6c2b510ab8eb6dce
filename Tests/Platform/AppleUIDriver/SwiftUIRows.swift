import Store
import SwiftUI

// A list of rows in SwiftUI (ForEachStore, a store per row from ChildStores): a change of the
// parent that no row reads evaluates no row's body again, a change of one row evaluates that
// row's only, and a new row only its own; the SwiftUI model says which bodies it evaluated.

struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

enum RowAction: Equatable, Sendable { case rename(String) }

struct Board: Equatable, Sendable {
    var title = "Board"
    var rows: IdentifiedList<Row> = [Row(id: 1, name: "one"), Row(id: 2, name: "two"), Row(id: 3, name: "three")]
}

enum BoardAction: Equatable, Sendable {
    case titleChanged(String)
    case addRow(Int)
    case rows(ElementAction<Int, RowAction>)
}

@MainActor let boardReducer = Reduce<Board, BoardAction> { state, action in
    switch action {
    case .titleChanged(let title): state.title = title
    case .addRow(let id): state.rows.append(Row(id: id, name: "row \(id)"))
    case .rows(.element(let id, .rename(let name))): state.rows[id: id]?.name = name
    }
    return .none
}

struct BoardView: View {
    let store: Store<Board, BoardAction>
    var body: some View {
        List {
            Text(verbatim: store.title)
            ForEachStore(store, each: \.rows, action: BoardAction.rows) { RowView(store: $0) }
        }
    }
}

struct RowView: View {
    let store: Store<Row, RowAction>
    var body: some View { Text(verbatim: store.name) }
}

@MainActor
enum RowsScenarios {
    static let all: [(String, @MainActor () throws -> Void)] = [
        ("SwiftUI rows: a parent's change no row reads evaluates no row; a row's change only that row", {
            let store = Store(initialState: Board(), reducer: boardReducer)
            let model = SwiftUIModel(root: { BoardView(store: store) })
            @MainActor func step(_ name: String, _ action: BoardAction?, rows expected: [Int], board: Bool) throws {
                model.clearEvaluations()
                if let action { store.send(action) }
                model.settle()
                let rows = model.evaluations.filter { $0.view == "\(RowView.self)" }.compactMap { Int($0.place.split(separator: "/").last ?? "") }
                let boards = model.evaluations.filter { $0.view == "\(BoardView.self)" }.count
                let shown = [store.state.title] + store.state.rows.map(\.name)
                var problems: [String] = []
                if rows != expected { problems.append("row bodies evaluated for rows \(rows), expected \(expected)") }
                if (boards > 0) != board { problems.append("the board's body evaluated \(boards) times, expected \(board ? "once" : "none")") }
                if model.texts != shown { problems.append("the device shows \(model.texts), the store holds \(shown)") }
                if !model.log.isEmpty { problems.append("SwiftUI: \(model.log.joined(separator: " | "))") }
                if !problems.isEmpty { throw Failure(description: "after \(name): " + problems.joined(separator: "; ")) }
            }
            try step("the first update", nil, rows: [1, 2, 3], board: true)
            try step("the title changes (no row reads it)", .titleChanged("Week"), rows: [], board: true)
            try step("row 2 is renamed", .rows(.element(id: 2, action: .rename("deux"))), rows: [2], board: false)
            try step("row 4 is added", .addRow(4), rows: [4], board: true)
            try step("the title changes again", .titleChanged("Month"), rows: [], board: true)
        }),
    ]
}
