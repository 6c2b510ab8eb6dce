@testable import StoreCore
import StoreSupport
import Testing

/// A bounded wait for effects counts only time in which they could run: an effect asleep on a
/// ``LiveClock`` whose wake is due but whose thread has not come yet (a loaded machine, a
/// sanitizer's slowdown) is the machine's delay, not the effect's.
@MainActor
@Suite struct WaitFreeTimeTests {
    @Test func aDueSleeperResumedAfterTheBoundIsStillWaitedFor() async {
        let runtime = EffectRuntime()
        let done = Locked(false)
        // An effect due to wake now, whose thread comes only 500 ms later: 2.5 times the bound,
        // while the main queue stays free all along.
        let ticket = runtime.fellAsleep(token: nil, until: .now)
        let waker = Task.detached {
            try? await Task.sleep(for: .milliseconds(500))
            runtime.wokeUp(ticket, token: nil)
            done.withLock { $0 = true }
            runtime.notify()
        }
        let held = await runtime.waitUntil(timeout: .milliseconds(200)) { done.withLock { $0 } }
        await waker.value
        #expect(held, "the wait gave up on an effect that was due and not yet resumed")
    }

    @Test func aSleeperThatNeverResumesEndsTheWaitAtItsOuterBound() async {
        let runtime = EffectRuntime()
        let ticket = runtime.fellAsleep(token: nil, until: .now)
        let started = ContinuousClock.now
        let held = await runtime.waitUntil(timeout: .milliseconds(50)) { false }
        let waited = ContinuousClock.now - started
        runtime.wokeUp(ticket, token: nil)
        #expect(!held)
        // Time is given back while the sleeper stays due, up to 12 times the bound (600 ms).
        #expect(waited >= .milliseconds(300), "waited \(waited): no time was given back for the due sleeper")
    }
}
