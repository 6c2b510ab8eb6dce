@testable import StoreCore
import Testing

/// What an attached console holds of a store: the app's actions as they happen, and nothing
/// that keeps the store alive once the app lets go of it.
@MainActor @Suite struct AttachPointTests {
    @Test func aStoreWhoseActionsAConsoleWatchesIsLetGoWhenTheAppLetsGoOfIt() throws {
        weak var root: RootCore<Int, Int>?
        var seen: [Int?] = []
        var observation: StoreObservation?
        do {
            let store = Store<Int, Int>(initialState: 0, reducer: Reduce { state, action in
                state += action
                return .none
            })
            observation = try store.core.attachPoint().watchActions { _, action in seen.append(action) }
            root = store.core.root
            store.send(2)
        }
        #expect(seen == [2])
        // The watching closure lives in the store's own list: were it to hold the store, the two
        // would keep each other alive after the app let go (LeakSanitizer's report at the end of
        // an app a console had attached to).
        #expect(root == nil, "the store outlived the app's hold on it")
        observation?.cancel()
    }
}
