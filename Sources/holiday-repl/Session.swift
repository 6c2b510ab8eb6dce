import Foundation
import HolidayFeature
import Router
import Store

/// One REPL session: reads a line at a time, turns it into an action, sends it, waits until
/// everything it started has settled, and prints the screen on top. Bad input prints one
/// error line and changes neither the state nor the log.
@MainActor
final class Session {
    /// Where text goes: each call gets whole lines, without the last newline.
    struct Output {
        var out: (String) -> Void
        var err: (String) -> Void
    }

    struct HistoryPoint {
        let label: String
        let state: HolidayApp.State
    }

    let reducer: HolidayApp
    let printer: Printer
    let output: Output
    let log: SessionLog
    let interrupts: Interrupts
    var layout: HolidaysLayout
    var showDiff = false
    /// How long an action may run before the session says it is loading.
    var loadingNotice: Duration = .milliseconds(500)
    private(set) var store: Store<HolidayApp.State, HolidayApp.Action>
    private(set) var history: [HistoryPoint]
    private(set) var position = 0
    private(set) var isFinished = false

    init(state: HolidayApp.State, reducer: HolidayApp, layout: HolidaysLayout, printer: Printer, output: Output, interrupts: Interrupts = Interrupts()) {
        self.reducer = reducer
        self.layout = layout
        self.printer = printer
        self.output = output
        self.interrupts = interrupts
        log = SessionLog(startState: state)
        history = [HistoryPoint(label: "(start)", state: state)]
        store = Store(initialState: state, reducer: reducer)
        observe(store)
        log.onWriteFailure = { [output, printer] in output.err(printer.error($0)) }
    }

    var state: HolidayApp.State { store.state }

    private func observe(_ store: Store<HolidayApp.State, HolidayApp.Action>) {
        store.observeActions { [log] origin, action in log.append(.action(action, origin)) }
    }

    /// The screen on top, drawn.
    func printScreen() {
        output.out(printer.screen(HolidayApp.render(store.state, layout: layout)))
    }

    /// Handles one line of input.
    func handle(_ line: String) async {
        guard line.utf8.count <= InputLine.maximumLength else {
            fail("the line is \(line.utf8.count) bytes long; a line may have at most \(InputLine.maximumLength)")
            return
        }
        switch InputLine.parse(line) {
        case .empty:
            return
        case .command(let name, let argument):
            await command(name, argument, line: line)
        case .literal(let text, let caseName):
            await literal(text, caseName: caseName)
        case .meta(let name, let argument):
            await meta(name, argument)
        }
    }

    func fail(_ message: String) {
        output.err(printer.error(message))
    }

    // MARK: Commands and literal actions

    private func command(_ name: String, _ argument: String, line: String) async {
        let screen = HolidayApp.render(store.state, layout: layout).screen
        if name == "help" {
            output.out(printer.help(screen.commands))
            return
        }
        guard let command = screen.command(named: name) else {
            let offered = (screen.commands.map(\.name) + ["help"]).joined(separator: ", ")
            fail("`\(name)` is not a command of \(screen.title); it offers \(offered) (`:help` for the session's own)")
            return
        }
        let action: HolidayApp.Action
        do {
            action = try command.action(argument)
        } catch {
            fail(error.message)
            return
        }
        await send(action, label: line.trimmingCharacters(in: .whitespaces))
    }

    private func literal(_ text: String, caseName: String) async {
        do {
            let action = try InputLine.action(fromLiteral: text, caseName: caseName, top: store.state.path.top)
            await send(action, label: text)
        } catch {
            let suggestion = error.suggestion.map { "; \($0)" } ?? ""
            fail("the action does not read, at column \(error.column): \(error.message)\(suggestion)")
        }
    }

    /// Sends `action` once a dry run shows the app accepts it, waits until everything it
    /// started has settled (or Ctrl-C), and prints the screen.
    func send(_ action: HolidayApp.Action, label: String) async {
        let before = store.state
        if let rejection = dryRun(action, on: before) {
            fail(rejection)
            return
        }
        let task = store.send(action)
        if task.isInFlight {
            interrupts.begin(task)
            let notice = Task { [output, printer, loadingNotice] in
                try await Task.sleep(for: loadingNotice)
                output.err(printer.note("loading… (Ctrl-C cancels)"))
            }
            await task.finish()
            notice.cancel()
            if interrupts.end() { output.err(printer.note("cancelled")) }
        }
        let after = store.state
        if after != before { addToHistory(label, after) }
        if showDiff {
            let diff = (try? LiteralText.diff(from: before, to: after)) ?? nil
            output.out(printer.note(diff ?? "(the state did not change)"))
        }
        printScreen()
    }

    /// Runs the reducer on a copy, effects off: a warning it raises (an action for a screen
    /// that is gone, a number outside the list) is the reason to refuse the action.
    private func dryRun(_ action: HolidayApp.Action, on state: HolidayApp.State) -> String? {
        let warnings = WarningBox()
        var copy = state
        RuntimeWarnings.withHandler({ warnings.append($0) }) {
            _ = reducer.reduce(into: &copy, action: action)
        }
        return warnings.first
    }

    // MARK: History

    func restore(_ index: Int) {
        store = Store(initialState: history[index].state, reducer: reducer)
        observe(store)
        position = index
        log.append(.restart(history[index].state))
    }

    /// Adds a state reached another way than by an action (a replay) after the current one.
    func addToHistory(_ label: String, _ state: HolidayApp.State) {
        history.removeSubrange((position + 1)...)
        history.append(HistoryPoint(label: label, state: state))
        position += 1
    }

    func finish() {
        isFinished = true
    }
}

/// The in-flight work Ctrl-C cancels, shared with the signal handler's thread.
final class Interrupts: @unchecked Sendable {
    private let lock = NSLock()
    private var current: StoreTask?
    private var cancelled = false

    func begin(_ task: StoreTask) {
        lock.withLock {
            current = task
            cancelled = false
        }
    }

    /// Forgets the task; `true` when Ctrl-C cancelled it.
    func end() -> Bool {
        lock.withLock {
            current = nil
            return cancelled
        }
    }

    /// Cancels what is in flight; `false` when nothing was.
    func interrupt() -> Bool {
        lock.withLock {
            guard let current else { return false }
            current.cancel()
            cancelled = true
            return true
        }
    }
}

final class WarningBox: @unchecked Sendable {
    private let lock = NSLock()
    private var warnings: [String] = []
    func append(_ warning: String) { lock.withLock { warnings.append(warning) } }
    var first: String? { lock.withLock { warnings.first } }
}
