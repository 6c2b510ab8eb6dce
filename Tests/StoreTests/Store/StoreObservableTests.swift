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
        let app = Store(initialState: App(), reducer: Scope(state: \App.profile, action: EnumCase(embed: AppAction.profile) {
            guard case .profile(let action) = $0 else { return nil }
            return action
        }, child: Self.reducer))
        let profile = app.scope(state: \.profile, action: EnumCase(embed: AppAction.profile) {
            guard case .profile(let action) = $0 else { return nil }
            return action
        })
        let tags = tracking { _ = profile.tags }
        app.send(.profile(.visited))
        #expect(tags.raised == 0)
        app.send(.profile(.tagged("swift")))
        #expect(tags.raised == 1)
    }
}
