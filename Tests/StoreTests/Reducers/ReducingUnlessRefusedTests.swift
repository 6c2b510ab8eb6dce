import Foundation
import Synchronization
import Store
import StoreSupport
import Testing

/// A hall of turnstiles in a list, whose own logic refuses to close while anyone is inside.
struct TurnstileHall: Reducer {
    struct Door: Identifiable, Equatable, Sendable {
        let id: Int
        var turnstile = Turnstile.State()
    }

    struct State: Equatable {
        var doors = IdentifiedList([Door(id: 1), Door(id: 2)])
        var closed = false
        var actions = 0
    }

    enum Action: Equatable, Sendable {
        case door(ElementAction<Int, Turnstile.Action>)
        case closeTapped
    }

    struct DoorReducer: Reducer {
        func reduce(into state: inout Door, action: Turnstile.Action) -> Effect<Turnstile.Action> {
            Turnstile().reduce(into: &state.turnstile, action: action)
        }

        func rejection(of action: Turnstile.Action, in state: Door) -> String? {
            Turnstile().rejection(of: action, in: state.turnstile)
        }
    }

    var body: some Reducer<State, Action> {
        Reduce(logic, rejection: refusal).forEach(\.doors, action: Action.door, element: DoorReducer())
    }

    func logic(_ state: inout State, _ action: Action) -> Effect<Action> {
        state.actions += 1
        if action == .closeTapped { state.closed = true }
        return .none
    }

    func refusal(_ action: Action, _ state: State) -> String? {
        state.closed ? "the hall is closed" : nil
    }
}

/// A screen with a body and a refusal of its own: it will not let anyone in after closing.
struct GuardedLobby: Reducer {
    struct State: Equatable { var door = Turnstile.State(); var closed = false }
    enum Action: Equatable, Sendable { case door(Turnstile.Action), close }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            if action == .close { state.closed = true }
            return .none
        }
        .combined(with: Scope(state: \State.door, action: Action.door, child: Turnstile()))
    }

    func rejection(of action: Action, in state: State) -> String? {
        state.closed && action != .close ? "the lobby is closed" : nil
    }
}

@MainActor
@Suite struct ReducingUnlessRefusedTests {
    @Test func aScopeRunsItsChildInOnePassAndLeavesItsPartAsItWasWhenTheChildRefuses() {
        var state = Lobby.State()
        var refusal: String?
        _ = Lobby().reduce(into: &state, action: .door(.left), refusal: &refusal)
        #expect(refusal == "nobody is inside to leave")
        #expect(state == Lobby.State())
        refusal = nil
        let effect = Lobby().reduce(into: &state, action: .door(.entered), refusal: &refusal)
        #expect(refusal == nil)
        #expect(state.door.inside == 1)
        #expect(!effect.isNone, "the child's effect comes back as the parent's")
    }

    @Test func aScopedStoreWithNoActionObserverRefusesAndChangesNothingNorTellsObservers() {
        let lobby = Store(initialState: Lobby.State(), reducer: Lobby())
        var told = 0
        lobby.observe { _ in told += 1 }
        let door = lobby.scope(state: \.door, action: Lobby.Action.door)
        let warnings = Locked<[String]>([])
        let task = RuntimeWarnings.withHandler({ warning in warnings.withLock { $0.append(warning) } }) {
            door.send(.left)
        }
        #expect(lobby.state == Lobby.State())
        #expect(!task.isInFlight, "no effect was started")
        #expect(told == 1, "only the first call, with the state when observed")
        #expect(warnings.withLock { $0 } == ["nobody is inside to leave"])
    }

    @Test func forEachRefusesARowThatIsNotThereAndChangesNothing() {
        var state = TurnstileHall.State()
        var refusal: String?
        _ = TurnstileHall().reduce(into: &state, action: .door(.element(id: 9, action: .entered)), refusal: &refusal)
        #expect(refusal?.hasPrefix("there is no element 9 in the list") == true)
        #expect(state == TurnstileHall.State(), "the parent did not run either")
    }

    @Test func forEachLeavesTheRowAsItWasWhenTheRowRefuses() {
        var state = TurnstileHall.State()
        var refusal: String?
        _ = TurnstileHall().reduce(into: &state, action: .door(.element(id: 1, action: .left)), refusal: &refusal)
        #expect(refusal == "nobody is inside to leave")
        #expect(state == TurnstileHall.State())
    }

    @Test func forEachWritesTheRowBackOnlyWhenItsParentAcceptsTheActionToo() {
        var state = TurnstileHall.State()
        state.closed = true
        let closed = state
        var refusal: String?
        _ = TurnstileHall().reduce(into: &state, action: .door(.element(id: 2, action: .entered)), refusal: &refusal)
        #expect(refusal == "the hall is closed")
        #expect(state == closed, "the row's change was not written back")
    }

    @Test func forEachRunsTheRowThenTheParentWhenBothAccept() {
        var state = TurnstileHall.State()
        var refusal: String?
        let effect = TurnstileHall().reduce(into: &state, action: .door(.element(id: 2, action: .entered)), refusal: &refusal)
        #expect(refusal == nil)
        #expect(state.doors[id: 2]?.turnstile.inside == 1)
        #expect(state.doors[id: 1]?.turnstile.inside == 0)
        #expect(state.actions == 1)
        #expect(!effect.isNone)
    }

    @Test func aStoreAnswersAsItsReducerDoesWhenAskingAndReducingInOnePass() {
        let store = Store(initialState: TurnstileHall.State(), reducer: TurnstileHall())
        RuntimeWarnings.withHandler({ _ in }) {
            store.send(.door(.element(id: 1, action: .left)))
            store.send(.door(.element(id: 1, action: .entered)))
        }
        #expect(store.state.doors[id: 1]?.turnstile.inside == 1)
        #expect(store.state.actions == 1)
    }

    @Test func whenTheRowAndItsParentBothRefuseTheRowsReasonIsTheOneGivenAsAskingGivesIt() {
        var state = TurnstileHall.State()
        state.closed = true
        let action = TurnstileHall.Action.door(.element(id: 1, action: .left))
        var refusal: String?
        _ = TurnstileHall().reduce(into: &state, action: action, refusal: &refusal)
        #expect(refusal == "nobody is inside to leave")
        #expect(refusal == TurnstileHall().composedRejection(of: action, in: state))
    }

    @Test func aScreensOwnRefusalStopsItsBodyInOnePassAndTheBodysReasonComesFirst() {
        var state = GuardedLobby.State(closed: true)
        let before = state
        var refusal: String?
        _ = GuardedLobby().reduce(into: &state, action: .door(.entered), refusal: &refusal)
        #expect(refusal == "the lobby is closed")
        #expect(state == before)
        refusal = nil
        _ = GuardedLobby().reduce(into: &state, action: .door(.left), refusal: &refusal)
        #expect(refusal == "nobody is inside to leave", "the body's refusal, as composedRejection orders them")
        #expect(refusal == GuardedLobby().composedRejection(of: .door(.left), in: state))
    }

    @Test func onlyReducersMadeOfScopesAndForEachesSayTheyReduceInOnePass() {
        #expect(!Turnstile._reducesInOnePass)
        #expect(Lobby._reducesInOnePass)
        #expect(TurnstileHall._reducesInOnePass)
        #expect(!GuardedLobby._reducesInOnePass, "its body is a combination, which asks, then reduces")
    }

    @Test func aStoreOfAScreenWithItsOwnRefusalRefusesAsItsComposedRejectionSays() {
        let store = Store(initialState: GuardedLobby.State(), reducer: GuardedLobby())
        let warnings = Mutex<[String]>([])
        RuntimeWarnings.withHandler({ warning in warnings.withLock { $0.append(warning) } }) {
            store.send(.door(.left))
            store.send(.close)
            store.send(.door(.entered))
        }
        #expect(warnings.withLock { $0 } == ["nobody is inside to leave", "the lobby is closed"])
        #expect(store.state == GuardedLobby.State(closed: true))
    }
}
