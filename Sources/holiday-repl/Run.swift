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
    static func session(_ options: SessionOptions, readLine: () -> String?) async -> Int32 {
        let style = Terminal.style(color: Terminal.wantsColor(options.color))
        let printer = ConsolePrinter(style: style)
        guard let client = client(options.data) else { return 2 }
        let today = today()
        let start = HolidayApp.State(year: options.year ?? today.year, month: today.month)
        let console = HolidayConsole.make(
            state: start, reducer: HolidayApp(client: client), layout: options.layout,
            style: style, output: .standard
        )
        if let path = options.record {
            do {
                try console.record(to: path)
            } catch {
                Terminal.err("holiday-repl: --record: \(error)")
                return 2
            }
        }
        let interactive = Terminal.inputIsTerminal
        let interrupts = console.interrupts
        Terminal.onInterrupt {
            if !interrupts.interrupt() {
                Terminal.err("\n(nothing is loading; Ctrl-D or :quit leaves)")
                if interactive { Terminal.write(1, "› ") }
            }
        }
        await RuntimeWarnings.withHandler({ Terminal.err(printer.warning($0)) }) {
            await console.run(prompt: interactive ? "› " : nil) {
                guard let line = readLine() else {
                    if interactive { Terminal.write(1, "\n") }
                    return nil
                }
                return line
            }
        }
        return 0
    }

    /// `replay FILE`: 0 when the log replays as recorded, 1 when it diverges, 2 when the file
    /// cannot be read, 3 when it is damaged.
    static func replay(_ options: ReplayOptions) async -> Int32 {
        let printer = ConsolePrinter(style: Terminal.style(color: Terminal.wantsColor(options.color)))
        guard let client = client(options.data) else { return 2 }
        let reducer = HolidayApp(client: client)
        let summary: ReplaySummary<HolidayApp.State>
        do {
            if options.live {
                summary = try await ActionLog.replayLive(options.file, reducer: reducer, timeout: .seconds(20))
            } else {
                summary = try ActionLog.replay(options.file, reducer: reducer) { step in
                    guard options.verbose else { return }
                    let sign = step.origin == .user ? ">" : "<"
                    let action = (try? LiteralText.encode(step.action)) ?? "?"
                    Terminal.out(printer.note("line \(step.line): \(sign) \(action)"))
                    Terminal.out(printer.screen(HolidayApp.render(step.state, layout: options.layout)) + "\n")
                }
            }
        } catch {
            Terminal.err(printer.error("\(options.file): \(error)"))
            switch error.kind {
            case .diverged: return 1
            case .unavailable: return 2
            case .damaged: return 3
            }
        }
        if !options.verbose { Terminal.out(printer.screen(HolidayApp.render(summary.state, layout: options.layout))) }
        let checks = summary.checkpoints == 1 ? "1 checkpoint" : "\(summary.checkpoints) checkpoints"
        Terminal.out(printer.note("\(options.file): \(summary.actions) actions replayed \(options.live ? "live" : "purely"), \(checks) matched"))
        return 0
    }
}
