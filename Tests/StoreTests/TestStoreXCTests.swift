import Store
import XCTest

/// The TestStore needs no test framework of its own: under XCTest, a thrown failure fails the test.
final class TestStoreXCTests: XCTestCase {
    @MainActor
    func testATestStoreWorksUnderXCTest() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
        try await store.send(.increment) { $0.count = 1 }
        try await store.send(.factTapped)
        try await store.receive(.factLoaded("1 is a number")) { $0.fact = "1 is a number" }
        try await store.finish()
    }

    @MainActor
    func testAFailureCarriesItsStepUnderXCTest() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
        do {
            try await store.send(.increment) { $0.count = 2 }
            XCTFail("the wrong assertion passed")
        } catch let failure as TestStoreFailure {
            XCTAssertEqual(failure.step, "step 1, send(.increment)")
        }
    }
}
