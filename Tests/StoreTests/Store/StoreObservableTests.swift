import Observation
import Store
import Testing

/// A store in Swift's `Observation`: tracked field by field, without macros.
@MainActor
@Suite struct StoreObservableTests {
    struct Profile: Equatable, Sendable {
        var name = ""
        var visits = 0
        var tags: [String] = []
    }

    enum Action: Sendable {
        case renamed(String)
        case visited
        case tagged(String)
    }

    static let reducer = Reduce<Profile, Action> { state, action in
        switch action {
        case .renamed(let name): state.name = name
        case .visited: state.visits += 1
        case .tagged(let tag): state.tags.append(tag)
        }
        return .none
    }

    final class Flag: @unchecked Sendable {
        var raised = 0
    }

    /// Tracks `read` as a view's body would, and counts the invalidations.
    func tracking(_ read: @escaping () -> Void) -> Flag {
        let flag = Flag()
        withObservationTracking(read) { flag.raised += 1 }
        return flag
    }

    @Test func aReadFieldInvalidatesOnlyWhenItChanges() {
        let store = Store(initialState: Profile(), reducer: Self.reducer)
        let visits = tracking { _ = store.visits }
        store.send(.renamed("Ada"))
        store.send(.tagged("x"))
        #expect(visits.raised == 0, "another field changed")
        store.send(.visited)
        #expect(visits.raised == 1)
        #expect(store.visits == 1)
    }

    @Test func anActionThatLeavesTheFieldEqualDoesNotInvalidate() {
        let store = Store(initialState: Profile(name: "Ada"), reducer: Self.reducer)
        let name = tracking { _ = store.name }
        store.send(.renamed("Ada"))
        #expect(name.raised == 0)
        store.send(.renamed("Grace"))
        #expect(name.raised == 1)
    }

    @Test func aScopedStoreIsObservedToo() {
        struct App: Equatable, Sendable { var profile = Profile() }
        enum AppAction: Sendable { case profile(Action) }
        let app = Store(initialState: App(), reducer: Scope(state: \App.profile, action: AppAction.profile, child: Self.reducer))
        let profile = app.scope(state: \.profile, action: AppAction.profile)
        let tags = tracking { _ = profile.tags }
        app.send(.profile(.visited))
        #expect(tags.raised == 0)
        app.send(.profile(.tagged("swift")))
        #expect(tags.raised == 1)
    }
}

/// Which fields a store compares after an action: only those read since they last changed.
@MainActor
@Suite struct StoreWatchedFieldsTests {
    struct Pair: Equatable, Sendable {
        var left = 0
        var right = 0
    }

    enum Side: Sendable { case left, right }

    struct Screen: Equatable, Sendable {
        var title = ""
        var pair = Pair()
        var total: Int { pair.left + pair.right }
    }

    enum ScreenAction: Sendable { case pair(Side) }

    static let pair = Reduce<Pair, Side> { state, side in
        switch side {
        case .left: state.left += 1
        case .right: state.right += 1
        }
        return .none
    }

    static let screenPair = EnumCase(ScreenAction.pair)

    final class Count: @unchecked Sendable { var value = 0 }

    func tracking(_ read: @escaping () -> Void) -> Count {
        let count = Count()
        withObservationTracking(read) { count.value += 1 }
        return count
    }

    @Test func aFieldThatChangedIsNoLongerComparedUntilReadAgain() {
        // A field of a type whose bytes change on every write (a new array buffer), so its
        // `==` runs whenever the store compares it.
        enum Edit: Sendable { case rebuild, bump }
        let comparisons = Count()
        struct Spy: Equatable, Sendable {
            var items: [Int]
            let comparisons: Count
            static func == (a: Spy, b: Spy) -> Bool { a.comparisons.value += 1; return a.items == b.items }
        }
        struct State: Equatable, Sendable { var spy: Spy; var other = 0 }
        let store = Store(initialState: State(spy: Spy(items: [1], comparisons: comparisons)), reducer: Reduce<State, Edit> { state, edit in
            switch edit {
            case .rebuild: state.spy.items = state.spy.items.map { $0 + 1 }
            case .bump: state.other += 1
            }
            return .none
        })
        let view = tracking { _ = store.spy }
        store.send(.rebuild)
        #expect(view.value == 1)
        let afterChange = comparisons.value
        #expect(afterChange >= 1, "a watched field that changed is compared")
        store.send(.rebuild)
        store.send(.bump)
        #expect(comparisons.value == afterChange, "nobody read it since it changed: not compared")
        let again = tracking { _ = store.spy }
        store.send(.rebuild)
        #expect(again.value == 1, "read again, watched again")
        #expect(comparisons.value > afterChange)
    }

    @Test func aFieldNobodyWatchesLeavesTheSendUnobserved() {
        let store = Store(initialState: Pair(), reducer: Self.pair)
        let view = tracking { _ = store.left }
        store.send(.left)
        #expect(view.value == 1)
        // The one watched field changed and was announced: nothing is compared now, and a
        // tracking made afterwards still hears the next change.
        store.send(.left)
        let next = tracking { _ = store.left }
        store.send(.right)
        #expect(next.value == 0)
        store.send(.left)
        #expect(next.value == 1)
    }

    @Test func aScopedStoreInvalidatesExactlyTheFieldsThatChanged() {
        let screen = Store(initialState: Screen(), reducer: Scope(state: \Screen.pair, action: Self.screenPair, child: Self.pair))
        let pair = screen.scope(state: \.pair, action: Self.screenPair)
        let left = tracking { _ = pair.left }
        let right = tracking { _ = pair.right }
        let title = tracking { _ = screen.title }
        pair.send(.right)
        #expect(left.value == 0)
        #expect(right.value == 1)
        #expect(title.value == 0)
        #expect(pair.right == 1)
        let leftAgain = tracking { _ = pair.left }
        screen.send(.pair(.left))
        #expect(left.value == 1)
        #expect(leftAgain.value == 1)
        #expect(right.value == 1, "its tracking ended with the change it heard")
        #expect(title.value == 0)
    }

    @Test func aScopedStoreWatchesOnlyTheFieldsReadSinceTheyChanged() {
        let screen = Store(initialState: Screen(), reducer: Scope(state: \Screen.pair, action: Self.screenPair, child: Self.pair))
        let pair = screen.scope(state: \.pair, action: Self.screenPair)
        let both = tracking { _ = pair.left + pair.right }
        pair.send(.left)
        #expect(both.value == 1)
        // `right` is still watched (it was read and has not changed); `left` is not.
        let right = tracking { _ = pair.right }
        pair.send(.left)
        #expect(right.value == 0)
        pair.send(.right)
        #expect(right.value == 1)
    }

    @Test func theRootHearsItsOwnFieldsWhileScopedStoresAndComputedFieldsComeAndGo() {
        let screen = Store(initialState: Screen(), reducer: Scope(state: \Screen.pair, action: Self.screenPair, child: Self.pair))
        let title = tracking { _ = screen.title }
        var pair = tracking { _ = screen.pair }
        // A scoped store that watches a field: the root checks everything after each action.
        var scoped: Store<Pair, Side>? = screen.scope(state: \.pair, action: Self.screenPair)
        let right = tracking { _ = scoped!.right }
        screen.send(.pair(.left))
        #expect(right.value == 0)
        #expect(pair.value == 1)
        screen.send(.pair(.right))
        #expect(right.value == 1)
        // The scoped store goes: the root compares its own watched bytes alone again.
        scoped = nil
        pair = tracking { _ = screen.pair }
        screen.send(.pair(.left))
        #expect(pair.value == 1)
        // A computed field is compared with `==` after each action, beside the bytes.
        let total = tracking { _ = screen.total }
        pair = tracking { _ = screen.pair }
        screen.send(.pair(.right))
        #expect(total.value == 1)
        #expect(pair.value == 1)
        #expect(title.value == 0, "never changed, never announced")
    }

    @Test func aFieldRebuiltEqualIsNotAnnouncedAndAChangedStringIs() {
        enum Edit: Sendable { case sameItemsAgain, rename }
        struct State: Equatable, Sendable { var items = [1, 2, 3]; var name = "a" }
        let store = Store(initialState: State(), reducer: Reduce<State, Edit> { state, edit in
            switch edit {
            case .sameItemsAgain: state.items = state.items.map { $0 }  // a new buffer, equal
            case .rename: state.name += "b"
            }
            return .none
        })
        let items = tracking { _ = store.items }
        let name = tracking { _ = store.name }
        store.send(.sameItemsAgain)
        store.send(.sameItemsAgain)
        #expect(items.value == 0, "new bytes, equal value: not a change")
        store.send(.rename)
        #expect(name.value == 1)
        #expect(items.value == 0)
        // Still watched after the equal rebuilds: a real change to it is heard.
        let watcher = tracking { _ = store.name }
        store.send(.rename)
        #expect(watcher.value == 1)
    }
}

