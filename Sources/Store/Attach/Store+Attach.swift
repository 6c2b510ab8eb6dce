import Foundation

extension Store where State: Codable & Equatable & Sendable, Action: Codable & Equatable & Sendable {
    /// Opens this store to consoles at `path` (a Unix socket): `holiday-repl attach PATH`, or
    /// any ``ConsoleProgram``'s `attach`, then types actions into the running app, sees its
    /// screens, its own actions as they happen, time-travels it, and `:save`s its session as a
    /// log that replays as a test. Nothing listens until this is called.
    ///
    /// ```swift
    /// #if DEBUG
    /// let consoles = try store.acceptConsoles(at: "/tmp/notes-consoles/app.sock", reducer: Notes(), configuration: .init(render: Notes.render))
    /// #endif
    /// ```
    ///
    /// Call it where the store is made: the app's session log starts here, and a log replays
    /// live only from a start no effect was already running at. The socket is the user's
    /// alone: its folder is made `0700` (an existing one must be the user's, and closed to
    /// others), the socket `0600`, and a peer that is another user is turned away. One console
    /// attaches at a time; a second is told which one is there. Only a root store can be
    /// opened: a scoped store's actions are not all seen, so its log could not replay.
    ///
    /// - Returns: the handle that keeps the socket open; ``ConsoleListener/close()`` ends it.
    public func acceptConsoles<Feature: Reducer>(
        at path: String, reducer: Feature, configuration: Console<Feature>.Configuration
    ) throws(CommandError) -> ConsoleListener where Feature.State == State, Feature.Action == Action {
        guard let root = core.root else {
            throw CommandError("acceptConsoles opens the app's root store, not a scope of it: a scope's actions are not all seen, so its session could not replay")
        }
        let values = root.dependencies ?? DependencyValues.current
        let wakes = LiveWakes()
        wakes.runtime = runtime
        let clock = LiveClock()
        let log = ConsoleLog<State, Action>(
            startState: state, settings: [(SessionValues.settingName, SessionValues.format(SessionValues.today))], startsFromSettings: false,
            elapsed: wakes.elapsed(on: clock), effectElapsed: wakes.effectElapsed(on: clock)
        )
        let keeping = root.watchActions { origin, action in log.append(origin == .user ? .user(action) : .effect(action)) }
        let host = AttachHost(app: AttachedApp(store: self, values: values, log: log), reducer: reducer, configuration: configuration, keeping: keeping)
        log.onWriteFailure = { Platform.writeError("\($0)\n") }
        return try ConsoleListener.open(at: path, host: host)
    }
}

extension Console {
    /// Opens this console's store to consoles at `path`: the session and an attached console
    /// drive one store, each showing what the other sends, and share this session's log.
    func acceptConsoles(at path: String) throws(CommandError) -> ConsoleListener {
        let host = AttachHost(app: AttachedApp(store: store, values: values, log: log), reducer: reducer, configuration: configuration, keeping: nil)
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
