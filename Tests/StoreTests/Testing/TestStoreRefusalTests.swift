import Store
import StoreSupport
import Testing

/// A refusal or a runtime warning the test did not expect fails it at the step that met it, and
/// a test store that ends with work left fails at its last step, `finish()` or not.
@MainActor
@Suite struct TestStoreRefusalTests {
    /// A shelf of names: removing one that is not there is refused; `.restock` has an effect
    /// send `.remove` for a name that is gone by then; `.oddity` raises a runtime warning;
    /// `.watch` starts an effect that runs until cancelled.
    struct Shelf: Reducer {
        struct State: Equatable { var names: [String] = ["Ada", "Grace"] }
        enum Action: Equatable, Sendable { case remove(String), restock, oddity, watch, stop }
        let clock = TestClock()

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            switch action {
            case .remove(let name):
                state.names.removeAll { $0 == name }
                return .none
            case .restock:
                return .send(.remove("Linus"))
            case .oddity:
                RuntimeWarnings.report("the shelf saw something odd")
                return .none
            case .watch:
                return .run { [clock] _ in try await clock.sleep(for: .seconds(3600)) }.cancellable(id: "watch")
            case .stop:
                return .cancel(id: "watch")
            }
        }

        func rejection(of action: Action, in state: State) -> String? {
            if case .remove(let name) = action, !state.names.contains(name) { return "\(name) is not on the shelf" }
            return nil
        }
    }

    nonisolated static func issue(_ issue: Issue, at line: Int, saying text: String) -> Bool {
        issue.sourceLocation?.line == line
            && issue.sourceLocation?.fileID == "StoreTests/TestStoreRefusalTests.swift"
            && issue.comments.contains { $0.rawValue.contains(text) }
    }

    @Test func aRefusedSendFailsAtItsLineNamingTheActionAndTheReason() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        let line = #line + 2
        try await withKnownIssue {
            try await store.send(.remove("Linus"))
        } matching: {
            Self.issue($0, at: line, saying: "TestStore failed at step 1, send(.remove(\"Linus\")): the store refused it "
                + "(.remove(\"Linus\")): Linus is not on the shelf")
        }
    }

    @Test func aRefusedSendThatExpectedAChangeSaysItWasRefusedNotADiff() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        try await withKnownIssue {
            try await store.send(.remove("Linus")) { $0.names = ["Ada"] }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Linus is not on the shelf") && !$0.rawValue.contains("− expected") }
        }
    }

    @Test func anEffectsRefusedActionFailsTheStepThatReceivesIt() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        try await store.send(.restock)
        let line = #line + 2
        try await withKnownIssue {
            try await store.receive(.remove("Linus"))
        } matching: {
            Self.issue($0, at: line, saying: "receive(.remove(\"Linus\")): the store refused it (.remove(\"Linus\")): Linus is not on the shelf")
        }
    }

    @Test func aRuntimeWarningFailsTheStepThatRaisedIt() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        let line = #line + 2
        try await withKnownIssue {
            try await store.send(.oddity)
        } matching: {
            Self.issue($0, at: line, saying: "a runtime warning was raised (collect them with RuntimeWarnings.withHandler around the step "
                + "to expect them, or fix what raised them):\n  - the shelf saw something odd")
        }
    }

    @Test func aRuntimeWarningTheTestCollectsIsExpected() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        let seen = Locked<[String]>([])
        try await RuntimeWarnings.withHandler({ warning in seen.withLock { $0.append(warning) } }) {
            try await store.send(.oddity)
        }
        #expect(seen.withLock { $0 } == ["the shelf saw something odd"])
    }

    @Test func aStoreThatEndsWithAnEffectRunningFailsAtItsLastStepWithoutFinish() async throws {
        let line = #line + 4
        try await withKnownIssue {
            let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
            try await store.send(.remove("Ada")) { $0.names = ["Grace"] }
            try await store.send(.watch)
        } matching: {
            Self.issue($0, at: line, saying: "TestStore failed at its end (after step 2, the last): 1 effect is still running; "
                + "wait for it with `finish()`")
        }
    }

    @Test func aStoreThatEndsWithAnActionNotReceivedFailsAtItsLastStepWithoutFinish() async throws {
        let line = #line + 3
        try await withKnownIssue {
            let store = TestStore(initialState: Shelf.State(), reducer: Shelf(), withDependencies: { _ in })
            try await store.send(.restock)
        } matching: {
            Self.issue($0, at: line, saying: "TestStore failed at its end (after step 1, the last): actions received from effects "
                + "were not asserted (assert each with `receive`, or call skipReceivedActions()):\n  .remove(\"Linus\") (refused: ")
        }
    }

    @Test func aStoreThatEndsWithNothingLeftPassesWithoutFinish() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        try await store.send(.watch)
        try await store.send(.stop)
    }

    @Test func aStepSaysItExpectsARefusalAndItsReason() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        try await store.send(.remove("Linus"), refused: "Linus is not on the shelf")
        try await store.send(.remove("Linus"), refused: .containing("not on the shelf"))
        try await store.send(.restock)
        try await store.receive(.remove("Linus"), refused: .anyReason)
        #expect(store.state.names == ["Ada", "Grace"])
    }

    @Test func anExpectedReasonTakesInterpolationAsAnySwiftStringDoes() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        let name = "Linus"
        try await store.send(.remove(name), refused: "\(name) is not on the shelf")
        try await withKnownIssue {
            try await store.send(.remove(name), refused: "\(name) left")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix("but for another reason than the reason \"Linus left\": Linus is not on the shelf") }
        }
    }

    @Test func anExpectedRefusalThatDoesNotComeOrSaysAnotherReasonFails() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        try await withKnownIssue {
            try await store.send(.remove("Ada"), refused: .anyReason) { $0.names = ["Grace"] }
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasSuffix("the store was expected to refuse it (.remove(\"Ada\")) for any reason, and it reduced it")
            }
        }
        try await withKnownIssue {
            try await store.send(.remove("Linus"), refused: "Linus left")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasSuffix("but for another reason than the reason \"Linus left\": Linus is not on the shelf")
            }
        }
    }

    @Test func aTestAsksWhetherAnActionWouldBeRefusedAndWhy() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf())
        #expect(store.rejection(of: .remove("Linus")) == "Linus is not on the shelf")
        #expect(store.accepts(.remove("Ada")))
        #expect(!store.accepts(.remove("Linus")))
        try await store.send(.remove("Ada")) { $0.names = ["Grace"] }
        #expect(store.rejection(of: .remove("Ada")) == "Ada is not on the shelf", "asked of the state as it is now")
    }
}
