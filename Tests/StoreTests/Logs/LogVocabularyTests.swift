import Foundation
@testable import StoreText
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// One log vocabulary: what `ActionLog.line(for:)` writes, the reader reads back as the same
/// entry; the console's log, the update and the replays all speak it.
@MainActor
@Suite struct LogVocabularyTests {
    let directory = NSTemporaryDirectory() + "log-vocabulary-" + UUID().uuidString + "/"

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let file = directory + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    typealias Entry = ActionLogEntry<Counter.State, Counter.Action>

    @Test func everyEntryTheWriterSpellsTheReaderReadsBackAsTheSameEntry() throws {
        let entries: [Entry] = [
            .setting(name: "layout", value: "list view"),
            .start(Counter.State(count: 2, log: ["a \"quoted\" note"])),
            .time(.milliseconds(1250)),
            .user(.add(3)),
            .effect(.note("from an effect")),
            .checkpoint(Counter.State(count: 5)),
            .checksum(try ActionLog.checksum(of: Counter.State(count: 5)), running: 2),
            .checksum(try ActionLog.checksum(of: Counter.State(count: 6)), running: 0),
            .comment("# a note for the reader"),
            .startFromSettings,
            .user(.increment),
        ]
        let lines = try entries.map { try ActionLog.line(for: $0) }
        let file = try write("all.log", ([ActionLog.header] + lines).joined(separator: "\n") + "\n")

        let reader = try ActionLogReader<Counter.State, Counter.Action>(path: file)
        var read: [String] = []
        while let (_, entry) = try reader.next() { read.append(try ActionLog.line(for: entry)) }
        #expect(read == lines.filter { !$0.hasPrefix("#") }, "everything but the comment, which `next()` skips, reads back as written")

        // The update's reading keeps the comment, in its place, and decodes nothing it is not asked to.
        let lineReader = try ActionLogReader<Counter.State, Counter.Action>(path: file)
        lineReader.reading = .lines
        var kinds: [String] = []
        while let raw = try lineReader.nextRaw() {
            if case .comment(let text) = raw { kinds.append(text) } else { kinds.append("\(raw)".prefix { $0 != "(" }.description) }
        }
        #expect(kinds == ["setting", "start", "time", "user", "effect", "checkpoint", "checksum", "checksum", "# a note for the reader", "startFromSettings", "user"])
    }

    @Test func aCommentWithoutItsHashIsGivenOneAndABlankLineStaysBlank() throws {
        #expect(try ActionLog.line(for: Entry.comment("plain words")) == "# plain words")
        #expect(try ActionLog.line(for: Entry.comment("")) == "")
        #expect(try ActionLog.line(for: Entry.comment("#tight")) == "#tight")
    }

    @Test func aLenientReplayOfALogCutOffMidLineReplaysWhatIsCompleteAndSaysWhatWasCut() throws {
        let file = try write("cut.log", "action-log 4\nstart (count: 0, log: [], query: \"\", results: [])\n> .increment\n> .add(2)\n> .ad")
        let strict = #expect(throws: ActionLogError.self) { try ActionLog.replay(file, reducer: Counter(clock: TestClock())) }
        #expect(strict?.description == "line 5: the log ends in the middle of this line (it has no newline); it was cut off")

        let summary = try ActionLog.replay(file, reducer: Counter(clock: TestClock()), strictness: .lenient)
        #expect(summary.state.count == 3)
        #expect(summary.actions == 2)
        #expect(summary.cutOff?.line == 5)
        #expect(summary.cutOff?.kind == .damaged)
    }

    @Test func aCompleteLogHasNothingCutOff() throws {
        let file = try write("whole.log", "action-log 4\nstart (count: 0, log: [], query: \"\", results: [])\n> .increment\n")
        #expect(try ActionLog.replay(file, reducer: Counter(clock: TestClock()), strictness: .lenient).cutOff == nil)
    }

    @Test func anUpdateKeepsTheCommentsBeforeTheStartWhereTheyWere() async throws {
        let text = """
            action-log 4
            # above the settings
            % theme dark
            # between them
            % size large
            # recorded to show the fact
            start (count: 0, log: [], query: "", results: [])
            > .factTapped
            < .factLoaded("wrong")
            # the end

            """
        let file = try write("commented.log", text)
        let update = try await ActionLog.update(file, reducer: Counter(clock: TestClock()))
        #expect(update.changed)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(8)) == ["action-log 4", "# above the settings", "% theme dark", "# between them", "% size large", "# recorded to show the fact", #"start (count: 0, log: [], query: "", results: [])"#, "> .factTapped"])
        #expect(lines[8] == #"< .factLoaded("0 is a number")"#)
        #expect(lines.suffix(2) == ["# the end", ""])
        #expect(try ActionLog.replay(file, reducer: Counter(clock: TestClock())).actions == 2)
    }
}
