import Store
import Testing

@MainActor
@Suite struct TestStoreTests {
    let clock = TestClock()

    @Test func aCorrectTestPasses() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.increment) { $0.count = 1 }
        try await store.send(.factTapped)
        try await store.receive(.factLoaded("1 is a number")) { $0.fact = "1 is a number" }
        try await store.send(.sendTwo) { $0.log = ["sendTwo"] }
        try await store.receive(.note("first")) { $0.log.append("first") }
        try await store.receive(.note("second")) { $0.log.append("second") }
        try await store.finish()
    }

    @Test func aWrongMutationFailsWithALineDiff() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.increment) { $0.count = 1 }
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.add(2)) { $0.count = 4 }
        }
        #expect(failure?.step == "step 2, send(.add(2))")
        #expect(failure?.message == """
            the state is not what the test expected (− expected, + actual):
            − (count: 4, log: [], query: "", results: [])
            + (count: 3, log: [], query: "", results: [])
            """)
    }

    @Test func aDiffOfANestedStateShowsOnlyTheChangedLines() async throws {
        let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
        try await store.send(.showOptional) { $0.optional = Counter.State() }
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.optional(.note("hello"))) { $0.optional?.log = ["hullo"] }
        }
        #expect(failure?.description == """
            TestStore failed at step 2, send(.optional(.note("hello"))): \
            the state is not what the test expected (− expected, + actual):
              State(
                counter: State(count: 0, log: [], fact: nil, query: "", results: []),
            −   optional: State(count: 0, log: ["hullo"], fact: nil, query: "", results: []),
            +   optional: State(count: 0, log: ["hello"], fact: nil, query: "", results: []),
                events: []
              )
            """)
    }

    @Test func anUnassertedReceivedActionFailsFinish() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.factTapped)
        let failure = await #expect(throws: TestStoreFailure.self) { try await store.finish() }
        #expect(failure?.step == "step 2, finish()")
        #expect(failure?.message == """
            actions received from effects were not asserted:
              .factLoaded("0 is a number")
            """)
    }

    @Test func sendingBeforeAssertingReceivedActionsFails() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.sendTwo) { $0.log = ["sendTwo"] }
        let failure = await #expect(throws: TestStoreFailure.self) { try await store.send(.increment) }
        #expect(failure?.message.hasPrefix("it was sent while actions received from effects were not yet asserted:") == true)
        #expect(failure?.message.contains(#".note("first")"#) == true)
    }

    @Test func aStillRunningEffectFailsFinish() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.startTimer)
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.finish(timeout: .milliseconds(50))
        }
        #expect(failure?.message == """
            1 effect is still running after 0.05 seconds; cancel it in the reducer, or wait for it
            """)
    }

    @Test func aDifferentReceivedActionFailsWithBothShown() async throws {
        let store = TestStore(initialState: Counter.State(count: 2), reducer: Counter(clock: clock))
        try await store.send(.factTapped)
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.receive(.factLoaded("two"))
        }
        #expect(failure?.message == """
            a different action arrived (− expected, + received):
            − .factLoaded("two")
            + .factLoaded("2 is a number")
            """)
    }

    @Test func receiveTimesOutWhenNothingArrives() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.startTimer)
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.receive(.tick, timeout: .milliseconds(20))
        }
        #expect(failure?.message == "no action arrived within 0.02 seconds; 1 effect is still running")
        store.skipInFlightEffects()
        try await store.finish()
    }

    @Test func theTestClockDrivesTimersInstantly() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.startTimer)
        await clock.advance(by: .seconds(1))
        try await store.receive(.tick) { $0.count = 1 }
        await clock.advance(by: .seconds(1))
        try await store.receive(.tick) { $0.count = 2 }
        try await store.send(.stopTimer)
        try await store.finish()
    }

    @Test func theTestClockDrivesDebounce() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.searchDebounced("u")) { $0.query = "u" }
        await clock.advance(by: .milliseconds(200))
        try await store.send(.searchDebounced("us")) { $0.query = "us" }
        await clock.advance(by: .milliseconds(300))
        try await store.receive(.results(["US"])) { $0.results = ["US"] }
        try await store.finish()
    }

    @Test func skippedReceivedActionsNeedNoAssertionAndLeaveTheirState() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.sendTwo) { $0.log = ["sendTwo"] }
        store.skipReceivedActions()
        #expect(store.state.log == ["sendTwo", "first", "second"])
        try await store.send(.increment) {
            $0.count = 1
        }
        try await store.finish()
    }

    @Test func nonExhaustiveModeChecksOnlyWhatIsAsserted() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        store.exhaustivity = .off
        try await store.send(.sendTwo)
        try await store.send(.increment) { $0.count = 1 }
        try await store.send(.factTapped)
        try await store.receive(.factLoaded("1 is a number"))
        try await store.send(.startTimer)
        try await store.finish(timeout: .milliseconds(20))
        #expect(store.state.log == ["sendTwo", "first", "second"])
    }

    @Test func nonExhaustiveModeStillCatchesAWrongValue() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        store.exhaustivity = .off
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.add(2)) { $0.count = 3 }
        }
        #expect(failure?.message.contains("+ (count: 2,") == true)
    }
}
