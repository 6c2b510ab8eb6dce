import Foundation
import HolidayFeature
import Store

/// The program's two jobs, each returning its exit code.
@MainActor
enum Run {
    /// The data source's client, or `nil` after saying why there is none (no API key).
    static func client(_ source: DataSource) -> HolidayClient? {
        switch source {
        case .embedded:
            return .embedded
        case .live:
            do {
                return try HolidayClient.live(environment: ProcessInfo.processInfo.environment)
            } catch {
                Terminal.err("holiday-repl: \(error.message)")
                return nil
            }
        }
    }

    /// This year and month, where the user is.
    static func today() -> (year: Int, month: Int) {
        let parts = Calendar.current.dateComponents([.year, .month], from: Date())
        return (parts.year ?? 2026, parts.month ?? 1)
    }

    /// The interactive session: returns when the input ends or the user quits.
    static func session(_ options: SessionOptions, readLine: (() -> String?)? = nil) async -> Int32 {
        Terminal.chooseColors(options.color)
        let style = Terminal.style
        let printer = ConsolePrinter(style: style)
        guard let client = client(options.data) else { return 2 }
        if let year = options.year, let reason = client.refusal(ofYear: year) {
            Terminal.err("holiday-repl: --year \(year): \(reason)")
            return 2
        }
        // Without --year, this year, or the nearest year the data has.
        let today = today()
        let year = options.year ?? min(max(today.year, client.years.lowerBound), client.years.upperBound)
        let start = HolidayApp.State(year: year, month: today.month)
        let console = HolidayConsole.make(
            state: start, reducer: HolidayApp(client: client), layout: options.layout,
            data: options.data, style: style, output: Console.Output(out: Terminal.out, err: Terminal.err)
        )
        if let path = options.record {
            do {
                let mode: ActionLogWriter.Mode = switch options.recordMode {
                case .createNew: .createNew
                case .replace: .replace
                case .append: .append
                }
                try console.record(to: path, mode: mode)
            } catch let error as ActionLogError where error.kind == .exists {
                Terminal.err("holiday-repl: --record: \(path) exists already and was left as it is; add --append to continue it or --force to replace it")
                return 2
            } catch {
                Terminal.err("holiday-repl: --record: \(error)")
                return 2
            }
        }
        // On a terminal the line editor reads the lines and draws the prompt; piped input is
        // read as it comes, without one.
        let history = options.history ? HistoryFile.defaultPath(environment: ProcessInfo.processInfo.environment).map(HistoryFile.init) : nil
        let editor = readLine == nil ? TerminalEditor(history: history) { console.completions(for: $0) } : nil
        let interrupts = console.interrupts
        Terminal.onInterrupt {
            if !interrupts.interrupt() { Terminal.err("(nothing is loading; Ctrl-D or :quit leaves)") }
        }
        await RuntimeWarnings.withHandler({ Terminal.err(printer.warning($0)) }) {
            await console.run {
                if let editor { return editor.readLine(prompt: "› ") }
                return readLine?() ?? Swift.readLine(strippingNewline: true)
            }
        }
        return 0
    }

    /// `replay FILE`: 0 when the log replays as recorded, 1 when it diverges, 2 when the file
    /// cannot be read or written, 3 when it is damaged.
    static func replay(_ options: ReplayOptions) async -> Int32 {
        Terminal.chooseColors(options.color)
        let printer = ConsolePrinter(style: Terminal.style)
        func failed(_ error: ActionLogError) -> Int32 {
            Terminal.err(printer.error("\(options.file): \(error)"))
            switch error.kind {
            case .diverged: return 1
            case .unavailable, .exists: return 2
            case .damaged: return 3
            }
        }
        // The log says how it was shown and where its data came from; a flag overrides it.
        var recorded: [String: String] = [:]
        do {
            let reader = try ActionLogReader<HolidayApp.State, HolidayApp.Action>(path: options.file)
            while let (_, entry) = try reader.next() {
                guard case .setting(let name, let value) = entry else { break }
                recorded[name] = value
            }
        } catch {
            return failed(error)
        }
        var layout = options.layout ?? recorded["layout"].flatMap(HolidaysLayout.init(rawValue:)) ?? .list
        let data = options.data ?? recorded["data"].flatMap(DataSource.init(rawValue:)) ?? .embedded
        guard let client = client(options.live ? data : .embedded) else { return 2 }
        let reducer = HolidayApp(client: client)
        let strictness: ReplayStrictness = options.lenient ? .lenient : .strict
        if options.update {
            do {
                let changes = try ActionLog.update(options.file, reducer: reducer, strictness: strictness)
                for change in changes {
                    Terminal.out(printer.note("line \(change.line): the state changed"))
                    Terminal.out("  - \(change.old.prefix(160))\n  + \(change.new.prefix(160))")
                }
                let count = changes.count == 1 ? "1 checkpoint" : "\(changes.count) checkpoints"
                Terminal.out(printer.note("\(options.file): \(count) rewritten"))
                return 0
            } catch {
                return failed(error)
            }
        }
        let summary: ReplaySummary<HolidayApp.State>
        do {
            if options.live {
                summary = try await ActionLog.replayLive(options.file, reducer: reducer, strictness: strictness, timeout: .seconds(20))
            } else {
                summary = try ActionLog.replay(options.file, reducer: reducer, strictness: strictness) { step in
                    guard options.verbose else { return }
                    let sign = step.origin == .user ? ">" : "<"
                    let action = (try? LiteralText.encode(step.action)) ?? "?"
                    Terminal.out(printer.note("line \(step.line): \(sign) \(action)"))
                    Terminal.out(printer.screen(HolidayApp.render(step.state, layout: layout)) + "\n")
                }
            }
        } catch {
            return failed(error)
        }
        if options.layout == nil, let last = summary.settings.last(where: { $0.name == "layout" }) {
            layout = HolidaysLayout(rawValue: last.value) ?? layout
        }
        if !options.verbose { Terminal.out(printer.screen(HolidayApp.render(summary.state, layout: layout))) }
        let checks = summary.checkpoints == 1 ? "1 checkpoint" : "\(summary.checkpoints) checkpoints"
        Terminal.out(printer.note("\(options.file): \(summary.actions) actions replayed \(options.live ? "live" : "purely"), \(checks) matched"))
        if let warning = summary.warning { Terminal.err(printer.warning("\(options.file): \(warning)")) }
        return 0
    }
}
