import Foundation
import Router
import Store

// A workout logbook: a list of routines, a detail screen that edits one, and a stopwatch that
// writes a workout into it; the logbook is kept at the root, shared by all three screens, and
// persisted to a file. No line copies it between screens, and no parent passes it down.

struct Workout: Equatable, Codable, Sendable, Identifiable {
    let id: UUID
    var date: Date
    var seconds: Int
}

struct Routine: Equatable, Codable, Sendable, Identifiable {
    let id: UUID
    var name: String
    var workouts: [Workout] = []
}

struct Logbook: Equatable, Codable, Sendable {
    var routines: IdentifiedList<Routine> = []
}

enum LogbookStorageKey: DependencyKey {
    static let liveValue = SharedStorage<Logbook>.file("logbook.txt")
}

extension DependencyValues {
    var logbookStorage: SharedStorage<Logbook> {
        get { self[LogbookStorageKey.self] }
        set { self[LogbookStorageKey.self] = newValue }
    }
}

/// The root screen: every routine, and a new one by name.
struct RoutineList: Reducer {
    struct State: Equatable, Codable, Sendable {
        var opened = 0
    }

    enum Action: Equatable, Codable, Sendable {
        case addTapped(name: String)
        case routineTapped(UUID)
        case delegate(Delegate)
        enum Delegate: Equatable, Codable, Sendable { case open(UUID) }
    }

    @Shared var logbook: Logbook
    @Dependency(\.uuid) var uuid

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .addTapped(let name):
            logbook.routines.append(Routine(id: uuid(), name: name))
            return .none
        case .routineTapped(let id):
            state.opened += 1
            return .send(.delegate(.open(id)))
        case .delegate:
            return .none
        }
    }

    func rejection(of action: Action, in state: State) -> String? {
        guard case .routineTapped(let id) = action, logbook.routines[id: id] == nil else { return nil }
        return "there is no routine \(id)"
    }

    static func render(_ state: State) -> Rendering<Action> {
        @Shared var logbook: Logbook
        let routines = Array(logbook.routines)
        return Rendering(
            title: "Routines",
            lines: routines.enumerated().map { ScreenLine("\($0.offset + 1)  \($0.element.name)  (\($0.element.workouts.count) workouts)") },
            commands: [
                ScreenCommand(name: "add", argument: "NAME", summary: "add a routine") { .addTapped(name: $0) },
                ScreenCommand(name: "open", argument: "N", summary: "open routine N") { text throws(CommandError) in
                    guard let number = Int(text), routines.indices.contains(number - 1) else {
                        throw CommandError("`open` needs a routine's number, 1 to \(routines.count)")
                    }
                    return .routineTapped(routines[number - 1].id)
                },
            ]
        )
    }
}

/// One routine: its name edited, its workouts listed, and the stopwatch started.
struct RoutineDetail: Reducer {
    struct State: Equatable, Codable, Sendable {
        let routineID: UUID
    }

    enum Action: Equatable, Codable, Sendable {
        case nameChanged(String)
        case stopwatchTapped
        case delegate(Delegate)
        enum Delegate: Equatable, Codable, Sendable { case startStopwatch(UUID) }
    }

    @Shared var logbook: Logbook

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .nameChanged(let name):
            logbook.routines[id: state.routineID]?.name = name
            return .none
        case .stopwatchTapped:
            return .send(.delegate(.startStopwatch(state.routineID)))
        case .delegate:
            return .none
        }
    }

    static func render(_ state: State) -> Rendering<Action> {
        @Shared var logbook: Logbook
        let routine = logbook.routines[id: state.routineID]
        return Rendering(
            title: routine?.name ?? "(deleted)",
            lines: (routine?.workouts ?? []).map { ScreenLine("\($0.seconds) s on \(ISO8601DateFormatter().string(from: $0.date))") },
            commands: [
                ScreenCommand(name: "name", argument: "TEXT", summary: "rename the routine") { .nameChanged($0) },
                ScreenCommand(name: "stopwatch", summary: "time a workout", sends: .stopwatchTapped),
            ]
        )
    }
}

/// A stopwatch on the clock; stopping it writes the workout into the routine.
struct Stopwatch: Reducer {
    struct State: Equatable, Codable, Sendable {
        let routineID: UUID
        var seconds = 0
        var isRunning = false
    }

    enum Action: Equatable, Codable, Sendable {
        case startTapped, tick, stopTapped
        case delegate(Delegate)
        enum Delegate: Equatable, Codable, Sendable { case finished }
    }

    struct TimerID: Hashable, Sendable {}
    @Shared var logbook: Logbook
    @Dependency(\.clock) var clock
    @Dependency(\.uuid) var uuid
    @Dependency(\.now) var now

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .startTapped:
            state.isRunning = true
            return .run { [clock] send in
                for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
            }
            .cancellable(id: TimerID(), cancelInFlight: true)
        case .tick:
            state.seconds += 1
            return .none
        case .stopTapped:
            state.isRunning = false
            logbook.routines[id: state.routineID]?.workouts.append(Workout(id: uuid(), date: now(), seconds: state.seconds))
            return .merge(.cancel(id: TimerID()), .send(.delegate(.finished)))
        case .delegate:
            return .none
        }
    }

    func rejection(of action: Action, in state: State) -> String? {
        switch action {
        case .startTapped where state.isRunning: "the stopwatch is running already"
        case .stopTapped where !state.isRunning: "the stopwatch is not running"
        default: nil
        }
    }

    static func render(_ state: State) -> Rendering<Action> {
        // What it offers is what it accepts: start while stopped, stop while running.
        Rendering(title: "Stopwatch", lines: [ScreenLine("\(state.seconds) s" + (state.isRunning ? " (running)" : ""))], commands: [
            state.isRunning
                ? ScreenCommand(name: "stop", summary: "stop and log the workout", sends: .stopTapped)
                : ScreenCommand(name: "start", summary: "start timing", sends: .startTapped),
        ])
    }
}

enum LogbookScreen: Equatable, Codable, Sendable {
    case list(RoutineList.State)
    case detail(RoutineDetail.State)
    case stopwatch(Stopwatch.State)
}

enum LogbookScreenAction: Equatable, Codable, Sendable {
    case list(RoutineList.Action)
    case detail(RoutineDetail.Action)
    case stopwatch(Stopwatch.Action)
}

/// The app: the logbook, kept once at the root and in a file, and the stack of screens.
struct LogbookApp: Reducer {
    struct State: SharingState, Equatable, Codable, Sendable {
        var logbook = Logbook()
        var path = ScreenStack<LogbookScreen>(
            root: .list(RoutineList.State())
        )
        static let shared = SharedFields<Self>(\.logbook)
    }

    enum Action: Equatable, Codable, Sendable {
        case path(StackAction<LogbookScreen, LogbookScreenAction>)
    }

    var body: some Reducer<State, Action> {
        Scope(
            state: \.path, action: Action.path,
            child: StackRouter(
                screen: Self.screens, navigation: Self.navigate
            )
        )
        .persisting(\.logbook, in: \.logbookStorage)
    }

    static var screens: EnumReducer<LogbookScreen, LogbookScreenAction> {
        EnumReducer()
        .on(LogbookScreen.list, LogbookScreenAction.list, RoutineList())
        .on(LogbookScreen.detail, LogbookScreenAction.detail, RoutineDetail())
        .on(LogbookScreen.stopwatch, LogbookScreenAction.stopwatch, Stopwatch())
    }

    static func navigate(_ stack: inout ScreenStack<LogbookScreen>, _ id: StackElementID, _ action: LogbookScreenAction) -> Effect<StackAction<LogbookScreen, LogbookScreenAction>> {
        switch action {
        case .list(.delegate(.open(let routine))):
            stack.push(.detail(RoutineDetail.State(routineID: routine)))
        case .detail(.delegate(.startStopwatch(let routine))):
            stack.push(.stopwatch(Stopwatch.State(routineID: routine)))
        case .stopwatch(.delegate(.finished)):
            stack.pop()
        default:
            break
        }
        return .none
    }

    static var rendering: EnumRendering<LogbookScreen, LogbookScreenAction> {
        EnumRendering()
        .on(LogbookScreen.list, LogbookScreenAction.list, title: { _ in "Routines" }, render: RoutineList.render)
        .on(LogbookScreen.detail, LogbookScreenAction.detail, title: { _ in "Routine" }, render: RoutineDetail.render)
        .on(LogbookScreen.stopwatch, LogbookScreenAction.stopwatch, title: { _ in "Stopwatch" }, render: Stopwatch.render)
    }
}

