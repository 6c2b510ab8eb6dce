import Foundation
import Store
import Testing

/// Time is data: a session recorded on a TestClock replays live by moving a new clock as the
/// session did, so timers and debounces fire at the same steps, at once and every time.
@MainActor
@Suite struct LiveReplayClockTests {
    let file = NSTemporaryDirectory() + "timer-\(UUID().uuidString).log"

    /// A stopwatch ticking each second, and a debounced search typed in two keystrokes.
    private func recordTimerAndSearch() async throws -> Counter.State {
        let clock = TestClock()
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        let log = try ActionLogWriter(path: file, startState: store.state)
        log.timestamps(from: clock)
        store.observeActions { origin, action in try? log.append(action, from: origin) }
        store.send(.startTimer)
        try log.checksum(of: store)
        await clock.advance(by: .seconds(3))
        store.send(.searchDebounced("a"))
        try log.checksum(of: store)
        await clock.advance(by: .milliseconds(100))
        store.send(.searchDebounced("ab"))
        try log.checksum(of: store)
        await clock.advance(by: .milliseconds(1_200))
        store.send(.stopTimer)
        try log.checkpoint(store.state)
        return store.state
    }

    @Test func aTimerAndADebounceReplayLiveOnATestClockTheSameEveryRun() async throws {
        let recorded = try await recordTimerAndSearch()
        #expect(recorded.count == 4, "ticks at 1, 2, 3 and 4 seconds")
        #expect(recorded.results == ["AB"], "only the last keystroke's search ran")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\n@ 3\n< .tick\n> .searchDebounced(\"a\")\n"))
        #expect(text.contains("\n@ 3.4\n< .results([\"AB\"])\n"))
        #expect(text.contains(" running 1\n@ 1\n< .tick\n"), "the timer runs past the checkpoint, and the log says so")
        let pure = try ActionLog.replay(file, reducer: Counter(clock: TestClock()))
        #expect(pure.state == recorded, "strict pure replay accepts the ticks after a checkpoint with the timer running")

        for _ in 0..<10 {
            let clock = TestClock()
            let replayed = try await ActionLog.replayLive(file, reducer: Counter(clock: clock), clock: clock, timeout: .seconds(1))
            #expect(replayed.state == recorded)
            #expect(replayed.checkpoints == 4)
            #expect(clock.now == TestClock.Instant(offset: .milliseconds(4_300)))
        }
    }

    @Test func aVersionTwoLogPromisesNothingByABareChecksum() throws {
        var started = Counter.State()
        _ = Counter(clock: TestClock()).reduce(into: &started, action: .startTimer)
        // As version 2's writer wrote it: a bare checksum, though the timer still ran.
        let body = [
            try ActionLog.line(start: Counter.State()),
            "> .startTimer",
            "~ " + (try ActionLog.checksum(of: started)),
            "@ 1",
            "< .tick",
        ].joined(separator: "\n") + "\n"
        let file = NSTemporaryDirectory() + "v2-\(UUID().uuidString).log"
        try ("action-log 2\n" + body).write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try ActionLog.replay(file, reducer: Counter(clock: TestClock())).state.count == 1)
        try ("action-log 3\n" + body).write(toFile: file, atomically: true, encoding: .utf8)
        let failure = #expect(throws: ActionLogError.self) { try ActionLog.replay(file, reducer: Counter(clock: TestClock())) }
        #expect(failure?.line == 6, "in version 3 the same lines say no effect ran, so the tick cannot be")
    }

    @Test func aChangedDebounceFailsLiveAtTheLineWhereItsResultWasDue() async throws {
        _ = try await recordTimerAndSearch()
        let clock = TestClock()
        let slower = Counter(clock: clock, debounce: .milliseconds(900))
        let failure = await #expect(throws: ActionLogError.self) {
            _ = try await ActionLog.replayLive(file, reducer: slower, clock: clock, timeout: .milliseconds(200))
        }
        #expect(failure?.description.hasPrefix(#"line "#) == true)
        #expect(failure?.description.contains(#"the log expects an effect to send .results(["AB"]) here"#) == true, "\(failure?.description ?? "")")
    }
}
