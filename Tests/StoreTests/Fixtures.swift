import Store
import StoreSupport
import Foundation

/// A small feature that uses every kind of effect, for the tests.
struct Counter: Reducer {
    struct State: Equatable, Codable {
        var count = 0
        var log: [String] = []
        var fact: String?
        var query = ""
        var results: [String] = []
    }

    enum Action: Equatable, Sendable, Codable {
        case increment
        case add(Int)
        case note(String)
        case sendTwo
        case factTapped
        case factLoaded(String)
        case factFailed(String)
        case search(String)
        case searchDebounced(String)
        case results([String])
        case startTimer
        case stopTimer
        case tick
    }

    struct TimerID: Hashable, Sendable {}
    struct SearchID: Hashable, Sendable {}

    let clock: TestClock
    var fact: @Sendable (Int) async throws -> String = { "\($0) is a number" }
    var debounce: Duration = .milliseconds(300)

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .add(let amount):
            state.count += amount
            return .none
        case .note(let text):
            state.log.append(text)
            return .none
        case .sendTwo:
            state.log.append("sendTwo")
            return .merge(.send(.note("first")), .send(.note("second")))
        case .factTapped:
            let count = state.count
            return .run { [fact] send in
                await send(.factLoaded(try await fact(count)))
            } catch: { error, send in
                await send(.factFailed("\(error)"))
            }
        case .factLoaded(let text):
            state.fact = text
            return .none
        case .factFailed(let message):
            state.fact = "error: \(message)"
            return .none
        case .search(let query):
            state.query = query
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(1))
                await send(.results([query.uppercased()]))
            }
            .cancellable(id: SearchID(), cancelInFlight: true)
        case .searchDebounced(let query):
            state.query = query
            return .run { send in await send(.results([query.uppercased()])) }
                .debounce(id: SearchID(), for: debounce, clock: clock)
        case .results(let results):
            state.results = results
            return .none
        case .startTimer:
            return .run { [clock] send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
            .cancellable(id: TimerID())
        case .stopTimer:
            return .cancel(id: TimerID())
        case .tick:
            state.count += 1
            return .none
        }
    }
}

/// A parent that holds a counter, optionally a second one, and logs.
struct Parent: Reducer {
    struct State: Equatable {
        var counter = Counter.State()
        var optional: Counter.State?
        var events: [String] = []
    }

    enum Action: Equatable, Sendable {
        case counter(Counter.Action)
        case optional(Counter.Action)
        case showOptional
        case hideOptional
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
        Reduce<State, Action> { state, action in
            switch action {
            case .showOptional: state.optional = Counter.State()
            case .hideOptional: state.optional = nil
            case .counter(.factLoaded(let text)): state.events.append("child fact: \(text)")
            case .counter, .optional: break
            }
            return .none
        }
        .ifLet(\.optional, action: Parent.Action.optional, then: Counter(clock: clock))
        .combined(with: Scope(state: \.counter, action: Parent.Action.counter, child: Counter(clock: clock)))
    }
}

/// A value effects can write from any task, for the tests to read.
final class Box<Value: Sendable>: Sendable {
    private let stored: Locked<Value>
    init(_ value: Value) { stored = Locked(value) }
    var value: Value {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

/// Collects runtime warnings raised while `body` runs.
@MainActor
func collectingWarnings(_ body: () async throws -> Void) async rethrows -> [String] {
    let warnings = Box<[String]>([])
    try await RuntimeWarnings.withHandler({ warning in warnings.value.append(warning) }) {
        try await body()
    }
    return warnings.value
}
