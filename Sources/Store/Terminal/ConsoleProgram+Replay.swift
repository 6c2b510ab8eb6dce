extension ConsoleProgram {
    /// `replay FILE`: 0 when the log replays as recorded, 1 when it diverges, 2 when the file
    /// cannot be read or written, 3 when it is damaged.
    func replay(_ arguments: ReplayArguments) async -> Int32 {
        Terminal.chooseColors(arguments.color)
        let printer = ConsolePrinter(style: Terminal.style)
        let file = arguments.file
        func failed(_ error: ActionLogError) -> Int32 {
            Terminal.err(printer.error("\(file): \(error)"))
            switch error.kind {
            case .diverged: return 1
            case .unavailable, .exists: return 2
            case .damaged: return 3
            }
        }
        // The log says how it was shown and where its data came from; a flag overrides it.
        var values: [String: String] = [:]
        do {
            let reader = try ActionLogReader<Feature.State, Feature.Action>(path: file)
            while let (_, entry) = try reader.next() {
                guard case .setting(let name, let value) = entry else { break }
                if options.contains(where: { $0.name == name && $0.isSetting }) { values[name] = value }
            }
        } catch {
            return failed(error)
        }
        values.merge(arguments.values) { _, flag in flag }
        guard let made = made(values, arguments.live ? .liveReplay : .pureReplay) else { return 2 }
        let configuration = made.configuration
        let reducer = made.reducer
        let strictness: ReplayStrictness = arguments.lenient ? .lenient : .strict
        if arguments.update {
            do {
                let changes = try ActionLog.update(file, reducer: reducer, strictness: strictness)
                for change in changes {
                    Terminal.out(printer.note("line \(change.line): the state changed"))
                    Terminal.out("  - \(change.old.prefix(160))\n  + \(change.new.prefix(160))")
                }
                let count = changes.count == 1 ? "1 checkpoint" : "\(changes.count) checkpoints"
                Terminal.out(printer.note("\(file): \(count) rewritten"))
                return 0
            } catch {
                return failed(error)
            }
        }
        let summary: ReplaySummary<Feature.State>
        do {
            if arguments.live {
                summary = try await ActionLog.replayLive(file, reducer: reducer, strictness: strictness, timeout: .seconds(20))
            } else {
                summary = try ActionLog.replay(file, reducer: reducer, strictness: strictness) { step in
                    guard arguments.verbose else { return }
                    let sign = step.origin == .user ? ">" : "<"
                    let action = (try? LiteralText.encode(step.action)) ?? "?"
                    Terminal.out(printer.note("line \(step.line): \(sign) \(action)"))
                    Terminal.out(printer.screen(configuration.render(step.state)) + "\n")
                }
            }
        } catch {
            return failed(error)
        }
        // Settings changed during the session (`% layout calendar` after a `:layout`) show the
        // last screen as it was shown, unless a flag said otherwise.
        for setting in summary.settings where arguments.values[setting.name] == nil {
            configuration.applySetting?(setting.name, setting.value)
        }
        if !arguments.verbose { Terminal.out(printer.screen(configuration.render(summary.state))) }
        let checks = summary.checkpoints == 1 ? "1 checkpoint" : "\(summary.checkpoints) checkpoints"
        Terminal.out(printer.note("\(file): \(summary.actions) actions replayed \(arguments.live ? "live" : "purely"), \(checks) matched"))
        if let warning = summary.warning { Terminal.err(printer.warning("\(file): \(warning)")) }
        return 0
    }
}
