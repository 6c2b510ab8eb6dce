import StoreSupport

/// The work one `send` started: every effect, and every effect that their actions started.
///
/// ```swift
/// await store.send(.reloadTapped).finish()   // the list is loaded now
/// ```
public struct StoreTask: Sendable {
    package let runtime: EffectRuntime?
    let group: Int?

    @inlinable
    static var empty: StoreTask { StoreTask(runtime: nil, group: nil) }

    @usableFromInline
    init(runtime: EffectRuntime?, group: Int?) {
        self.runtime = runtime
        self.group = group
    }

    /// Waits until all of the work has ended, and returns `true`; never silently, and never on
    /// work that cannot end.
    ///
    /// When all that is left of the work sleeps on a ``TestClock`` nobody advances, it returns
    /// `false` at once and names each effect, the action that started it and what it waits on:
    /// in a test (Swift Testing or XCTest) as a failure at the line that called `finish()`,
    /// elsewhere as a runtime warning. Work that awaits something outside the store (a network
    /// call, a live timer) is waited on; after 5 seconds a note says what it waits on. With a
    /// `timeout`, such work is waited on for that long at most, and then it returns `false` with
    /// the same report.
    ///
    /// ```swift
    /// await store.send(.reloadTapped).finish()  // the list is loaded now
    /// let done = await store.send(.startTapped).finish(timeout: .seconds(1))
    /// ```
    @discardableResult
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        guard let runtime, let group else { return true }
        let settled = { !runtime.isRunning(group: group) || runtime.onlyTestClockSleepers(group: group) }
        if await !runtime.waitUntil(timeout: timeout ?? Self.patience, settled) {
            let effects = runtime.runningEffects(group: group).map { "  - " + $0 }.joined(separator: "\n")
            if let timeout {
                Self.report("finish() waited \(timeout) and the work of this send has not ended; it returns now:\n" + effects, at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
                return false
            }
            Platform.writeError("[Store] note: finish() has waited \(Self.patience) for the work of this send, and waits on:\n\(effects)\n")
            _ = await runtime.waitUntil(timeout: nil, settled)
        }
        guard runtime.isRunning(group: group) else { return true }
        let effects = runtime.runningEffects(group: group).map { "  - " + $0 }.joined(separator: "\n")
        Self.report(
            "finish() returns: the work of this send cannot go on until a test clock is advanced:\n" + effects,
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return false
    }

    /// How long `finish()` waits on work that awaits something outside the store before it says so.
    static let patience: Duration = .seconds(5)

    /// Reports work that did not end: to the warnings handler a caller installed; else, in a
    /// test, as a failure at `location`; else as a runtime warning.
    static func report(_ message: String, at location: TestLocation) {
        if RuntimeWarnings.current == nil, TestFailureReporter.isTestProcess,
           TestFailureReporter.record(message, at: location) {
            return
        }
        RuntimeWarnings.report(message, inRelease: true)
    }

    /// Cancels all of the work; actions it sends afterwards are dropped.
    public func cancel() {
        guard let runtime, let group else { return }
        runtime.cancel(group: group)
    }

    /// `true` while some of the work is still running.
    public var isInFlight: Bool {
        guard let runtime, let group else { return false }
        return runtime.isRunning(group: group)
    }
}
