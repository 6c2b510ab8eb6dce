import Store
import Testing

/// `throttle(id:for:clock:latest:)`: at most one start per window, on a TestClock.
@MainActor
@Suite struct ThrottleTests {
    struct Scroller: Reducer {
        struct ThrottleID: Hashable, Sendable {}
        let clock: TestClock
        var latest: Bool
        var work: Duration = .zero

        func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
            switch action {
            case .scrolled(let offset):
                return .run { [clock, work] send in
                    if work > .zero { try? await clock.sleep(for: work) }
                    await send(.loaded(offset))
                }
                .throttle(id: ThrottleID(), for: .seconds(1), clock: clock, latest: latest)
            case .loaded(let offset):
                state.append(offset)
                return .none
            }
        }

        enum Action: Equatable, Sendable {
            case scrolled(Int)
            case loaded(Int)
        }
    }

    @Test func withLatestTheLastInTheWindowRunsAtItsEnd() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: [], reducer: Scroller(clock: clock, latest: true))
        try await store.send(.scrolled(1))
        try await store.receive(.loaded(1)) { $0 = [1] }
        await clock.advance(by: .milliseconds(100))
        try await store.send(.scrolled(2))
        try await store.send(.scrolled(3))
        await clock.advance(by: .milliseconds(800))
        await clock.advance(by: .milliseconds(100))
        try await store.receive(.loaded(3)) { $0 = [1, 3] }
        await clock.advance(by: .milliseconds(500))
        try await store.send(.scrolled(4))
        await clock.advance(by: .milliseconds(500))
        try await store.receive(.loaded(4)) { $0 = [1, 3, 4] }
        try await store.finish()
    }

    @Test func withoutLatestTheFirstInTheWindowRunsAndTheOthersAreDropped() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: [], reducer: Scroller(clock: clock, latest: false))
        try await store.send(.scrolled(1))
        try await store.receive(.loaded(1)) { $0 = [1] }
        try await store.send(.scrolled(2))
        try await store.send(.scrolled(3))
        await clock.advance(by: .seconds(1))
        try await store.receive(.loaded(2)) { $0 = [1, 2] }
        await clock.advance(by: .seconds(5))
        try await store.send(.scrolled(5))
        try await store.receive(.loaded(5)) { $0 = [1, 2, 5] }   // a window long over: at once
        try await store.finish()
    }

    @Test func aNewerArrivalNeverCancelsWorkAlreadyStarted() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: [], reducer: Scroller(clock: clock, latest: true, work: .milliseconds(500)))
        try await store.send(.scrolled(1))
        await clock.advance(by: .milliseconds(100))
        try await store.send(.scrolled(2))
        await clock.advance(by: .milliseconds(400))
        try await store.receive(.loaded(1)) { $0 = [1] }
        await clock.advance(by: .milliseconds(1_000))
        try await store.receive(.loaded(2)) { $0 = [1, 2] }
        try await store.finish()
    }

    @Test func eachStoreKeepsItsOwnWindows() async throws {
        let clock = TestClock()
        let first = TestStore(initialState: [], reducer: Scroller(clock: clock, latest: true))
        let second = TestStore(initialState: [], reducer: Scroller(clock: clock, latest: true))
        try await first.send(.scrolled(1))
        try await second.send(.scrolled(1))
        try await first.receive(.loaded(1)) { $0 = [1] }
        try await second.receive(.loaded(1)) { $0 = [1] }
        try await first.finish()
        try await second.finish()
    }

    struct Rows: Reducer {
        struct Row: Equatable, Sendable, Identifiable {
            let id: Int
            var loaded: [Int] = []
        }

        struct State: Equatable, Sendable {
            var rows: IdentifiedList<Row> = [Row(id: 1), Row(id: 2)]
        }

        enum Action: Equatable, Sendable {
            case row(ElementAction<Int, Scroller.Action>)
        }

        let clock: TestClock

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            let scroller = Scroller(clock: clock, latest: true)
            return Reduce<State, Action> { _, _ in .none }
                .forEach(\.rows, action: Action.row, element: Reduce<Row, Scroller.Action> { row, action in
                    scroller.reduce(into: &row.loaded, action: action)
                })
                .reduce(into: &state, action: action)
        }
    }

    @Test func eachElementOfAListKeepsItsOwnWindow() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: Rows.State(), reducer: Rows(clock: clock))
        try await store.send(.row(.element(id: 1, action: .scrolled(1))))
        try await store.receive(.row(.element(id: 1, action: .loaded(1)))) { $0.rows[id: 1]?.loaded = [1] }
        try await store.send(.row(.element(id: 2, action: .scrolled(1))))
        try await store.receive(.row(.element(id: 2, action: .loaded(1)))) { $0.rows[id: 2]?.loaded = [1] }
        try await store.finish()
    }
}

/// A feature that holds its clock as `any Clock<Duration>` (a live one in the app, a test one in
/// tests) throttles and debounces inside a `body` closure.
@MainActor
@Suite struct AnyClockEffectTests {
    struct Saver: Reducer {
        struct SaveID: Hashable, Sendable {}
        struct SearchID: Hashable, Sendable {}
        let clock: any Clock<Duration>

        enum Action: Equatable, Sendable {
            case edited(Int), saved(Int), searched(Int), found(Int)
        }

        var body: some Reducer<[Int], Action> {
            Reduce { state, action in
                switch action {
                case .edited(let value):
                    return .run { send in await send(.saved(value)) }
                        .throttle(id: SaveID(), for: .seconds(1), clock: clock, latest: true)
                case .searched(let value):
                    return .run { send in await send(.found(value)) }
                        .debounce(id: SearchID(), for: .milliseconds(300), clock: clock)
                case .saved(let value), .found(let value):
                    state.append(value)
                    return .none
                }
            }
        }
    }

    @Test func throttleAndDebounceTakeAnExistentialClock() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: [], reducer: Saver(clock: clock))
        try await store.send(.edited(1))
        try await store.receive(.saved(1)) { $0 = [1] }
        try await store.send(.edited(2))
        try await store.send(.edited(3))
        await clock.advance(by: .seconds(1))
        try await store.receive(.saved(3)) { $0 = [1, 3] }
        try await store.send(.searched(4))
        await clock.advance(by: .milliseconds(300))
        try await store.receive(.found(4)) { $0 = [1, 3, 4] }
        await clock.advance(by: .seconds(1))
        try await store.finish()
    }
}
