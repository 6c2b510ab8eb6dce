import Store
import Testing

@MainActor
@Suite struct ScopeTests {
    let clock = TestClock()

    @Test func scopeRunsTheChildOnItsPartForItsCaseOnly() {
        var state = Parent.State()
        let scope = Scope(state: \Parent.State.counter, action: .counter, child: Counter(clock: clock))
        _ = scope.reduce(into: &state, action: .counter(.add(2)))
        _ = scope.reduce(into: &state, action: .showOptional)
        #expect(state.counter.count == 2)
        #expect(state.optional == nil)
    }

    @Test func ifLetRunsTheChildWhenItsStateIsPresent() {
        let store = Store(initialState: Parent.State(), reducer: Parent(clock: clock))
        store.send(.showOptional)
        store.send(.optional(.add(3)))
        #expect(store.state.optional?.count == 3)
    }

    @Test func anActionForAbsentOptionalStateIsReportedNotCrashed() async {
        let store = Store(initialState: Parent.State(), reducer: Parent(clock: clock))
        let warnings = await collectingWarnings {
            store.send(.optional(.increment))
        }
        #expect(store.state == Parent.State())
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("optional child whose state is nil") == true)
    }

    @Test func actionCasesChain() {
        let inner = ActionCase<Counter.Action, Int>(embed: Counter.Action.add) {
            guard case .add(let amount) = $0 else { return nil }
            return amount
        }
        let chained = ActionCase<Parent.Action, Counter.Action>.counter.appending(inner)
        #expect(chained.embed(4) == .counter(.add(4)))
        #expect(chained.extract(.counter(.add(7))) == 7)
        #expect(chained.extract(.counter(.increment)) == nil)
        #expect(chained.extract(.showOptional) == nil)
    }
}
