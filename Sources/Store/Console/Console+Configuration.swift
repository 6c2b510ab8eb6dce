import StoreSupport
import StoreText
import StoreCore

extension Console {
    /// Everything a front chooses about a session, in one value: how screens are drawn and
    /// typed actions read, where text goes, the front's own commands, and how long the session
    /// waits for effects.
    ///
    /// ```swift
    /// var configuration = Console<Stopwatch>.Configuration(
    ///     render: Stopwatch.render
    /// )
    /// // the log is stamped with its time; `:wait` uses it
    /// configuration.clock = clock
    /// // piped lines are printed, for a transcript
    /// configuration.echo = true
    /// let console = Console(
    ///     initialState: Stopwatch.State(),
    ///     reducer: Stopwatch(clock: clock),
    ///     configuration: configuration
    /// )
    /// ```
    public struct Configuration {
        /// The screen for a state, with the commands it offers.
        public var render: (State) -> Rendering<Action>
        /// Reads an action typed in the text syntax, given the name after its dot and the
        /// state it is typed in. By default, a whole `Action`; a stack app reads the top
        /// screen's own actions (see Router's `Console.Configuration.stack`).
        public var literal: (_ text: String, _ caseName: String, _ state: State) throws(LiteralError) -> Action
        /// The case names Tab offers after a leading `.`; by default, those of `Action`.
        public var literalCaseNames: (State) -> [String]
        /// The front's choices that change what is shown (a layout), written at the head of the
        /// log as `% name value` lines. Read when the console is made.
        public var settings: [(name: String, value: String)]
        /// Whether the initial state is the app's own for ``settings``, so a recorded log writes
        /// `start` alone and a replay re-derives it from the code (a state field added later
        /// then takes its default). ``/StoreTerminal/ConsoleProgram`` sets it: its `make` builds the start from
        /// the settings. Read when the console is made.
        public var startsFromSettings: Bool
        /// The clock the feature's effects use. The log is stamped with when each action
        /// happened on it, so a live replay on a ``/StoreCore/TestClock`` moves time as the session did;
        /// `:wait` lets time pass on it (it advances a ``/StoreCore/TestClock``). Read when the console is
        /// made.
        public var clock: (any Clock<Duration>)?
        /// Whether the screen `action` is for is still shown in `state`: the explorer's check
        /// that no effect outlives the screen that started it. `nil` (every action's screen is
        /// always there) unless a front knows its screens; Router's `.stack(…)` consoles set it.
        public var screenIsShown: ((_ action: Action, _ state: State) -> Bool)?
        /// The name of every screen the feature can show, as the explorer's map names them
        /// (each ``Rendering/titlePattern``, or title, with ` › ` and a dialog's title while one
        /// is up), so the map lists those an exploration never reached; empty when not known.
        public var screenPatterns: [String]
        /// The feature's dependencies, changed from what runs the console (its live values in
        /// an app): the one place a console says what its features use. The console adds the
        /// session's own ids (counted from zero) and date (its `% date` setting, moved on by the
        /// log's time) and the ``clock``, so that a replay of the session makes the same ids and
        /// dates. Read when the console is made; replays of a ``/StoreTerminal/ConsoleProgram`` use it too.
        ///
        /// ```swift
        /// configuration.dependencies = { $0.notesClient = .inMemory }
        /// ```
        public var dependencies: (inout DependencyValues) -> Void
        /// Dresses each part of what is printed (a terminal front adds colour); plain text by
        /// default.
        public var style: @Sendable (String, ConsoleStyle) -> String
        /// Where text goes.
        public var output: Output
        /// Whether each line read is printed after the prompt before it is handled, so piped
        /// input makes a transcript a reader can follow.
        public var echo: Bool
        /// The sentence `:help` starts with, about what a line can be.
        public var introduction: String
        /// Session commands of the front's own, listed by `:help` after the console's.
        public var metaCommands: [MetaCommand]
        /// The key the front routes to ``Console/interrupts`` (`Ctrl-C` in a terminal), named in
        /// the loading notice and in `:help`; `nil` when there is none.
        public var interruptKey: String?
        /// The action an interrupt sends once it has cancelled the work in flight, so the
        /// screen settles (a load shown as stopped, with retry); `nil`, or an action the
        /// feature rejects, sends nothing.
        public var interruptAction: ((State) -> Action?)?
        /// The app's initial state for a log's settings, for `:replay` of a log that starts
        /// from it (`start` alone, as a program's own logs do); `nil` when there is none.
        public var initialState: ((_ settings: [String: String]) -> State)?
        /// Called with each `% name value` setting of a log that `:replay` reads, so the front
        /// can show the replayed session as it was recorded (its layout, say).
        public var applySetting: ((_ name: String, _ value: String) -> Void)?
        /// Whether each action is followed by what it changed in the state, at the start.
        public var showsDiff: DiffStyle?
        /// How long an action may run before the session says it is loading.
        public var loadingNotice: Duration
        /// How long, in all, the session waits after an action for effects asleep on a
        /// ``/StoreCore/LiveClock`` to wake (a debounce) before it shows the screen; a timer sleeping
        /// longer goes on in the background.
        public var sleepWait: Duration
        /// The running app this console is attached to, when it is one: its store, log and
        /// dependencies (see ``/StoreAttach/StoreCore/Store/acceptConsoles(at:reducer:configuration:)``).
        package var attached: AttachedApp<State, Action>?
        /// The folder relative file names of `:save` and `:replay` are in, when it is not this
        /// process's (an attached console's, which runs in the app).
        package var folder: String?

        /// `state` drawn by ``render``, its shared fields lent to the screens' renderings.
        public func draw(_ state: State) -> Rendering<Action> {
            SharedLending.reading(state) { render(state) }
        }

        /// A configuration that draws with `render`, writes to `output`, and leaves every other
        /// choice at its default: whole actions typed, plain text, no echo.
        public init(render: @escaping (State) -> Rendering<Action>, output: Output = .standard) {
            self.render = render
            literal = { text, _, _ throws(LiteralError) in try LiteralText.decode(Action.self, from: text) }
            literalCaseNames = { _ in LiteralText.caseNames(of: Action.self) }
            settings = []
            startsFromSettings = false
            clock = nil
            dependencies = { _ in }
            style = { text, _ in text }
            self.output = output
            echo = false
            introduction = "Type a command of the screen on top (`help` lists them), or an action in the text syntax."
            metaCommands = []
            interruptKey = nil
            interruptAction = nil
            applySetting = nil
            showsDiff = nil
            loadingNotice = .milliseconds(500)
            sleepWait = .milliseconds(500)
            screenIsShown = nil
            screenPatterns = []
        }
    }

    /// Where text goes: each call gets whole lines, without the last newline.
    public struct Output {
        /// What the session shows: screens, notes, answers.
        public var out: (String) -> Void
        /// Errors and warnings.
        public var err: (String) -> Void
        /// The prompt before each line, as it is: no line break follows it.
        public var prompt: (String) -> Void

        /// Output to the closures; prompts are dropped unless `prompt` is given.
        public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, prompt: @escaping (String) -> Void = { _ in }) {
            self.out = out
            self.err = err
            self.prompt = prompt
        }

        /// Standard output and standard error, written at once, unbuffered.
        public static var standard: Output {
            Output(
                out: { _ = POSIXFile.write(1, $0 + "\n") },
                err: { _ = POSIXFile.write(2, $0 + "\n") },
                prompt: { _ = POSIXFile.write(1, $0) }
            )
        }
    }

}
