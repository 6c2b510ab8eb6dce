import Foundation
import HolidayFeature
@testable import holiday_repl
@testable import Store
import Testing

/// What a QA pass in a real terminal found (issue #28), each case as the person met it.
@MainActor
@Suite struct QAPassTests {
    @Test func aHugeTypedTextIsEchoedShortenedWithItsLength() async {
        let transcript = Transcript()
        let huge = String(repeating: "b", count: 100_000)
        let shown = "“" + String(repeating: "b", count: 40) + "…” (100,000 characters)"
        await transcript.type("choose")
        let searched = await transcript.type("search " + huge)
        // Compared into Bools: a failure must not print the 100,000 characters.
        let searchEchoed = searched.contains("No country matches \(shown).")
        #expect(searchEchoed)
        #expect(searched.count < huge.count + 5_000, "only the typed line is long")
        let unknown = await transcript.type(huge)
        let commandEchoed = unknown.contains("`" + String(repeating: "b", count: 40) + "…` (100,000 characters) is not a command")
        #expect(commandEchoed)
        #expect(unknown.count < huge.count + 5_000, "only the typed line is long")
    }
}
