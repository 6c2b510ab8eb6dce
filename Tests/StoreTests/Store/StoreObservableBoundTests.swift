import Observation
@testable import StoreCore
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// What a store keeps for `Observation` is bounded by what live trackings read now: a long
/// list scrolled through keeps about what its drawn rows read, and a row scrolled away and back
/// is still told of its changes.
@MainActor
@Suite struct StoreObservableBoundTests {
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
    }

    struct Page: Equatable, Sendable {
        var rows = IdentifiedList((0..<1_000).map { Row(id: $0, title: "row \($0)") })
    }

    enum Action: Sendable {
        case retitled(id: Int, String)
    }

    static let reducer = Reduce<Page, Action> { state, action in
        switch action {
        case .retitled(let id, let title): state.rows[id: id]?.title = title
        }
        return .none
    }

    final class Count: @unchecked Sendable {
        var value = 0
    }

    /// A row's view: its tracking reads the row's title from the list's store, and ends when
    /// the row leaves the screen (as SwiftUI ends a view's tracking when the view goes).
    @MainActor
    final class RowView: Observable {
        private let registrar = ObservationRegistrar()
        let told = Count()

        init(_ store: Store<Page, Action>, id: Int) {
            let told = told
            withObservationTracking {
                registrar.access(self, keyPath: \.self)
                _ = store[dynamicMember: \Page.rows[id: id]?.title]
            } onChange: {
                told.value += 1
            }
        }

        func leave() {
            registrar.willSet(self, keyPath: \.self)
            registrar.didSet(self, keyPath: \.self)
        }
    }

    /// Draws the rows `ids` and takes them off the screen again.
    func scroll(_ store: Store<Page, Action>, past ids: Range<Int>) {
        for id in ids { RowView(store, id: id).leave() }
    }

    @Test func theRegistrarLetsGoOfAKeyPathWhenTheTrackingThatReadItEnds() {
        // The runtime fact the bound relies on: while a tracking lives, `Observation` holds the
        // key paths it read; when it ends, it holds none of them.
        final class Subject: Observable {
            let registrar = ObservationRegistrar()
            subscript(field field: Int) -> Int { field }
        }
        let subject = Subject()
        var path: KeyPath<Subject, Int> = \Subject.[field: 1]
        #expect(isKnownUniquelyReferenced(&path))
        withObservationTracking { subject.registrar.access(subject, keyPath: path) } onChange: {}
        #expect(!isKnownUniquelyReferenced(&path), "a live tracking holds what it read")
        subject.registrar.willSet(subject, keyPath: path)
        subject.registrar.didSet(subject, keyPath: path)
        #expect(isKnownUniquelyReferenced(&path), "an ended tracking holds nothing")
    }

    @Test func aFieldNoLongerReadIsNotKept() {
        let store = Store(initialState: Page(), reducer: Self.reducer)
        var window = (0..<20).map { RowView(store, id: $0) }
        for top in stride(from: 20, to: 1_000, by: 20) {
            for row in window { row.leave() }
            window = (top..<top + 20).map { RowView(store, id: $0) }
        }
        // 1,000 rows drawn, 20 of them on the screen now: what is kept is bounded by those.
        #expect(store.observationFieldCount <= 2 * 20 + ObservedFields<Page, Action>.leastSwept)
        #expect(store.observationFieldCount >= 20)
    }

    @Test func aRowScrolledAwayAndBackIsStillToldOfItsChange() {
        let store = Store(initialState: Page(), reducer: Self.reducer)
        RowView(store, id: 5).leave()
        scroll(store, past: 100..<400)
        let back = RowView(store, id: 5)
        store.send(.retitled(id: 5, "five"))
        #expect(back.told.value == 1)
    }

    @Test func aRowStillOnTheScreenIsToldOfItsChangeHoweverManyWentBy() {
        let store = Store(initialState: Page(), reducer: Self.reducer)
        let staying = RowView(store, id: 7)
        scroll(store, past: 100..<400)
        store.send(.retitled(id: 7, "seven"))
        #expect(staying.told.value == 1)
        // A row that went is not told, and its change costs nothing of the row that stayed.
        store.send(.retitled(id: 150, "gone"))
        #expect(staying.told.value == 1)
    }

    @Test func aRowNeverReadAgainIsNoLongerComparedAfterAnAction() {
        let store = Store(initialState: Page(), reducer: Self.reducer)
        let gone = RowView(store, id: 3)
        gone.leave()
        scroll(store, past: 100..<400)
        #expect(store.observedFields.byKeyPath[\Page.rows[id: 3]?.title as AnyKeyPath] == nil)
    }
}
