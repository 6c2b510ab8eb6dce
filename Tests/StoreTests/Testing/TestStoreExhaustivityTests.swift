import Store
import Testing

/// What a step's closure sees, and what `store.state` is after each kind of step, in both modes.
@MainActor
@Suite struct TestStoreExhaustivityTests {
    let clock = TestClock()

    func makeStore(_ exhaustivity: TestStore<Counter.State, Counter.Action>.Exhaustivity) -> TestStore<Counter.State, Counter.Action> {
        let store = TestStore(initialState: Counter.State(count: 5), reducer: Counter(clock: clock))
        store.exhaustivity = exhaustivity
        store.failureReporting = .throwing
        return store
    }

    @Test func exhaustiveClosuresSeeTheStateBeforeTheStep() async throws {
        let store = makeStore(.on)
        try await store.send(.increment) { state in
            #expect(state.count == 5)
            state.count += 1
        }
        #expect(store.state.count == 6)
        try await store.send(.factTapped)
        try await store.receive(.factLoaded("6 is a number")) { state in
            #expect(state.fact == nil)
            state.fact = "6 is a number"
        }
        #expect(store.state.fact == "6 is a number")
        try await store.finish()
    }

    @Test func nonExhaustiveClosuresSeeTheStateAfterTheStep() async throws {
        let store = makeStore(.off)
        try await store.send(.increment) { state in
            #expect(state.count == 6)
            state.count = 6
        }
        try await store.send(.factTapped)
        try await store.receive(.factLoaded("6 is a number")) { state in
            #expect(state.fact == "6 is a number")
        }
    }

    @Test func nonExhaustiveSendShowsTheStoresStateAndDropsUnassertedActions() async throws {
        let store = makeStore(.off)
        try await store.send(.sendTwo)
        #expect(store.state.log == ["sendTwo", "first", "second"], "what the effects sent is applied, as in the store")
        try await store.send(.increment) { $0.count = 6 }
        #expect(store.state.log == ["sendTwo", "first", "second"])
        #expect(store.state.count == 6)
        try await store.finish()
    }

    @Test func nonExhaustiveReceiveSkipsToTheActionItWants() async throws {
        let store = makeStore(.off)
        try await store.send(.sendTwo)
        try await store.receive(.note("second")) { $0.log = ["sendTwo", "first", "second"] }
        #expect(store.state.log == ["sendTwo", "first", "second"])
        try await store.finish()
    }

    @Test func nonExhaustiveModeStillCatchesAWrongValue() async throws {
        let store = makeStore(.off)
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.add(2)) { $0.count = 8 }
        }
        #expect(failure?.message.contains("+ (count: 7,") == true)
        #expect(store.state.count == 7)
    }

    @Test func nonExhaustiveFinishCancelsWhatRunsAndTakesTheFinalState() async throws {
        let store = makeStore(.off)
        try await store.send(.startTimer)
        await clock.advance(by: .seconds(2))
        try await store.finish()
        #expect(store.state.count == 7)
        await clock.advance(by: .seconds(5))
        #expect(store.state.count == 7)
    }

    @Test func skipReceivedActionsLeavesTheStateOfTheLastOne() async throws {
        let store = makeStore(.on)
        try await store.send(.sendTwo) { $0.log = ["sendTwo"] }
        store.skipReceivedActions()
        #expect(store.state.log == ["sendTwo", "first", "second"])
        try await store.send(.increment) { $0.count = 6 }
        try await store.finish()
    }

    @Test func skipInFlightEffectsLetsFinishPass() async throws {
        let store = makeStore(.on)
        try await store.send(.startTimer)
        await clock.advance(by: .seconds(1))
        try await store.receive(.tick) { $0.count = 6 }
        store.skipInFlightEffects()
        try await store.finish()
        await clock.advance(by: .seconds(5))
        #expect(store.state.count == 6)
    }

    @Test func nonExhaustiveStateAfterOneReceiveIsTheStoresWithEveryArrivedActionApplied() async throws {
        let store = makeStore(.off)
        try await store.send(.startTimer)
        await clock.advance(by: .seconds(3))
        try await store.receive(.tick) { state in
            #expect(state.count == 6, "the assertion sees the state the first tick left")
        }
        #expect(store.state.count == 8, "store.state is the store's: all three ticks")
        try await store.finish()
    }

    @Test func exhaustiveStateAfterOneReceiveIsTheStateThatActionLeft() async throws {
        let store = makeStore(.on)
        try await store.send(.startTimer)
        await clock.advance(by: .seconds(3))
        try await store.receive(.tick) { $0.count = 6 }
        #expect(store.state.count == 6, "the state the steps asserted so far")
        store.skipReceivedActions()
        store.skipInFlightEffects()
        try await store.finish()
    }
}
