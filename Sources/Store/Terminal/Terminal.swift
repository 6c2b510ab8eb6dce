import Foundation
import StoreSupport
import StoreConsole

/// The process's streams: whether each is a terminal, colour decided for each, writing without
/// buffering (so nothing shown is lost if the process is killed), a failed write as exit code
/// 2, and Ctrl-C.
enum Terminal {
    /// The program's name, as its error lines start.
    nonisolated(unsafe) static var programName = "console"

    static var inputIsTerminal: Bool { TerminalPlatform.isTerminal(0) }

    /// Whether standard output and standard error get colour: each only when it is a terminal,
    /// never with `NO_COLOR` set to a value (an empty one does not count, as no-color.org
    /// says), and not when the user said no.
    nonisolated(unsafe) private(set) static var colorsOut = false
    nonisolated(unsafe) private(set) static var colorsErr = false

    /// Decides colour for both streams; call once, before anything is written.
    static func chooseColors(_ requested: Bool) {
        let allowed = requested && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        colorsOut = allowed && TerminalPlatform.isTerminal(1)
        colorsErr = allowed && TerminalPlatform.isTerminal(2)
    }

    /// How the console's text looks: ANSI colours when either stream shows them (a stream that
    /// does not gets them taken out as it is written), plain otherwise.
    static var style: @Sendable (String, ConsoleStyle) -> String {
        guard colorsOut || colorsErr else { return { text, _ in text } }
        return ConsoleStyle.ansi
    }

    /// `true` while the program listens for consoles: a stream whose reader has gone is not
    /// written to, and the program goes on.
    nonisolated(unsafe) static var keepsOnWithoutReader = false

    static func out(_ text: String) {
        if let capture { return capture(1, text) }
        write(1, fitted(text, to: 1) + "\n")
    }

    static func err(_ text: String) {
        if let capture { return capture(2, text) }
        write(2, fitted(text, to: 2) + "\n")
    }

    /// Where a test that runs a program in its own process takes the program's output lines
    /// (1 standard output, 2 standard error) instead of the streams.
    nonisolated(unsafe) static var capture: ((Int32, String) -> Void)?

    /// `text` fitted to the width of the terminal `descriptor` shows it on, asked each time so
    /// a resized window is followed; text going elsewhere (a file, a pipe) is left whole.
    static func fitted(_ text: String, to descriptor: Int32) -> String {
        guard let width = TerminalPlatform.columns(of: descriptor), TerminalPlatform.isTerminal(descriptor) else { return text }
        guard text.utf8.count > width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { Wrapping.rows(String($0), width: width) }
            .joined(separator: "\n")
    }

    /// Writes `text` to standard output (1) or error (2), without the colour codes that stream
    /// does not show. When the system refuses (a full disk, `/dev/full`), the program says so on
    /// standard error and ends with exit code 2: output that was asked for and lost is an
    /// error, not a success. (A closed pipe ends it by SIGPIPE first, as it does any tool; a
    /// listening app ignores SIGPIPE and drops what its gone reader would have read.)
    static func write(_ descriptor: Int32, _ text: String) {
        let colors = descriptor == 1 ? colorsOut : descriptor == 2 ? colorsErr : false
        let shown = colors ? text : withoutColors(text)
        guard !POSIXFile.write(descriptor, shown) else { return }
        // A listening app whose reader has gone goes on serving its consoles: that line is lost.
        if keepsOnWithoutReader, POSIXFile.lastFailureWasBrokenPipe { return }
        let reason = POSIXFile.reason
        if descriptor != 2 {
            _ = POSIXFile.write(2, "\(programName): cannot write to standard output: \(reason)\n")
        }
        TerminalPlatform.terminate(2)
    }

    /// `text` without the SGR codes `style` adds. Text from data never holds an escape (the
    /// printer makes it drawable first), so every escape here is one of ours.
    static func withoutColors(_ text: String) -> String {
        guard text.utf8.contains(0x1B) else { return text }
        var result = ""
        var rest = text[...]
        while let escape = rest.firstIndex(of: "\u{1B}") {
            result += rest[..<escape]
            rest = rest[escape...].dropFirst()
            if rest.first == "[", let end = rest.firstIndex(where: { $0.isLetter }), rest[end] == "m" {
                rest = rest[rest.index(after: end)...]
            }
        }
        return result + rest
    }

    /// Routes Ctrl-C to `handler` instead of ending the process.
    static func onInterrupt(_ handler: @escaping @Sendable () -> Void) {
        TerminalPlatform.routeInterrupts(to: handler)
    }
}
