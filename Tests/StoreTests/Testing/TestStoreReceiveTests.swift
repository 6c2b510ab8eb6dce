import Store
import Testing

@MainActor
@Suite struct TestStoreReceiveTests {
    let clock = TestClock()

    @Test func receiveByCaseIgnoresThePayload() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.search("uni")) { $0.query = "uni" }
        await clock.advance(by: .seconds(1))
        try await store.receive(Counter.Action.results) { $0.results = ["UNI"] }
        try await store.finish()
    }

    @Test func receiveByPredicate() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.factTapped)
        try await store.receive({ if case .factLoaded = $0 { true } else { false } }) {
            $0.fact = "0 is a number"
        }
        try await store.finish()
    }

    @Test func receiveByCaseFailsOnAnotherCase() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        store.failureReporting = .throwing
        try await store.send(.factTapped)
        let failure = await #expect(throws: TestStoreFailure.self) { try await store.receive(Counter.Action.results) }
        #expect(failure?.step == "step 2, receive(case:)")
        #expect(failure?.message == #"the action that arrived is another case: .factLoaded("0 is a number"); receive the actions in the order they arrive"#)
    }

    @Test func receiveByPredicateFailsWhenItRejects() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        store.failureReporting = .throwing
        try await store.send(.factTapped)
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.receive({ $0 == .tick })
        }
        #expect(failure?.message == #"the action that arrived does not match: .factLoaded("0 is a number"); receive the actions in the order they arrive"#)
    }
}
