import Store
import Testing

@MainActor
@Suite struct StoreTests {
    let clock = TestClock()

    @Test func sendReducesImmediately() {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        store.send(.increment)
        store.send(.add(4))
        #expect(store.state.count == 5)
    }

    @Test func reentrantSendsAreQueuedInOrder() {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        var seen: [[String]] = []
        store.observe { [unowned store] state in
            seen.append(state.log)
            if state.log == ["a"] {
                store.send(.note("b"))
                store.send(.note("c"))
            }
        }
        store.send(.note("a"))
        #expect(store.state.log == ["a", "b", "c"])
        #expect(seen == [[], ["a"], ["a", "b"], ["a", "b", "c"]])
    }

    @Test func sendEffectsAreReducedBeforeSendReturnsInOrder() {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        store.send(.sendTwo)
        #expect(store.state.log == ["sendTwo", "first", "second"])
    }

    @Test func finishWaitsForEffectsAndTheirFollowUps() async {
        let store = Store(initialState: Counter.State(count: 3), reducer: Counter(clock: clock))
        let task = store.send(.factTapped)
        #expect(task.isInFlight)
        await task.finish()
        #expect(store.state.fact == "3 is a number")
        #expect(!task.isInFlight)
    }

    @Test func aThrownErrorBecomesAnActionThroughCatch() async {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let reducer = Counter(clock: clock, fact: { _ in throw Offline() })
        let store = Store(initialState: Counter.State(), reducer: reducer)
        await store.send(.factTapped).finish()
        #expect(store.state.fact == "error: offline")
    }

    @Test func cancelInFlightCancelsTheEarlierRun() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        let first = store.send(.search("a"))
        let second = store.send(.search("ab"))
        await clock.advance(by: .seconds(1))
        await first.finish()
        await second.finish()
        #expect(store.state.results == ["AB"])
    }

    @Test func cancelByIDStopsARunningEffectAndNothingArrivesAfter() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        let timer = store.send(.startTimer)
        await clock.advance(by: .seconds(1))
        await clock.advance(by: .seconds(1))
        #expect(store.state.count == 2)
        store.send(.stopTimer)
        await timer.finish()
        await clock.advance(by: .seconds(10))
        #expect(store.state.count == 2)
        #expect(!timer.isInFlight)
    }

    @Test func cancellingASendsTaskStopsItsEffects() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        let timer = store.send(.startTimer)
        await clock.advance(by: .seconds(1))
        #expect(store.state.count == 1)
        timer.cancel()
        await timer.finish()
        await clock.advance(by: .seconds(5))
        #expect(store.state.count == 1)
    }

    @Test func debounceDeliversOnlyTheLastValue() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        store.send(.searchDebounced("u"))
        await clock.advance(by: .milliseconds(100))
        store.send(.searchDebounced("un"))
        await clock.advance(by: .milliseconds(100))
        let last = store.send(.searchDebounced("uni"))
        await clock.advance(by: .milliseconds(299))
        #expect(store.state.results == [])
        await clock.advance(by: .milliseconds(1))
        await last.finish()
        #expect(store.state.results == ["UNI"])
    }

    @Test func aScopedChildsEffectComesBackAsTheParentsAction() async {
        let store = Store(initialState: Parent.State(), reducer: Parent(clock: clock))
        await store.send(.counter(.factTapped)).finish()
        #expect(store.state.counter.fact == "0 is a number")
        #expect(store.state.events == ["child fact: 0 is a number"])
    }

    @Test func aReleasedStoreCancelsItsLongRunningEffect() async {
        let (events, event) = AsyncStream<String>.makeStream()
        weak var released: Store<Int, Int>?
        do {
            let store = Store<Int, Int>(initialState: 0, reducer: Reduce { _, _ in
                .run { _ in
                    event.yield("started")
                    await withTaskCancellationHandler {
                        while !Task.isCancelled { await Task.yield() }
                    } onCancel: {
                        event.yield("cancelled")
                    }
                }
            })
            released = store
            store.send(1)
        }
        #expect(released == nil)
        var seen: [String] = []
        for await name in events {
            seen.append(name)
            if name == "cancelled" { break }
        }
        #expect(seen == ["started", "cancelled"])
    }

    @Test func observersAreCalledOnlyWhenTheStateChanges() {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        var counts: [Int] = []
        let observation = store.observe { counts.append($0.count) }
        store.send(.increment)
        store.send(.add(0))
        store.send(.increment)
        observation.cancel()
        store.send(.increment)
        #expect(counts == [0, 1, 2])
    }

    @Test func statesSequenceYieldsTheCurrentThenEachChangedValue() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
        var iterator = store.states.makeAsyncIterator()
        store.send(.increment)
        store.send(.add(0))
        store.send(.add(2))
        var counts: [Int] = []
        for _ in 0..<3 { if let state = await iterator.next() { counts.append(state.count) } }
        #expect(counts == [0, 1, 3])
    }

    @Test func aScopedStoreSeesOnlyItsPartAndSendsThroughTheParent() {
        let store = Store(initialState: Parent.State(), reducer: Parent(clock: clock))
        let child = store.scope(state: \.counter, action: Parent.Action.counter)
        let grandchild = child.scope(state: { $0.count }, action: { (amount: Int) in .add(amount) })
        child.send(.increment)
        grandchild.send(10)
        #expect(child.state.count == 11)
        #expect(grandchild.state == 11)
        #expect(store.state.counter.count == 11)
    }

    @Test func aReleasedScopedStoreIsFreed() {
        let store = Store(initialState: Parent.State(), reducer: Parent(clock: clock))
        weak var released: Store<Int, Counter.Action>?
        do {
            let child = store.scope(state: \.counter.count, action: Parent.Action.counter)
            released = child
            child.send(.increment)
        }
        #expect(released == nil, "the parent does not keep its scoped stores alive")
        #expect(store.state.counter.count == 1)
    }

    @Test func aScopedStoresSendCanBeAwaitedLikeItsParents() async {
        let store = Store(initialState: Parent.State(), reducer: Parent(clock: clock))
        let child = store.scope(state: \.counter, action: Parent.Action.counter)
        await child.send(.factTapped).finish()
        #expect(child.state.fact == store.state.counter.fact)
        #expect(child.state.fact != nil)
    }

    @Test func aScopedStoreObserverIgnoresChangesOutsideItsPart() {
        let store = Store(initialState: Parent.State(), reducer: Parent(clock: clock))
        let child = store.scope(state: \.counter.count, action: Parent.Action.counter)
        var seen: [Int] = []
        child.observe { seen.append($0) }
        store.send(.showOptional)
        store.send(.counter(.increment))
        store.send(.counter(.note("x")))
        #expect(seen == [0, 1])
    }
}
