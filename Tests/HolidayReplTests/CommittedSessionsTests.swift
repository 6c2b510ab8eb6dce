import Foundation
import TestSupport
import Testing

/// Every session committed under `Tests/HolidayFeatureTests/Sessions` replays from the command
/// line as it does in `swift test`: the data source its log names is one the program knows.
@Suite struct CommittedSessionsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("HolidayFeatureTests/Sessions").path

    static var sessions: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".log") }.sorted()
    }

    @Test func thereAreCommittedSessions() {
        #expect(Self.sessions.contains("failed-load-and-retry.log"))
    }

    @Test(arguments: sessions, [false, true])
    func aCommittedSessionReplaysThroughTheProgramsOwnArguments(_ name: String, live: Bool) throws {
        let binary = try #require(BuiltProgram.url(named: "holiday-repl"), "holiday-repl is not built next to the tests")
        let run = try BuiltProgram.run(binary, ["replay", Self.folder + "/" + name] + (live ? ["--live"] : []), removing: ["HOLIDAY_API_KEY"])
        #expect(run.status == 0, "\(name) \(live ? "live" : "pure"): \(run.err)")
        #expect(run.out.contains("replayed"), "\(name): \(run.out.suffix(300))")
    }
}
