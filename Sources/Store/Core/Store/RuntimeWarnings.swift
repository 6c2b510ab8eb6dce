import StoreSupport

/// Where the library reports misuse that it survives: an action for absent state, a late action
/// for a removed screen, an effect error nobody caught.
///
/// By default a debug build prints each warning to standard error; a test or a front can
/// collect them instead, for the work it runs and the tasks that work starts:
///
/// ```swift
/// RuntimeWarnings.withHandler({ warnings.append($0) }) {
///     _ = store.send(.detail(.closeTapped))
/// }
/// ```
public enum RuntimeWarnings {
    /// The handler lives in a struct: in release builds of Swift 6.3 on Linux, an async
    /// `withValue` of a task-local whose value is an optional closure crashes.
    struct Handler: Sendable {
        let report: @Sendable (String) -> Void
    }

    @TaskLocal static var current: Handler?

    /// Runs `operation`, sending the warnings raised in it to `handler`.
    @discardableResult
    public static func withHandler<Result>(
        _ handler: @escaping @Sendable (String) -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $current.withValue(Handler(report: handler), operation: operation)
    }

    /// Runs `operation`, sending the warnings raised in it, and in the tasks it starts, to `handler`.
    @discardableResult
    public static func withHandler<Result>(
        _ handler: @escaping @Sendable (String) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $current.withValue(Handler(report: handler), operation: operation)
    }

    /// Reports a warning to the current handler.
    public static func report(_ message: String) {
        report(message, inRelease: false)
    }

    /// Reports a warning to the current handler; without one, prints it in a debug build, and
    /// also in a release build when `inRelease` (a wait that cannot end is never silent).
    package static func report(_ message: String, inRelease: Bool) {
        if let current {
            current.report(message)
            return
        }
        // A debug build (assertions on, as `swift build` and Xcode's Debug have them) prints
        // every warning; one condition for both, so every platform compiles one text.
        guard inRelease || _isDebugAssertConfiguration() else { return }
        Platform.writeError("[Store] warning: \(message)\n")
    }
}
