import Store
import Testing

/// By default a failed step becomes an issue of Swift Testing itself, at the step's own line,
/// and the test goes on.
@MainActor
@Suite struct TestStoreReportingTests {
    let clock = TestClock()

    @Test func aFailedSendIsRecordedAtItsOwnLine() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        let line = #line + 2
        try await withKnownIssue {
            try await store.send(.increment) { $0.count = 2 }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == "StoreTests/TestStoreReportingTests.swift"
                && issue.comments.contains { $0.rawValue.hasPrefix("TestStore failed at step 1, send(.increment): the state is not") }
        }
        #expect(store.state.count == 1)
    }

    @Test func theSixthOfSixReceivesIsNamedAndPlaced() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.startTimer)
        await clock.advance(by: .seconds(5))
        for count in 1...5 { try await store.receive(.tick) { $0.count = count } }
        let line = #line + 2
        try await withKnownIssue {
            try await store.receive(.tick) { $0.count = 6 }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains {
                    $0.rawValue == """
                        TestStore failed at step 7, receive(.tick): no action arrived; 1 effect is still running:
                          - the effect `.startTimer` started sleeps on a TestClock until 6.0 seconds (it is at 5.0 seconds): advance the clock
                        """
                }
        }
        store.skipInFlightEffects()
        try await store.finish()
    }

    @Test func aTestGoesOnAfterAFailedStep() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        await withKnownIssue {
            try await store.send(.increment) { $0.count = 9 }
        }
        try await store.send(.increment) { $0.count = 2 }
        try await store.finish()
    }
}
