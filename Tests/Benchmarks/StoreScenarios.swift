import Observation
import Store

struct Count: Reducer {
    func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
        state &+= action ? 1 : -1
        return .none
    }
}

/// Ten million sends to a store of ``Count`` that nothing observes, for a profiler: what one
/// plain send costs, in instructions.
@MainActor
func plainSendLoop() {
    let store = Store(initialState: 0, reducer: opaque(Count()))
    let action = opaque(true)
    for _ in 0..<10_000_000 { store.send(action) }
    consume(store.state)
}

/// Ten million sends to a store of ``Count`` with ten observers, for a profiler.
@MainActor
func observedSendLoop() {
    let store = Store(initialState: 0, reducer: opaque(Count()))
    for _ in 0..<10 { store.observe { consume($0) } }
    let action = opaque(true)
    for _ in 0..<10_000_000 { store.send(action) }
    consume(store.state)
}

struct Nest<Inner: Equatable>: Equatable { var inner: Inner; var other = 0 }

enum Wrap<Inner: Sendable>: Sendable {
    case inner(Inner)
    case other

    /// The case path written by hand, against which the derived one (`Wrap.inner`) is measured.
    static var innerByHand: EnumCase<Wrap, Inner> {
        EnumCase(embed: Wrap.inner) {
            guard case .inner(let value) = $0 else { return nil }
            return value
        }
    }
}

typealias Deep = Nest<Nest<Nest<Int>>>
typealias DeepAction = Wrap<Wrap<Wrap<Bool>>>

func deepReducer() -> some Reducer<Deep, DeepAction> {
    Scope(state: \Deep.inner, action: DeepAction.inner, child:
        Scope(state: \Nest<Nest<Int>>.inner, action: Wrap<Wrap<Bool>>.inner, child:
            Scope(state: \Nest<Int>.inner, action: Wrap<Bool>.inner, child: Count())))
}

func deepReducerByHand() -> some Reducer<Deep, DeepAction> {
    Scope(state: \Deep.inner, action: DeepAction.innerByHand, child:
        Scope(state: \Nest<Nest<Int>>.inner, action: Wrap<Wrap<Bool>>.innerByHand, child:
            Scope(state: \Nest<Int>.inner, action: Wrap<Bool>.innerByHand, child: Count())))
}

/// An action enum for the extract benchmark: two payload cases, one of them with a reference.
enum Tagged: Sendable {
    case named(String, Int)
    case count(Int)
    case none

    static var namedByHand: EnumCase<Tagged, (String, Int)> {
        EnumCase(embed: Tagged.named) {
            guard case .named(let name, let count) = $0 else { return nil }
            return (name, count)
        }
    }
}

enum RoundTrip: Sendable { case start, done }

struct Echo: Reducer {
    func reduce(into state: inout Int, action: RoundTrip) -> Effect<RoundTrip> {
        switch action {
        case .start: return .run { send in await send(.done) }
        case .done: state += 1; return .none
        }
    }
}

/// A client whose one call the effect makes: held by the reducer, or read as a dependency.
struct Fetcher: Sendable {
    var fetch: @Sendable () async -> Int
}

enum FetcherKey: DependencyKey {
    static let liveValue = Fetcher { 1 }
    static let testValue = Fetcher { 1 }
}

extension DependencyValues {
    var fetcher: Fetcher {
        get { self[FetcherKey.self] }
        set { self[FetcherKey.self] = newValue }
    }
}

/// The round trip of an effect that calls a client the reducer holds.
struct HeldClient: Reducer {
    let fetcher: Fetcher
    func reduce(into state: inout Int, action: RoundTrip) -> Effect<RoundTrip> {
        switch action {
        case .start: return .run { [fetcher] send in if await fetcher.fetch() > 0 { await send(.done) } }
        case .done: state += 1; return .none
        }
    }
}

/// The same round trip, the client read as a dependency inside the effect.
struct DependencyClient: Reducer {
    func reduce(into state: inout Int, action: RoundTrip) -> Effect<RoundTrip> {
        switch action {
        case .start:
            return .run { send in
                @Dependency(\.fetcher) var fetcher
                if await fetcher.fetch() > 0 { await send(.done) }
            }
        case .done: state += 1; return .none
        }
    }
}

struct Counted: Identifiable, Equatable, Sendable {
    let id: Int
    var count = 0
}

struct Rows: Equatable, Sendable {
    var rows = IdentifiedList((0..<1_000).map { Counted(id: $0) })
}

enum RowsAction: Sendable {
    case row(ElementAction<Int, Bool>)

    /// The case path written by hand, against which the derived one (`RowsAction.row`) is measured.
    static var rowByHand: EnumCase<RowsAction, ElementAction<Int, Bool>> {
        EnumCase(embed: RowsAction.row) {
            guard case .row(let action) = $0 else { return nil }
            return action
        }
    }
}

struct CountedRow: Reducer {
    func reduce(into state: inout Counted, action: Bool) -> Effect<Bool> {
        state.count &+= action ? 1 : -1
        return .none
    }
}

/// One row of a thousand found by hand and run: the baseline for `forEach`.
struct RowsByHand: Reducer {
    func reduce(into state: inout Rows, action: RowsAction) -> Effect<RowsAction> {
        switch action {
        case .row(let element):
            guard var row = state.rows[id: element.id] else { return .none }
            let effect = CountedRow().reduce(into: &row, action: element.action)
            state.rows[id: element.id] = row
            return effect.map { RowsAction.row(.element(id: element.id, action: $0)) }
        }
    }
}

@MainActor
func storeScenarios(_ harness: Harness) async {
    let count = 2_000_000
    let reducer = opaque(Count())
    let reduce: (inout Int, Bool) -> Effect<Bool> = opaque { reducer.reduce(into: &$0, action: $1) }
    let action = opaque(true)

    let plain = harness.nanoseconds(per: count) { n in
        var state = 0
        for _ in 0..<n { consume(reduce(&state, action)) }
        consume(state)
    }
    // The strict baseline: one indirect call of an `(inout State, Action) -> Void` closure per
    // iteration, loaded once into a local, the state a local: nothing of the reducer's protocol,
    // its effect, or a reabstraction thunk is counted (a closure passed through the generic
    // `opaque` comes back wrapped in one, which doubled this line).
    let step = opaqueStep { state, action in state &+= action ? 1 : -1 }
    let strictLoop: (Int) -> Void = { n in
        let call = step
        var state = 0
        for _ in 0..<n { call(&state, action) }
        consume(state)
    }
    let strict = harness.nanoseconds(per: count, strictLoop)
    let store = Store(initialState: 0, reducer: reducer)
    let sendLoop: (Int) -> Void = { n in
        for _ in 0..<n { store.send(action) }
    }
    let sent = harness.nanoseconds(per: count, sendLoop)
    harness.report("send, no effect, no observer", sent, baseline: plain, baselineName: "plain loop", target: 3)
    harness.report(
        "  the same, strictly", harness.compare(per: count, sendLoop, baseline: strictLoop),
        baselineName: "one closure call", target: 3
    )

    let observed = Store(initialState: 0, reducer: reducer)
    for _ in 0..<10 { observed.observe { consume($0) } }
    let observedLoop: (Int) -> Void = { n in
        for _ in 0..<n { observed.send(action) }
    }
    let withObservers = harness.nanoseconds(per: count / 4, observedLoop)
    harness.report("send, 10 observers", withObservers, baseline: plain, baselineName: "plain loop", target: 20)
    harness.report(
        "  the same, strictly", harness.compare(per: count / 4, observedLoop, baseline: strictLoop),
        baselineName: "one closure call", target: 12
    )
    // The floor of any design that runs these ten observers after a send: no store at all, the
    // strict baseline's one closure call, then the ten observers' bodies (`consume` of the
    // state) called directly, not even through a closure. The observers' target assumes a body
    // costs what the baseline's closure does; this line measures what these bodies cost.
    let floorLoop: (Int) -> Void = { n in
        let call = step
        var state = 0
        for _ in 0..<n {
            call(&state, action)
            consume(state); consume(state); consume(state); consume(state); consume(state)
            consume(state); consume(state); consume(state); consume(state); consume(state)
        }
        consume(state)
    }
    harness.report(
        "  floor: one call, then the ten bodies", harness.compare(per: count / 4, floorLoop, baseline: strictLoop),
        baselineName: "one closure call", target: nil
    )
    // The floor of any design that calls ten bodies it was given: the same, each body called
    // through a pointer with no context (a C function pointer: no closure context to retain, no
    // store, one comparison to decide). An observer is a closure the user wrote, so it costs
    // at least this; the target of 12x above assumed a body costs no more than its call.
    let pointers = opaque(ContiguousArray((0..<10).map { _ in BodyPointer { consume($0) } }))
    let pointersLoop: (Int) -> Void = { n in callThroughPointers(n, step, action, pointers) }
    harness.report(
        "  floor: one call, ten through pointers", harness.compare(per: count / 4, pointersLoop, baseline: strictLoop),
        baselineName: "one closure call", target: nil
    )

    // Effects hop threads: a trip costs tens of microseconds, a thousand times a send, so
    // fewer trips make rounds of about a second each (50,000 made this part minutes long, and
    // silent, on a busy machine). Each effect is timed against its baseline in alternate rounds.
    let trips = 10_000
    var counter = 0
    let echo = Store(initialState: 0, reducer: Echo())
    let roundTrip = await harness.compare(per: trips, { n in
        for _ in 0..<n { await echo.send(.start).finish() }
    }, baseline: { n in
        for _ in 0..<n { await Task { @MainActor in counter += 1 }.value }
    })
    consume(counter)
    harness.report("effect round trip", roundTrip, baselineName: "bare Task", target: 2)

    // A client read as a dependency in an effect, against the same client held by the reducer;
    // both stores are given their dependencies, as an app's root store is.
    let held = Store(initialState: 0, reducer: HeldClient(fetcher: Fetcher { 1 })) { $0.fetcher = Fetcher { 1 } }
    let fromDependency = Store(initialState: 0, reducer: DependencyClient()) { $0.fetcher = Fetcher { 1 } }
    let dependency = await harness.compare(per: trips, { n in
        for _ in 0..<n { await fromDependency.send(.start).finish() }
    }, baseline: { n in
        for _ in 0..<n { await held.send(.start).finish() }
    })
    harness.report("effect reading a dependency", dependency, baselineName: "client in reducer", target: 2)
    let echoGiven = Store(initialState: 0, reducer: Echo()) { $0.fetcher = Fetcher { 1 } }
    let given = await harness.compare(per: trips, { n in
        for _ in 0..<n { await echoGiven.send(.start).finish() }
    }, baseline: { n in
        for _ in 0..<n { await echo.send(.start).finish() }
    })
    harness.report("effect round trip, store given dependencies", given, baselineName: "given none", target: nil)

    casePathScenarios(harness, strict: strict)
    storeObservationScenarios(harness)
    rowScenarios(harness)
}

/// A body called through a bare function pointer, for the observers' floor.
struct BodyPointer { let call: @convention(c) (Int) -> Void }

/// `n` steps, each followed by the ten bodies when the state changed: the observers' floor.
@inline(never)
func callThroughPointers(_ n: Int, _ step: (inout Int, Bool) -> Void, _ action: Bool, _ bodies: ContiguousArray<BodyPointer>) {
    var state = 0
    for _ in 0..<n {
        let old = state
        step(&state, action)
        if old != state { for body in bodies { body.call(state) } }
    }
    consume(state)
}
