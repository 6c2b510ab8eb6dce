import StoreSupport
import StoreText
import StoreCore
import StoreLogs
import StoreConsole
import StoreAttach
import StoreExplorer

extension ConsoleProgram {
    /// `replay FILE`: 0 when the log replays as recorded, 1 when it diverges, 2 when the file
    /// cannot be read or written, 3 when it is damaged.
    func replay(_ arguments: ReplayArguments) async -> Int32 {
        Terminal.chooseColors(arguments.color)
        guard !arguments.renames.isEmpty else { return await replay(arguments, reading: arguments.file) }
        return await renamingThenReplaying(arguments)
    }

    /// `--rename OLD=NEW`: each case renamed only in its own type (read with the feature's
    /// types, see ``/StoreLogs/ActionLog/rename(_:case:to:state:action:)``). The renames and the replay or update after them are made on a copy
    /// beside the log, which replaces the log only when they succeed; otherwise the log is
    /// left as it was, and the copy is removed.
    private func renamingThenReplaying(_ arguments: ReplayArguments) async -> Int32 {
        let printer = ConsolePrinter(style: Terminal.style)
        let file = arguments.file
        let copy = file + ".renaming"
        guard let bytes = POSIXFile.contents(of: file) else {
            Terminal.err(failure(file, "cannot read the log: \(POSIXFile.reason)"))
            return 2
        }
        if let failure = POSIXFile.replaceWhole(copy, String(decoding: bytes, as: UTF8.self)) {
            Terminal.err(self.failure(file, "\(failure)"))
            return 2
        }
        defer { _ = POSIXFile.remove(copy) }
        var notes: [String] = []
        for renaming in arguments.renames {
            do {
                let count = try ActionLog.rename(copy, case: renaming.old, to: renaming.new, state: Feature.State.self, action: Feature.Action.self)
                notes.append(count == 0
                    ? "\(file): `\(renaming.shownOld)` appears nowhere in it\(renaming.old.contains(".") ? " as a case of that type" : ""); nothing renamed"
                    : "\(file): `\(renaming.shownOld)` renamed `.\(renaming.new)` in \(count == 1 ? "1 place" : "\(count) places")")
            } catch {
                Terminal.err(failure(file, "\(error)"))
                return error.kind == .damaged ? 3 : 2
            }
        }
        for note in notes { Terminal.out(printer.note(note)) }
        let code = await replay(arguments, reading: copy)
        guard code == 0 else {
            Terminal.err(printer.note("\(file): left as it was; the renames are not kept while the log does not replay"))
            return code
        }
        guard POSIXFile.rename(copy, file) else {
            Terminal.err(failure(file, "cannot be replaced: \(POSIXFile.reason)"))
            return 2
        }
        return 0
    }

    /// The replay or update of the log at `path`, named in messages as `arguments.file`.
    private func replay(_ arguments: ReplayArguments, reading path: String) async -> Int32 {
        let printer = ConsolePrinter(style: Terminal.style)
        let file = arguments.file
        func failed(_ error: ActionLogError) -> Int32 {
            Terminal.err(failure(file, "\(error)"))
            switch error.kind {
            case .diverged: return 1
            case .unavailable, .exists: return 2
            case .damaged: return 3
            }
        }
        // The log says how it was shown, where its data came from and what its start was made
        // of; a flag overrides it.
        var values: [String: String] = [:]
        var settingLines: [(line: Int, name: String, value: String)] = []
        do {
            // Read as lines, not entries: a start that no longer reads (a field added since) is
            // for `--update` to replace, not a reason to stop before it is reached.
            let reader = try ActionLogReader<Feature.State, Feature.Action>(path: path)
            reader.reading = .lines
            while let entry = try reader.nextRaw() {
                if case .comment = entry { continue }
                guard case .setting(let name, let value) = entry else { break }
                let line = reader.lineNumber
                // A value the program's own flag refuses is a damaged log, said at its line.
                if let option = options.first(where: { $0.name == name }) {
                    let refusal = option.choices.flatMap { $0.contains(value) ? nil : "takes \(ProgramOption.listed($0)), not `\(value)`" }
                        ?? option.validate(value)
                    if let refusal {
                        return failed(ActionLogError(kind: .damaged, line: line, message: "% \(name) \(refusal)"))
                    }
                }
                values[name] = value
                settingLines.append((line, name, value))
            }
        } catch {
            return failed(error)
        }
        values.merge(arguments.values) { _, flag in flag }
        let purpose: Purpose = arguments.live || arguments.update ? .liveReplay : .pureReplay
        let made: Session
        do {
            made = try make(values, purpose)
        } catch {
            // Refused with the log's settings but not without them: the log is damaged there.
            // The setting to blame is the one without which the rest are taken.
            let fromLog = settingLines.filter { arguments.values[$0.name] == nil }
            let blamed = fromLog.first { setting in
                (try? make(values.filter { $0.key != setting.name }, purpose)) != nil
            }
            if let blamed {
                Terminal.err(failure(file, "line \(blamed.line): % \(blamed.name) \(blamed.value) is refused (\(error.message.drawable))"))
                return 3
            }
            Terminal.err("\(name): \(error.message.drawable)")
            return 2
        }
        let configuration = made.configuration
        let reducer = made.reducer
        let clock = Self.replayClock(configuration.clock, log: path)
        let flags = arguments.values
        let initialState: ([String: String]) -> Feature.State = { settings in
            let merged = settings.merging(flags) { _, flag in flag }
            return (try? make(merged, purpose))?.initialState ?? made.initialState
        }
        let strictness: ReplayStrictness = arguments.lenient ? .lenient : .strict
        if arguments.update {
            do {
                let update = try await ActionLog.update(
                    path, reducer: reducer, initialState: initialState, clock: clock, strictness: strictness,
                    withDependencies: configuration.dependencies
                )
                for note in update.notes { Terminal.out(printer.note(note)) }
                guard update.changed else {
                    Terminal.out(printer.note("\(file): nothing to update; the log is what the app does"))
                    return 0
                }
                Terminal.out(update.diff.map { line in
                    let shown = line.count > 200 ? String(line.prefix(199)) + "…" : line
                    return line.hasPrefix("−") ? printer.style(shown, .error) : line.hasPrefix("+") ? printer.style(shown, .command) : shown
                }.joined(separator: "\n"))
                let out = update.removed == 1 ? "1 line" : "\(update.removed) lines"
                Terminal.out(printer.note("\(file): updated, \(out) out and \(update.added) in; the `>` lines are as they were"))
                return 0
            } catch {
                return failed(error)
            }
        }
        let summary: ReplaySummary<Feature.State>
        do {
            if arguments.live {
                summary = try await ActionLog.replayLive(
                    path, reducer: reducer, initialState: initialState, strictness: strictness, clock: clock, timeout: .seconds(20),
                    withDependencies: configuration.dependencies
                )
            } else {
                summary = try ActionLog.replay(path, reducer: reducer, strictness: strictness, onStep: { step in
                    guard arguments.verbose else { return }
                    let sign = step.origin == .user ? ">" : "<"
                    let action = (try? LiteralText.encode(step.action)) ?? "?"
                    Terminal.out(printer.note("line \(step.line): \(sign) \(action.echoed("", "", limit: 160))"))
                    Terminal.out(printer.screen(configuration.draw(step.state)) + "\n")
                }, initialState: initialState, withDependencies: configuration.dependencies)
            }
        } catch {
            return failed(error)
        }
        // Settings changed during the session (`% layout calendar` after a `:layout`) show the
        // last screen as it was shown, unless a flag said otherwise.
        for setting in summary.settings where arguments.values[setting.name] == nil {
            configuration.applySetting?(setting.name, setting.value)
        }
        if !arguments.verbose { Terminal.out(printer.screen(configuration.draw(summary.state))) }
        let checks = summary.checkpoints == 1 ? "1 checkpoint" : "\(summary.checkpoints) checkpoints"
        let actions = summary.actions == 1 ? "1 action" : "\(summary.actions) actions"
        Terminal.out(printer.note("\(file): \(actions) replayed \(arguments.live ? "live" : "purely"), \(checks) matched"))
        if let warning = summary.warning { Terminal.err(printer.warning("\(file): \(warning)")) }
        if let cutOff = summary.cutOff {
            Terminal.err(failure(file, "\(cutOff); what came before it was replayed"))
            return 3
        }
        return 0
    }

    /// The clock a live replay or an update of the log at `path` runs on: the program's own when
    /// it is a ``/StoreCore/TestClock``; else a new ``/StoreCore/TestClock`` when the log says when its entries
    /// happened (it is moved as the session's time moved, so the replay takes no time and is the
    /// same on any machine); else none, and effects sleep in real time as the session did.
    static func replayClock(_ configured: (any Clock<Duration>)?, log path: String) -> TestClock? {
        configured as? TestClock ?? (ActionLog.carriesTimes(path) ? TestClock() : nil)
    }
}

extension ConsoleProgram {
    /// The program's own error about `file`, as its flags' errors are said (`notes: …`): the
    /// file named once, before `message` unless the message names it already.
    func failure(_ file: String, _ message: String) -> String {
        "\(name): " + (message.contains(file) ? message : "\(file): \(message)").drawableLines
    }
}
