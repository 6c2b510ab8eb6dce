import Router
import Store
import Testing

/// What a navigation front reports after the user changed it, turned into the one action that
/// makes the store agree, and never into a push.
@Suite struct StackFrontTests {
    /// 0 root, 1 and 2 pushed, 3 a modal, 4 pushed on it.
    static func deepStack() -> ScreenStack<Screen> {
        var stack = ScreenStack(root: rootScreen)
        stack.push(.detail(index: 1, ticks: 0))
        stack.push(.detail(index: 2, ticks: 0))
        stack.present(.picker(query: ""))
        stack.push(.detail(index: 4, ticks: 0))
        return stack
    }

    static func ids(_ numbers: Int...) -> [StackElementID] { numbers.map(StackElementID.init) }

    @Test func layersSplitAtEachModal() {
        let stack = Self.deepStack()
        #expect(stack.layerBases == Self.ids(0, 3))
        #expect(stack.layer(from: StackElementID(0)) == Self.ids(0, 1, 2))
        #expect(stack.layer(from: StackElementID(3)) == Self.ids(3, 4))
        #expect(stack.layer(from: StackElementID(1)) == [], "a pushed screen starts no layer")
        #expect(stack.layer(from: StackElementID(9)) == [], "a screen that is not there starts none")
        #expect(stack.modal(over: StackElementID(0))?.id == StackElementID(3))
        #expect(stack.modal(over: StackElementID(3)) == nil)
    }

    @Test func aBackSwipeOnTheTopLayerIsAPop() {
        let stack = Self.deepStack()
        let action: AppAction? = stack.agreement(with: Self.ids(3))
        #expect(action == .pop)
    }

    @Test func aLongPressOnBackIsAPopToTheScreenChosen() {
        var stack = ScreenStack(root: rootScreen)
        for index in 1...4 { stack.push(.detail(index: index, ticks: 0)) }
        let action: AppAction? = stack.agreement(with: Self.ids(0, 1))
        #expect(action == .popTo(id: StackElementID(1)))
        let toRoot: AppAction? = stack.agreement(with: Self.ids(0))
        #expect(toRoot == .popTo(id: StackElementID(0)))
    }

    @Test func aPopUnderAModalIsAPopToThatTakesTheModalToo() {
        let stack = Self.deepStack()
        let action: AppAction? = stack.agreement(with: Self.ids(0, 1))
        #expect(action == .popTo(id: StackElementID(1)), "not .pop: that would remove the modal's top screen")
    }

    @Test func aFrontThatAgreesAlreadyYieldsNothing() {
        let stack = Self.deepStack()
        let root: AppAction? = stack.agreement(with: Self.ids(0, 1, 2))
        let modal: AppAction? = stack.agreement(with: Self.ids(3, 4))
        #expect(root == nil)
        #expect(modal == nil)
    }

    @Test func aReportThatIsNotAPrefixYieldsNothing() {
        let stack = Self.deepStack()
        let reports: [[StackElementID]] = [
            Self.ids(0, 1, 2, 7),    // a screen the store never pushed
            Self.ids(0, 2),          // a screen missing from the middle
            Self.ids(0, 2, 1),       // a reordering
            Self.ids(1, 2),          // no base
            Self.ids(9),             // a layer that is gone
            [],
        ]
        for report in reports {
            let action: AppAction? = stack.agreement(with: report)
            #expect(action == nil, "\(report)")
        }
    }

    @Test func aSheetClosedByTheSystemIsADismiss() {
        let stack = Self.deepStack()
        let action: AppAction? = stack.agreement(closingModal: StackElementID(3))
        #expect(action == .dismiss)
        let gone: AppAction? = stack.agreement(closingModal: StackElementID(8))
        let pushed: AppAction? = stack.agreement(closingModal: StackElementID(2))
        #expect(gone == nil, "the store took it down already")
        #expect(pushed == nil, "not a modal")
    }

    @Test func aLowerModalClosedByTheSystemIsAPopToTheScreenUnderIt() {
        var stack = ScreenStack(root: rootScreen)
        stack.replace(root: rootScreen, with: [(.modal, .picker(query: "a")), (.modal, .picker(query: "b"))])
        let lower = stack.elements[1].id
        let action: AppAction? = stack.agreement(closingModal: lower)
        #expect(action == .popTo(id: stack.root.id))
    }
}

/// A store of one screen of a stack, as a front's view of it gets.
@MainActor
@Suite struct StackElementStoreTests {
    @Test func aScreensStoreSendsItsActionsAsTheElementsAndOutlivesIt() {
        let store = Store(initialState: ScreenStack(root: rootScreen), reducer: appRouter(clock: TestClock()))
        store.send(.present(.picker(query: "")))
        let picker: Store<Screen, ScreenAction> = store.scope(element: StackElementID(1))!
        picker.send(.queryChanged("uni"))
        #expect(store.state[id: StackElementID(1)] == .picker(query: "uni"))
        #expect(picker.state == .picker(query: "uni"))
        store.send(.dismiss)
        #expect(picker.state == .picker(query: "uni"), "drawn once more as it slides away")
        let gone: Store<Screen, ScreenAction>? = store.scope(element: StackElementID(1))
        #expect(gone == nil)
    }
}
