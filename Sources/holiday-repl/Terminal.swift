import Dispatch
import Foundation
import Store

/// The process's terminal: whether the streams are terminals, writing without buffering (so
/// nothing shown is lost if the process is killed), and Ctrl-C.
enum Terminal {
    static var inputIsTerminal: Bool { isatty(0) == 1 }
    static var outputIsTerminal: Bool { isatty(1) == 1 }

    /// Colour only on a terminal, never with `NO_COLOR` set, and not when the user said no.
    static func wantsColor(_ requested: Bool) -> Bool {
        requested && outputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static func out(_ text: String) { write(1, text + "\n") }
    static func err(_ text: String) { write(2, text + "\n") }

    static func write(_ descriptor: Int32, _ text: String) {
        _ = POSIXFile.write(descriptor, text)
    }

    nonisolated(unsafe) private static var signalSource: (any DispatchSourceSignal)?

    /// Routes Ctrl-C to `handler` instead of ending the process.
    static func onInterrupt(_ handler: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler(handler: handler)
        source.resume()
        signalSource = source
    }
}
