import Foundation
import StoreSupport
import StoreCore
import StoreLogs
import StoreConsole

extension Store where State: Codable & Equatable & Sendable, Action: Codable & Equatable & Sendable {
    /// Opens this store to consoles at `path` (a Unix socket): `holiday-repl attach PATH`, or
    /// any ``/StoreTerminal/ConsoleProgram``'s `attach`, then types actions into the running app, sees its
    /// screens, its own actions as they happen, time-travels it, and `:save`s its session as a
    /// log that replays as a test. Nothing listens until this is called.
    ///
    /// ```swift
    /// #if DEBUG
    /// let consoles = try store.acceptConsoles(
    ///     at: "/tmp/notes-consoles/app.sock",
    ///     reducer: Notes(),
    ///     configuration: .init(render: Notes.render)
    /// )
    /// #endif
    /// ```
    ///
    /// Call it where the store is made: the app's session log starts here, and a log replays
    /// live only from a start no effect was already running at. The socket is the user's
    /// alone: its folder is made `0700` (an existing one must be the user's, and closed to
    /// others), the socket `0600`, and a peer that is another user is turned away. One console
    /// attaches at a time; a second is told which one is there.
    ///
    /// A scope of the app's store opens too: the console drives that screen, and its log holds
    /// the scope's own actions, so it replays on the scope's feature alone. The scope must be
    /// made with a case the app's actions can be read back through (a key path and an
    /// ``/StoreCore/EnumCase``, a case's constructor such as `AppAction.counter`, a ``/StoreCore/ScreenCase``, or
    /// ``/StoreCore/Store/scope(each:action:)-(_,EnumCase<Action,ElementAction<Element.ID,ChildAction>>)``);
    /// one made with another function is refused with a message. What the app hands the scope
    /// (an action for it that no action of its own started) is logged as its input, a `>` line;
    /// the app's actions outside the scope that change its state start the log again from the
    /// new state; and `:goto` moves the whole app back to that moment.
    ///
    /// - Returns: the handle that keeps the socket open; ``ConsoleListener/close()`` ends it.
    public func acceptConsoles<Feature: Reducer>(
        at path: String, reducer: Feature, configuration: Console<Feature>.Configuration
    ) throws(CommandError) -> ConsoleListener where Feature.State == State, Feature.Action == Action {
        let point: AttachPoint<Action>
        do { point = try core.attachPoint() } catch { throw CommandError(error.message) }
        let values = point.dependencies ?? DependencyValues.current
        let wakes = LiveWakes()
        wakes.runtime = runtime
        let clock = LiveClock()
        let log = ConsoleLog<State, Action>(
            startState: state, settings: [(SessionValues.settingName, SessionValues.format(SessionValues.today))], startsFromSettings: false,
            elapsed: wakes.elapsed(on: clock), effectElapsed: wakes.effectElapsed(on: clock)
        )
        let keeping = keepLog(log, through: point)
        let host = AttachHost(app: AttachedApp(store: self, values: values, log: log, point: point), reducer: reducer, configuration: configuration, keeping: keeping)
        log.onWriteFailure = { Platform.writeError("\($0)\n") }
        return try ConsoleListener.open(at: path, host: host)
    }

    /// Writes the app's actions that are this store's into `log`. For a scope, an action of the
    /// app's that is not the scope's but changes its state starts the log again from the new
    /// state, so the log still replays on the scope's feature alone.
    private func keepLog(_ log: ConsoleLog<State, Action>, through point: AttachPoint<Action>) -> StoreObservation {
        let outside = OutsideChanges(state)
        let watching = point.watchActions { origin, action in
            guard let action else { return outside.pending = true }
            log.append(origin == .user ? .user(action) : .effect(action))
        }
        guard point.isScope else { return watching }
        let changes = core.subscribe(nil) { state in
            defer { (outside.last, outside.pending) = (state, false) }
            guard outside.pending, state != outside.last else { return }
            log.append(.comment(AttachedApp<State, Action>.outsideChange))
            log.append(.start(state))
        }
        return StoreObservation {
            watching.cancel()
            changes.cancel()
        }
    }
}

/// Whether an action of the app's outside a scope is being reduced, and the scope's state before.
@MainActor
private final class OutsideChanges<State> {
    var pending = false
    var last: State
    init(_ state: State) { last = state }
}

extension Console {
    /// Opens this console's store to consoles at `path`: the session and an attached console
    /// drive one store, each showing what the other sends, and share this session's log.
    package func acceptConsoles(at path: String) throws(CommandError) -> ConsoleListener {
        let point: AttachPoint<Action>
        do { point = try store.core.attachPoint() } catch { throw CommandError(error.message) }
        let host = AttachHost(app: AttachedApp(store: store, values: values, log: log, point: point), reducer: reducer, configuration: configuration, keeping: nil)
        host.local = self
        return try ConsoleListener.open(at: path, host: host)
    }
}

extension ConsoleListener {
    static func open(at path: String, host: any AttachHosting) throws(CommandError) -> ConsoleListener {
        let descriptor: Int32
        do {
            descriptor = try UnixSocket.listen(at: path)
        } catch {
            throw CommandError(error.message)
        }
        return try ConsoleListener(path: path, descriptor: descriptor, host: host)
    }
}
