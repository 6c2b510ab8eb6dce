import Store
import Testing

/// Clock-driven tests written the natural way: no waits, no spinning on `pendingSleeps`, time
/// advanced by several periods at once.
@MainActor
@Suite struct TestStoreClockTests {
    let clock = TestClock()

    @Test func advancingByTwoPeriodsDeliversExactlyTwoTicks() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.startTimer)
        await clock.advance(by: .seconds(2))
        try await store.receive(.tick) { $0.count = 1 }
        try await store.receive(.tick) { $0.count = 2 }
        try await store.send(.stopTimer)
        try await store.finish()
    }

    @Test func advancingByFivePeriodsAndAHalfDeliversFiveTicks() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.startTimer)
        await clock.advance(by: .milliseconds(5_500))
        for count in 1...5 { try await store.receive(.tick) { $0.count = count } }
        await clock.advance(by: .milliseconds(500))
        try await store.receive(.tick) { $0.count = 6 }
        try await store.send(.stopTimer)
        try await store.finish()
    }

    @Test func advanceToAMomentFiresWhatIsDueByThen() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.startTimer)
        await clock.advance(to: TestClock.Instant(offset: .seconds(3)))
        for count in 1...3 { try await store.receive(.tick) { $0.count = count } }
        try await store.send(.stopTimer)
        try await store.finish()
    }

    @Test func runDrainsADebounceWithoutKnowingItsDelay() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.searchDebounced("u")) { $0.query = "u" }
        try await store.send(.searchDebounced("us")) { $0.query = "us" }
        await clock.run()
        try await store.receive(.results(["US"])) { $0.results = ["US"] }
        try await store.finish()
    }

    @Test func aDebounceRestartsOnEachKeystroke() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.searchDebounced("u")) { $0.query = "u" }
        await clock.advance(by: .milliseconds(200))
        try await store.send(.searchDebounced("us")) { $0.query = "us" }
        await clock.advance(by: .milliseconds(299))
        try await store.send(.increment) { $0.count = 1 }
        await clock.advance(by: .milliseconds(1))
        try await store.receive(.results(["US"])) { $0.results = ["US"] }
        try await store.finish()
    }

    @Test func aSearchInFlightIsCancelledByTheNextKeystroke() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.search("a")) { $0.query = "a" }
        await clock.advance(by: .milliseconds(500))
        try await store.send(.search("ab")) { $0.query = "ab" }
        await clock.advance(by: .seconds(1))
        try await store.receive(.results(["AB"])) { $0.results = ["AB"] }
        try await store.finish()
    }

    @Test func aChainOfSleepsRunsToItsEndWithRun() async throws {
        let store = TestStore(initialState: 0, reducer: Reduce<Int, Int> { state, action in
            state = action
            guard action < 3 else { return .none }
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(10))
                try await clock.sleep(for: .seconds(5))
                await send(action + 1)
            }
        })
        try await store.send(0)
        await clock.run()
        try await store.receive(1) { $0 = 1 }
        try await store.receive(2) { $0 = 2 }
        try await store.receive(3) { $0 = 3 }
        #expect(TestClock.Instant().duration(to: clock.now) == .seconds(45))
        try await store.finish()
    }

    @Test func mergedEffectsEachSleepAndAllAreFollowed() async throws {
        let store = TestStore(initialState: [Int](), reducer: Reduce<[Int], Int> { state, action in
            guard action == 0 else {
                state.append(action)
                return .none
            }
            return .merge((1...3).map { delay in
                .run { [clock] send in
                    try await clock.sleep(for: .seconds(delay))
                    await send(delay)
                }
            })
            .cancellable(id: "merged")
        })
        try await store.send(0)
        await clock.advance(by: .seconds(3))
        try await store.receive(1) { $0 = [1] }
        try await store.receive(2) { $0 = [1, 2] }
        try await store.receive(3) { $0 = [1, 2, 3] }
        try await store.finish()
    }
}

/// A plain `Store` driven by a `TestClock` settles the same way.
@MainActor
@Suite struct StoreWithTestClockTests {
    let clock = TestClock()

    @Test func aTimerTicksOncePerPeriodOfAnAdvance() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        let timer = store.send(.startTimer)
        await clock.advance(by: .seconds(3))
        #expect(store.state.count == 3)
        store.send(.stopTimer)
        await timer.finish()
        #expect(!timer.isInFlight)
    }

    @Test func runDeliversADebouncedSearch() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        store.send(.searchDebounced("u"))
        let last = store.send(.searchDebounced("uni"))
        await clock.run()
        await last.finish()
        #expect(store.state.results == ["UNI"])
    }
}
