import Foundation

extension ConsoleProgram {
    /// `explore`: random walks (or a search to `--depth`) through the feature, with the
    /// program's invariants; 0 when none failed, 1 with the shrunk session when one did, 2 for
    /// a file that cannot be written.
    func explore(_ arguments: ExploreArguments) async -> Int32 {
        Terminal.chooseColors(arguments.color)
        let printer = ConsolePrinter(style: Terminal.style)
        if let out = arguments.out, FileManager.default.fileExists(atPath: out) {
            Terminal.err(printer.error("--out \(out) exists already; give a new file for the shrunk session"))
            return 2
        }
        guard let made = made(arguments.values, .liveReplay) else { return 2 }
        // Each session and each replay gets dependencies made anew, as a new run of the program
        // would: a client that keeps state (one that fails once) must not carry it from one
        // walk into the next, or into the replay of a walk.
        var configuration = made.configuration
        let (make, values) = (self.make, arguments.values)
        configuration.dependencies = { dependencies in
            (try? make(values, .liveReplay))?.configuration.dependencies(&dependencies)
        }
        let explorer = Explorer(initialState: made.initialState, reducer: made.reducer, configuration: configuration, invariants: invariants)
        let showsProgress = TerminalPlatform.isTerminal(2)
        let progress: (ExplorationReport) -> Void = { report in
            guard showsProgress else { return }
            let line = "exploring: \(ExplorationReport.grouped(report.steps)) steps, \(ExplorationReport.grouped(report.distinctStates)) distinct states, \(ExplorationReport.grouped(report.distinctTransitions)) transitions"
            _ = POSIXFile.write(2, "\r\u{1B}[K" + line)
        }
        let report: ExplorationReport
        if let depth = arguments.depth {
            report = await explorer.search(depth: depth, progress: progress)
        } else {
            report = await explorer.walk(steps: arguments.steps, seed: arguments.seed, progress: progress)
        }
        if showsProgress { _ = POSIXFile.write(2, "\r\u{1B}[K") }
        Terminal.out(printer.note(report.description))
        Terminal.out(printer.note("time: \(report.timing)"))
        guard let failure = report.failure else { return 0 }
        Terminal.out(printer.error("\(failure.invariant): \(failure.message)"))
        Terminal.out(printer.note("the shortest session found, \(failure.lines.count) of \(failure.linesBeforeShrinking) lines: \(failure.lines.joined(separator: " · "))"))
        guard let out = arguments.out else {
            Terminal.out(printer.note("give --out FILE to write it as an action log"))
            return 1
        }
        if let problem = POSIXFile.replaceWhole(out, failure.log) {
            Terminal.err(printer.error(problem))
            return 2
        }
        Terminal.out(printer.note("written to \(out): replay it with `\(name) replay \(out)`; committed with the sessions, it is a test once the bug is fixed"))
        return 1
    }
}
