import Foundation
import Store
import StoreSupport
import Testing

/// A turnstile that refuses to let anyone out when nobody is in, and says why.
struct Turnstile: Reducer {
    struct State: Equatable { var inside = 0; var passes = 0 }
    enum Action: Equatable, Sendable { case entered, left, everyoneLeft, passed }

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .entered: state.inside += 1
        case .left: state.inside -= 1
        case .everyoneLeft: return .send(.left)
        case .passed: state.passes += 1
        }
        return .run { send in await send(.passed) }
    }

    func rejection(of action: Action, in state: State) -> String? {
        action == .left && state.inside == 0 ? "nobody is inside to leave" : nil
    }
}

/// A lobby with the turnstile at its door, to ask through a scoped store.
struct Lobby: Reducer {
    struct State: Equatable { var door = Turnstile.State() }
    enum Action: Equatable, Sendable { case door(Turnstile.Action) }

    var body: some Reducer<State, Action> {
        Scope(state: \State.door, action: Action.door, child: Turnstile())
    }
}

@MainActor
@Suite struct StoreRejectionTests {
    @Test func aRefusedActionChangesNothingStartsNothingAndIsReportedWithItsReason() async {
        let store = Store(initialState: Turnstile.State(), reducer: Turnstile())
        var seen: [Turnstile.Action] = []
        store.observeActions { _, action in seen.append(action) }
        let warnings = Locked<[String]>([])
        let task = RuntimeWarnings.withHandler({ warning in warnings.withLock { $0.append(warning) } }) {
            store.send(.left)
        }
        #expect(store.state == Turnstile.State())
        #expect(!task.isInFlight, "no effect was started")
        #expect(seen.isEmpty, "no action observer (no log) saw it")
        #expect(warnings.withLock { $0 } == ["nobody is inside to leave"])
    }

    @Test func aStoreWithDependenciesRefusesAsWell() {
        let store = Store(initialState: Turnstile.State(), reducer: Turnstile()) { $0.uuid = .incrementing }
        RuntimeWarnings.withHandler({ _ in }) { _ = store.send(.left) }
        #expect(store.state == Turnstile.State())
    }

    @Test func anActionAnEffectSendsIsRefusedToo() {
        let store = Store(initialState: Turnstile.State(), reducer: Turnstile())
        let warnings = Locked<[String]>([])
        RuntimeWarnings.withHandler({ warning in warnings.withLock { $0.append(warning) } }) {
            _ = store.send(.everyoneLeft)
        }
        #expect(store.state.inside == 0)
        #expect(warnings.withLock { $0 } == ["nobody is inside to leave"])
    }

    @Test func aFrontAsksWhetherAnActionWouldBeAcceptedInOneCall() {
        let store = Store(initialState: Turnstile.State(), reducer: Turnstile())
        #expect(!store.accepts(.left))
        #expect(store.rejection(of: .left) == "nobody is inside to leave")
        #expect(store.accepts(.entered))
        store.send(.entered)
        #expect(store.accepts(.left))
        #expect(store.rejection(of: .left) == nil)
    }

    @Test func aScopedStoreAsksItsRootAboutTheActionItWouldSend() {
        let lobby = Store(initialState: Lobby.State(), reducer: Lobby())
        let door = lobby.scope(state: \.door, action: Lobby.Action.door)
        #expect(!door.accepts(.left))
        #expect(door.rejection(of: .left) == "nobody is inside to leave")
        door.send(.entered)
        #expect(door.accepts(.left))
    }

    @Test func aReducerThatRefusesNothingAcceptsEverything() {
        let store = Store(initialState: 0, reducer: Reduce<Int, Bool> { state, up in
            state += up ? 1 : -1
            return .none
        })
        #expect(store.accepts(false))
        store.send(false)
        #expect(store.state == -1)
    }

    @Test func aTestStoreRefusesAsTheAppsStoreDoes() async throws {
        let store = TestStore(initialState: Turnstile.State(), reducer: Turnstile())
        #expect(store.rejection(of: .left) != nil)
        try await store.send(.left, refused: .anyReason)
        try await store.finish()
    }
}
