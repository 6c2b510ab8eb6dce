import Router
import Store

struct Page: Reducer {
    func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
        state &+= action ? 1 : -1
        return .none
    }
}

@MainActor
func routerScenarios(_ harness: Harness) {
    func stack(depth: Int) -> Store<NavigationStack<Int>, StackAction<Int, Bool>> {
        var stack = NavigationStack(root: 0)
        for index in 1..<depth { stack.push(index) }
        return Store(initialState: stack, reducer: Router(screen: Page()))
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
}
