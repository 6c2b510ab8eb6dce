import Foundation
@testable import StoreTerminal
import Testing

/// The history kept across sessions.
@Suite struct HistoryFileTests {
    let folder = NSTemporaryDirectory() + "history-\(UUID().uuidString)"

    @Test func theFolderFollowsXDGOrHome() {
        #expect(HistoryFile.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"], program: "holiday-repl") == "/s/holiday-repl/history")
        #expect(HistoryFile.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"], program: "holiday-repl") == "/h/.local/state/holiday-repl/history")
        #expect(HistoryFile.defaultPath(environment: [:], program: "holiday-repl") == nil)
    }

    @Test func linesAreAppendedPrivatelyAndCappedWhenTheFileDoubles() throws {
        let history = HistoryFile(path: folder + "/holiday-repl/history")
        for number in 0..<(HistoryFile.limit * 2 + 5) { #expect(history.append("year \(number)") == nil) }
        let lines = history.load()
        #expect(lines.count == HistoryFile.limit)
        #expect(lines.last == "year \(HistoryFile.limit * 2 + 4)")
        let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let onDisk = try String(contentsOfFile: history.path, encoding: .utf8).split(separator: "\n")
        #expect(onDisk.count < HistoryFile.limit * 2, "compacted once it doubled")
    }

    @Test func crlfLinesAndControlCharactersAreReadSafely() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/history"
        try "year 2027\r\n\u{1B}[2Jboom\r\npublic\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(HistoryFile(path: path).load() == ["year 2027", "public"])
        #expect(HistoryFile(path: path).append("a\u{7}bell") == nil)
        #expect(HistoryFile(path: path).load() == ["year 2027", "public"], "a line with a control character is not kept")
    }
}
