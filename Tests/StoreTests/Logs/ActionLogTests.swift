import Foundation
import Store
import StoreSupport
import Testing

@MainActor
@Suite struct ActionLogTests {
    let clock = TestClock()
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "action-log-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private nonisolated func path(_ name: String) -> String { directory + "/" + name }

    private func write(_ name: String, _ lines: [String]) throws -> String {
        let file = path(name)
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    private func lines(_ file: String) throws -> [String] {
        try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Records a session of a real store, with effects, as the REPL does.
    private func record(_ name: String) async throws -> (file: String, state: Counter.State) {
        let file = path(name)
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        let log = try ActionLogWriter(path: file, startState: store.state)
        store.observeActions { origin, action in try? log.append(action, from: origin) }
        store.send(.increment)
        store.send(.add(2))
        try log.checkpoint(store.state)
        await store.send(.factTapped).finish()
        store.send(.sendTwo)
        try log.checksum(of: store)
        try log.comment("the end")
        return (file, store.state)
    }

    @Test func aRecordedSessionIsReadableText() async throws {
        let (file, _) = try await record("session.log")
        #expect(try lines(file) == [
            "action-log 4",
            #"start (count: 0, log: [], query: "", results: [])"#,
            "> .increment",
            "> .add(2)",
            #"= (count: 3, log: [], query: "", results: [])"#,
            "> .factTapped",
            #"< .factLoaded("3 is a number")"#,
            "> .sendTwo",
            #"< .note("first")"#,
            #"< .note("second")"#,
            "~ " + (try ActionLog.checksum(of: Counter.State(count: 3, log: ["sendTwo", "first", "second"], fact: "3 is a number"))),
            "# the end",
            "",
        ])
    }

    @Test func pureReplayReproducesTheFinalStateExactly() async throws {
        let (file, final) = try await record("pure.log")
        var steps: [Int] = []
        let summary = try ActionLog.replay(file, reducer: Counter(clock: clock)) { steps.append($0.line) }
        #expect(summary.state == final)
        #expect(summary.actions == 7)
        #expect(summary.checkpoints == 2)
        #expect(steps == [3, 4, 6, 7, 8, 9, 10])
    }

    @Test func aHandEditedLineStopsReplayAtTheNextCheckpoint() async throws {
        let (file, _) = try await record("edited.log")
        var text = try lines(file)
        text[3] = "> .add(5)"
        let edited = try write("edited2.log", Array(text.dropLast()))
        let failure = #expect(throws: ActionLogError.self) { try ActionLog.replay(edited, reducer: Counter(clock: clock)) }
        #expect(failure?.kind == .diverged)
        #expect(failure?.line == 5)
        #expect(failure?.description == """
            line 5: after `> .add(5)` (line 4), the state differs from the checkpoint (− logged, + replayed):
            − (count: 3, log: [], query: "", results: [])
            + (count: 6, log: [], query: "", results: [])
            """)
    }

    @Test func aLaterStartRestartsTheSessionInBothReplays() async throws {
        let file = path("restart.log")
        let log = try ActionLogWriter(path: file, startState: Counter.State())
        try log.append(Counter.Action.increment, from: .user)
        try log.append(Counter.Action.add(5), from: .user)
        try log.restart(from: Counter.State(count: 1))
        try log.append(Counter.Action.add(2), from: .user)
        try log.checkpoint(Counter.State(count: 3))
        #expect(try lines(file)[4] == #"start (count: 1, log: [], query: "", results: [])"#)
        let pure = try ActionLog.replay(file, reducer: Counter(clock: clock))
        #expect(pure.state.count == 3)
        #expect(pure.checkpoints == 1)
        let live = try await ActionLog.replayLive(file, reducer: Counter(clock: clock))
        #expect(live.state.count == 3)
    }

    /// Off the main actor: a pure replay needs no store, and a long one there would hold up
    /// the effects of every other test in the process.
    @Test nonisolated func aHundredThousandEntryLogReplays() throws {
        let file = path("long.log")
        var text = "action-log 1\nstart (count: 0, log: [], query: \"\", results: [])\n"
        text.reserveCapacity(1_300_000)
        for _ in 0..<100_000 { text += "> .increment\n" }
        text += "= (count: 100000, log: [], query: \"\", results: [])\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let summary = try ActionLog.replay(file, reducer: Counter(clock: clock))
        #expect(summary.actions == 100_000)
        #expect(summary.checkpoints == 1)
        #expect(summary.lines == 100_003)
    }

    @Test func aWrongChecksumNamesBothSums() async throws {
        let file = try write("sum.log", ["action-log 1", "start (count: 0, log: [], query: \"\", results: [])", "> .increment", "~ 0000000000000000"])
        let failure = #expect(throws: ActionLogError.self) { try ActionLog.replay(file, reducer: Counter(clock: clock)) }
        #expect(failure?.line == 4)
        #expect(failure?.message.contains("the log says 0000000000000000; if the app changed on purpose, `replay FILE --update`") == true)
    }

    @Test func aTruncatedLastLineIsReportedAndNothingAfterTheLastGoodLineIsApplied() async throws {
        let file = path("cut.log")
        let content = "action-log 1\nstart (count: 0, log: [], query: \"\", results: [])\n> .increment\n> .add(2)\n> .ad"
        try content.write(toFile: file, atomically: true, encoding: .utf8)
        var applied: [Int] = []
        let failure = #expect(throws: ActionLogError.self) {
            try ActionLog.replay(file, reducer: Counter(clock: clock)) { applied.append($0.state.count) }
        }
        #expect(failure?.kind == .damaged)
        #expect(failure?.description == "line 5: the log ends in the middle of this line (it has no newline); it was cut off")
        #expect(applied == [1, 3])
    }

    @Test func aDamagedLineInTheMiddleStopsEverythingAfterIt() async throws {
        let file = try write("damaged.log", [
            "action-log 1", "start (count: 0, log: [], query: \"\", results: [])",
            "# fine", "", "> .increment", "> .incremnt", "> .increment",
        ])
        var applied = 0
        let failure = #expect(throws: ActionLogError.self) {
            try ActionLog.replay(file, reducer: Counter(clock: clock)) { _ in applied += 1 }
        }
        #expect(failure?.description == "line 6: column 4: unknown case `incremnt`; did you mean `increment`?")
        #expect(applied == 1)
    }

    @Test func aLogWithSettingsAndNoStartIsBlamedWhereItsFirstEntryStands() throws {
        let file = try write("no-start.log", ["action-log 4", "% year 2026", "% layout list", "# a note", "> .increment"])
        let failure = #expect(throws: ActionLogError.self) { try ActionLog.replay(file, reducer: Counter(clock: clock)) }
        #expect(failure?.line == 5, "the `>` line, where a start was expected")
        let empty = try write("settings-only.log", ["action-log 4", "% year 2026"])
        let ended = #expect(throws: ActionLogError.self) { try ActionLog.replay(empty, reducer: Counter(clock: clock)) }
        #expect(ended?.line == nil)
        #expect(ended?.message.hasPrefix("the log ends before its `start <state>`") == true, "\(String(describing: ended))")
    }

    @Test func lineErrorsSayWhatWasExpected() throws {
        let file = try write("junk.log", ["action-log 1", "start (count: 0, log: [], query: \"\", results: [])", "increment"])
        let failure = #expect(throws: ActionLogError.self) { try ActionLog.replay(file, reducer: Counter(clock: clock)) }
        #expect(failure?.description == "line 3: expected an entry starting with `start`, `> `, `< `, `= `, `~ `, `@ `, `% ` or `#`, found `increment`")
    }

    @Test nonisolated func linesAcrossTheReadBufferAndLongerThanItAreReadWhole() throws {
        let file = path("long.log")
        let log = try ActionLogWriter(path: file, startState: Counter.State())
        var expected = Counter.State()
        for index in 0..<5_000 {
            let text = index == 4_000 ? String(repeating: "ü", count: 100_000) : "note \(index)"
            try log.append(Counter.Action.note(text), from: .user)
            expected.log.append(text)
        }
        try log.checkpoint(expected)
        let summary = try ActionLog.replay(file, reducer: Counter(clock: clock))
        #expect(summary.actions == 5_000)
        #expect(summary.state == expected)
    }

    @Test func aLogFromANewerVersionIsRefusedNamingBothVersions() throws {
        let file = try write("new.log", ["action-log 5", "start ()"])
        let failure = #expect(throws: ActionLogError.self) { try ActionLogReader<Counter.State, Counter.Action>(path: file) }
        #expect(failure?.description == "line 1: this log is format version 5; this program reads version 4 and older")
    }

    @Test func aMissingFileIsAClearError() throws {
        let failure = #expect(throws: ActionLogError.self) { try ActionLogReader<Counter.State, Counter.Action>(path: path("nope.log")) }
        #expect(failure?.kind == .unavailable)
        #expect(failure?.message.hasPrefix("cannot read the log \(path("nope.log")): No such file") == true)
        let unwritable = #expect(throws: ActionLogError.self) { try ActionLogWriter(path: path("no/such/dir.log"), startState: 0) }
        #expect(unwritable?.kind == .unavailable)
    }

    @Test func liveReplayOfAnUnchangedSessionMatches() async throws {
        let (file, final) = try await record("live.log")
        let summary = try await ActionLog.replayLive(file, reducer: Counter(clock: clock))
        #expect(summary.state == final)
        #expect(summary.checkpoints == 2)
    }

    @Test func liveReplayReportsTheFirstEffectThatSendsSomethingElse() async throws {
        let (file, _) = try await record("regressed.log")
        let changed = Counter(clock: clock, fact: { "\($0) is odd" })
        let failure = await #expect(throws: ActionLogError.self) { _ = try await ActionLog.replayLive(file, reducer: changed) }
        #expect(failure?.description == #"line 7: the log expects an effect to send .factLoaded("3 is a number"); it sent .factLoaded("3 is odd")"#)
    }

    @Test func aDivergenceOfTwoLongActionsShowsWhereTheyDifferNotTheirWholeText() {
        let long = String(repeating: "(name: \"Holiday\"), ", count: 400)
        let (logged, sent) = Contrast.windows(".loaded([" + long + "(name: \"Christmas Day\")])", ".loaded([" + long + "(name: \"Christmas\")])")
        #expect(logged.count < 200 && sent.count < 200, "\(logged.count), \(sent.count)")
        #expect(logged.hasPrefix("…") && logged.contains("Christmas Day"))
        #expect(sent.hasPrefix("…") && sent.hasSuffix("Christmas\")])"))
        #expect(Contrast.windows(".a(1)", ".a(2)") == (".a(1)", ".a(2)"), "short texts stay whole")
    }

    @Test func liveReplayReportsAnEffectTheLogDoesNotHave() async throws {
        let file = try write("extra.log", ["action-log 1", "start (count: 0, log: [], query: \"\", results: [])", "> .factTapped", "> .increment"])
        let failure = await #expect(throws: ActionLogError.self) { _ = try await ActionLog.replayLive(file, reducer: Counter(clock: clock)) }
        // A live replay waits only for the effect actions the log has, so the extra one is
        // caught where the replay waits for the effects to end: after the last line.
        #expect(failure?.description == #"line 5: an effect sent .factLoaded("0 is a number"), which the log does not have after the last line"#)
    }
}
