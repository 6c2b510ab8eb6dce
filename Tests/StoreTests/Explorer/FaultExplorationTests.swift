import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreExplorer
@testable import StoreTerminal
import Testing

/// Where an inbox's messages come from.
struct InboxClient: Sendable {
    var load: @Sendable () async throws -> [String]
}

struct InboxUnreachable: Error, CustomStringConvertible {
    var description: String { "the server cannot be reached" }
}

enum InboxClientKey: DependencyKey {
    static let liveValue = InboxClient(load: { ["hello", "welcome"] })
    static let testValue = InboxClient(load: unimplemented("inboxClient.load", placeholder: []))
}

extension DependencyValues {
    var inboxClient: InboxClient {
        get { self[InboxClientKey.self] }
        set { self[InboxClientKey.self] = newValue }
    }
}

/// An inbox that loads its messages, with a bug planted where only a failed load goes: the
/// failure is shown, and the inbox is left loading, so it can never be refreshed again.
struct Inbox: Reducer, NamedFaults {
    struct State: Codable, Equatable, Sendable {
        var messages: [String] = []
        var loading = false
        var failure: String?
    }

    enum Action: Codable, Equatable, Sendable {
        case refreshTapped
        case loaded([String])
        case failed(String)
    }

    @Dependency(\.inboxClient) var client

    static let faults = [
        Fault("offline", "the server cannot be reached") { $0.inboxClient.load = { throw InboxUnreachable() } },
        Fault("empty", "the server answers with no messages") { $0.inboxClient.load = { [] } },
    ]

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .refreshTapped:
            state.loading = true
            state.failure = nil
            return .run { [client] send in
                do {
                    let messages = try await client.load()
                    await send(.loaded(messages))
                } catch {
                    await send(.failed("\(error)"))
                }
            }
        case .loaded(let messages):
            state.messages = messages
            state.loading = false
        case .failed(let message):
            state.failure = message   // the planted bug: `state.loading = false` is missing
        }
        return .none
    }

    static func render(_ state: State) -> Rendering<Action> {
        let lines = state.messages.map { ScreenLine($0) } + (state.failure.map { [ScreenLine("failed: \($0)")] } ?? [])
        let refresh = ScreenCommand<Action>(name: "refresh", summary: "load the messages", sends: .refreshTapped)
        return Rendering(title: "Inbox", lines: lines.isEmpty ? [ScreenLine("no messages")] : lines, commands: state.loading ? [] : [refresh])
    }

    static var invariants: [Explorer<Inbox>.Invariant] {
        [.init("a settled inbox is not left loading") { $0.loading ? "still loading, with nothing in flight" : nil }]
    }

    @MainActor static var explorer: Explorer<Inbox> {
        var configuration = Console<Inbox>.Configuration(render: render)
        configuration.dependencies = { $0.inboxClient = InboxClientKey.liveValue }
        return Explorer(initialState: State(), reducer: Inbox(), configuration: configuration, invariants: invariants)
    }
}

@MainActor
@Suite struct FaultExplorationTests {
    @Test func aBugOnlyAFailedLoadRevealsIsFoundUnderAFaultAndShrunkToTheFaultAndTheLoad() async throws {
        let report = await Inbox.explorer.walk(steps: 2_000, seed: 1)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.invariant == "a settled inbox is not left loading")
        #expect(failure.lines == [":fault offline", "refresh"], "\(failure)")
        #expect(failure.linesBeforeShrinking > 2)
        #expect(failure.walk == report.failingWalks.first)
        #expect(failure.log.contains("\n% fault offline\n"), "\(failure.log)")
        #expect(await Inbox.explorer.check(sessionLog: failure.log) != nil, "typed again, the session still fails")

        var fixedless = Inbox.explorer
        fixedless.switchesFaults = false
        let blind = await fixedless.walk(steps: 2_000, seed: 1)
        #expect(blind.failure == nil, "without faults the load never fails, and the bug stays hidden: \(blind)")
    }

    @Test func theSessionFoundUnderAFaultReplaysPurelyAndLiveAndUpdatesToItself() async throws {
        let failure = try #require(await Inbox.explorer.check([":fault offline", "refresh"]))
        let path = NSTemporaryDirectory() + "inbox-fault-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try failure.log.write(toFile: path, atomically: true, encoding: .utf8)
        let dependencies: (inout DependencyValues) -> Void = { $0.inboxClient = InboxClientKey.liveValue }
        let pure = try ActionLog.replay(path, reducer: Inbox(), withDependencies: dependencies)
        #expect(pure.state == Inbox.State(messages: [], loading: true, failure: "the server cannot be reached"))
        let live = try await ActionLog.replayLive(path, reducer: Inbox(), clock: TestClock(), withDependencies: dependencies)
        #expect(live.state == pure.state)
        let update = try await ActionLog.update(path, reducer: Inbox(), clock: TestClock(), withDependencies: dependencies)
        #expect(update.changed == false, "\(update)")

        // Without its fault line the session no longer replays live: the load succeeds.
        let faultless = NSTemporaryDirectory() + "inbox-faultless-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: faultless) }
        try failure.log.replacingOccurrences(of: "% fault offline\n", with: "").write(toFile: faultless, atomically: true, encoding: .utf8)
        await #expect(throws: ActionLogError.self) { try await ActionLog.replayLive(faultless, reducer: Inbox(), clock: TestClock(), withDependencies: dependencies) }
    }

    @Test func aFaultTypedByHandSwitchesTheDependencyAndTheLogRecordsIt() async {
        var printed: [String] = []
        var configuration = Console<Inbox>.Configuration(render: Inbox.render, output: .init(out: { printed.append($0) }, err: { printed.append($0) }))
        configuration.dependencies = { $0.inboxClient = InboxClientKey.liveValue }
        configuration.clock = TestClock()
        let console = Console(initialState: Inbox.State(), reducer: Inbox(), configuration: configuration)
        await console.handle(":fault empty")
        await console.handle("refresh")
        #expect(console.state.messages.isEmpty && !console.state.loading)
        await console.handle(":fault none")
        await console.handle("refresh")
        #expect(console.state.messages == ["hello", "welcome"])
        await console.handle(":fault flaky")
        #expect(printed.last == "error: there is no fault `flaky`; the faults here are offline, empty, none", "\(printed)")
        let settings = console.logText.split(separator: "\n").filter { $0.hasPrefix("% fault") }
        #expect(settings == ["% fault empty", "% fault none"])
    }

    @Test func aLogSwitchingAFaultTheAppDoesNotNameFailsAtItsLine() throws {
        let path = NSTemporaryDirectory() + "inbox-unknown-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "action-log 4\nstart (messages: [], loading: false)\n% fault flaky\n> .refreshTapped\n".write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: ActionLogError.self) { try ActionLog.replay(path, reducer: Inbox(), strictness: .lenient) }
        #expect(error.line == 3)
        #expect(error.message.contains("there is no fault `flaky`; the faults here are offline, empty, none"), "\(error)")
    }
}
