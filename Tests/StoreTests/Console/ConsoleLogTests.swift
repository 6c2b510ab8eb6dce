import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// A console's session log spells each entry's line once when asked for it line by line (an
/// explorer checks each action so), and its text and its recording hold the same lines,
/// whether or not they were asked for. A thermostat's log, not the holiday app's.
@MainActor
@Suite struct ConsoleLogTests {
    struct State: Codable, Equatable { var target = 20 }
    enum Action: Codable, Equatable { case nudged(by: Int), reset }

    @Test func linesAskedForOneByOneAreTheLinesOfTheTextAndTheRecording() throws {
        let log = ConsoleLog<State, Action>(startState: State(), settings: [], elapsed: nil)
        let path = NSTemporaryDirectory() + "console-log-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try log.record(to: path, mode: .replace)
        let entries: [ActionLogEntry<State, Action>] = [.user(.nudged(by: 2)), .checksum("00000000000000aa", running: 0), .effect(.reset), .user(.nudged(by: -1))]
        for entry in entries { log.append(entry) }
        // Asked for out of order, and some not at all.
        #expect(try log.line(at: 2) == "< .reset")
        #expect(try log.line(at: 0) == "> .nudged(by: 2)")
        #expect(try log.line(at: 0) == "> .nudged(by: 2)")
        let expected = try entries.map { try ActionLog.line(for: $0) }
        let textLines = log.text.split(separator: "\n").map(String.init)
        #expect(Array(textLines.suffix(entries.count)) == expected)
        let recorded = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(Array(recorded.suffix(entries.count)) == expected)
    }
}
