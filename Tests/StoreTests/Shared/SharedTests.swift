import Store
import Testing

@MainActor
@Suite struct SharedTests {
    @Test func aSharedReadWithNothingLentFailsItsTestAndEndsItNotTheProcess() async throws {
        let store = TestStore(initialState: ShoppingList.State(draft: "tea"), reducer: ShoppingList())
        var ended: TestStoreFailure?
        try await withKnownIssue {
            do {
                try await store.send(.addTapped) { $0.draft = ""; $0.added = 1 }
            } catch let failure as TestStoreFailure {
                ended = failure
            }
        } matching: { issue in
            issue.description.contains("`@Shared var …: Pantry` was read where no root lends its shared fields")
                && issue.description.contains("`TestStore(initialState:reducer:shared:)`")
        }
        #expect(ended?.step == "step 1, send(.addTapped)")
        #expect(ended?.message.hasSuffix("; the test ends here") == true)
    }

    @Test func aSharedReadInAnEffectsAsyncWorkFailsItsTestAtTheStepThatRanIt() async throws {
        let store = TestStore(initialState: ShoppingList.State(), reducer: ShoppingList(), shared: Pantry(items: ["rice"]), Units.metric)
        var ended: TestStoreFailure?
        try await withKnownIssue {
            do {
                try await store.send(.countTapped)
            } catch let failure as TestStoreFailure {
                ended = failure
            }
        } matching: { issue in
            issue.description.contains("`@Shared var …: Pantry` was read where no root lends its shared fields")
                && issue.description.contains("an effect's async work must get the value from its reducer")
        }
        #expect(ended?.step == "step 1, send(.countTapped)")
        store.exhaustivity = .off
    }
}
