import Store
import Testing

/// What a household keeps in stock, shared by the screens that shop for it.
struct Pantry: Equatable, Codable, Sendable {
    var items: [String] = []
}

/// How the household measures, shared the same way.
enum Units: String, Equatable, Codable, Sendable, CaseIterable {
    case metric, imperial
}

/// A shopping list screen: it adds to the shared pantry and labels amounts in the shared units.
struct ShoppingList: Reducer {
    struct State: Equatable, Codable, Sendable {
        var draft = ""
        var added = 0
        var label = ""
    }

    enum Action: Equatable, Codable, Sendable {
        case typed(String)
        case addTapped
        case labelTapped
        case countTapped
        case counted(Int)
    }

    @Shared var pantry: Pantry
    @Shared var units: Units

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .typed(let text):
            state.draft = text
            return .none
        case .addTapped:
            pantry.items.append(state.draft)
            state.draft = ""
            state.added += 1
            return .none
        case .labelTapped:
            state.label = units == .metric ? "kg" : "lb"
            return .none
        case .countTapped:
            // Wrong on purpose: the async work reads the shared value when nothing is lent.
            return .run { send in
                @Shared var pantry: Pantry
                await send(.counted(pantry.items.count))
            }
        case .counted(let count):
            state.added = count
            return .none
        }
    }
}

@MainActor
@Suite struct SharedScreenStateTests {
    @Test func aScreenThatReadsSharedValuesIsTestedAloneWithThemGivenToItsTestStore() async throws {
        let store = TestStore(
            initialState: ShoppingList.State(),
            reducer: ShoppingList(),
            shared: Pantry(items: ["milk"]), Units.imperial
        )
        try await store.send(.typed("tea")) { $0.draft = "tea" }
        try await store.send(.addTapped) {
            $0.draft = ""
            $0.added = 1
            $0[Pantry.self]?.items.append("tea")
        }
        try await store.send(.labelTapped) { $0.label = "lb" }
        #expect(store.state[Pantry.self] == Pantry(items: ["milk", "tea"]))
        #expect(store.state.screen.added == 1)
    }

    @Test func aSharedChangeTheTestDidNotAssertFailsWithTheValueInTheDiff() async throws {
        let store = TestStore(initialState: ShoppingList.State(draft: "tea"), reducer: ShoppingList(), shared: Pantry(), Units.metric)
        store.failureReporting = .throwing
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.addTapped) {
                $0.draft = ""
                $0.added = 1
            }
        }
        let message = failure?.message ?? ""
        #expect(message.contains("the state is not what the test expected"))
        #expect(message.contains("Pantry: (items: [])"), "\(message)")
        #expect(message.contains(#"+   Pantry: (items: ["tea"]),"#), "\(message)")
    }

    @Test func aSharedTypeTheTestStoreWasNotGivenFailsSayingHowToGiveIt() async throws {
        let store = TestStore(initialState: ShoppingList.State(draft: "tea"), reducer: ShoppingList(), shared: Units.metric)
        var ended = false
        try await withKnownIssue {
            do {
                try await store.send(.addTapped) { $0.draft = ""; $0.added = 1 }
            } catch let failure as TestStoreFailure {
                ended = failure.message.hasSuffix("the test ends here")
            }
        } matching: { issue in
            issue.description.contains("`@Shared var …: Pantry` found no field of type Pantry in the test store's shared values: give one to the TestStore: `TestStore(initialState:reducer:shared:)`")
        }
        #expect(ended, "the step ended the test")
    }

    @Test func theSameTypeGivenTwiceFailsTheTest() {
        withKnownIssue {
            _ = TestStore(initialState: ShoppingList.State(), reducer: ShoppingList(), shared: Units.metric, Units.imperial)
        } matching: { issue in
            issue.description.contains("the test store was given more than one Units; a screen finds a shared value by its type, so it gets the last")
        }
    }
}
