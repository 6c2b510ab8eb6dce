// The few calls of Dispatch the terminal's platform file makes, with Dispatch's signatures
// (the same on both platforms): Linux's real Dispatch would bring Glibc's headers in with it.
// Used by ../check-darwin-types.
public protocol DispatchSourceSignal: AnyObject {
    func setEventHandler(handler: (@Sendable () -> Void)?)
    func resume()
}

public final class DispatchQueue: Sendable {
    public static func global() -> DispatchQueue { DispatchQueue() }
}

public enum DispatchSource {
    public static func makeSignalSource(signal: Int32, queue: DispatchQueue? = nil) -> any DispatchSourceSignal {
        fatalError("a stub for type-checking")
    }
}
