import StoreSupport
import StoreConsole

/// The terminal's half of the line editor: raw mode while a line is edited (and the user's own
/// mode back at every other moment, so Ctrl-C cancels a load and typing ahead is kept), keys
/// read from standard input, the line drawn on the terminal, and the width followed.
///
/// It draws on a stream that is a terminal (standard output, else standard error, else
/// `/dev/tty`), so neither the prompt nor the editing ever reaches redirected output.
final class TerminalEditor {
    private let input: Int32 = 0
    private let output: Int32
    private var editor: LineEditor
    private var decoder = KeyDecoder()
    /// Keys read but not yet used: typed ahead, or the lines after the first of a paste.
    private var pending: [Key] = []
    private let history: HistoryFile?
    private var width = 80
    private var endOfInput = false
    /// Lines to show above the prompt while a line is edited (what an app or an attached
    /// console sends meanwhile), asked for between keys; `nil` back means the other side has
    /// ended: the line being edited is dropped, prompt and all, and ``readLine(prompt:)``
    /// gives `nil`.
    var interjections: (() -> [String]?)?
    /// Whether ``interjections`` said the other side has ended.
    private var interjectionsEnded = false

    /// An editor for this terminal, or `nil` when standard input is not one or nothing to
    /// draw on is (then lines are read as they come, without a prompt).
    init?(history: HistoryFile?, complete: @escaping (String) -> ConsoleCompletion) {
        guard TerminalPlatform.isTerminal(0) else { return nil }
        if TerminalPlatform.isTerminal(1) {
            output = 1
        } else if TerminalPlatform.isTerminal(2) {
            output = 2
        } else {
            guard let tty = TerminalPlatform.openTerminalForDrawing() else { return nil }
            output = tty
        }
        guard RawMode.prepare(input) else { return nil }
        self.history = history
        editor = LineEditor(history: history?.load() ?? [], complete: complete)
        width = Self.columns(of: output) ?? 80
    }

    /// The terminal's width in columns, when it says.
    static func columns(of descriptor: Int32) -> Int? {
        TerminalPlatform.columns(of: descriptor)
    }

    /// The width to fit text to now.
    var columns: Int { Self.columns(of: output) ?? width }

    /// Reads one line with `prompt`; `nil` at the end of input (Ctrl-D on an empty line).
    func readLine(prompt: String) -> String? {
        guard !endOfInput else { return nil }
        RawMode.enter(input, drawingOn: output)
        defer { RawMode.leave(input) }
        editor.reset()
        draw(prompt)
        while true {
            guard let key = nextKey(prompt) else {
                endOfInput = true
                if interjectionsEnded {
                    // Nobody is left to read the line: no prompt stays behind it.
                    write("\r\u{1B}[K")
                    return nil
                }
                let text = editor.line.text
                write("\r\n")
                return text.isEmpty ? nil : text
            }
            switch editor.handle(key) {
            case .editing:
                if pending.isEmpty { draw(prompt) }   // keys still to come: draw once they are in
            case .submit(let text):
                editor.end()
                draw(prompt)
                write("\r\n")
                let kept = String(text.withoutTrailingSpaces)   // a completion's space is not kept
                if editor.remember(kept) { history?.append(kept) }
                return text
            case .endOfInput:
                write("\r\n")
                endOfInput = true
                return nil
            case .cancelled:
                draw(prompt)   // the keys before Ctrl-C may have come in the same read, not drawn yet
                write("^C\r\n")
                editor.reset()
                draw(prompt)
            case .clearScreen:
                write("\u{1B}[H\u{1B}[2J")
                draw(prompt)
            case .choices(let choices):
                write("\r\n" + Self.table(choices, width: width).replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
                draw(prompt)
            }
        }
    }

    /// `lines` as rows of at most `width` columns, broken at spaces.
    static func fitted(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .flatMap { Wrapping.rows(String($0), width: width) }
    }

    /// The next key: one kept from before, or one read (following resizes meanwhile); `nil` at
    /// the end of the input.
    private func nextKey(_ prompt: String) -> Key? {
        while pending.isEmpty {
            let waited = TerminalPlatform.waitForInput(input, milliseconds: decoder.isWaiting || interjections != nil ? 50 : 200)
            if waited == .failed { return nil }
            if waited != .ready {
                if decoder.isWaiting { queue(decoder.decode([], flush: true)) }
                if let interjections {
                    guard let lines = interjections() else {
                        interjectionsEnded = true
                        return nil
                    }
                    if !lines.isEmpty {
                        // Fitted to this terminal's width, as everything printed is: text from
                        // another process (an app, an attached console) was not.
                        write("\r\u{1B}[K" + Self.fitted(lines, width: width).joined(separator: "\r\n") + "\r\n")
                        draw(prompt)
                    }
                }
                if let now = Self.columns(of: output), now != width {
                    width = now
                    draw(prompt)
                }
                continue
            }
            var buffer = [UInt8](repeating: 0, count: 4_096)
            let count = buffer.withUnsafeMutableBytes { POSIXFile.read(input, into: $0.baseAddress!, count: $0.count) }
            if count == nil, POSIXFile.lastFailureWasWouldBlock { continue }
            guard let count, count > 0 else { return nil }
            queue(decoder.decode(buffer[..<count]))
        }
        return pending.removeFirst()
    }

    /// Keeps `keys`, with a paste of several lines split into lines, each followed by Enter.
    private func queue(_ keys: [Key]) {
        for key in keys {
            guard case .paste(let text) = key, text.contains(where: \.isNewline) else {
                pending.append(key)
                continue
            }
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (index, line) in lines.enumerated() {
                if !line.isEmpty { pending.append(.paste(String(line))) }
                if index < lines.count - 1 { pending.append(.enter) }
            }
        }
    }

    private func draw(_ prompt: String) {
        let (text, cursor) = editor.view(prompt: prompt, width: width)
        write("\r" + text + "\u{1B}[K\r" + (cursor > 0 ? "\u{1B}[\(cursor)C" : ""))
    }

    private func write(_ text: String) {
        _ = POSIXFile.write(output, text)
    }

    /// Choices in columns across `width`, as a shell lists completions.
    static func table(_ choices: [String], width: Int) -> String {
        let choices = choices.map(\.drawable)
        let column = (choices.map(\.columns).max() ?? 0) + 2
        let perRow = max(1, width / max(1, column))
        return stride(from: 0, to: choices.count, by: perRow).map { start in
            choices[start..<min(choices.count, start + perRow)]
                .map { $0 + String(repeating: " ", count: column - $0.columns) }
                .joined()
                .withoutTrailingSpaces
        }
        .joined(separator: "\n")
    }
}

extension LineEditor {
    /// Moves the cursor to the end (before a submitted line is drawn for the last time).
    mutating func end() { _ = handle(.end) }
}
