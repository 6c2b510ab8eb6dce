import Store
import Testing

@Suite struct TestClockTests {
    @Test func timeMovesOnlyWhenAdvanced() async {
        let clock = TestClock()
        let start = clock.now
        await clock.advance(by: .seconds(3))
        #expect(start.duration(to: clock.now) == .seconds(3))
    }

    @Test func sleepersWakeInDeadlineOrder() async {
        let clock = TestClock()
        let order = Box<[Int]>([])
        let late = Task { try await clock.sleep(for: .seconds(2)); order.value.append(2) }
        let early = Task { try await clock.sleep(for: .seconds(1)); order.value.append(1) }
        while clock.pendingSleeps < 2 { await Task.yield() }
        await clock.advance(by: .seconds(5))
        _ = await (late.result, early.result)
        #expect(order.value == [1, 2])
    }

    @Test func aCancelledSleepThrowsCancellation() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func runAdvancesUntilNoSleeperIsLeft() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(60)) }
        while clock.pendingSleeps < 1 { await Task.yield() }
        await clock.run()
        try? await task.value
        #expect(clock.pendingSleeps == 0)
        #expect(TestClock.Instant().duration(to: clock.now) == .seconds(60))
    }
}
