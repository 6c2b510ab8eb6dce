import Foundation
import HolidayFeature
@testable import holiday_repl
import TestSupport
import Testing

/// What the second QA pass in a real terminal found (issue #28's own pass), each as met.
@MainActor
@Suite struct SecondQAPassTests {
    @Test func savingTwiceWithNothingBetweenAddsOneCheckpoint() async throws {
        let folder = NSTemporaryDirectory() + "saves-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let transcript = Transcript()
        await transcript.type("choose", "close", ":save \(folder)/a.log", ":save \(folder)/b.log", ":save \(folder)/c.log")
        let checkpoints = transcript.session.log.text.split(separator: "\n").filter { $0.hasPrefix("= ") }
        #expect(checkpoints.count == 1, "\(checkpoints.count) checkpoints of one state")
    }

    @Test func pipedLinesDropBidirectionalAndControlCharactersAsTypedOnesDo() throws {
        let binary = try #require(BuiltProgram.url(named: "holiday-repl"))
        let run = try BuiltProgram.run(binary, ["--year", "2026"], input: "choose\nsearch \u{202E}ger\u{7}\n", removing: ["HOLIDAY_API_KEY"])
        #expect(run.out.contains("Germany"), "the search is for `ger`, as typed: \(run.out.suffix(400))")
        #expect(!run.out.contains("⟨RLO⟩") && !run.err.contains("⟨RLO⟩"))
    }
}
