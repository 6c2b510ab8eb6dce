import Router
import Store
import StoreSupport
import Testing

/// Seeded random sessions of a navigation front and its store: the user pops (a back swipe, a
/// long press on Back, a pop to root, a sheet swiped down) on the front, which changes itself
/// first and then reports; the app pushes, presents, dismisses and replaces through the store,
/// and the front is redrawn from it; stale and made-up reports arrive too. After every step the
/// front and the store show the same stack, and no report ever added a screen.
///
/// Seed 43, 2,000 sequences of 30 steps (60,000 steps) gave 1,988 back swipes, 2,033 long
/// presses on Back, 3,629 pops to root, 1,816 sheets swiped down, 13,721 pushes, 3,497
/// presents, 2,822 dismisses and 5,078 replaces by the app, 4,895 stale and 5,024 made-up
/// reports, and 10,765 actions sent from reports.
@Suite struct StackFrontPropertyTests {
    /// A navigation front as the user sees it: one container per layer, each its screens' ids.
    struct Front: Equatable {
        var layers: [[StackElementID]]

        init(showing stack: ScreenStack<Screen>) {
            layers = stack.layerBases.map { stack.layer(from: $0) }
        }
    }

    struct Counts {
        var sequences = 0, steps = 0
        var backSwipes = 0, longPresses = 0, popsToRoot = 0, sheetsClosed = 0
        var pushes = 0, presents = 0, storeDismisses = 0, replaces = 0
        var staleReports = 0, madeUpReports = 0, actionsSent = 0
    }

    static let sequences = 2_000
    static let stepsPerSequence = 30

    @Test func frontAndStoreAgreeAfterAnySequenceOfUserPopsAndPushes() {
        var random = SplitMix64(seed: 43)
        let router = StackRouter(screen: ScreenFeature(clock: TestClock()))
        var counts = Counts()
        let warnings = Locked<[String]>([])
        RuntimeWarnings.withHandler({ warning in warnings.withLock { $0.append(warning) } }) {
            for _ in 0..<Self.sequences {
                var stack = ScreenStack(root: rootScreen)
                var front = Front(showing: stack)
                var stale = front
                counts.sequences += 1
                for _ in 0..<Self.stepsPerSequence {
                    counts.steps += 1
                    let before = stack
                    let choice = Int.random(in: 0..<12, using: &random)
                    if choice < 5 {
                        // The app navigates: the front follows the store.
                        let action = Self.programmatic(choice, stack, &random, &counts)
                        stale = front
                        _ = router.reduce(into: &stack, action: action)
                        front = Front(showing: stack)
                    } else if choice < 10 {
                        // The user pops on the top layer: the front changes first, then reports.
                        guard let action = Self.userPop(&front, stack, &random, &counts) else { continue }
                        #expect(router.rejection(of: action, in: stack) == nil, "a report became a refused action: \(action)")
                        _ = router.reduce(into: &stack, action: action)
                        counts.actionsSent += 1
                        #expect(Front(showing: stack) == front, "the store agrees with the front after \(action)")
                    } else {
                        // A report from an out-of-date front, or one that no pop can make.
                        let report = choice == 10
                            ? Self.staleReport(stale, &random, &counts)
                            : Self.madeUpReport(stack, &random, &counts)
                        if let action: AppAction = stack.agreement(with: report) {
                            #expect(choice == 10, "a report no pop can make yields nothing: \(report)")
                            #expect(router.rejection(of: action, in: stack) == nil)
                            _ = router.reduce(into: &stack, action: action)
                            counts.actionsSent += 1
                        }
                        front = Front(showing: stack)
                    }
                    let ids = stack.elements.map(\.id)
                    if choice >= 5 {
                        #expect(before.elements.map(\.id).starts(with: ids), "a report only ever removes screens from the top")
                    }
                    #expect(Front(showing: stack) == front)
                }
            }
        }
        #expect(warnings.withLock { $0 } == [], "every action a report made was one the router accepts")
        #expect(counts.sequences == 2_000 && counts.steps == 60_000)
        // Each kind of step happened often enough to mean something.
        for count in [counts.backSwipes, counts.longPresses, counts.popsToRoot, counts.sheetsClosed, counts.pushes,
                      counts.presents, counts.storeDismisses, counts.replaces, counts.staleReports, counts.madeUpReports] {
            #expect(count > 1_000)
        }
    }

    static func programmatic(_ choice: Int, _ stack: ScreenStack<Screen>, _ random: inout SplitMix64, _ counts: inout Counts) -> AppAction {
        switch choice {
        case 0, 1:
            counts.pushes += 1
            return .push(.detail(index: Int.random(in: 0..<9, using: &random), ticks: 0))
        case 2 where stack.topModal == nil:
            counts.presents += 1
            return .present(.picker(query: ""))
        case 2:
            counts.storeDismisses += 1
            return .dismiss
        case 3 where stack.topModal != nil:
            counts.storeDismisses += 1
            return .dismiss
        case 3:
            counts.pushes += 1
            return .push(.picker(query: "q"))
        default:
            counts.replaces += 1
            let entries = (0..<Int.random(in: 0..<4, using: &random)).map { index in
                StackEntry<Screen>(Bool.random(using: &random) ? .pushed : .modal, .detail(index: index, ticks: 0))
            }
            return .replace(root: rootScreen, screens: entries)
        }
    }

    /// Changes the front's top layer as the user would, and returns what the front reports.
    static func userPop(_ front: inout Front, _ stack: ScreenStack<Screen>, _ random: inout SplitMix64, _ counts: inout Counts) -> AppAction? {
        let top = front.layers.count - 1
        let layer = front.layers[top]
        let kind = Int.random(in: 0..<4, using: &random)
        if kind == 3, top > 0 {
            counts.sheetsClosed += 1
            front.layers.removeLast()
            return stack.agreement(closingModal: layer[0])
        }
        guard layer.count > 1 else { return nil }
        switch kind {
        case 0: counts.backSwipes += 1; front.layers[top].removeLast()
        case 1: counts.longPresses += 1; front.layers[top].removeLast(Int.random(in: 1..<layer.count, using: &random))
        default: counts.popsToRoot += 1; front.layers[top] = [layer[0]]
        }
        return stack.agreement(with: front.layers[top])
    }

    /// A layer of the front as it was before the store's last change, cut as a user would.
    static func staleReport(_ stale: Front, _ random: inout SplitMix64, _ counts: inout Counts) -> [StackElementID] {
        counts.staleReports += 1
        let layer = stale.layers.randomElement(using: &random)!
        return Array(layer.prefix(Int.random(in: 1...layer.count, using: &random)))
    }

    /// A layer with a screen added, dropped from the middle, or swapped: nothing a pop makes.
    static func madeUpReport(_ stack: ScreenStack<Screen>, _ random: inout SplitMix64, _ counts: inout Counts) -> [StackElementID] {
        counts.madeUpReports += 1
        var layer = stack.layer(from: stack.layerBases.randomElement(using: &random)!)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: layer.append(stack.nextID)
        case 1 where layer.count > 2: layer.remove(at: 1)
        case 1: layer.insert(StackElementID(stack.nextID.rawValue + 5), at: 0)
        default: layer.reverse(); layer.append(stack.nextID)
        }
        return layer
    }
}
