import Foundation
import StoreSupport
import StoreConsole
import StoreAttach
import StoreExplorer

extension ConsoleProgram {
    /// `attach PATH`: the console of the app listening at `PATH`, in this terminal. The
    /// console's engine runs in the app (its screens, commands and completions are the app's);
    /// this end reads the lines, sends each and prints its answer, and shows what the app
    /// sends between them. Exit codes: 0 left (`:quit`, Ctrl-D, the end of the input), 1 the
    /// app ended the session or went away, 2 nothing to attach to, 3 the app turned this
    /// console away before its first screen (another console is attached, or too many are
    /// connecting): a script may try again later.
    func attach(_ arguments: AttachArguments) async -> Int32 {
        Terminal.chooseColors(arguments.color)
        let descriptor: Int32
        do {
            descriptor = try UnixSocket.connect(to: arguments.path)
        } catch {
            Terminal.err("\(name): attach: \(error.message.drawable)")
            return 2
        }
        let app = AttachedPeer(descriptor: descriptor)
        let colors = Terminal.style("", .muted) != ""
        app.send("attach \(AttachWire.version) \(colors ? "ansi" : "plain") \(FileManager.default.currentDirectoryPath)")
        switch app.answer() {
        case .done: break
        case .quit: return 3
        case .gone: return 1
        }
        let environment = ProcessInfo.processInfo.environment
        let history = arguments.history ? HistoryFile.defaultPath(environment: environment, program: name).map(HistoryFile.init) : nil
        let editor = TerminalEditor(history: history) { app.completions(for: $0) }
        // Ctrl-C while a line is answered stops what it started in the app (`:wait`, a load),
        // as it does in the app's own pane; the console goes on.
        Terminal.onInterrupt { app.send(AttachWire.interrupt) }
        editor?.interjections = { app.unsolicited() }
        // Piped input may wait for a line that never comes: an app that ends meanwhile ends
        // the console at once, 1, rather than at its next line.
        let reading = Locked(false)
        if editor == nil {
            app.onGone = { [name] in
                reading.withLock { reading in
                    guard reading else { return }
                    // The app's own word on why (it ended, it closed its consoles) says it once.
                    if !app.printUnsolicited() { Terminal.err("\(name): attach: the app closed the connection") }
                    TerminalPlatform.terminate(1)
                }
            }
        }
        while true {
            let line: String?
            if let editor {
                line = editor.readLine(prompt: "› ")
            } else {
                app.printUnsolicited()
                reading.withLock { $0 = !app.isGone }
                if !reading.withLock({ $0 }) { break }
                line = Swift.readLine(strippingNewline: true)
                reading.withLock { $0 = false }
            }
            guard let line = line.map(PipedLines.typed) else { break }
            app.send("l " + line)
            switch app.answer() {
            case .done: continue
            case .quit: return line.trimmed == ":quit" ? 0 : 1
            case .gone: return 1
            }
        }
        if app.isGone {
            if !app.printUnsolicited() { Terminal.err("\(name): attach: the app closed the connection") }
            return 1
        }
        app.close()
        return 0
    }
}

extension ConsoleProgram {
    /// The session with consoles allowed to attach at `path` (`--listen`): its own lines are
    /// read off the main actor, so an attached console's lines and the effects go on while the
    /// user types, and what they send is shown above the prompt. When piped input ends, the
    /// program stays, an app to attach to, until a signal ends it (Ctrl-C's SIGINT among them).
    func listening(
        at path: String, console: Console<Feature>, editor: TerminalEditor?, offMain: Locked<Bool>, readLine: @escaping @Sendable () -> String?
    ) async -> Int32 {
        let printer = ConsolePrinter(style: Terminal.style)
        let listener: ConsoleListener
        do {
            listener = try console.acceptConsoles(at: path)
        } catch {
            Terminal.err("\(name): --listen: \(error.message.drawable)")
            return 2
        }
        defer { listener.close() }
        // A daemon's signals: SIGTERM, SIGHUP and SIGQUIT end it removing the socket (the
        // listener installs that), a reader of its output that goes does not end it, and with
        // no terminal to type `:quit` into, Ctrl-C (SIGINT) ends it too, as it ends a filter.
        EndingSignals.installForListening(interrupts: editor == nil)
        Terminal.keepsOnWithoutReader = true
        if editor == nil { Terminal.onInterrupt { EndingSignals.endByInterrupt() } }
        let folder = FileManager.default.currentDirectoryPath
        let socket = ShellWords.forShell(Self.absolute(path, in: folder))
        let command = Self.command(name: name, invokedAs: CommandLine.arguments.first ?? "", in: folder)
        Terminal.err(printer.note("listening: `\(command) attach \(socket)` in another terminal attaches a console to this session"))
        let shown = Interjections()
        if let editor {
            editor.interjections = { shown.take() }
            console.configuration.output = Console.Output(
                out: { if !shown.offer(Terminal.fitted($0, to: 1)) { Terminal.out($0) } },
                err: { if !shown.offer(Terminal.fitted($0, to: 2)) { Terminal.err($0) } }
            )
        }
        offMain.withLock { $0 = true }
        defer { offMain.withLock { $0 = false } }
        await console.run(nextLine: {
            shown.editing(true)
            let line = await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: readLine()) }.start()
            }
            for text in shown.editing(false) { Terminal.out(text) }
            return line
        })
        guard editor == nil, !console.isFinished else { return 0 }
        Terminal.err(printer.note("the input has ended; consoles may still attach at \(socket) (Ctrl-C ends the program)"))
        // Consoles are served meanwhile; a signal ends the program (its handler removes the socket).
        while true { try? await Task.sleep(for: .seconds(3_600)) }
    }

    /// `path` from `folder` when it is relative: what reaches the same file from any folder.
    nonisolated static func absolute(_ path: String, in folder: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }

    /// The command that runs this program from any folder, as the listening hint shows it: what
    /// it was invoked as when the shell found that on the PATH (no `/` in it), else the absolute
    /// path it was started by (`.build/debug/holiday-repl`, `swift run`'s), else `name`.
    nonisolated static func command(name: String, invokedAs argument0: String, in folder: String) -> String {
        guard !argument0.isEmpty else { return name }
        guard argument0.contains("/") else { return ShellWords.forShell(argument0) }
        return ShellWords.forShell(absolute(argument0, in: folder))
    }

    /// Runs `body` on the main actor: in place when the caller is on it, else (`offMain`, the
    /// thread that reads the session's lines under `--listen`) by waiting for it. (On Linux the
    /// main actor's work runs on whichever thread drains the main queue, not always the main
    /// thread, so the caller says which it is.)
    nonisolated static func onMain<T: Sendable>(from offMain: Locked<Bool>, _ body: @MainActor () -> T) -> T {
        guard offMain.withLock({ $0 }) else { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

/// Lines to show above the line being edited, while it is edited.
final class Interjections: Sendable {
    private let state = Locked((editing: false, lines: [String]()))

    /// Keeps `text` for the editor when a line is being edited; `false` when none is.
    func offer(_ text: String) -> Bool {
        state.withLock { state in
            guard state.editing else { return false }
            state.lines.append(text)
            return true
        }
    }

    /// The lines kept so far, for the editor to show.
    func take() -> [String]? {
        state.withLock { state in
            defer { state.lines.removeAll() }
            return state.lines
        }
    }

    /// Says whether a line is being edited; the lines kept and not yet shown.
    @discardableResult
    func editing(_ editing: Bool) -> [String] {
        state.withLock { state in
            state.editing = editing
            defer { state.lines.removeAll() }
            return state.lines
        }
    }
}

/// A value handed to another thread that only that thread uses meanwhile.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
