import Router
import Store

struct Page: Reducer {
    func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
        state &+= action ? 1 : -1
        return .none
    }
}

enum Pane: Equatable, Sendable { case a(Int), b(Int), c(Int) }
enum PaneAction: Equatable, Sendable { case a(Bool), b(Bool), c(Bool) }

/// Three screens by a hand-written switch: the baseline for `EnumReducer`.
struct PaneSwitch: Reducer {
    func reduce(into state: inout Pane, action: PaneAction) -> Effect<PaneAction> {
        switch (state, action) {
        case (.a(var value), .a(let step)):
            let effect = Page().reduce(into: &value, action: step).map(PaneAction.a)
            state = .a(value)
            return effect
        case (.b(var value), .b(let step)):
            let effect = Page().reduce(into: &value, action: step).map(PaneAction.b)
            state = .b(value)
            return effect
        case (.c(var value), .c(let step)):
            let effect = Page().reduce(into: &value, action: step).map(PaneAction.c)
            state = .c(value)
            return effect
        default:
            return .none
        }
    }
}

/// The same three screens from (case, reducer) pairs.
func paneCases() -> EnumReducer<Pane, PaneAction> {
    EnumReducer()
        .on(Pane.a, PaneAction.a, Page())
        .on(Pane.b, PaneAction.b, Page())
        .on(Pane.c, PaneAction.c, Page())
}

@MainActor
func routerScenarios(_ harness: Harness) {
    func stack(depth: Int) -> Store<ScreenStack<Int>, StackAction<Int, Bool>> {
        var stack = ScreenStack(root: 0)
        for index in 1..<depth { stack.push(index) }
        return Store(initialState: stack, reducer: StackRouter(screen: Page()))
    }

    let count = 200_000
    let shallow = stack(depth: 1)
    let shallowPair = harness.nanoseconds(per: count) { n in
        for _ in 0..<n {
            shallow.send(.push(1))
            shallow.send(.pop)
        }
    }
    let deep = stack(depth: 10_000)
    let deepPair = harness.nanoseconds(per: count) { n in
        for _ in 0..<n {
            deep.send(.push(1))
            deep.send(.pop)
        }
    }
    harness.report("push and pop, 10,000 deep", deepPair, baseline: shallowPair, baselineName: "1 deep", target: 2)

    let one = stack(depth: 1)
    let oneTop = one.state.top.id
    let routedShallow = harness.nanoseconds(per: count) { n in
        for _ in 0..<n { one.send(.element(id: oneTop, action: true)) }
    }
    let thousand = stack(depth: 1_000)
    let thousandTop = thousand.state.top.id
    let routedDeep = harness.nanoseconds(per: count) { n in
        for _ in 0..<n { thousand.send(.element(id: thousandTop, action: true)) }
    }
    harness.report("action to the top, 1,000 deep", routedDeep, baseline: routedShallow, baselineName: "1 deep", target: 3)

    // An action routed to the third of three kinds of screen: pairs against a hand-written switch.
    let switched = Store(initialState: ScreenStack<Pane>(root: .c(0)), reducer: StackRouter(screen: PaneSwitch()))
    let paired = Store(initialState: ScreenStack<Pane>(root: .c(0)), reducer: StackRouter(screen: paneCases()))
    let top = switched.state.top.id
    let bySwitch = harness.nanoseconds(per: count) { n in
        for _ in 0..<n { switched.send(.element(id: top, action: .c(true))) }
    }
    let byPairs = harness.nanoseconds(per: count) { n in
        for _ in 0..<n { paired.send(.element(id: top, action: .c(true))) }
    }
    harness.report("action to a screen by (case, reducer) pairs", byPairs, baseline: bySwitch, baselineName: "a switch", target: 2)
}
