import Store

/// A hundred counters: the value a screen edits, kept in its own state or shared at the root.
struct Tallies: Equatable, Sendable {
    var counts = [Int](repeating: 0, count: 100)
}

struct TallyScreen: Equatable, Sendable {
    var own = Tallies()
    var edits = 0
}

struct SharingRoot: SharingState, Equatable, Sendable {
    var tallies = Tallies()
    var screen = TallyScreen()
    static let shared = SharedFields<Self>(\.tallies)
}

/// Edits one counter of the screen's own tallies.
struct EditOwn: Reducer {
    func reduce(into state: inout TallyScreen, action: Int) -> Effect<Int> {
        state.own.counts[action] &+= 1
        state.edits &+= 1
        return .none
    }
}

/// Edits one counter of the tallies its root shares.
struct EditShared: Reducer {
    @Shared var tallies: Tallies

    func reduce(into state: inout TallyScreen, action: Int) -> Effect<Int> {
        tallies.counts[action] &+= 1
        state.edits &+= 1
        return .none
    }
}

enum ScreenOnly {
    static var screen: EnumCase<Int, Int> { EnumCase(embed: { $0 }, extract: { $0 }) }
}

@MainActor
func sharedScenarios(_ harness: Harness) {
    let count = 1_000_000
    let own = Store(initialState: SharingRoot(), reducer: Scope(state: \SharingRoot.screen, action: ScreenOnly.screen, child: EditOwn()))
    let shared = Store(initialState: SharingRoot(), reducer: Scope(state: \SharingRoot.screen, action: ScreenOnly.screen, child: EditShared()))
    let action = opaque(42)
    let comparison = harness.compare(per: count, { n in
        for _ in 0..<n { shared.send(action) }
    }, baseline: { n in
        for _ in 0..<n { own.send(action) }
    })
    harness.report("send editing a shared value", comparison, baselineName: "own state", target: 2)
    precondition(shared.state.tallies.counts[42] > 0 && own.state.screen.own.counts[42] > 0, "both stores edited their tallies")
}
