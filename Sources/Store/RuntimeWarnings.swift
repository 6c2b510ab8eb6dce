#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the library reports misuse that it survives: an action for absent state, a late action
/// for a removed screen, an effect error nobody caught.
///
/// By default a debug build prints each warning to standard error; a test or a front can
/// collect them instead:
///
/// ```swift
/// RuntimeWarnings.$handler.withValue({ warnings.append($0) }) {
///     _ = store.send(.detail(.closeTapped))
/// }
/// ```
public enum RuntimeWarnings {
    /// Receives every warning raised in the current task; `nil` means the default.
    @TaskLocal public static var handler: (@Sendable (String) -> Void)?

    /// Reports a warning to the current handler.
    public static func report(_ message: String) {
        if let handler {
            handler(message)
            return
        }
        #if DEBUG
        var line = "[Store] warning: \(message)\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        #endif
    }
}
