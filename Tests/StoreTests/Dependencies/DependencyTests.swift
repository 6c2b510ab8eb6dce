import Foundation
import Store
import Testing

/// A checklist whose rows are made on a screen the list does not know the dependencies of:
/// the row editor reads the ids, the date and the clock itself, and nothing between the store
/// and it passes them.
struct Checklist: Reducer {
    struct Item: Equatable, Codable, Identifiable {
        var id: UUID
        var title: String
        var added: Date
    }

    struct State: Equatable, Codable {
        var items: [Item] = []
        var editor = Editor.State()
    }

    enum Action: Equatable, Codable {
        case editor(Editor.Action)
    }

    var body: some Reducer<State, Action> {
        Scope(state: \State.editor, action: Action.editor, child: Editor())
            .combined(with: Reduce { state, action in
                if case .editor(.delegate(.made(let item))) = action { state.items.append(item) }
                return .none
            })
    }

    /// Makes items, stamped with an id and the date, and saves a draft after a pause.
    struct Editor: Reducer {
        struct State: Equatable, Codable {
            var draft = ""
            var savedDrafts = 0
            var ticks = 0
        }

        enum Action: Equatable, Codable {
            case typed(String), addTapped, draftSaved, startTicking, tick
            case delegate(Delegate)
            enum Delegate: Equatable, Codable { case made(Item) }
        }

        @Dependency(\.uuid) var uuid
        @Dependency(\.now) var now
        @Dependency(\.clock) var clock

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            switch action {
            case .typed(let text):
                state.draft = text
                return .run { [clock] send in
                    try await clock.sleep(for: .seconds(2))
                    await send(.draftSaved)
                }
                .cancellable(id: "draft", cancelInFlight: true)
            case .addTapped:
                let item = Item(id: uuid(), title: state.draft, added: now())
                state.draft = ""
                return .send(.delegate(.made(item)))
            case .draftSaved:
                state.savedDrafts += 1
                return .none
            case .startTicking:
                return .run { send in
                    // Read in the effect, as a client call would be.
                    @Dependency(\.clock) var clock
                    for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
                }
                .cancellable(id: "ticking")
            case .tick:
                state.ticks += 1
                return state.ticks == 3 ? .cancel(id: "ticking") : .none
            case .delegate:
                return .none
            }
        }
    }
}

@MainActor
@Suite struct DependencyTests {
    let day = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aScreenReadsItsOwnDependenciesWithNoParentPassingThem() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: Checklist.State(), reducer: Checklist()) {
            $0.uuid = .incrementing
            $0.now = .constant(day)
            $0.clock = clock
        }
        try await store.send(.editor(.typed("Milk"))) { $0.editor.draft = "Milk" }
        await clock.advance(by: .seconds(2))
        try await store.receive(.editor(.draftSaved)) { $0.editor.savedDrafts = 1 }
        try await store.send(.editor(.addTapped)) { $0.editor.draft = "" }
        let milk = Checklist.Item(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, title: "Milk", added: day)
        try await store.receive(.editor(.delegate(.made(milk)))) { $0.items = [milk] }
        try await store.send(.editor(.addTapped))
        let second = Checklist.Item(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "", added: day)
        try await store.receive(.editor(.delegate(.made(second)))) { $0.items.append(second) }
    }

    @Test func aTimerTicksOnTheClockTheTestGaveAtWholeIntervals() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: Checklist.State(), reducer: Checklist()) { $0.clock = clock }
        try await store.send(.editor(.startTicking))
        await clock.advance(by: .milliseconds(2_500))
        try await store.receive(.editor(.tick)) { $0.editor.ticks = 1 }
        try await store.receive(.editor(.tick)) { $0.editor.ticks = 2 }
        await clock.advance(by: .milliseconds(500))
        try await store.receive(.editor(.tick)) { $0.editor.ticks = 3 }
        try await store.finish()
    }

    @Test func aTestThatForgotToProvideADependencyFailsNamingIt() async throws {
        let store = TestStore(initialState: Checklist.State(), reducer: Checklist()) {
            $0.now = .constant(day)
        }
        store.exhaustivity = .off
        try await withKnownIssue {
            try await store.send(.editor(.addTapped))
        } matching: { issue in
            issue.description.contains("the test did not provide the dependency `uuid`, so it got a stand-in; provide it where the feature is run: TestStore(initialState:reducer:) { $0.uuid = … }, or a replay's `withDependencies:`")
        }
    }

    @Test func aPlainStoreGivenDependenciesRunsItsReducerAndEffectsWithThem() async throws {
        let clock = TestClock()
        let store = Store(initialState: Checklist.State(), reducer: Checklist()) {
            $0.uuid = .constant(UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!)
            $0.now = .constant(day)
            $0.clock = clock
        }
        store.send(.editor(.typed("Tea")))
        await clock.advance(by: .seconds(2))
        #expect(store.state.editor.savedDrafts == 1, "the effect slept on the store's clock")
        store.send(.editor(.addTapped))
        #expect(store.state.items.map(\.id.uuidString) == ["00000000-0000-0000-0000-00000000000A"])
    }

    @Test func liveValuesAreTheSystemsAndTheIncrementingIdsCountFromZero() {
        let live = DependencyValues(context: .live)
        #expect(live.uuid() != live.uuid())
        #expect(abs(live.now().timeIntervalSinceNow) < 60)
        let ids = UUIDGenerator.incrementing
        #expect([ids(), ids(), ids()].map { $0.uuidString.suffix(3) } == ["000", "001", "002"])
    }
}

/// Notes kept in storage that a test may forget to give: its key has no test value, so a test
/// that forgets it gets storage in memory after failing, told the property's name.
enum NotesStorageKey: DependencyKey {
    static let liveValue = SharedStorage<[String]>.file("/nonexistent-folder/notes.txt")
}

extension DependencyValues {
    var notesStorage: SharedStorage<[String]> {
        get { self[NotesStorageKey.self] }
        set { self[NotesStorageKey.self] = newValue }
    }
}

struct NotePad: Reducer {
    struct State: Equatable, Codable { var saved = 0 }
    enum Action: Equatable, Codable { case save(String) }

    @Dependency(\.notesStorage) var storage

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        guard case .save(let note) = action else { return .none }
        try? storage.write([note])
        state.saved += 1
        return .none
    }
}

@MainActor
@Suite struct DependencyNamingTests {
    @Test func aDependencyTheTestDidNotProvideIsNamedByItsPropertyNotItsKey() async throws {
        let store = TestStore(initialState: NotePad.State(), reducer: NotePad())
        try await withKnownIssue {
            try await store.send(.save("milk")) { $0.saved = 1 }
        } matching: { issue in
            issue.description.contains("the test did not provide the dependency `notesStorage`, so it got a stand-in; provide it where the feature is run: TestStore(initialState:reducer:) { $0.notesStorage = … }")
        }
    }

    @Test func aDependencyTheTestDidNotProvideFailsAtTheStepThatUsedIt() async throws {
        let store = TestStore(initialState: NotePad.State(), reducer: NotePad())
        let line = #line + 2
        try await withKnownIssue {
            try await store.send(.save("milk")) { $0.saved = 1 }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == "StoreTests/DependencyTests.swift"
                && issue.description.contains("TestStore failed at step 1, send(.save(\"milk\")): the test did not provide the dependency "
                    + "`notesStorage`")
        }
    }

    @Test func changingPartOfADependencyWhereItIsGivenIsNotAUse() async throws {
        let kept = SharedStorage<[String]>.inMemory()
        let store = TestStore(initialState: NotePad.State(), reducer: NotePad()) {
            $0.notesStorage.write = kept.write
        }
        try await store.send(.save("tea")) { $0.saved = 1 }
        #expect(try kept.read() == ["tea"])
    }
}
