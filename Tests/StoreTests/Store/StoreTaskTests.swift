import Store
import Testing

/// `finish()` never waits in silence: on work that cannot progress it says what each effect
/// waits on, and which action started it, and returns.
@MainActor
@Suite struct StoreTaskTests {
    struct Search: Reducer {
        struct SearchID: Hashable, Sendable {}
        struct SaveID: Hashable, Sendable {}
        let clock: any Clock<Duration>

        enum Action: Equatable, Sendable {
            case searchChanged(String), found(String), edited(Int), saved(Int)
        }

        func reduce(into state: inout [String], action: Action) -> Effect<Action> {
            switch action {
            case .searchChanged(let text):
                return .run { send in await send(.found(text)) }
                    .debounce(id: SearchID(), for: .milliseconds(300), clock: clock)
            case .edited(let value):
                return .run { send in await send(.saved(value)) }
                    .throttle(id: SaveID(), for: .seconds(1), clock: clock, latest: true)
            case .found(let text):
                state.append(text)
                return .none
            case .saved(let value):
                state.append("\(value)")
                return .none
            }
        }
    }

    @Test func finishOnATestClockNobodyAdvancesNamesTheEffectAndItsActionAndReturns() async {
        let clock = TestClock()
        let store = Store(initialState: [], reducer: Search(clock: clock))
        var finished = true
        let warnings = await collectingWarnings { finished = await store.send(.searchChanged("le")).finish() }
        #expect(!finished, "it returned instead of hanging the test run")
        #expect(warnings == ["""
            finish() returns: the work of this send cannot go on until a test clock is advanced:
              - the effect `.searchChanged("le")` started sleeps on a TestClock until 0.3 seconds (it is at 0.0 seconds), in a debounce of `SearchID()`: advance the clock
            """])
        await clock.advance(by: .milliseconds(300))
        #expect(store.state == ["le"])
    }

    @Test func aThrottleWindowIsNamedAndATimeoutIsNotWaitedOutOnATestClock() async {
        let clock = TestClock()
        let store = Store(initialState: [], reducer: Search(clock: clock))
        await store.send(.edited(1)).finish()
        #expect(store.state == ["1"])
        _ = store.send(.edited(2))
        var finished = true
        let warnings = await collectingWarnings { finished = await store.send(.edited(3)).finish(timeout: .seconds(1)) }
        #expect(!finished)
        #expect(warnings.first?.hasPrefix("finish() returns: the work of this send cannot go on until a test clock is advanced:\n") == true, "the timeout is not waited out: what can only go on by a test clock is said at once")
        #expect(warnings.first?.contains("the effect `.edited(3)` started sleeps on a TestClock until 1.0 seconds (it is at 0.0 seconds), in a throttle window of `SaveID()`") == true, "\(warnings)")
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["1", "3"])
    }

    @Test func workThatEndsFinishesTrue() async {
        let store = Store(initialState: [], reducer: Search(clock: TestClock()))
        #expect(await store.send(.found("x")).finish())
    }

    @Test func inATestAFinishThatCannotEndIsAFailureAtItsLine() async {
        let store = Store(initialState: [], reducer: Search(clock: TestClock()))
        var finished = true
        await withKnownIssue("finish() on a test clock nobody advances fails the test") {
            finished = await store.send(.searchChanged("x")).finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("cannot go on until a test clock is advanced") }
                && issue.sourceLocation?.fileName == "StoreTaskTests.swift"
        }
        #expect(!finished)
    }

    @Test func anEffectThatAwaitsSomethingOutsideIsWaitedOnUntilItEnds() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let store = Store<[String], Search.Action>(initialState: [], reducer: Reduce { state, action in
            if case .found(let text) = action { state.append(text) }
            guard case .edited = action else { return .none }
            return .run { send in
                for await value in stream { await send(.found("\(value)")) }
            }
        })
        let task = store.send(.edited(1))
        continuation.yield(7)
        continuation.finish()
        #expect(await task.finish(), "the stream ended, so the work did")
        #expect(store.state == ["7"])
    }
}
