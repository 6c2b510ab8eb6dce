import Router
import Store
import StoreSupport
import Foundation
import Testing

@MainActor
@Suite struct RouterTests {
    let clock = TestClock()

    private func store() -> TestStore<ScreenStack<Screen>, AppAction> {
        TestStore(initialState: ScreenStack(root: rootScreen), reducer: appRouter(clock: clock))
    }

    @Test func pushPopPopToAndPopToRoot() async throws {
        let store = store()
        try await store.send(.push(.detail(index: 1, ticks: 0))) { $0.push(.detail(index: 1, ticks: 0)) }
        try await store.send(.push(.detail(index: 2, ticks: 0))) { $0.push(.detail(index: 2, ticks: 0)) }
        try await store.send(.push(.detail(index: 3, ticks: 0))) { $0.push(.detail(index: 3, ticks: 0)) }
        try await store.send(.pop) { $0.pop() }
        #expect(store.state.top.id == StackElementID(2))
        try await store.send(.popTo(id: StackElementID(1))) { $0.pop(to: StackElementID(1)) }
        try await store.send(.push(.detail(index: 4, ticks: 0))) { $0.push(.detail(index: 4, ticks: 0)) }
        #expect(store.state.top.id == StackElementID(4), "ids are never reused")
        try await store.send(.popToRoot) { $0.popToRoot() }
        #expect(store.state.count == 1)
        try await store.finish()
    }

    @Test func presentAndDismissTakeTheModalAndWhatWasPushedOnIt() async throws {
        let store = store()
        try await store.send(.push(.detail(index: 1, ticks: 0))) { $0.push(.detail(index: 1, ticks: 0)) }
        try await store.send(.present(.picker(query: ""))) { $0.present(.picker(query: "")) }
        try await store.send(.push(.detail(index: 9, ticks: 0))) { $0.push(.detail(index: 9, ticks: 0)) }
        try await store.send(.dismiss) { $0.dismiss() }
        #expect(store.state.elements.map(\.screen) == [rootScreen, .detail(index: 1, ticks: 0)])
        try await store.finish()
    }

    @Test func aSecondPresentIsIgnoredAndReported() async throws {
        let store = store()
        try await store.send(.present(.picker(query: "a"))) { $0.present(.picker(query: "a")) }
        try await store.send(
            .present(.picker(query: "b")), refused: "A modal is already up; present was ignored. Dismiss it first, or replace the stack."
        )
        #expect(store.state.count == 2)
    }

    @Test func presentingOverAModalInNavigationCodeIsReportedNotSilent() {
        var stack = ScreenStack(root: rootScreen)
        let collected = Warnings()
        let ids = RuntimeWarnings.withHandler({ collected.append($0) }) {
            [stack.present(.picker(query: "a")), stack.present(.picker(query: "b"))]
        }
        #expect(ids == [StackElementID(1), nil])
        #expect(stack.count == 2)
        #expect(collected.all == ["A modal is already up; present was ignored. Dismiss it first, or replace the stack."])
    }

    @Test func poppingTheRootDoesNothing() async throws {
        let store = store()
        try await store.send(.pop, refused: "pop on the root does nothing")
        try await store.send(.dismiss, refused: "dismiss with no modal up does nothing")
        #expect(store.state == ScreenStack(root: rootScreen))
    }

    @Test func aChildsResultArrivesAsADelegateActionAndTheParentNavigates() async throws {
        let store = store()
        try await store.send(.element(id: StackElementID(0), action: .chooseTapped))
        try await store.receive(.element(id: StackElementID(0), action: .delegate(.choose))) { $0.present(.picker(query: "")) }
        try await store.send(.element(id: StackElementID(1), action: .queryChanged("ger"))) { $0[id: StackElementID(1)] = .picker(query: "ger") }
        try await store.send(.element(id: StackElementID(1), action: .pickTapped("DE")))
        try await store.receive(.element(id: StackElementID(1), action: .delegate(.countryPicked("DE")))) {
            $0.dismiss()
            $0[id: StackElementID(0)] = .list(chosen: "DE", year: 2026)
        }
        try await store.finish()
    }

    @Test func closeDismissesAndChangesNothingElse() async throws {
        let store = store()
        try await store.send(.present(.picker(query: ""))) { $0.present(.picker(query: "")) }
        try await store.send(.element(id: StackElementID(1), action: .closeTapped))
        try await store.receive(.element(id: StackElementID(1), action: .delegate(.cancelled))) { $0.dismiss() }
        #expect(store.state.elements.map(\.screen) == [rootScreen])
        try await store.finish()
    }

    @Test func backIsJustPopSoTheStackNeverDriftsAndThePoppedScreensEffectIsCancelled() async throws {
        let store = store()
        try await store.send(.element(id: StackElementID(0), action: .openTapped(7)))
        try await store.receive(.element(id: StackElementID(0), action: .delegate(.open(7)))) { $0.push(.detail(index: 7, ticks: 0)) }
        try await store.send(.element(id: StackElementID(1), action: .startTicking))
        await clock.advance(by: .seconds(1))
        try await store.receive(.element(id: StackElementID(1), action: .tick)) { $0[id: StackElementID(1)] = .detail(index: 7, ticks: 1) }
        try await store.send(.pop) { $0.pop() }
        await clock.advance(by: .seconds(5))
        try await store.finish()
    }

    @Test func aDismissedModalsPushedScreenStopsItsEffectsToo() async throws {
        let store = store()
        try await store.send(.present(.picker(query: ""))) { $0.present(.picker(query: "")) }
        try await store.send(.push(.detail(index: 1, ticks: 0))) { $0.push(.detail(index: 1, ticks: 0)) }
        try await store.send(.element(id: StackElementID(2), action: .startTicking))
        try await store.send(.dismiss) { $0.dismiss() }
        await clock.advance(by: .seconds(3))
        try await store.finish()
    }

    @Test func aScreenRemovedByTheParentsOwnReducerStopsItsEffectsToo() async throws {
        let parent = Reduce<ScreenStack<Screen>, AppAction> { stack, action in
            if case .element(_, .queryChanged("drop the top")) = action { stack.pop() }
            return .none
        }
        let store = TestStore(
            initialState: ScreenStack(root: rootScreen),
            reducer: parent.combined(with: StackRouter(screen: ScreenFeature(clock: clock)))
        )
        try await store.send(.push(.detail(index: 1, ticks: 0))) { $0.push(.detail(index: 1, ticks: 0)) }
        try await store.send(.element(id: StackElementID(1), action: .startTicking))
        try await store.send(.element(id: StackElementID(0), action: .queryChanged("drop the top"))) { $0.pop() }
        await clock.advance(by: .seconds(3))
        try await store.finish(timeout: .milliseconds(200))
    }

    @Test func aLateActionForAGoneScreenIsDroppedAndReported() async throws {
        let store = store()
        try await store.send(
            .element(id: StackElementID(5), action: .tick),
            refused: "there is no screen 5 on the stack (its one screen is 0), so `.tick` was dropped"
        )
    }

    @Test func theRouterSaysBeforehandWhatItWouldRefuse() {
        let router = appRouter(clock: clock)
        var stack = ScreenStack(root: rootScreen)
        #expect(router.rejection(of: .element(id: StackElementID(5), action: .tick), in: stack)
            == "there is no screen 5 on the stack (its one screen is 0), so `.tick` was dropped")
        #expect(router.rejection(of: .pop, in: stack) == "pop on the root does nothing")
        #expect(router.rejection(of: .dismiss, in: stack) == "dismiss with no modal up does nothing")
        #expect(router.rejection(of: .popTo(id: StackElementID(9)), in: stack) == "`.popTo(id: 9)`: there is no screen 9 on the stack (its one screen is 0)")
        #expect(router.rejection(of: .element(id: stack.root.id, action: .tick), in: stack) == nil)
        stack.present(.picker(query: ""))
        #expect(router.rejection(of: .present(.picker(query: "")), in: stack)?.hasPrefix("A modal is already up") == true)
        #expect(router.rejection(of: .dismiss, in: stack) == nil)
    }

    @Test func twoScreensOfOneKindKeepTheirEffectsApart() async throws {
        let store = store()
        try await store.send(.push(.detail(index: 1, ticks: 0))) { $0.push(.detail(index: 1, ticks: 0)) }
        try await store.send(.push(.detail(index: 2, ticks: 0))) { $0.push(.detail(index: 2, ticks: 0)) }
        try await store.send(.element(id: StackElementID(1), action: .startTicking))
        try await store.send(.element(id: StackElementID(2), action: .startTicking))
        try await store.send(.pop) { $0.pop() }
        await clock.advance(by: .seconds(1))
        try await store.receive(.element(id: StackElementID(1), action: .tick)) { $0[id: StackElementID(1)] = .detail(index: 1, ticks: 1) }
        try await store.send(.popToRoot) { $0.popToRoot() }
        await clock.advance(by: .seconds(1))
        try await store.finish()
    }

    @Test func replaceOpensADeepLinkWithNewIdsAndCancelsWhatItRemoves() async throws {
        let store = store()
        try await store.send(.push(.detail(index: 1, ticks: 0))) { $0.push(.detail(index: 1, ticks: 0)) }
        try await store.send(.element(id: StackElementID(1), action: .startTicking))
        let link = try ScreenStack<Screen>(path: "list/US/2027/detail/3")
        #expect(link.elements.map(\.screen) == [.list(chosen: "US", year: 2027), .detail(index: 3, ticks: 0)])
        try await store.send(.replace(root: .list(chosen: "US", year: 2027), screens: [StackEntry(.pushed, .detail(index: 3, ticks: 0))])) {
            $0.replace(root: .list(chosen: "US", year: 2027), with: [(.pushed, .detail(index: 3, ticks: 0))])
        }
        #expect(store.state.elements.map(\.id) == [StackElementID(2), StackElementID(3)])
        await clock.advance(by: .seconds(2))
        try await store.finish()
    }
}

/// Runtime warnings collected from any thread.
final class Warnings: Sendable {
    private let collected = Locked<[String]>([])
    func append(_ warning: String) { collected.withLock { $0.append(warning) } }
    var all: [String] { collected.withLock { $0 } }
}
