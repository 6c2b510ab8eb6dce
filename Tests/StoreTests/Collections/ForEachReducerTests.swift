import Foundation
import Store
import Testing

/// Laps, each with its own timer: a collection of child features.
struct Laps: Reducer {
    struct Lap: Reducer {
        struct State: Equatable, Codable, Sendable, Identifiable {
            let id: Int
            var seconds = 0
            var running = false
        }

        enum Action: Equatable, Codable, Sendable {
            case startTapped, tick
        }

        struct TimerID: Hashable, Sendable {}
        let clock: TestClock

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            switch action {
            case .startTapped:
                state.running = true
                return .run { [clock] send in
                    while (try? await clock.sleep(for: .seconds(1))) != nil { await send(.tick) }
                }
                .cancellable(id: TimerID(), cancelInFlight: true)
            case .tick:
                state.seconds += 1
                return .none
            }
        }

        func rejection(of action: Action, in state: State) -> String? {
            action == .startTapped && state.running ? "lap \(state.id) is already running" : nil
        }
    }

    struct State: Equatable, Codable, Sendable {
        var laps: IdentifiedList<Lap.State> = []
    }

    enum Action: Equatable, Codable, Sendable {
        case added(Int)
        case removed(Int)
        case lap(ElementAction<Int, Lap.Action>)
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
        Reduce<State, Action> { state, action in
            switch action {
            case .added(let id): state.laps.append(Lap.State(id: id))
            case .removed(let id): state.laps.remove(id: id)
            case .lap: break
            }
            return .none
        }
        .forEach(\.laps, action: Action.lap, element: Lap(clock: clock))
    }
}

@MainActor
@Suite struct ForEachReducerTests {
    @Test func anElementActionIsReadAs1xWroteItAndWrittenAsItIsNow() throws {
        let old = try LiteralText.decode(Laps.Action.self, from: ".lap((id: 2, action: .startTapped))")
        #expect(old == .lap(.element(id: 2, action: .startTapped)))
        #expect(try LiteralText.encode(old) == ".lap(.element(id: 2, action: .startTapped))")
        #expect(try LiteralText.decode(Laps.Action.self, from: ".lap(.element(id: 2, action: .tick))") == .lap(.element(id: 2, action: .tick)))
        #expect(throws: LiteralError.self) { try LiteralText.decode(Laps.Action.self, from: ".lap((id: 2))") }
    }

    @Test func a1xLogIsMigratedByUpdateThenReplaysPurelyAndLive() async throws {
        let path = NSTemporaryDirectory() + "laps-1x-\(UUID().uuidString).log"
        // As 1.x wrote it: the element's action as a pair, and a whole checkpoint.
        try """
        action-log 1
        start (laps: [])
        > .added(1)
        > .lap((id: 1, action: .startTapped))
        = (laps: [(id: 1, seconds: 0, running: true)])

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let pure = try ActionLog.replay(path, reducer: Laps(clock: TestClock()))
        #expect(pure.state.laps[id: 1]?.running == true)
        let update = try await ActionLog.update(path, reducer: Laps(clock: TestClock()))
        #expect(update.changed)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("> .lap(.element(id: 1, action: .startTapped))"), "\(text)")
        #expect(!text.contains("((id:"), "\(text)")
        #expect(try ActionLog.replay(path, reducer: Laps(clock: TestClock())).state == pure.state)
        #expect(try await ActionLog.replayLive(path, reducer: Laps(clock: TestClock())).state == pure.state)
    }

    @Test func eachElementRunsItsOwnFeatureAndRemovingOneCancelsItsEffects() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: Laps.State(), reducer: Laps(clock: clock))
        try await store.send(.added(1)) { $0.laps = [Laps.Lap.State(id: 1)] }
        try await store.send(.added(2)) { $0.laps.append(Laps.Lap.State(id: 2)) }
        try await store.send(.lap(.element(id: 1, action: .startTapped))) { $0.laps[id: 1]?.running = true }
        try await store.send(.lap(.element(id: 2, action: .startTapped))) { $0.laps[id: 2]?.running = true }
        await clock.advance(by: .seconds(1))
        try await store.receive(.lap(.element(id: 1, action: .tick))) { $0.laps[id: 1]?.seconds = 1 }
        try await store.receive(.lap(.element(id: 2, action: .tick))) { $0.laps[id: 2]?.seconds = 1 }
        try await store.send(.removed(1)) { $0.laps.remove(id: 1) }
        await clock.advance(by: .seconds(1))
        try await store.receive(.lap(.element(id: 2, action: .tick))) { $0.laps[id: 2]?.seconds = 2 }
        try await store.send(.removed(2)) { $0.laps.remove(id: 2) }
        await clock.advance(by: .seconds(5))
        try await store.finish()
    }

    @Test func twoElementsWithTheSameChildIDsDoNotCancelEachOther() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: Laps.State(laps: [Laps.Lap.State(id: 1), Laps.Lap.State(id: 2)]), reducer: Laps(clock: clock))
        try await store.send(.lap(.element(id: 1, action: .startTapped))) { $0.laps[id: 1]?.running = true }
        try await store.send(.lap(.element(id: 2, action: .startTapped))) { $0.laps[id: 2]?.running = true }
        await clock.advance(by: .seconds(1))
        try await store.receive(.lap(.element(id: 1, action: .tick))) { $0.laps[id: 1]?.seconds = 1 }
        try await store.receive(.lap(.element(id: 2, action: .tick))) { $0.laps[id: 2]?.seconds = 1 }
        store.skipInFlightEffects()
        try await store.finish()
    }

    @Test func anActionForAMissingElementIsRefusedAndDropped() async {
        let reducer = Laps(clock: TestClock())
        let state = Laps.State(laps: [Laps.Lap.State(id: 1, running: true)])
        #expect(reducer.composedRejection(of: .lap(.element(id: 7, action: .tick)), in: state)
            == "there is no element 7 in the list, so `.lap(.element(id: 7, action: .tick))` was dropped")
        #expect(reducer.composedRejection(of: .lap(.element(id: 1, action: .startTapped)), in: state) == "lap 1 is already running")
        var changed = state
        let warnings = await collectingWarnings {
            _ = reducer.reduce(into: &changed, action: .lap(.element(id: 7, action: .tick)))
        }
        #expect(changed == state)
        #expect(warnings.count == 1)
    }
}
