import Foundation
import StoreSupport
import StoreCore
import StoreLogs
import StoreConsole
import StoreAttach
import StoreExplorer

/// A ready-made command line for any feature's console: an interactive session with a line
/// editor, colour and history on a terminal (and plain lines when piped), `--record FILE`, and
/// `replay FILE [--verbose | --live | --update]` with exit codes. A program's whole
/// `main.swift`:
///
/// ```swift
/// import Router
/// import Store
///
/// let program = ConsoleProgram(
///     name: "notes",
///     initialState: ScreenStack(root: .list(.init())),
///     reducer: notesApp,
///     configuration: .stack(notesScreens)
/// )
/// await program.main()
/// ```
///
/// Exit codes: 0 done (a replay matched), 1 a replay diverged, 2 a bad command line or a file
/// that cannot be read or written, 3 a damaged log.
@MainActor
public struct ConsoleProgram<Feature: Reducer>
where Feature.State: Codable & Equatable & Sendable, Feature.Action: Codable & Equatable & Sendable {
    /// What a run is made of: where it starts, the reducer, and the console's configuration.
    public struct Session {
        /// The state the session starts from (a replay starts from the log's).
        public var initialState: Feature.State
        /// The feature's reducer, with the dependencies the run asked for.
        public var reducer: Feature
        /// How the console reads and draws; its output, style and settings are the program's.
        public var configuration: Console<Feature>.Configuration

        /// A run from `initialState`, by `reducer`, as `configuration` says.
        public init(initialState: Feature.State, reducer: Feature, configuration: Console<Feature>.Configuration) {
            self.initialState = initialState
            self.reducer = reducer
            self.configuration = configuration
        }
    }

    /// What the run is for, so a program can choose its dependencies: a pure replay runs no
    /// effect, so it needs no network client.
    public enum Purpose: Sendable {
        /// The interactive session.
        case session
        /// A pure replay, or `--update`: effects are switched off.
        case pureReplay
        /// A live replay: effects run and are checked against the log.
        case liveReplay
    }

    /// The program's name, as its usage and errors say it.
    public let name: String
    /// The version `--version` prints.
    public let version: String
    /// One line on what the program is, for `--help`.
    public let summary: String
    /// The program's own flags; their values reach ``make``.
    public let options: [ProgramOption]
    /// Makes a run from the values of ``options`` (for a replay: every `%` setting of the log,
    /// with the flags given over them); a thrown error's message is printed and the program
    /// exits 2. Its initial state must follow from the values alone: whatever else it reads (a
    /// date, today's month), it records in `configuration.settings`, and it sets
    /// `configuration.startsFromSettings`, so logs start with `start` alone and re-derive it.
    public let make: (_ values: [String: String], _ purpose: Purpose) throws(CommandError) -> Session
    /// What `explore` checks besides its own invariants: rules of the feature's state.
    public var invariants: [Explorer<Feature>.Invariant] = []

    /// A program with flags of its own, whose run `make` builds from their values.
    public init(
        name: String, version: String, summary: String, options: [ProgramOption] = [],
        make: @escaping (_ values: [String: String], _ purpose: Purpose) throws(CommandError) -> Session
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.options = options
        self.make = make
    }

    /// A program that runs `reducer` from `initialState`, drawn as `configuration` says.
    public init(
        name: String, version: String = "1.0.0", summary: String = "type actions, see each screen; record and replay sessions",
        initialState: Feature.State, reducer: Feature, configuration: Console<Feature>.Configuration
    ) {
        var configuration = configuration
        configuration.startsFromSettings = true
        let session = Session(initialState: initialState, reducer: reducer, configuration: configuration)
        self.init(name: name, version: version, summary: summary) { _, _ in session }
    }

    /// Runs the process's command line and ends the process with the exit code.
    public func main() async -> Never {
        TerminalPlatform.terminate(await run())
    }

    /// The text `--help` prints.
    public var usage: String { ProgramArguments(program: name, options: options).usage(summary: summary) }

    /// Runs the command line `arguments` (without the program's name) and returns the exit code.
    public func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Int32 {
        Terminal.programName = name
        TerminalPlatform.openMissingStandardDescriptors()
        let invocation: ProgramInvocation
        do {
            invocation = try ProgramArguments(program: name, options: options).parse(arguments)
        } catch {
            Terminal.err("\(name): \(error.message.drawable)")
            return 2
        }
        switch invocation {
        case .help:
            Terminal.out(usage)
            return 0
        case .version:
            Terminal.out("\(name) \(version)")
            return 0
        case .session(let arguments):
            return await session(arguments)
        case .replay(let arguments):
            return await replay(arguments)
        case .explore(let arguments):
            return await explore(arguments)
        case .attach(let arguments):
            return await attach(arguments)
        }
    }

    /// The run's pieces for `values`, or `nil` after saying why there are none.
    func made(_ values: [String: String], _ purpose: Purpose) -> Session? {
        do {
            return try make(values, purpose)
        } catch {
            Terminal.err("\(name): \(error.message.drawable)")
            return nil
        }
    }

    /// The interactive session: returns when the input ends or the user quits.
    func session(_ arguments: SessionArguments) async -> Int32 {
        Terminal.chooseColors(arguments.color)
        let printer = ConsolePrinter(style: Terminal.style)
        guard let made = made(arguments.values, .session) else { return 2 }
        var configuration = made.configuration
        configuration.style = Terminal.style
        configuration.output = Console.Output(out: Terminal.out, err: Terminal.err)
        configuration.echo = configuration.echo || arguments.echo
        configuration.interruptKey = configuration.interruptKey ?? "Ctrl-C"
        // Effects sleep on a clock the session knows, so the log says when each entry happened
        // and a live replay or an update runs on a test clock.
        configuration.clock = configuration.clock ?? LiveClock()
        let recorded = Set(configuration.settings.map(\.name))
        configuration.settings += options
            .filter { $0.isSetting && !recorded.contains($0.name) }
            .compactMap { option in arguments.values[option.name].map { (option.name, $0) } }
        // `:replay` of a log that starts from the app's initial state makes it from the log's
        // own settings (this session's flags are not the log's).
        configuration.initialState = configuration.initialState ?? { [make] settings in
            (try? make(settings, .pureReplay))?.initialState ?? made.initialState
        }
        let console = Console(initialState: made.initialState, reducer: made.reducer, configuration: configuration)
        if let path = arguments.record {
            if POSIXFile.isFolder(path) {
                Terminal.err("\(name): --record: \(path) is a folder; give a file in it, like --record \(path.hasSuffix("/") ? path : path + "/")session.log")
                return 2
            }
            do {
                try console.record(to: path, mode: arguments.recordMode)
            } catch let error as ActionLogError where error.kind == .exists {
                Terminal.err("\(name): --record: \(path) exists already and was left as it is; add --append to continue it or --force to replace it")
                return 2
            } catch {
                Terminal.err("\(name): --record: \(error)")
                return 2
            }
        }
        // On a terminal the line editor reads the lines and draws the prompt; piped input is
        // read as it comes, without one.
        let environment = ProcessInfo.processInfo.environment
        let history = arguments.history ? HistoryFile.defaultPath(environment: environment, program: name).map(HistoryFile.init) : nil
        // With --listen the lines are read on a thread of their own: completions are asked on
        // the main actor from there.
        let offMain = Locked(false)
        let editor = TerminalEditor(history: history) { text in Self.onMain(from: offMain) { console.completions(for: text) } }
        let interrupts = console.interrupts
        Terminal.onInterrupt {
            if !interrupts.interrupt() { Terminal.err("(nothing is loading; Ctrl-D or :quit leaves)") }
        }
        // Piped lines are read by a value of no actor's: under --listen they are read on a
        // thread of their own (a closure made here would be the main actor's, and checked so).
        let piped = PipedLines()
        let readLine: @Sendable () -> String? = { [editor = UncheckedSendable(editor)] in
            if let editor = editor.value { return editor.readLine(prompt: "› ") }
            return piped.next()
        }
        var code: Int32 = 0
        await RuntimeWarnings.withHandler({ Terminal.err(printer.warning($0)) }) {
            if let path = arguments.listen {
                code = await listening(at: path, console: console, editor: editor, offMain: offMain, readLine: readLine)
            } else {
                await console.run(readLine: readLine)
            }
        }
        return code
    }
}

/// Lines read from standard input when it is not a terminal (a pipe, a file, `/dev/null`), as
/// typed ones: a byte order mark before the first line (a script saved by a Windows editor) is
/// no part of it, as in a log, and no control character but a tab (which completes) nor a
/// bidirectional control is kept, as the line editor inserts none. Read from any thread.
final class PipedLines: Sendable {
    package let first = Locked(true)

    /// The next line, or `nil` at the end of the input.
    func next() -> String? {
        guard var line = Swift.readLine(strippingNewline: true) else { return nil }
        if first.withLock({ first in defer { first = false }; return first }), line.hasPrefix("\u{FEFF}") { line.removeFirst() }
        return Self.typed(line)
    }

    /// `line` as the line editor would have let it be typed.
    nonisolated static func typed(_ line: String) -> String {
        line.filter { !$0.isBidiControl && !($0.isTerminalControl && $0 != "\t") }
    }
}
