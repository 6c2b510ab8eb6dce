import Observation
import Store

/// A long list, a window of it drawn, and the rows in it marked now and then.
struct ScrollPage: Equatable, Sendable {
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
        var done = false
    }

    var top = 0
    var rows: IdentifiedList<Row>

    init(rows count: Int) {
        rows = IdentifiedList((0..<count).map { Row(id: $0, title: "row \($0)") })
    }
}

enum ScrollAction: Sendable {
    case scrolled(to: Int)
    case toggled(id: Int)
}

struct ScrollReducer: Reducer {
    func reduce(into state: inout ScrollPage, action: ScrollAction) -> Effect<ScrollAction> {
        switch action {
        case .scrolled(let top): state.top = top
        case .toggled(let id): state.rows[id: id]?.done.toggle()
        }
        return .none
    }
}

/// What SwiftUI does to a row's view when it scrolls out of a lazy list: its tracking ends.
/// A tracking ends when anything it read changes, so each drawn row reads this too, and the
/// list changes it when the row leaves the screen.
final class OnScreen: Observable {
    private let registrar = ObservationRegistrar()

    func read() {
        registrar.access(self, keyPath: \.self)
    }

    func leave() {
        registrar.willSet(self, keyPath: \.self)
        registrar.didSet(self, keyPath: \.self)
    }
}

/// What a tracking's end marks for the next update: the list, or rows. Touched on the main
/// actor only (an `onChange` runs where the change was made, here the main actor).
final class Dirty: @unchecked Sendable {
    var list = true
    var rows: Set<Int> = []
}

/// A session's memory: a 10,000-row list scrolled through a window of 20 drawn rows for
/// 100,000 actions (a scroll and a row marked in turn; the window moves a row every 10
/// actions, so the session shows every row once). Each drawn row reads its title and whether
/// it is done from the list's store, by key paths with the row's id, under a tracking of its
/// own. Reported: the fields the store keeps for Observation and the process's resident
/// memory, at the start, the middle and the end (and every 10,000 actions on the way).
@MainActor
func memoryScenarios(_ harness: Harness) {
    let rows = 10_000
    let window = 20
    let actions = 100_000
    let store = Store(initialState: ScrollPage(rows: rows), reducer: ScrollReducer())
    var onScreen: [Int: OnScreen] = [:]
    let dirty = Dirty()
    var redrawn = 0

    func drawRow(_ id: Int) {
        let cell = onScreen[id] ?? OnScreen()
        onScreen[id] = cell
        withObservationTracking {
            cell.read()
            consume(store[dynamicMember: \ScrollPage.rows[id: id]?.title])
            consume(store[dynamicMember: \ScrollPage.rows[id: id]?.done])
        } onChange: {
            MainActor.assumeIsolated { _ = dirty.rows.insert(id) }
        }
        redrawn += 1
    }
    func update() {
        if dirty.list {
            dirty.list = false
            let top = withObservationTracking { store.top } onChange: {
                MainActor.assumeIsolated { dirty.list = true }
            }
            let shown = Set(top..<min(top + window, rows))
            for (id, cell) in onScreen where !shown.contains(id) {
                onScreen[id] = nil
                dirty.rows.remove(id)
                cell.leave()
            }
            for id in shown.sorted() where onScreen[id] == nil { drawRow(id) }
        }
        let marked = dirty.rows
        dirty.rows = []
        for id in marked where onScreen[id] != nil { drawRow(id) }
    }

    let clock = ContinuousClock()
    let began = clock.now
    // Each point is printed as it is measured: a store that keeps every field it was ever
    // asked for compares them all after each action, and takes minutes to reach the end.
    func measure(_ name: String, after done: Int) {
        let kib = BenchPlatform.residentKiB()
        print("scroll 10,000 rows, 20 drawn: \(name) (\(done) actions): fields kept \(store.observationFieldCount), resident \(harness.twoPlaces(Double(kib) / 1024)) MiB, \(redrawn) rows drawn, \(clock.now - began)")
    }
    update()
    measure("start", after: 0)
    for step in 0..<actions {
        let top = min(step / 10, rows - window)
        if step % 2 == 0 {
            store.send(.scrolled(to: top))
        } else {
            store.send(.toggled(id: top + step % window))
        }
        update()
        if step + 1 == actions / 2 {
            measure("middle", after: step + 1)
        } else if (step + 1) % 10_000 == 0, step + 1 < actions {
            measure("on the way", after: step + 1)
        }
    }
    measure("end", after: actions)
    consume(onScreen.count)
}
