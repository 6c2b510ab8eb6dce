import Router
import Store
import StoreSupport
import Testing

@Suite struct RouterPropertyTests {
    static func randomScreen(_ random: inout SplitMix64) -> Screen {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .list(chosen: Bool.random(using: &random) ? "US" : nil, year: .random(in: 2020...2035, using: &random))
        case 1: .detail(index: .random(in: 0..<50, using: &random), ticks: 0)
        default: .picker(query: ["", "uni", "a/b", "+x", "50%"][Int.random(in: 0..<5, using: &random)])
        }
    }

    static func randomAction(_ random: inout SplitMix64, _ stack: ScreenStack<Screen>) -> AppAction {
        let someID = StackElementID(Int.random(in: 0...stack.nextID.rawValue, using: &random))
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1: return .push(randomScreen(&random))
        case 2: return .pop
        case 3: return .popTo(id: Bool.random(using: &random) ? someID : stack.elements.randomElement(using: &random)?.id ?? someID)
        case 4: return .popToRoot
        case 5, 6: return .present(randomScreen(&random))
        case 7: return .dismiss
        case 8: return .replace(root: randomScreen(&random), screens: [StackEntry(.pushed, randomScreen(&random))])
        default: return .element(id: someID, action: [.tick, .queryChanged("q"), .openTapped(1)][Int.random(in: 0..<3, using: &random)])
        }
    }

    @Test func invariantsHoldForAnySequenceOfActions() throws {
        var random = SplitMix64(seed: 7)
        let router = StackRouter(screen: ScreenFeature(clock: TestClock()))
        var steps = 0
        try RuntimeWarnings.withHandler({ _ in }) {
            for _ in 0..<2_000 {
                var stack = ScreenStack(root: rootScreen)
                var issued: Set<StackElementID> = [StackElementID(0)]
                for _ in 0..<12 {
                    let before = stack
                    let action = Self.randomAction(&random, stack)
                    _ = router.reduce(into: &stack, action: action)
                    steps += 1
                    try check(stack, after: before, action, issued: &issued)
                }
            }
        }
        #expect(steps == 24_000)
    }

    private func check(
        _ stack: ScreenStack<Screen>, after before: ScreenStack<Screen>, _ action: AppAction,
        issued: inout Set<StackElementID>
    ) throws {
        let ids = stack.elements.map(\.id)
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }, "ids are unique and increasing")
        #expect(stack.elements.first?.presentation == .root)
        #expect(stack.elements.dropFirst().allSatisfy { $0.presentation != .root })
        #expect(stack.elements.filter { $0.presentation == .modal }.count <= 1)
        for element in stack.elements where !before.contains(element.id) {
            #expect(!issued.contains(element.id), "a new screen never reuses an id")
            issued.insert(element.id)
        }
        if case .replace = action {} else {
            #expect(stack.root == before.root || stack.root.id == before.root.id, "the root is never removed")
        }
        if case .dismiss = action, let modal = before.elements.firstIndex(where: { $0.presentation == .modal }) {
            #expect(stack.elements == Array(before.elements[..<modal]), "dismiss removes exactly the modal and what is on it")
        }
        let reparsed = try ScreenStack<Screen>(path: stack.path)
        #expect(reparsed.elements.map(\.screen) == stack.elements.map { element in
            if case .detail(let index, _) = element.screen { return .detail(index: index, ticks: 0) }
            return element.screen
        })
        #expect(reparsed.elements.map(\.presentation) == stack.elements.map(\.presentation))
        #expect(try LiteralText.decode(ScreenStack<Screen>.self, from: LiteralText.encode(stack)) == stack)
    }
}
