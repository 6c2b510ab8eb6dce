import StoreSupport
import StoreText
import StoreCore
import StoreLogs

/// A line-by-line session over any feature: type a command of the screen on top or an action
/// in the text syntax, see the screen again; with history (`:undo`, `:redo`, `:goto`), state
/// diffs, recording and replay for free. Lines come in and text goes out, so it knows no
/// terminal: a program feeds it standard input, a test feeds it strings.
///
/// ```swift
/// let console = Console(
///     initialState: Counter.State(), reducer: Counter(),
///     render: Counter.render
/// )
/// await console.run { readLine() }
/// ```
///
/// Bad input prints one error line and changes neither the state nor the log: a line that does
/// not read, a command the screen does not offer, and any action the feature refuses
/// (``/StoreCore/Reducer/rejection(of:in:)``), which is never sent.
@MainActor
public final class Console<Feature: Reducer>
where Feature.State: Codable & Equatable & Sendable, Feature.Action: Codable & Equatable & Sendable {
    /// The feature's state.
    public typealias State = Feature.State
    /// The feature's actions.
    public typealias Action = Feature.Action

    /// One state of the session's history, and what led to it.
    public struct HistoryPoint {
        /// The line typed, `(start)`, or what else led here.
        public let label: String
        /// The state it led to.
        public let state: State
        /// The whole app's state then, for a console attached to a scope of an app's store:
        /// what `:goto` gives the app back.
        let moment: AppMoment?
        /// `false` for a state between an action of another front's and its effect's answer
        /// (an answer came right after it): `:undo` and `:redo` step over it, as the app's own
        /// REPL undoes a whole line, and never land on a load that nothing will finish.
        var endsStep = true

        init(label: String, state: State, moment: AppMoment? = nil) {
            self.label = label
            self.state = state
            self.moment = moment
        }
    }

    /// The feature the session runs (for a front's own commands and completions).
    public let reducer: Feature
    /// How the session reads, draws and shows things. `settings` and `clock` are read when the
    /// console is made; the rest whenever it is used, so a front may change it as it goes.
    public var configuration: Configuration {
        didSet { lastDrawn = nil }
    }
    /// The last state drawn and its drawing, kept from the end of one line to the next: the
    /// command a line names is found on the screen drawn for it (an explorer's), not on a
    /// second drawing. A front may draw differently after its own session command
    /// (`:layout`), so none is kept across one, nor past the line.
    var lastDrawn: (state: State, screen: Rendering<Action>)?
    /// The checksums of the last few states, so a line that changed nothing (or went back to a
    /// state just seen) is not encoded again for its `~` line.
    package var checksums = RecentChecksums<State>()
    var printer: ConsolePrinter { ConsolePrinter(style: configuration.style) }
    var output: Output { configuration.output }
    /// Whether each action is followed by what it changed in the state (`:diff` changes it).
    public internal(set) var showsDiff: DiffStyle?

    /// How ``showsDiff`` prints what an action changed.
    public enum DiffStyle: Sendable {
        /// The changed paths, long values summarised (`:diff on`).
        case compact
        /// Every changed line of the pretty-printed state (`:diff full`).
        case full
    }
    /// What an interrupt cancels (the work of the action in flight); safe to call from a
    /// signal handler's thread.
    public nonisolated let interrupts = ConsoleInterrupts()
    /// The log of this session: entries as they happened, and the recording file.
    package let log: ConsoleLog<State, Action>
    package let store: Store<State, Action>
    private let wakes: LiveWakes
    /// What this console's `:save` records to beside the app's own recording, when it is an
    /// attached one that saved (``ConsoleLog/newRecorder()``).
    package var recorder: Int?
    /// What others send to this console's store, shown as it happens (see `showForeignActions`).
    package let foreign = ForeignActions<State>()
    /// The states this session went through, the start first.
    public internal(set) var history: [HistoryPoint]
    /// Where in ``history`` the session is.
    public internal(set) var position = 0
    /// `true` after `:quit`.
    public private(set) var isFinished = false
    /// Whether each line ends with the screen printed; an explorer, which discards what is
    /// printed and draws the screen itself, turns it off.
    package var drawsScreens = true
    /// Whether a line that takes a while says "loading…"; off where nobody reads the output
    /// (an explorer), which spares a timer task a line.
    package var noticesLoading = true
    /// Why the last line's command or action was refused (the feature's rejection, or a
    /// command's argument that makes no action); `nil` when it was not. For the explorer,
    /// which holds a screen to what it offers.
    package var lastRefusal: String?

    /// A session that starts from `initialState`, run by `reducer`, read and drawn as
    /// `configuration` says.
    ///
    /// ```swift
    /// var configuration = Console<Counter>.Configuration(render: Counter.render)
    /// configuration.echo = true
    /// let console = Console(
    ///     initialState: Counter.State(), reducer: Counter(),
    ///     configuration: configuration
    /// )
    /// ```
    public init(initialState: State, reducer: Feature, configuration: Configuration) {
        self.reducer = reducer
        self.configuration = configuration
        showsDiff = configuration.showsDiff
        wakes = LiveWakes()
        if let app = configuration.attached {
            // A console attached to a running app: its store, its dependencies and its log.
            (store, values, log) = (app.store, app.values, app.log)
            history = [HistoryPoint(label: "(attached)", state: app.store.state, moment: app.moment)]
            return
        }
        // The session's date: the one its settings give (a session started from a log), or now.
        var settings = configuration.settings
        if !settings.contains(where: { $0.name == SessionValues.settingName }) {
            settings.append((SessionValues.settingName, SessionValues.format(SessionValues.today)))
        }
        let session = SessionValues(settings: settings, faults: FaultSwitch.faults(of: Feature.self))
        values = session.values(clock: configuration.clock, configuration.dependencies)
        log = ConsoleLog(
            startState: initialState, settings: settings, startsFromSettings: configuration.startsFromSettings,
            elapsed: wakes.elapsed(on: configuration.clock), effectElapsed: wakes.effectElapsed(on: configuration.clock)
        )
        log.onTime = { session.moved(to: $0) }
        history = [HistoryPoint(label: "(start)", state: initialState)]
        store = Self.makeStore(initialState, reducer: reducer, values: values)
        wakes.runtime = store.runtime
        store.observeActions { [log] origin, action in log.append(origin == .user ? .user(action) : .effect(action)) }
        log.onWriteFailure = { [weak self] in self?.fail($0) }
    }

    /// The dependencies the session's stores run with.
    package let values: DependencyValues

    /// Why the feature would refuse `action` in `state`, asked with the session's dependencies.
    func refusal(of action: Action, in state: State) -> String? {
        SharedLending.reading(state) { withDependencies { reducer.composedRejection(of: action, in: state) } }
    }

    /// Runs `body` with the session's dependencies and its state's shared fields, as its stores
    /// run the feature: for a front's own use of the reducer between actions (its completions,
    /// say).
    ///
    /// ```swift
    /// completions: { typed, console in
    ///     console.withDependencies {
    ///         console.reducer.linkCompletions(typed, in: console.state)
    ///     }
    /// }
    /// ```
    public func withDependencies<Result>(_ body: () throws -> Result) rethrows -> Result {
        try SharedLending.reading(store.state) { try DependencyValues.$current.withValue(values, operation: body) }
    }

    private static func makeStore(_ state: State, reducer: Feature, values: DependencyValues) -> Store<State, Action> {
        Store(core: .root(RootCore(initialState: state, dependencies: values, reducer: reducer), reducer: reducer))
    }

    /// A session that starts from `initialState`, drawn by `render`, with every other choice
    /// left as ``Configuration`` makes it.
    ///
    /// ```swift
    /// let console = Console(
    ///     initialState: Counter.State(), reducer: Counter(),
    ///     render: Counter.render
    /// )
    /// ```
    public convenience init(initialState: State, reducer: Feature, render: @escaping (State) -> Rendering<Action>) {
        self.init(initialState: initialState, reducer: reducer, configuration: Configuration(render: render))
    }

    /// The current state.
    public var state: State { store.state }

    /// Prints the first screen, then handles each line `readLine` gives until it gives `nil`
    /// or `:quit`. `prompt`, when set, is written before each line (leave it out for piped
    /// input); with ``Configuration/echo``, each line is printed after it (or after `› `).
    ///
    /// ```swift
    /// await console.run(prompt: "› ") { readLine() }
    /// ```
    public func run(prompt: String? = nil, readLine: () -> String?) async {
        await run(prompt: prompt, nextLine: { readLine() })
    }

    /// ``run(prompt:readLine:)`` with lines that may take a wait: read off the main actor, so
    /// the effects and an attached console go on meanwhile.
    package func run(prompt: String? = nil, nextLine: @MainActor () async -> String?) async {
        printScreen()
        while !isFinished {
            if let prompt { output.prompt(prompt) }
            guard let line = await nextLine() else { break }
            if configuration.echo { output.out((prompt ?? "› ") + line.drawable) }
            await handle(line)
        }
        log.append(.checkpoint(store.state))
    }

    /// Writes the log so far to `path`, and goes on recording there as things happen.
    ///
    /// A file already at `path` is refused (``/StoreLogs/ActionLogError/Kind-swift.enum/exists``) unless
    /// `mode` says to replace it or append to it.
    public func record(to path: String, mode: ActionLogWriter.Mode = .createNew) throws {
        try log.record(to: path, mode: mode)
    }

    /// Handles one line of input.
    public func handle(_ line: String) async {
        foreign.handlingLine = true
        defer { lastDrawn = nil; foreign.handlingLine = false }
        lastRefusal = nil
        guard line.utf8.count <= ConsoleInput.maximumLength else {
            fail("the line is \(line.utf8.count) bytes long; a line may have at most \(ConsoleInput.maximumLength)")
            return
        }
        switch ConsoleInput.parse(line) {
        case .empty:
            // A typed comment is kept in the session's log, where a reader of it will look.
            let text = line.trimmed
            if text.hasPrefix("#") { log.append(.comment(String(text))) }
            return
        case .command(let name, let argument):
            await command(name, argument, line: line)
        case .literal(let text, let caseName):
            do {
                let action = try configuration.literal(text, caseName, store.state)
                await send(action, label: text)
            } catch {
                let suggestion = error.suggestion.map { "; \($0)" } ?? ""
                // Columns count from the start of the line as typed, spaces before the dot too.
                let indent = error.line == 1 ? line.prefix { $0.isWhitespace }.count : 0
                fail("the action does not read, at column \(error.column + indent): \(error.message)\(suggestion)")
            }
        case .meta(let name, let argument):
            lastDrawn = nil
            await meta(name, argument)
        }
    }

    /// Prints `message` as an error line.
    public func fail(_ message: String) {
        output.err(printer.error(message))
    }

    /// Prints `message` as a note.
    public func note(_ message: String) {
        output.out(printer.note(message))
    }

    private func command(_ name: String, _ argument: String, line: String) async {
        let screen = draw(store.state)
        if name == "help" {
            output.out(printer.help(screen.activeCommands))
            return
        }
        guard let command = screen.activeCommand(named: name) else {
            let names = screen.activeCommands.map(\.name) + ["help"]
            if let dialog = screen.dialog {
                let buttons = names.dropLast().joined(separator: ", ")
                let what = screen.command(named: name) != nil ? "cannot be used while \(dialog.named) is up" : "is not a button of \(dialog.named)"
                fail("\(name.echoed("`", "`")) \(what); answer it first: \(buttons)")
                return
            }
            let guess = Suggestions.closest(to: name, among: names).map { "did you mean \($0)? It" } ?? "it"
            fail("\(name.echoed("`", "`")) is not a command of \(screen.title); \(guess) offers \(names.joined(separator: ", ")) (`:help` for the session's own)")
            return
        }
        do {
            await send(try command.action(argument), label: String(line.trimmed))
        } catch {
            lastRefusal = error.message
            fail(error.message)
        }
    }

    /// Ends the session: ``run(prompt:readLine:)`` returns before the next line.
    public func finish() {
        isFinished = true
    }
}
