@testable import Router
import Observation
@testable import StoreCore
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

    @Test func aLayerIsNamedByItsDepthAndReadsAsGoneOnceItLeaves() {
        var stack = ScreenStack(root: rootScreen)
        let root = stack.root.id
        let modal = stack.present(.picker(query: ""))
        #expect(stack[layerAt: 0] == ShownLayer(base: root, pushed: [], modal: modal))
        #expect(stack[layerAt: 1] == ShownLayer(base: StackElementID(1), pushed: [], modal: nil), "the modal's layer")
        #expect(stack[layerAt: 2] == nil)
        _ = stack.dismiss()
        #expect(stack[layerAt: 1] == nil, "gone")
        #expect(stack[layerAt: 0] == ShownLayer(base: root, pushed: [], modal: nil))
    }

    /// However many sheets a session shows, the fields its store keeps for the fronts that
    /// observe each layer are one for each depth.
    @Test func theFieldsAStoreKeepsForItsLayersDoNotGrowWithTheSheetsShown() {
        let store = Store(initialState: ScreenStack(root: rootScreen), reducer: appRouter(clock: TestClock()))
        let heard = Tally()
        for round in 1...50 {
            store.send(.present(.picker(query: "")))
            for depth in 0...1 {
                withObservationTracking {
                    _ = store[dynamicMember: \.[layerAt: depth]]
                } onChange: {
                    heard.value += 1
                }
            }
            store.send(.dismiss)
            #expect(heard.value == 2 * round, "round \(round): both layers' observers are told of the dismiss")
        }
        #expect((store.fields?.fields.count ?? 0) <= 2, "one field for each depth read, not one for each sheet")
    }
}

/// What an observer heard, counted from its `onChange`.
final class Tally: @unchecked Sendable {
    var value = 0
}
