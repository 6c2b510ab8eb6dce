import Foundation
import StoreSupport
import StoreConsole
import StoreExplorer

extension ConsoleProgram {
    /// `explore`: random walks (or a search to `--depth`) through the feature, with the
    /// program's invariants; 0 when none failed, 1 with the shrunk session when one did, 2 for
    /// a file that cannot be written. `--map` writes the map of what was walked either way.
    func explore(_ arguments: ExploreArguments) async -> Int32 {
        Terminal.chooseColors(arguments.color)
        let printer = ConsolePrinter(style: Terminal.style)
        if let out = arguments.out, let problem = Self.unwritable(out) {
            Terminal.err("\(name): --out \(ShellWords.forShell(out)): \(problem)")
            return 2
        }
        if let map = arguments.map?.path, let problem = Self.unwritable(map, replacing: true) {
            Terminal.err("\(name): --map \(ShellWords.forShell(map)): \(problem)")
            return 2
        }
        let showsProgress = TerminalPlatform.isTerminal(2)
        var (report, steps, values) = (ExplorationReport(mode: .walk(seed: arguments.seed)), arguments.steps, arguments.values)
        if let paths = arguments.merge {
            guard let merged = merged(paths) else { return 2 }
            (report, steps, values) = merged
        } else {
            guard let made = made(arguments.values, .liveReplay) else { return 2 }
            // Each session and each replay gets dependencies made anew, as a new run of the program
            // would: a client that keeps state (one that fails once) must not carry it from one
            // walk into the next, or into the replay of a walk.
            var configuration = made.configuration
            let (make, values) = (self.make, arguments.values)
            configuration.dependencies = { dependencies in
                (try? make(values, .liveReplay))?.configuration.dependencies(&dependencies)
            }
            var explorer = Explorer(initialState: made.initialState, reducer: made.reducer, configuration: configuration, invariants: invariants)
            explorer.switchesFaults = arguments.faults
            let progress: (ExplorationReport) -> Void = { report in
                guard showsProgress else { return }
                let line = "exploring: \(ExplorationReport.grouped(report.steps)) steps, \(ExplorationReport.grouped(report.distinctStates)) distinct states, \(ExplorationReport.grouped(report.distinctTransitions)) transitions"
                _ = POSIXFile.write(2, "\r\u{1B}[K" + line)
            }
            if let depth = arguments.depth {
                report = await explorer.search(depth: depth, progress: progress)
            } else {
                guard let walked = await walks(explorer, arguments, progress: progress) else { return 2 }
                report = walked
            }
        }
        if showsProgress { _ = POSIXFile.write(2, "\r\u{1B}[K") }
        Terminal.out(printer.note(report.summary))
        Terminal.out(printer.note("time: \(report.timing)"))
        Terminal.out(printer.note("map: \(report.map.summary)"))
        if let (map, format) = arguments.map {
            let text = switch format {
            case .mermaid: report.map.mermaid
            case .markdown: "```mermaid\n" + report.map.mermaid + "\n```\n"
            case .graphviz: report.map.graphviz
            }
            if POSIXFile.replaceWhole(map, text) != nil {
                Terminal.err("\(name): --map \(map) could not be written (\(POSIXFile.reason))")
                if report.failure == nil { return 2 }
            } else {
                let drawn = format == .graphviz ? ": `dot -Tpng \(ShellWords.forShell(map)) -o map.png` draws it" : ""
                Terminal.out(printer.note("the map is written to \(map)" + drawn))
            }
        }
        guard let failure = report.failure else { return 0 }
        Terminal.out(printer.error("\(failure.invariant): \(failure.message)"))
        Terminal.out(printer.note("the shortest session found, \(failure.lines.count) of \(failure.linesBeforeShrinking) lines: \(failure.lines.joined(separator: " · "))"))
        if let walk = failure.walk, case .walk(let seed) = report.mode {
            Terminal.out(printer.note("walk \(walk) found it, and walks the same alone: `\(aloneLine(walk, values: values, steps: steps, seed: seed))`"))
        }
        guard let out = arguments.out else {
            Terminal.out(printer.note("give --out FILE to write it as an action log"))
            return 1
        }
        if POSIXFile.replaceWhole(out, failure.log) != nil {
            // The folder went away during the run: the session is not lost, it is printed.
            Terminal.err("\(name): --out \(out) could not be written (\(POSIXFile.reason)); the shrunk session follows")
            Terminal.out(failure.log)
            return 1
        }
        Terminal.out(printer.note("written to \(out): replay it with `\(name) replay \(out)`; committed with the sessions, it is a test once the bug is fixed"))
        return 1
    }

    /// Why a file could not be written to `path`, asked before a long run; `nil` when it can
    /// be. A file there already is refused (a shrunk session is never overwritten) unless
    /// `replacing` (a map, written anew each time).
    static func unwritable(_ path: String, replacing: Bool = false) -> String? {
        guard !path.isEmpty else { return "an empty name is no file; give one, like session.log" }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return "is a folder; give a file in it" }
            if !replacing { return "exists already; give a new file for the shrunk session" }
            return FileManager.default.isWritableFile(atPath: path) ? nil : "the file cannot be written"
        }
        let folder = (path as NSString).deletingLastPathComponent
        let place = folder.isEmpty ? "." : folder
        guard FileManager.default.fileExists(atPath: place, isDirectory: &isFolder), isFolder.boolValue else {
            return "there is no folder \(place)"
        }
        return FileManager.default.isWritableFile(atPath: place) ? nil : "the folder \(place) cannot be written"
    }
}
