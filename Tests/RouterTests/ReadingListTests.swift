import Router
import Store
import Testing

/// The reading list tested the way the README teaches: a timer advanced by several periods at
/// once, a debounce drained with `run()`, a search cancelled in flight by the next keystroke.
@MainActor
@Suite struct ReadingListTests {
    let clock = TestClock()
    typealias Action = StackAction<ReadingScreen, ReadingScreenAction>

    func makeStore() -> TestStore<ScreenStack<ReadingScreen>, Action> {
        TestStore(
            initialState: ScreenStack(root: .search(BookSearch.State())),
            reducer: readingList(clock: clock, search: librarySearch(clock: clock))
        )
    }

    @Test func aDebouncedSearchThenRunLoadsTheBooks() async throws {
        let store = makeStore()
        try await store.send(.element(id: StackElementID(0), action: .search(.queryChanged("the")))) {
            $0[id: StackElementID(0)] = .search(BookSearch.State(query: "the", searches: 1))
        }
        await clock.run()
        try await store.receive({ if case .element(_, .search(.booksLoaded)) = $0 { true } else { false } }) {
            $0[id: StackElementID(0)] = .search(BookSearch.State(query: "the", books: Array(library[0...1]), searches: 1))
        }
        try await store.finish()
    }

    @Test func theNextKeystrokeCancelsTheSearchInFlight() async throws {
        let store = makeStore()
        let root = StackElementID(0)
        try await store.send(.element(id: root, action: .search(.queryChanged("d")))) {
            $0[id: root] = .search(BookSearch.State(query: "d", searches: 1))
        }
        await clock.advance(by: .milliseconds(400))
        try await store.send(.element(id: root, action: .search(.queryChanged("du")))) {
            $0[id: root] = .search(BookSearch.State(query: "du", searches: 2))
        }
        await clock.advance(by: .seconds(1))
        try await store.receive(.element(id: root, action: .search(.booksLoaded([library[2]])))) {
            $0[id: root] = .search(BookSearch.State(query: "du", books: [library[2]], searches: 2))
        }
        try await store.finish()
    }

    @Test func theStopwatchTicksOncePerSecondOfAnAdvance() async throws {
        let store = makeStore()
        let root = StackElementID(0)
        store.exhaustivity = .off
        try await store.send(.element(id: root, action: .search(.queryChanged("dune"))))
        await clock.run()
        try await store.receive(.element(id: root, action: .search(.booksLoaded([library[2]]))))
        store.exhaustivity = .on
        try await store.send(.element(id: root, action: .search(.bookTapped(0))))
        try await store.receive(.element(id: root, action: .search(.delegate(.open(library[2]))))) {
            _ = $0.push(.detail(BookDetail.State(book: library[2])))
        }
        let detail = StackElementID(1)
        try await store.send(.element(id: detail, action: .detail(.startTapped))) {
            $0[id: detail, case: ReadingScreen.detail]?.isTiming = true
        }
        await clock.advance(by: .seconds(3))
        for second in 1...3 {
            try await store.receive(.element(id: detail, action: .detail(.tick))) {
                $0[id: detail, case: ReadingScreen.detail]?.secondsRead = second
            }
        }
        try await store.send(.pop) { _ = $0.pop() }
        await clock.advance(by: .seconds(5))
        try await store.finish()
    }
}
