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

    /// How the console's text looks here: ANSI colours when `color` is on, plain otherwise.
    static func style(color: Bool) -> @Sendable (String, ConsoleStyle) -> String {
        guard color else { return { text, _ in text } }
        return { text, style in
            let code = switch style {
            case .muted: "2"
            case .heading: "1"
            case .emphasis: "32"
            case .error: "31"
            case .command: "36"
            }
            return "\u{1B}[\(code)m\(text)\u{1B}[0m"
        }
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
