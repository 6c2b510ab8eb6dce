import Store
import Testing

/// `onChange(of:)`: work that follows a value, whichever action changed it.
@MainActor
@Suite struct OnChangeReducerTests {
    struct Form: Equatable, Sendable {
        var name = ""
        var tags: [String] = []
        var saved: [String] = []
        var changes = 0
    }

    enum Action: Equatable, Sendable {
        case nameTyped(String)
        case tagAdded(String)
        case saved(String)
    }

    var reducer: some Reducer<Form, Action> {
        Reduce<Form, Action> { state, action in
            switch action {
            case .nameTyped(let name): state.name = name
            case .tagAdded(let tag): state.tags.append(tag)
            case .saved(let name): state.saved.append(name)
            }
            return .none
        }
        .onChange(of: \.name) { old, state in
            state.changes += 1
            return old.isEmpty ? .none : .send(.saved(old))
        }
    }

    @Test func bodyRunsOnlyWhenTheValueChangedWithTheOldValueAndItsEffectRuns() async throws {
        let store = TestStore(initialState: Form(), reducer: reducer)
        try await store.send(.nameTyped("Ada")) {
            $0.name = "Ada"
            $0.changes = 1
        }
        try await store.send(.nameTyped("Ada"))
        try await store.send(.tagAdded("x")) { $0.tags = ["x"] }
        try await store.send(.nameTyped("Grace")) {
            $0.name = "Grace"
            $0.changes = 2
        }
        try await store.receive(.saved("Ada")) { $0.saved = ["Ada"] }
        try await store.finish()
    }

    @Test func theBaseDecidesWhatIsRefused() {
        let refusing = Reduce<Int, Int> { _, _ in .none }.onChange(of: \.self) { _, _ in .none }
        #expect(refusing.rejection(of: 1, in: 0) == nil)
    }
}
