import Store
import Testing

@Suite struct ReducerTests {
    @Test func reduceRunsItsClosure() {
        let double = Reduce<Int, Int> { state, action in
            state += action * 2
            return .none
        }
        var state = 1
        #expect(double.reduce(into: &state, action: 3).isNone)
        #expect(state == 7)
    }

    @Test func combinedRunsReducersInOrderOnTheSameState() {
        let append = { (tag: String) in
            Reduce<[String], String> { state, action in
                state.append("\(tag):\(action)")
                return .none
            }
        }
        var state: [String] = []
        let effect = append("a").combined(with: append("b")).combined(with: append("c"))
            .reduce(into: &state, action: "x")
        #expect(state == ["a:x", "b:x", "c:x"])
        #expect(effect.isNone)
    }

    @Test func combinedMergesTheEffectsOfBoth() {
        let sends = { (value: Int) in Reduce<Int, Int> { _, _ in .send(value) } }
        var state = 0
        let effect = sends(1).combined(with: sends(2)).reduce(into: &state, action: 0)
        #expect(!effect.isNone)
    }
}

/// A feature that declares only `body`: its `reduce` and its refusals both come from it.
@Suite struct ReducerBodyTests {
    struct Item: Equatable, Sendable, Identifiable {
        let id: Int
        var done = false
    }

    struct ItemFeature: Reducer {
        enum Action: Equatable, Sendable { case toggled }

        func reduce(into state: inout Item, action: Action) -> Effect<Action> {
            state.done.toggle()
            return .none
        }

        func rejection(of action: Action, in state: Item) -> String? {
            state.done ? "item \(state.id) is done already" : nil
        }
    }

    struct Checklist: Reducer {
        struct State: Equatable {
            var items: IdentifiedList<Item> = [Item(id: 1), Item(id: 2, done: true)]
            var lastToggled: Int?
            var alert: DialogState<Alert>?
        }

        enum Alert: Equatable, Sendable { case clearConfirmed }

        enum Action: Equatable, Sendable {
            case item(ElementAction<Int, ItemFeature.Action>)
            case clearTapped
            case alert(PresentationAction<Alert>)
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .clearTapped:
                    state.alert = .alert(title: "Clear?", buttons: [ButtonState(role: .destructive, "Clear", action: .clearConfirmed)])
                case .alert(.presented(.clearConfirmed)):
                    state.items.removeAll()
                case .item(.element(id: let id, action: .toggled)):
                    state.lastToggled = id
                case .item, .alert:
                    break
                }
                return .none
            }
            .forEach(\.items, action: Action.item, element: ItemFeature())
            .ifLet(\.alert, action: Action.alert)
        }
    }

    @Test func aReducerThatDeclaresOnlyBodyRunsItAndItsRefusalsReachRejection() {
        let checklist = Checklist()
        var state = Checklist.State()
        #expect(checklist.reduce(into: &state, action: .item(.element(id: 1, action: .toggled))).isNone)
        #expect(state.items[id: 1]?.done == true)
        #expect(state.lastToggled == 1, "the parent matched the element's action in a pattern")
        #expect(checklist.composedRejection(of: .item(.element(id: 2, action: .toggled)), in: state) == "item 2 is done already", "the row's refusal")
        #expect(checklist.composedRejection(of: .item(.element(id: 9, action: .toggled)), in: state)
            == "there is no element 9 in the list, so `.item(.element(id: 9, action: .toggled))` was dropped", "forEach's refusal, logged as matched")
        #expect(checklist.composedRejection(of: .alert(.presented(.clearConfirmed)), in: state) != nil, "ifLet's refusal: no alert is up")
        _ = checklist.reduce(into: &state, action: .clearTapped)
        _ = checklist.reduce(into: &state, action: .alert(.presented(.clearConfirmed)))
        #expect(state.items.isEmpty)
    }
}
