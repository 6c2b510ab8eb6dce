import Foundation
import Store
import Testing

/// A dictation screen: asks whether it may listen, then transcribes what it heard, through a
/// client of its own that a test never reaches live.
struct Dictation: Reducer {
    struct State: Equatable, Codable {
        var status: SpeechClient.Status?
        var transcript = ""
    }

    enum Action: Equatable, Codable {
        case recordTapped
        case statusLoaded(SpeechClient.Status)
        case transcribed(String)
        case failed
    }

    @Dependency(\.speechClient) var speech

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .recordTapped:
            return .run { [speech] send in await send(.statusLoaded(await speech.status())) }
        case .statusLoaded(let status):
            state.status = status
            guard status == .authorized else { return .none }
            return .run { [speech] send in
                do {
                    await send(.transcribed(try await speech.transcribe("hello.caf")))
                } catch {
                    await send(.failed)
                }
            }
        case .transcribed(let text):
            state.transcript = text
            return .none
        case .failed:
            state.transcript = "?"
            return .none
        }
    }
}

struct SpeechClient: Sendable {
    enum Status: String, Equatable, Codable, Sendable { case notDetermined, authorized, denied }
    var status: @Sendable () async -> Status
    var transcribe: @Sendable (_ file: String) async throws -> String
    var stop: @Sendable () -> Void
}

enum SpeechClientKey: DependencyKey {
    /// Counts its own reads: the tests check that none of them reaches it.
    static var liveValue: SpeechClient {
        LiveReads.shared.count()
        return SpeechClient(status: { .authorized }, transcribe: { _ in "live" }, stop: {})
    }

    static let testValue = SpeechClient(
        status: unimplemented("speechClient.status", placeholder: .notDetermined),
        transcribe: unimplemented("speechClient.transcribe"),
        stop: unimplemented("speechClient.stop")
    )
}

extension DependencyValues {
    var speechClient: SpeechClient {
        get { self[SpeechClientKey.self] }
        set { self[SpeechClientKey.self] = newValue }
    }
}

final class LiveReads: @unchecked Sendable {
    static let shared = LiveReads()
    private let lock = NSLock()
    private var reads = 0

    func count() { lock.withLock { reads += 1 } }
    var total: Int { lock.withLock { reads } }
}

@MainActor
@Suite struct UnimplementedTests {
    @Test func aClientTheTestDidNotProvideFailsByItsEndpointsNameAndNeverRunsLive() async throws {
        let store = TestStore(initialState: Dictation.State(), reducer: Dictation())
        // The endpoint is called by the effect, which may run after `send` returns: the bracket
        // ends at the action that answers it, so the test does not depend on the machine's speed.
        try await withKnownIssue {
            try await store.send(.recordTapped)
            try await store.receive(.statusLoaded(.notDetermined)) { $0.status = .notDetermined }
        } matching: { issue in
            issue.description.contains("`speechClient.status` was called, and the test did not provide it; provide it where the feature is run: TestStore(initialState:reducer:) { $0.speechClient.status = … }")
        }
        #expect(LiveReads.shared.total == 0, "the live client was never made")
    }

    @Test func aPartialOverrideLeavesEveryOtherEndpointFailingNamingItself() async throws {
        let store = TestStore(initialState: Dictation.State(), reducer: Dictation()) {
            $0.speechClient.status = { .authorized }
        }
        // `transcribe` is called by the effect `.statusLoaded` starts: the bracket ends at
        // `.failed`, the action that answers it, whenever the effect runs.
        try await withKnownIssue {
            try await store.send(.recordTapped)
            try await store.receive(.statusLoaded(.authorized)) { $0.status = .authorized }
            try await store.receive(.failed) { $0.transcript = "?" }
        } matching: { issue in
            issue.description.contains("`speechClient.transcribe` was called, and the test did not provide it")
        }
        #expect(LiveReads.shared.total == 0, "no endpoint came from the live client")
    }

    @Test func aFullOverrideFailsNothing() async throws {
        let store = TestStore(initialState: Dictation.State(), reducer: Dictation()) {
            $0.speechClient.status = { .authorized }
            $0.speechClient.transcribe = { file in "heard \(file)" }
        }
        try await store.send(.recordTapped)
        try await store.receive(.statusLoaded(.authorized)) { $0.status = .authorized }
        try await store.receive(.transcribed("heard hello.caf")) { $0.transcript = "heard hello.caf" }
    }

    @Test func anEndpointThatCannotThrowFailsAndReturnsNothingOrItsPlaceholder() async throws {
        withKnownIssue {
            SpeechClientKey.testValue.stop()
        } matching: { issue in
            issue.description.contains("`speechClient.stop` was called")
        }
        await withKnownIssue {
            #expect(await SpeechClientKey.testValue.status() == .notDetermined)
        } matching: { issue in
            issue.description.contains("`speechClient.status` was called")
        }
    }

    @Test func aThrowingEndpointThrowsAnErrorNamingIt() async throws {
        await withKnownIssue {
            let error = await #expect(throws: UnimplementedEndpoint.self) {
                try await SpeechClientKey.testValue.transcribe("x")
            }
            #expect(error?.name == "speechClient.transcribe")
            #expect(error.map { "\($0)" }?.hasSuffix("{ $0.speechClient.transcribe = … }") == true)
        } matching: { issue in
            issue.description.contains("`speechClient.transcribe` was called")
        }
    }
}
