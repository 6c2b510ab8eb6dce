import Foundation
import Store
import Testing

/// A form whose state makes its own id when it is built, reading `@Dependency(\.uuid)` in its
/// `init`, as TCA's forms do.
struct IdForm: Reducer {
    struct State: Equatable {
        var id: UUID
        var title: String

        init(title: String = "") {
            @Dependency(\.uuid) var uuid
            id = uuid()
            self.title = title
        }
    }

    enum Action: Equatable { case copied }

    @Dependency(\.uuid) var uuid

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        state.id = uuid()
        return .none
    }
}

@MainActor
@Suite struct StateBuiltWithDependenciesTests {
    let first = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
    let second = UUID(uuidString: "00000000-0000-0000-0000-000000000001")

    @Test func aStateBuiltInTheTestStoresInitializerIsBuiltWithTheTestsDependencies() async throws {
        let store = TestStore(
            initialState: IdForm.State(title: "Standup"), reducer: IdForm()
        ) {
            $0.uuid = .incrementing
        }
        #expect(store.state.id == first)
        try await store.send(.copied) { $0.id = try #require(second) }
    }

    @Test func aStateBuiltInDependencyValuesWithGetsThem() {
        let state = DependencyValues.with({ $0.uuid = .incrementing }) {
            IdForm.State(title: "Standup")
        }
        #expect(state.id == first)
    }

    @Test func aStateBuiltBeforeItsTestStoreFailsSayingHowToBuildItInsideTheDependencies() {
        withKnownIssue {
            _ = IdForm.State(title: "Standup")
        } matching: { issue in
            issue.description.contains(
                "the dependency `uuid` was read outside the test's dependencies (nothing had set them up: a state "
                    + "built before its TestStore, or a store made without `withDependencies:`), so it got a stand-in "
                    + "whatever the test provides; build the value inside them: in the TestStore's own `initialState:` "
                    + "(`TestStore(initialState: State(…), reducer: …) { $0.uuid = … }` builds it after they are set), "
                    + "or in `DependencyValues.with({ $0.uuid = … }) { State(…) }`"
            )
        }
    }
}

@Suite struct StateBuiltWithDependenciesArticleTests {
    @Test func everyLineOfTheTestingArticlesSectionIsInTheCompiledTests() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().appendingPathComponent("../../..").standardized
        let article = try String(contentsOf: root.appendingPathComponent("Sources/Store/Core/StoreCore.docc/TestingAFeature.md"), encoding: .utf8)
        let section = try #require(
            article.components(separatedBy: "## State Built With the Test's Dependencies").dropFirst().first?
                .components(separatedBy: "\n## ").first,
            "the article has the section"
        )
        try ArticleLines.expectAll(of: section, in: here, least: 4)
    }
}
