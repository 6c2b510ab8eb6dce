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

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
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

    @Test func aStepReachesTheFirstSharedValueGivenWithoutNamingItsType() async throws {
        let store = TestStore(initialState: ShoppingList.State(draft: "tea"), reducer: ShoppingList(), shared: Pantry(items: ["milk"]), Units.metric)
        try await store.send(.addTapped) {
            $0.draft = ""
            $0.added = 1
            $0.shared.items.append("tea")
        }
        #expect(store.state.shared == Pantry(items: ["milk", "tea"]))
        #expect(store.state[Units.self] == .metric)
    }

    @Test func theFirstSharedValueCannotBeTakenAwayByItsTypesSubscript() {
        let store = TestStore(initialState: ShoppingList.State(), reducer: ShoppingList(), shared: Pantry(items: ["milk"]), Units.metric)
        var state = store.state
        final class Heard: @unchecked Sendable { var warnings: [String] = [] }
        let heard = Heard()
        RuntimeWarnings.withHandler({ heard.warnings.append($0) }) {
            state[Pantry.self] = nil
            state[Units.self] = nil
        }
        #expect(state.shared == Pantry(items: ["milk"]))
        #expect(state[Units.self] == nil)
        #expect(heard.warnings.count == 1 && heard.warnings[0].contains("`$0[Pantry.self] = nil` was ignored"))
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
        let stepLine = #line + 3
        try await withKnownIssue {
            do {
                try await store.send(.addTapped) { $0.draft = ""; $0.added = 1 }
            } catch let failure as TestStoreFailure {
                ended = failure.message.hasSuffix("the test ends here")
            }
        } matching: { issue in
            issue.sourceLocation?.line == stepLine && issue.description.contains(
                "`@Shared var …: Pantry` found no Pantry in the test store's shared values, which were given as Units: "
                    + "a screen finds a shared value by its exact type, so give the TestStore a value of type Pantry "
                    + "(`TestStore(initialState:reducer:shared:)` with `Pantry(…)`)"
            )
        }
        #expect(ended, "the step ended the test")
    }

    @Test func anArrayGivenWhereTheScreenReadsAnIdentifiedListNamesBothTypes() async throws {
        let store = TestStore(initialState: CrateCount.State(), reducer: CrateCount(), shared: [Crate(id: 1)])
        var ended = false
        try await withKnownIssue {
            do {
                try await store.send(.countTapped) { $0.count = 1 }
            } catch let failure as TestStoreFailure {
                ended = failure.message.hasSuffix("the test ends here")
            }
        } matching: { issue in
            issue.description.contains(
                "`@Shared var …: IdentifiedList<Crate>` found no IdentifiedList<Crate> in the test store's shared values, "
                    + "which were given as [Crate]: a screen finds a shared value by its exact type, so give the TestStore "
                    + "a value of type IdentifiedList<Crate> (`TestStore(initialState:reducer:shared:)` with `IdentifiedList<Crate>(…)`); "
                    + "an array literal given there is an Array, not the IdentifiedList<Crate> the screen reads"
            )
        }
        #expect(ended, "the step ended the test, the screen having gone on with an empty list")
    }

    @Test func aStepCallsTheScreensMethodsThroughItsScreen() async throws {
        let store = TestStore(initialState: ShoppingList.State(), reducer: ShoppingList(), shared: Pantry(), Units.metric)
        try await store.send(.typed("tea")) {
            #expect($0.screen.drafts("") == true, "the state before the step")
            $0.draft = "tea"
            #expect($0.screen.drafts("tea"), "the changes the closure made so far")
        }
    }

    @Test func theSameTypeGivenTwiceFailsTheTest() {
        withKnownIssue {
            _ = TestStore(initialState: ShoppingList.State(), reducer: ShoppingList(), shared: Units.metric, Units.imperial)
        } matching: { issue in
            issue.description.contains("the test store was given more than one Units; a screen finds a shared value by its type, so it gets the last")
        }
    }
}

/// A crate in the store room, shared as an identified list.
struct Crate: Identifiable, Equatable, Sendable {
    var id: Int
}

/// A screen that counts the shared crates.
struct CrateCount: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case countTapped }

    @Shared var crates: IdentifiedList<Crate>

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        state.count = crates.count
        return .none
    }
}

extension ShoppingList.State {
    /// Whether `text` is what is being typed: a method, which a step reaches through `$0.screen`.
    func drafts(_ text: String) -> Bool { draft == text }
}
