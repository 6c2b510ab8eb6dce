@testable import Router
import Store
import Testing

/// What a SwiftUI front keeps for a stack: a modal goes up over a layer only once the layer is
/// on screen (one presentation per update), a screen keeps its store while it stays, and a
/// closing sheet still has the modal and the store it showed.
@MainActor
@Suite struct StackFrontClosingTests {
    @Test func aModalOverALayerWaitsForTheLayerToBeOnScreen() {
        #expect(!ScreenStack<Screen>.isModalShown(StackElementID(3), layerAppeared: false))
        #expect(ScreenStack<Screen>.isModalShown(StackElementID(3), layerAppeared: true))
        #expect(!ScreenStack<Screen>.isModalShown(nil, layerAppeared: true))
    }

    @Test func aScreenKeepsItsStoreWhileItStaysAndAClosingSheetKeepsWhatItShowed() {
        let store = Store(initialState: StackFrontTests.deepStack(), reducer: appRouter(clock: TestClock()))
        let modal = StackElementID(3)
        let first: Store<Screen, ScreenAction>? = store.scope(element: modal)
        store.send(.element(id: StackElementID(4), action: .tick))
        #expect(first != nil && first === store.scope(element: modal), "the same store while the screen stays")
        #expect(store.modalShowing(over: StackElementID(0), depth: 0) == modal)
        store.send(.popTo(id: StackElementID(2)))
        #expect(store.modalShowing(over: StackElementID(0), depth: 0) == modal, "the closing sheet still has its modal")
        let closing: Store<Screen, ScreenAction>? = store.lastScope(element: modal)
        #expect(closing === first, "and its first screen's store")
        let gone: Store<Screen, ScreenAction>? = store.scope(element: modal)
        #expect(gone == nil, "the screen is off the stack")
    }
}
