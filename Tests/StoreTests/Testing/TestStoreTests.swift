import Foundation
import Store
import Testing

/// Failure messages, word for word. These stores throw their failures so the tests can read them;
/// `TestStoreReportingTests` shows how failures reach the test framework by default.
@MainActor
@Suite struct TestStoreTests {
    let clock = TestClock()

    func makeStore(_ state: Counter.State = Counter.State()) -> TestStore<Counter.State, Counter.Action> {
        let store = TestStore(initialState: state, reducer: Counter(clock: clock))
        store.failureReporting = .throwing
        return store
    }

    @Test func aCorrectTestPasses() async throws {
        let store = makeStore()
        try await store.send(.increment) { $0.count = 1 }
        try await store.send(.factTapped)
        try await store.receive(.factLoaded("1 is a number")) { $0.fact = "1 is a number" }
        try await store.send(.sendTwo) { $0.log = ["sendTwo"] }
        try await store.receive(.note("first")) { $0.log.append("first") }
        try await store.receive(.note("second")) { $0.log.append("second") }
        try await store.finish()
    }

    @Test func aWrongMutationFailsWithALineDiff() async throws {
        let store = makeStore()
        try await store.send(.increment) { $0.count = 1 }
        let line: UInt = #line + 1
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.add(2)) { $0.count = 4 }
        }
        #expect(failure?.step == "step 2, send(.add(2))")
        #expect(failure?.line == line)
        #expect(failure?.fileID == "StoreTests/TestStoreTests.swift")
        #expect(failure?.message == """
            the state is not what the test expected (− expected, + actual; make the step's closure change what the reducer changed, or fix the reducer):
            − (count: 4, log: [], query: "", results: [])
            + (count: 3, log: [], query: "", results: [])
            """)
    }

    /// A booking (not the holiday app) whose `Codable` state holds a date, a duration and an id.
    struct Booking: Reducer {
        struct RoomID: Codable, Hashable, Sendable { let rawValue: Int }
        struct State: Codable, Equatable, Sendable {
            var room = RoomID(rawValue: 1)
            var from = Date(timeIntervalSince1970: 1_767_225_600)
            var stay = Duration.seconds(3600)
        }
        enum Action: Codable, Equatable, Sendable { case extended }

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            state.stay += .seconds(1800)
            state.from += 60
            return .none
        }
    }

    @Test func aFailureDiffOfACodableStatePrintsDatesDurationsAndIdsAsAPersonReadsThem() async throws {
        let store = TestStore(initialState: Booking.State(), reducer: Booking())
        store.failureReporting = .throwing
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.extended) { $0.stay = .seconds(5400) }
        }
        #expect(failure?.message == """
            the state is not what the test expected (− expected, + actual; make the step's closure change what the reducer changed, or fix the reducer):
            − (room: 1, from: 2026-01-01T00:00:00Z, stay: 5400.0 seconds)
            + (room: 1, from: 2026-01-01T00:01:00Z, stay: 5400.0 seconds)
            """)
    }

    @Test func aDiffOfANestedStateShowsOnlyTheChangedLines() async throws {
        let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
        store.failureReporting = .throwing
        try await store.send(.showOptional) { $0.optional = Counter.State() }
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.optional(.note("hello"))) { $0.optional?.log = ["hullo"] }
        }
        #expect(failure?.description == """
            TestStore failed at step 2, send(.optional(.note("hello"))): \
            the state is not what the test expected (− expected, + actual; make the step's closure change what the reducer changed, or fix the reducer):
              State(
                counter: State(count: 0, log: [], fact: nil, query: "", results: []),
            −   optional: State(count: 0, log: ["hullo"], fact: nil, query: "", results: []),
            +   optional: State(count: 0, log: ["hello"], fact: nil, query: "", results: []),
                events: []
              )
            """)
    }

    @Test func anUnassertedReceivedActionFailsFinish() async throws {
        let store = makeStore()
        try await store.send(.factTapped)
        let failure = await #expect(throws: TestStoreFailure.self) { try await store.finish() }
        #expect(failure?.step == "step 2, finish()")
        #expect(failure?.message == """
            actions received from effects were not asserted (assert each with `receive`, or call skipReceivedActions()):
              .factLoaded("0 is a number")
            """)
    }

    @Test func sendingBeforeAssertingReceivedActionsFails() async throws {
        let store = makeStore()
        try await store.send(.sendTwo) { $0.log = ["sendTwo"] }
        let failure = await #expect(throws: TestStoreFailure.self) { try await store.send(.increment) }
        #expect(failure?.message == """
            it was sent while actions received from effects were not yet asserted (assert each with `receive` first, or call skipReceivedActions()):
              .note("first")
              .note("second")
            """)
    }

    @Test func aTimerLeftSleepingFailsFinishAtOnceNamingTheClock() async throws {
        let store = makeStore()
        try await store.send(.startTimer)
        let failure = await #expect(throws: TestStoreFailure.self) { try await store.finish() }
        #expect(failure?.message == """
            1 effect is still running; cancel it in the reducer (or end the screen that owns it), or call skipInFlightEffects():
              - the effect `.startTimer` started sleeps on a TestClock until 1.0 seconds (it is at 0.0 seconds): advancing the clock does not end it if it sleeps again (a timer): cancel it, or end the screen that owns it
            """)
    }

    @Test func anEffectAwaitingSomethingElseFailsFinishAfterTheTimeout() async throws {
        let never = AsyncStream<String>.makeStream()
        let store = TestStore(
            initialState: Counter.State(),
            reducer: Counter(clock: clock, fact: { _ in
                for await text in never.stream { return text }
                return "ended"
            })
        )
        store.failureReporting = .throwing
        store.timeout = .milliseconds(50)
        try await store.send(.factTapped)
        let failure = await #expect(throws: TestStoreFailure.self) { try await store.finish() }
        #expect(failure?.message == """
            1 effect is still running after 0.05 seconds; cancel it in the reducer (or end the screen that owns it), wait for it, or call skipInFlightEffects():
              - the effect `.factTapped` started is running: it awaits something outside the store (a network call, a stream, a real clock's sleep)
            """)
        never.continuation.finish()
    }

    @Test func aDifferentReceivedActionFailsWithBothShown() async throws {
        let store = makeStore(Counter.State(count: 2))
        try await store.send(.factTapped)
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.receive(.factLoaded("two"))
        }
        #expect(failure?.message == """
            a different action arrived (− expected, + received; receive the actions in the order they arrive):
            − .factLoaded("two")
            + .factLoaded("2 is a number")
            """)
    }

    @Test func receiveFailsAtOnceWhenEveryEffectSleepsOnTheClock() async throws {
        let store = makeStore()
        try await store.send(.startTimer)
        let failure = await #expect(throws: TestStoreFailure.self) { try await store.receive(.tick) }
        #expect(failure?.message == """
            no action arrived; 1 effect is still running:
              - the effect `.startTimer` started sleeps on a TestClock until 1.0 seconds (it is at 0.0 seconds): advance the clock
            """)
        store.skipInFlightEffects()
        try await store.finish()
    }

    @Test func receiveWithNoEffectRunningSaysSo() async throws {
        let store = makeStore()
        try await store.send(.increment) { $0.count = 1 }
        let failure = await #expect(throws: TestStoreFailure.self) { try await store.receive(.tick) }
        #expect(failure?.message == "no action arrived, and no effect is running to send one: drop this step, or start the effect that sends it first")
    }

    @Test func aThrowingAssertionIsAFailureOfItsStep() async throws {
        struct Oops: Error {}
        let store = makeStore()
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.increment) { _ in throw Oops() }
        }
        #expect(failure?.message == "the assertion threw: Oops()")
    }
}
