import Store
import Testing

// SyncUps' three screens, their refusals ported onto this library: a list, a detail with a
// destination that reads the shared list, and a meeting's timer. Each refusal is declared once
// and serves the store, a console, the explorer, a front's `accepts` and a test; the detail's,
// which needs the sync-up unwrapped, is also its logic's unwrap (`Reduce(needing:else:)`).

struct SyncUp: Equatable, Codable, Sendable, Identifiable {
    let id: Int
    var title: String
    var attendees: [String]
}

/// The list: a sync-up tapped that is not in it is refused.
struct SyncUpsList: Reducer {
    struct State: Equatable, Codable, Sendable {}
    enum Action: Equatable, Codable, Sendable { case syncUpTapped(Int), deleteTapped(Int), delegate(Int) }
    @Shared var syncUps: IdentifiedList<SyncUp>

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .syncUpTapped(let id): return .send(.delegate(id))
        case .deleteTapped(let id): syncUps.remove(id: id)
        case .delegate: break
        }
        return .none
    }

    func rejection(of action: Action, in state: State) -> String? {
        guard case .syncUpTapped(let id) = action, syncUps[id: id] == nil else { return nil }
        return "there is no sync-up \(id)"
    }
}

/// The detail: every action needs its sync-up, and a deletion asks first (a destination's
/// alert, whose answers the library checks).
struct SyncUpDetail: Reducer {
    struct State: Equatable, Codable, Sendable {
        let id: Int
        var destination: Destination?
    }

    enum Destination: Equatable, Codable, Sendable { case alert(DialogState<Alert>) }
    enum DestinationAction: Equatable, Codable, Sendable { case alert(Alert) }
    enum Alert: Equatable, Codable, Sendable { case confirmDeletion }
    enum Action: Equatable, Codable, Sendable {
        case deleteButtonTapped, startMeetingButtonTapped, titleChanged(String), delegate(Delegate)
        case destination(PresentationAction<DestinationAction>)
        enum Delegate: Equatable, Codable, Sendable { case startMeeting(SyncUp), deleted }
    }

    @Shared var syncUps: IdentifiedList<SyncUp>

    var body: some Reducer<State, Action> {
        Reduce(needing: { syncUps[id: $0.id] }, else: { if case .delegate = $0 { nil } else { "the sync-up is gone" } }) {
            state, syncUp, action in
            switch action {
            case .deleteButtonTapped:
                state.destination = .alert(.alert(title: "Delete \(syncUp.title)?", buttons: [
                    ButtonState(role: .destructive, "Delete", action: .confirmDeletion), ButtonState(role: .cancel, "Keep"),
                ]))
            case .startMeetingButtonTapped:
                return .send(.delegate(.startMeeting(syncUp)))
            case .titleChanged(let title):
                syncUps[id: syncUp.id]?.title = title
            case .destination(.presented(.alert(.confirmDeletion))):
                syncUps.remove(id: syncUp.id)
                return .send(.delegate(.deleted))
            case .destination, .delegate:
                break
            }
            return .none
        }
        .ifLet(\.destination, action: Action.destination, destination: EnumReducer<Destination, DestinationAction>()
            .dialog(Destination.alert, DestinationAction.alert))
    }
}

/// The meeting's timer: the next speaker after the last is refused, and a tick while paused.
struct RecordMeeting: Reducer {
    struct State: Equatable, Codable, Sendable {
        var speakers: [String]
        var speaker = 0
        var seconds = 0
        var isRunning = true
    }

    enum Action: Equatable, Codable, Sendable { case nextButtonTapped, timerTicked, pauseTapped }

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .nextButtonTapped: state.speaker += 1
        case .timerTicked: state.seconds += 1
        case .pauseTapped: state.isRunning = false
        }
        return .none
    }

    func rejection(of action: Action, in state: State) -> String? {
        if action == .nextButtonTapped, state.speaker == state.speakers.count - 1 { return "the last speaker is speaking" }
        return action == .timerTicked && !state.isRunning ? "the meeting is paused" : nil
    }
}

@MainActor
@Suite struct SyncUpsRefusalsTests {
    let standup = SyncUp(id: 1, title: "Standup", attendees: ["Ada", "Grace"])

    @Test func theListRefusesASyncUpThatIsNotInIt() async throws {
        let store = TestStore(initialState: SyncUpsList.State(), reducer: SyncUpsList(), shared: IdentifiedList([standup]))
        try await store.send(.syncUpTapped(7), refused: "there is no sync-up 7")
        try await store.send(.syncUpTapped(1))
        try await store.receive(.delegate(1))
    }

    @Test func theDetailRefusesEveryActionOnceItsSyncUpIsGoneAndItsAlertsAnswersAsTheLibrarySays() async throws {
        let store = TestStore(initialState: SyncUpDetail.State(id: 1), reducer: SyncUpDetail(), shared: IdentifiedList([standup]))
        #expect(store.rejection(of: .destination(.presented(.alert(.confirmDeletion)))) != nil, "no alert is up")
        try await store.send(.deleteButtonTapped) {
            $0.destination = .alert(.alert(title: "Delete Standup?", buttons: [
                ButtonState(role: .destructive, "Delete", action: .confirmDeletion), ButtonState(role: .cancel, "Keep"),
            ]))
        }
        try await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
            $0.destination = nil
            $0.shared = []
        }
        try await store.receive(.delegate(.deleted))
        for action: SyncUpDetail.Action in [.deleteButtonTapped, .startMeetingButtonTapped, .titleChanged("x")] {
            #expect(!store.accepts(action))
            try await store.send(action, refused: "the sync-up is gone")
        }
    }

    @Test func theTimerRefusesTheSpeakerAfterTheLastAndATickWhilePaused() async throws {
        let store = TestStore(initialState: RecordMeeting.State(speakers: ["Ada", "Grace"]), reducer: RecordMeeting())
        try await store.send(.nextButtonTapped) { $0.speaker = 1 }
        try await store.send(.nextButtonTapped, refused: "the last speaker is speaking")
        try await store.send(.pauseTapped) { $0.isRunning = false }
        try await store.send(.timerTicked, refused: "the meeting is paused")
    }
}
