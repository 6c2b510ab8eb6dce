import Foundation
@testable import holiday_repl
@testable import StoreSupport
@testable import StoreText
@testable import StoreExplorer
@testable import StoreTerminal
import TestSupport

/// The built `holiday-repl` run in a pseudo-terminal the test opens, as a user at a terminal
/// runs it: keys go in as bytes, and what it draws is played on a small screen model, so a
/// test asserts what the user would see.
final class PseudoTerminal {
    let master: Int32
    let process = Process()
    private(set) var screen: TerminalScreen
    /// Everything written to the terminal so far.
    private(set) var written: [UInt8] = []

    /// Starts the binary with `arguments` at `columns` wide; `stdout`, when given, receives
    /// standard output instead of the terminal (a redirection).
    init(_ binary: URL, _ arguments: [String], environment: [String: String], columns: Int = 80, stdout: FileHandle? = nil) throws {
        let name: String
        (master, name) = try Self.openPair()
        guard let slave = FileHandle(forUpdatingAtPath: name) else { throw Failure("cannot open \(name)") }
        guard TestPlatform.setWindowSize(master, columns: columns, rows: 50) else {
            throw Failure("cannot set the size of \(name): \(POSIXFile.reason)")
        }
        screen = TerminalScreen(columns: columns)
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.standardInput = slave
        process.standardOutput = stdout ?? slave
        process.standardError = slave
        try process.runTied()
        try slave.close()
    }

    /// A new pseudo-terminal: its master side, and the path of its other side.
    private static func openPair() throws -> (Int32, String) {
        guard let (master, path) = TestPlatform.openPseudoTerminal() else {
            throw Failure("cannot open a pseudo-terminal: \(POSIXFile.reason)")
        }
        return (master, path)
    }

    deinit {
        if process.isRunning { process.terminate() }
        TestPlatform.close(master)
    }

    /// Sends keys as the terminal would.
    func type(_ keys: String) {
        _ = POSIXFile.write(master, keys)
    }

    /// Changes the terminal's width, as a resized window does.
    func resize(columns: Int) {
        _ = TestPlatform.setWindowSize(master, columns: columns, rows: 50)
        screen.columns = columns
    }

    /// Reads what the program draws until `condition` holds for the screen, or fails after
    /// `timeout` with the screen in the message.
    @discardableResult
    func waitUntil(_ what: String, timeout: Duration = .seconds(20), _ condition: (TerminalScreen) -> Bool) throws -> TerminalScreen {
        let deadline = ContinuousClock.now + timeout
        while !condition(screen) {
            guard ContinuousClock.now < deadline else {
                throw Failure("waited \(timeout) for \(what); the screen shows:\n\(screen.text)")
            }
            guard TestPlatform.isReadable(master, within: 100) else { continue }
            var buffer = [UInt8](repeating: 0, count: 8_192)
            let count = TestPlatform.read(master, &buffer)
            guard count > 0 else {
                throw Failure("the terminal closed while waiting for \(what); the screen shows:\n\(screen.text)")
            }
            written += buffer[..<count]
            screen.play(buffer[..<count])
        }
        return screen
    }

    /// Waits until the last row shows `text` (and the cursor stands after it).
    @discardableResult
    func waitForLine(_ text: String) throws -> TerminalScreen {
        try waitUntil("the line `\(text)`") { $0.cursorRow == text }
    }

    /// Waits until the screen holds `text` anywhere.
    @discardableResult
    func waitFor(_ text: String) throws -> TerminalScreen {
        try waitUntil("`\(text)`") { $0.text.contains(text) }
    }

    /// Waits for the process to end and returns its exit code.
    func exitCode(timeout: Duration = .seconds(20)) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else { throw Failure("the process did not end") }
            var buffer = [UInt8](repeating: 0, count: 8_192)
            if TestPlatform.isReadable(master, within: 50) {
                let count = TestPlatform.read(master, &buffer)
                if count > 0 {
                    written += buffer[..<count]
                    screen.play(buffer[..<count])
                }
            }
        }
        return process.terminationStatus
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// A terminal's screen, enough of one for the line editor: printable text (wide characters
/// take two columns), CR, LF, erase to the end of the line, cursor forward, clear screen.
/// Colours and modes are read and ignored.
struct TerminalScreen {
    var columns: Int
    private(set) var rows: [[Character]] = [[]]
    private(set) var row = 0
    private(set) var column = 0
    private var pending: [UInt8] = []

    init(columns: Int) { self.columns = columns }

    /// The screen's rows as text, trailing spaces dropped.
    var text: String {
        rows.map { String($0.filter { $0 != "\0" }).withoutTrailingSpaces }.joined(separator: "\n")
    }

    /// The row the cursor is on, up to the cursor.
    var cursorRow: String {
        let cells = rows[row].prefix(column)
        return String(cells.filter { $0 != "\0" }).withoutTrailingSpaces.description
    }

    mutating func play(_ bytes: some Sequence<UInt8>) {
        pending += bytes
        // An escape sequence cut by the end of a read waits for the rest.
        var held: [UInt8] = []
        if let escape = pending.lastIndex(of: 0x1B) {
            let after = pending[(escape + 1)...]
            let complete = after.first.map { $0 != UInt8(ascii: "[") || after.dropFirst().contains { (0x40...0x7E).contains($0) } } ?? false
            if !complete {
                held = Array(pending[escape...])
                pending.removeSubrange(escape...)
            }
        }
        let (text, rest) = Self.completeUTF8(pending)
        pending = rest + held
        var scalars = Array(String(decoding: text, as: UTF8.self))[...]
        while let character = scalars.popFirst() {
            switch character {
            case "\r": column = 0
            case "\n", "\r\n":
                if character == "\r\n" { column = 0 }
                newLine()
            case "\u{1B}":
                var sequence = ""
                guard scalars.first == "[" else { _ = scalars.popFirst(); continue }
                scalars.removeFirst()
                while let next = scalars.popFirst() {
                    sequence.append(next)
                    if let ascii = next.asciiValue, (0x40...0x7E).contains(ascii) { break }
                }
                escape(sequence)
            default:
                if character.isTerminalControl { continue }
                put(character)
            }
        }
    }

    private mutating func newLine() {
        row += 1
        if row == rows.count { rows.append([]) }
    }

    private mutating func put(_ character: Character) {
        let width = max(1, character.columns)
        if column + width > columns {
            column = 0
            newLine()
        }
        while rows[row].count < column + width { rows[row].append(" ") }
        rows[row][column] = character
        if width == 2 { rows[row][column + 1] = "\0" }
        column += width
    }

    private mutating func escape(_ sequence: String) {
        guard let final = sequence.last else { return }
        let number = Int(sequence.dropLast()) ?? 1
        switch final {
        case "K": if rows[row].count > column { rows[row].removeSubrange(column...) }
        case "C": column = min(columns - 1, column + number)
        case "D": column = max(0, column - number)
        case "H": (row, column) = (0, 0)
        case "J": rows = [[]]; (row, column) = (0, 0)
        default: break
        }
    }

    private static func completeUTF8(_ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
        var end = bytes.count
        var back = 0
        while end > 0, back < 4, bytes[end - 1] & 0xC0 == 0x80 { end -= 1; back += 1 }
        guard end > 0 else { return (bytes, []) }
        let lead = bytes[end - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if length > 1, back + 1 < length { return (Array(bytes[..<(end - 1)]), Array(bytes[(end - 1)...])) }
        return (bytes, [])
    }
}
