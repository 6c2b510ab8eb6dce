import Foundation
import Store
import Testing
import TestSupport

/// A stopwatch with a debounced search, on whatever clock it is given: a feature whose timer
/// never ends by itself.
struct Stopwatch<C: Clock<Duration>>: Reducer {
    struct State: Codable, Equatable, Sendable {
        var running = false
        var ticks = 0
        var results: [String] = []
    }

    enum Action: Codable, Equatable, Sendable {
        case start, stop, tick
        case search(String)
        case found([String])
    }

    struct TimerID: Hashable, Sendable {}
    struct SearchID: Hashable, Sendable {}

    let clock: C
    var period: Duration = .seconds(60)
    var debounce: Duration = .milliseconds(100)

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .start:
            state.running = true
            return .run { [clock, period] send in
                while (try? await clock.sleep(for: period)) != nil { await send(.tick) }
            }
            .cancellable(id: TimerID(), cancelInFlight: true)
        case .stop:
            state.running = false
            return .cancel(id: TimerID())
        case .tick:
            state.ticks += 1
        case .search(let text):
            return .run { send in await send(.found([text.uppercased()])) }
                .debounce(id: SearchID(), for: debounce, clock: clock)
        case .found(let results):
            state.results = results
        }
        return .none
    }

    static func render(_ state: State) -> Rendering<Action> {
        Rendering(
            title: "Stopwatch",
            lines: [ScreenLine(state.running ? "running, \(state.ticks) ticks" : "stopped at \(state.ticks) ticks")],
            commands: [
                ScreenCommand(name: "start", summary: "start ticking", sends: .start),
                ScreenCommand(name: "stop", summary: "stop ticking", sends: .stop),
            ]
        )
    }
}

/// A console runs features whose effects never end: a timer asleep on a ``LiveClock`` does
/// not hold the prompt, a debounce is waited for, and the log says what still runs.
@MainActor
@Suite(.timeLimit(.minutes(TestPlatform.sanitizerSlowdown))) struct ConsoleClockTests {
    let file = NSTemporaryDirectory() + "stopwatch-\(UUID().uuidString).log"

    func console(period: Duration) -> Console<Stopwatch<LiveClock>> {
        var configuration = Console<Stopwatch<LiveClock>>.Configuration(render: Stopwatch.render)
        configuration.clock = LiveClock()
        configuration.output = Console.Output(out: { _ in }, err: { _ in })
        return Console(initialState: Stopwatch.State(), reducer: Stopwatch(clock: LiveClock(), period: period), configuration: configuration)
    }

    @Test func aRunningTimerDoesNotHoldThePromptAndADebounceIsWaitedFor() async throws {
        let console = console(period: .seconds(60))
        await console.handle("start")
        #expect(console.state.running, "the prompt is back while the timer waits for its first tick")
        await console.handle(#".search("ab")"#)
        #expect(console.state.results == ["AB"], "the console waited for the debounced search")
        await console.handle("stop")
        try console.record(to: file)
        let lines = console.logText.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("~ ") }.map { $0.dropFirst(19) } == ["running 1", "running 1", ""])

        let pure = try ActionLog.replay(file, reducer: Stopwatch(clock: LiveClock()))
        #expect(pure.state == console.state)
        let live = try await ActionLog.replayLive(file, reducer: Stopwatch(clock: LiveClock()))
        #expect(live.state == console.state)
    }

    /// Every wake of a 20 ms timer is within the sleep wait, so only the budget ends the wait:
    /// the prompt comes back (the suite's time limit fails a prompt held for ever).
    @Test func aFastTimerDoesNotHoldThePromptForEver() async throws {
        let console = console(period: .milliseconds(20))
        console.configuration.sleepWait = .milliseconds(100)
        await console.handle("start")
        #expect(console.state.running)
        await console.handle("stop")
        #expect(!console.state.running)
        try console.record(to: file)
        let pure = try ActionLog.replay(file, reducer: Stopwatch(clock: LiveClock()))
        #expect(pure.state == console.state, "every tick is in the log, after a checkpoint that says the timer runs")
    }

    @Test func aLongWaitSaysWhatItWaitsForAndAnInterruptEndsIt() async throws {
        let (lines, line) = AsyncStream.makeStream(of: String.self)
        var configuration = Console<Stopwatch<LiveClock>>.Configuration(render: Stopwatch.render)
        configuration.clock = LiveClock()
        configuration.output = Console.Output(out: { line.yield($0) }, err: { line.yield($0) })
        let console = Console(initialState: Stopwatch.State(), reducer: Stopwatch(clock: LiveClock()), configuration: configuration)
        let typing = Task { await console.handle(":wait 30") }
        for await text in lines where text.contains("waiting 30 s for the effects (Ctrl-C stops the wait)") { break }
        #expect(console.interrupts.interrupt(), "the wait is what an interrupt ends")
        await typing.value
        var rest: [String] = []
        line.finish()
        for await text in lines { rest.append(text) }
        #expect(rest.contains { $0.contains("the wait was stopped") }, "\(rest)")
    }

    @Test func aTimerOnAPlainClockHoldsThePromptUntilInterrupted() async throws {
        let (notices, notice) = AsyncStream.makeStream(of: String.self)
        var configuration = Console<Stopwatch<ContinuousClock>>.Configuration(render: Stopwatch.render)
        configuration.output = Console.Output(out: { _ in }, err: { notice.yield($0) })
        configuration.loadingNotice = .milliseconds(10)
        let console = Console(initialState: Stopwatch.State(), reducer: Stopwatch(clock: ContinuousClock(), period: .seconds(60)), configuration: configuration)
        let typing = Task { await console.handle("start") }
        // The session says it is loading only while the action's work holds it: then Ctrl-C.
        for await line in notices where line.hasPrefix("loading…") { break }
        #expect(console.interrupts.interrupt(), "the prompt was held by the timer")
        await typing.value
        #expect(console.state.running, "the start was applied; its timer was cancelled by the interrupt")
    }
}
