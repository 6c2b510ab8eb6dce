import Store
import Testing

@MainActor
@Suite struct ScopeTests {
    let clock = TestClock()

    @Test func scopeRunsTheChildOnItsPartForItsCaseOnly() {
        var state = Parent.State()
        let scope = Scope(state: \Parent.State.counter, action: Parent.Action.counter, child: Counter(clock: clock))
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
        // The store refuses it before the reducer runs, with the reducer's reason.
        #expect(warnings.first?.hasSuffix("is for an optional part of the state that is nil now") == true, "\(warnings)")
    }

    @Test func actionCasesChain() {
        let inner = EnumCase<Counter.Action, Int>(embed: Counter.Action.add) {
            guard case .add(let amount) = $0 else { return nil }
            return amount
        }
        let chained = EnumCase(Parent.Action.counter).appending(inner)
        #expect(chained.embed(4) == .counter(.add(4)))
        #expect(chained.extract(.counter(.add(7))) == 7)
        #expect(chained.extract(.counter(.increment)) == nil)
        #expect(chained.extract(.showOptional) == nil)
    }
}

/// A count that may not go below zero, and a parent that holds two of them.
struct NonNegative: Reducer {
    enum Action: Equatable, Sendable { case add(Int) }

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        if case .add(let amount) = action { state += amount }
        return .none
    }

    func rejection(of action: Action, in state: Int) -> String? {
        guard case .add(let amount) = action, state + amount < 0 else { return nil }
        return "add(\(amount)): the count would go below zero"
    }
}

struct Holder: Equatable {
    var count = 0
    var optional: Int?
}

enum HolderAction: Equatable, Sendable {
    case count(NonNegative.Action)
    case optional(NonNegative.Action)
    case other
}

/// Composition passes `rejection(of:in:)` on to the reducer that would get the action.
@Suite struct RejectionTests {
    let parent = Reduce<Holder, HolderAction> { _, _ in .none }

    @Test func scopeAsksTheChildAboutItsPart() {
        let scope = Scope(state: \Holder.count, action: HolderAction.count, child: NonNegative())
        #expect(scope.rejection(of: .count(.add(-1)), in: Holder()) == "add(-1): the count would go below zero")
        #expect(scope.rejection(of: .count(.add(-1)), in: Holder(count: 1)) == nil)
        #expect(scope.rejection(of: .other, in: Holder()) == nil)
    }

    @Test func ifLetRefusesAnActionForAbsentStateAndAsksThePresentChild() {
        let reducer = parent.ifLet(\.optional, action: HolderAction.optional, then: NonNegative())
        #expect(reducer.rejection(of: .optional(.add(1)), in: Holder())?.contains("is for an optional part of the state that is nil now") == true)
        #expect(reducer.rejection(of: .optional(.add(-2)), in: Holder(optional: 1)) == "add(-2): the count would go below zero")
        #expect(reducer.rejection(of: .optional(.add(2)), in: Holder(optional: 1)) == nil)
    }

    @Test func combinedAndErasedReducersKeepTheirChecks() {
        let both = Reduce<Int, NonNegative.Action> { _, _ in .none }.combined(with: NonNegative())
        #expect(both.rejection(of: .add(-1), in: 0) == "add(-1): the count would go below zero")
        #expect(Reduce(NonNegative()).rejection(of: .add(-1), in: 0) == "add(-1): the count would go below zero")
        #expect(Reduce<Int, NonNegative.Action> { _, _ in .none }.rejection(of: .add(-1), in: 0) == nil)
    }
}
