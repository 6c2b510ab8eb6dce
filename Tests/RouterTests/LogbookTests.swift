import Foundation
import Router
import Store
import Testing

/// The logbook's screens share one value kept at the root: an edit on a pushed screen is seen
/// at the root in the same exhaustive step, a forgotten expectation of it fails, it is kept in
/// a file, and a recorded session replays and checks although its reducers make ids and dates.
@MainActor
@Suite struct LogbookTests {
    let clock = TestClock()
    let storage = SharedStorage<Logbook>.inMemory()
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let folder = NSTemporaryDirectory() + "logbook-\(UUID().uuidString)/"
    typealias Action = LogbookApp.Action

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func makeStore() -> TestStore<LogbookApp.State, Action> {
        TestStore(initialState: LogbookApp.State(), reducer: LogbookApp()) { [clock, storage, date] in
            $0.clock = clock
            $0.uuid = .incrementing
            $0.now = .constant(date)
            $0.logbookStorage = storage
        }
    }

    static func id(_ number: Int) -> UUID {
        UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012d", number))")!
    }

    let list = StackElementID(0)
    let detail = StackElementID(1)
    let stopwatch = StackElementID(2)

    /// Adds a routine and opens it: the detail screen is on top.
    func openRoutine(_ store: TestStore<LogbookApp.State, Action>) async throws {
        try await store.send(.path(.element(id: list, action: .list(.addTapped(name: "Run"))))) {
            $0.logbook.routines.append(Routine(id: Self.id(0), name: "Run"))
        }
        try await store.send(.path(.element(id: list, action: .list(.routineTapped(Self.id(0)))))) {
            $0.path[id: list, case: LogbookScreen.list]?.opened = 1
        }
        try await store.receive(.path(.element(id: list, action: .list(.delegate(.open(Self.id(0))))))) {
            _ = $0.path.push(.detail(RoutineDetail.State(routineID: Self.id(0))))
        }
    }

    @Test func aNameEditedOnAPushedScreenAppearsAtTheRootInTheSameStep() async throws {
        let store = makeStore()
        try await openRoutine(store)
        try await store.send(
            .path(.element(id: detail, action: .detail(.nameChanged("Long run"))))
        ) {
            $0.logbook.routines[id: Self.id(0)]?.name = "Long run"
        }
        #expect(store.state.logbook.routines.map(\.name) == ["Long run"])
        #expect(storage.load(orElse: Logbook(), problem: { Issue.record("\($0)") }).routines.map(\.name) == ["Long run"], "the change was kept")
        try await store.finish()
    }

    @Test func aForgottenExpectationOfTheSharedValueFails() async throws {
        let store = makeStore()
        store.failureReporting = .throwing
        try await openRoutine(store)
        let failure = await #expect(throws: TestStoreFailure.self) {
            try await store.send(.path(.element(id: detail, action: .detail(.nameChanged("Long run")))))
        }
        #expect(failure?.message.contains("Long run") == true, "the diff shows the shared value's change")
    }

    @Test func theStopwatchWritesItsWorkoutIntoTheRoutineAndThePopCancelsItsTimer() async throws {
        let store = makeStore()
        try await openRoutine(store)
        try await store.send(.path(.element(id: detail, action: .detail(.stopwatchTapped))))
        try await store.receive(.path(.element(id: detail, action: .detail(.delegate(.startStopwatch(Self.id(0))))))) {
            _ = $0.path.push(.stopwatch(Stopwatch.State(routineID: Self.id(0))))
        }
        try await store.send(.path(.element(id: stopwatch, action: .stopwatch(.startTapped)))) {
            $0.path[id: stopwatch, case: LogbookScreen.stopwatch]?.isRunning = true
        }
        await clock.advance(by: .seconds(2))
        for second in 1...2 {
            try await store.receive(.path(.element(id: stopwatch, action: .stopwatch(.tick)))) {
                $0.path[id: stopwatch, case: LogbookScreen.stopwatch]?.seconds = second
            }
        }
        try await store.send(.path(.element(id: stopwatch, action: .stopwatch(.stopTapped)))) {
            $0.path[id: stopwatch, case: LogbookScreen.stopwatch]?.isRunning = false
            $0.logbook.routines[id: Self.id(0)]?.workouts = [Workout(id: Self.id(1), date: date, seconds: 2)]
        }
        try await store.receive(.path(.element(id: stopwatch, action: .stopwatch(.delegate(.finished))))) {
            _ = $0.path.pop()
        }
        await clock.advance(by: .seconds(5))
        try await store.finish()
    }

    @Test func theLogbookIsWrittenToItsFileAfterAChangeAndReadAtStart() async throws {
        let path = folder + "logbook.txt"
        let file = SharedStorage<Logbook>.file(path)
        let store = Store(initialState: LogbookApp.State(), reducer: LogbookApp()) {
            $0.uuid = .incrementing
            $0.logbookStorage = file
        }
        await store.send(.path(.element(id: list, action: .list(.addTapped(name: "Swim"))))).finish()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == #"(routines: [(id: "00000000-0000-0000-0000-000000000000", name: "Swim", workouts: [])])"# + "\n")
        let loaded = file.load(
            orElse: Logbook(), problem: { Issue.record("\($0)") }
        )
        #expect(loaded == store.state.logbook)
    }

    @Test func theDetailScreenIsTestedAloneWithTheLogbookGivenToItsTestStore() async throws {
        let run = Routine(id: Self.id(0), name: "Run")
        let store = TestStore(
            initialState: RoutineDetail.State(routineID: run.id),
            reducer: RoutineDetail(),
            shared: Logbook(routines: [run])
        )
        try await store.send(.nameChanged("Long run")) {
            $0.shared.routines[id: run.id]?.name = "Long run"
        }
        try await store.send(.stopwatchTapped)
        try await store.receive(.delegate(.startStopwatch(run.id)))
    }

    @Test func aTestThatForgetsTheStorageFailsNamingItAndWritesNoFile() async throws {
        let store = TestStore(initialState: LogbookApp.State(), reducer: LogbookApp()) { $0.uuid = .incrementing }
        try await withKnownIssue {
            try await store.send(.path(.element(id: list, action: .list(.addTapped(name: "Run"))))) {
                $0.logbook.routines.append(Routine(id: Self.id(0), name: "Run"))
            }
        } matching: { issue in
            issue.description.contains("did not provide the dependency `logbookStorage`, so it got a stand-in; provide it where the feature is run: TestStore(initialState:reducer:) { $0.logbookStorage = … }")
        }
        #expect(!FileManager.default.fileExists(atPath: "logbook.txt"), "the live file was not written")
    }

    /// A larger app that holds the logbook app in one of its fields.
    struct Outer: Reducer {
        struct State: Equatable, Sendable {
            var logbook = LogbookApp.State()
            var visits = 0
        }

        enum Action: Equatable, Sendable {
            case logbook(LogbookApp.Action)
        }

        var body: some Reducer<State, Action> {
            Scope(state: \.logbook, action: Action.logbook, child: LogbookApp())
        }
    }

    @Test func aSharingAppInsideALargerOneIsLentItsFieldsByTheScopeThatRunsIt() async throws {
        let store = TestStore(initialState: Outer.State(), reducer: Outer()) { [storage] in
            $0.uuid = .incrementing
            $0.logbookStorage = storage
        }
        try await store.send(.logbook(.path(.element(id: list, action: .list(.addTapped(name: "Row")))))) {
            $0.logbook.logbook.routines.append(Routine(id: Self.id(0), name: "Row"))
        }
        try await store.finish()
    }

    @Test func anAppStartsFromItsKeptLogbook() async throws {
        let file = SharedStorage<Logbook>.file(folder + "logbook.txt")
        try file.write(Logbook(routines: [Routine(id: Self.id(7), name: "Swim")]))
        let state = LogbookApp.State(logbook: file.load(orElse: Logbook()) { Issue.record("\($0)") })
        let store = TestStore(initialState: state, reducer: LogbookApp()) { $0.logbookStorage = file }
        try await store.send(.path(.element(id: list, action: .list(.routineTapped(Self.id(7)))))) {
            $0.path[id: list, case: LogbookScreen.list]?.opened = 1
        }
        try await store.receive(.path(.element(id: list, action: .list(.delegate(.open(Self.id(7))))))) {
            _ = $0.path.push(.detail(RoutineDetail.State(routineID: Self.id(7))))
        }
    }

    @Test func aCorruptLogbookFileGivesOneErrorIsKeptAsideAndLosesNothing() async throws {
        let path = folder + "logbook.txt"
        let corrupt = "(routines: [(id: 7, name: \"Swim\")])\n"
        try corrupt.write(toFile: path, atomically: true, encoding: .utf8)
        let file = SharedStorage<Logbook>.file(path)
        var problems: [String] = []
        let loaded = file.load(orElse: Logbook(), problem: { problems.append($0) })
        #expect(loaded == Logbook(), "the app starts")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("\(path):1:") == true, "it says where: \(problems)")
        #expect(problems.first?.contains("kept aside as \(path).corrupt") == true)
        #expect(problems.first?.contains("\n") == false, "one line")
        #expect(try String(contentsOfFile: path + ".corrupt", encoding: .utf8) == corrupt, "nothing is lost")

        try file.write(Logbook(routines: [Routine(id: Self.id(3), name: "Row")]))
        #expect(try String(contentsOfFile: path + ".corrupt", encoding: .utf8) == corrupt, "a later write does not touch it")
        try corrupt.write(toFile: path, atomically: true, encoding: .utf8)
        _ = file.load(orElse: Logbook(), problem: { problems.append($0) })
        #expect(problems.last?.contains("kept aside as \(path).corrupt-2") == true, "a second one is kept beside the first")
    }

    @Test func aLogbookFileThatCannotBeReadIsOneErrorAndTheAppStarts() async throws {
        let path = folder + "a folder"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var problems: [String] = []
        let loaded = SharedStorage<Logbook>.file(path).load(orElse: Logbook(), problem: { problems.append($0) })
        #expect(loaded == Logbook())
        #expect(problems.count == 1 && problems[0].hasPrefix("\(path): cannot be read"), "\(problems)")
    }

    @Test func aRecordedSessionOfTheLogbookReplaysPurelyAndLiveAndChecks() async throws {
        var configuration = Console<LogbookApp>.Configuration.stack(LogbookApp.rendering, at: \.path, action: LogbookApp.Action.path)
        var printed: [String] = []
        // The "loading…" note comes after a wall-clock delay while the file storage writes: on a
        // busy machine it may come, and it is no error.
        configuration.output = .init(out: { printed.append($0) }, err: { if !$0.hasPrefix("loading…") { printed.append("error: " + $0) } })
        configuration.clock = clock
        configuration.dependencies = { [storage] in $0.logbookStorage = storage }
        let console = Console(initialState: LogbookApp.State(), reducer: LogbookApp(), configuration: configuration)
        let path = folder + "logbook.log"
        try console.record(to: path)
        for line in ["add Run", "open 1", "name Long run", "stopwatch", "start", ":wait 3", "stop", "back", "open 1"] {
            await console.handle(line)
        }
        #expect(!printed.contains { $0.hasPrefix("error: ") }, "\(printed.filter { $0.hasPrefix("error: ") })")
        let workouts = console.state.logbook.routines.first?.workouts ?? []
        #expect(workouts.map(\.seconds) == [3])
        #expect(printed.last?.contains("3 s on ") == true, "the detail screen draws the shared routine: \(printed.last ?? "")")

        let replayed = { (values: inout DependencyValues) in values.logbookStorage = .inMemory() }
        let pure = try ActionLog.replay(path, reducer: LogbookApp(), initialState: { _ in LogbookApp.State() }, withDependencies: replayed)
        #expect(pure.state == console.state)
        #expect(pure.checkpoints > 3)
        let live = try await ActionLog.replayLive(path, reducer: LogbookApp(), initialState: { _ in LogbookApp.State() }, clock: TestClock(), withDependencies: replayed)
        #expect(live.state == console.state)
    }
}
