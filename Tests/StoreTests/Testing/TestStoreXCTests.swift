import Store
import XCTest

/// The TestStore needs no test framework of its own: under XCTest, a failed step is an XCTest
/// failure at the step's line.
final class TestStoreXCTests: XCTestCase {
    private var recorded: [(description: String, line: Int)] = []
    private var capturing = false

    #if canImport(Darwin)
    // Apple's XCTest reports through `record(_:)`; `recordFailure(withDescription:…)` is deprecated there.
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        recorded.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    // swift-corelibs-xctest has no `XCTIssue`.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append((description, lineNumber))
    }
    #endif

    @MainActor
    func testATestStoreWorksUnderXCTest() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
        try await store.send(.increment) { $0.count = 1 }
        try await store.send(.startTimer)
        await clock.advance(by: .seconds(2))
        try await store.receive(.tick) { $0.count = 2 }
        try await store.receive(.tick) { $0.count = 3 }
        try await store.send(.stopTimer)
        try await store.finish()
    }

    @MainActor
    func testAFailureIsRecordedAtTheStepsLine() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
        capturing = true
        let line = #line + 1
        try await store.send(.increment) { $0.count = 2 }
        capturing = false
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertTrue(recorded.first?.description.contains("TestStore failed at step 1, send(.increment)") == true)
    }
}
