import StoreSupport
import StoreCore

/// A recorded session that did not replay as recorded: which file, which way, and why.
public struct SessionFailure: Error, CustomStringConvertible {
    /// The log's path.
    public let file: String
    /// `true` when the live replay failed, `false` for the pure one.
    public let live: Bool
    /// What went wrong, and on which line.
    public let error: ActionLogError

    /// The file, which replay failed (pure or live), and the error.
    public var description: String {
        "\(file): \(live ? "live" : "pure") replay: \(error)"
    }
}

extension ActionLog {
    /// Replays every `.log` file in `folder`, purely and live, and returns each that diverged:
    /// the one line that turns a folder of recorded sessions into regression tests.
    ///
    /// `reducer` makes the feature for each replay, given the ``/StoreCore/TestClock`` that replay moves
    /// by the log's `@` lines; a feature without a clock ignores it. `initialState` is the
    /// app's initial state for a log's settings, for logs that start from it (`start` alone).
    ///
    /// ```swift
    /// @Test func recordedSessionsStillReplay() async {
    ///     let failures = await ActionLog.replayAll(in: sessionsFolder) { _ in
    ///         App(client: .embedded)
    ///     }
    ///     #expect(failures.isEmpty, "\(failures)")
    /// }
    /// ```
    @MainActor
    public static func replayAll<R: Reducer>(
        in folder: String,
        strictness: ReplayStrictness = .strict,
        timeout: Duration = .seconds(5),
        initialState: ((_ settings: [String: String]) -> R.State)? = nil,
        withDependencies dependencies: @escaping (inout DependencyValues) -> Void = { _ in },
        reducer: (TestClock) -> R
    ) async -> [SessionFailure] where R.State: Codable & Equatable, R.Action: Codable & Equatable {
        guard let all = POSIXFile.names(in: folder) else {
            let reason = ActionLogError(kind: .unavailable, line: nil, message: "cannot list the folder \(folder): \(POSIXFile.reason)")
            return [SessionFailure(file: folder, live: false, error: reason)]
        }
        let names = all.filter { $0.hasSuffix(".log") }.sorted()
        guard !names.isEmpty else {
            let reason = ActionLogError(kind: .unavailable, line: nil, message: "the folder \(folder) holds no .log files")
            return [SessionFailure(file: folder, live: false, error: reason)]
        }
        var failures: [SessionFailure] = []
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            do {
                _ = try replay(path, reducer: reducer(TestClock()), strictness: strictness, initialState: initialState, withDependencies: dependencies)
            } catch {
                failures.append(SessionFailure(file: path, live: false, error: error))
            }
            let clock = TestClock()
            do {
                _ = try await replayLive(
                    path, reducer: reducer(clock), initialState: initialState, strictness: strictness, clock: clock, timeout: timeout,
                    withDependencies: dependencies
                )
            } catch {
                failures.append(SessionFailure(file: path, live: true, error: error))
            }
        }
        return failures
    }
}
