import StoreSupport
import StoreText
import StoreCore
import StoreLogs

extension Console {
    /// Records that a setting of the front changed (a `% name value` line in the log).
    public func recordSetting(_ name: String, _ value: String) {
        log.append(.setting(name: name, value: value))
    }

    /// The log so far, as a file holds it.
    public var logText: String { log.text }

    /// The console's own session commands, in the order `:help` lists them.
    static var builtInCommands: [(name: String, argument: String?, summary: String)] {
        [
            ("help", nil, "this text"),
            ("state", nil, "the whole state, pretty"),
            ("log", nil, "this session's action log so far"),
            ("diff", "on|off", "after each action, print the paths the state changed at (`:diff full`: every changed line)"),
            ("undo", nil, "step back through the states this session went through"),
            ("redo", nil, "step forward again"),
            ("goto", "N", "jump to state N of :history"),
            ("history", nil, "the states so far, numbered"),
            ("save", "FILE", "write the log to FILE and keep recording there (`--force FILE` replaces a file, `--append FILE` continues one)"),
            ("replay", "FILE", "replay a recorded log (effects off) and go on from where it ends"),
            ("wait", "N", "let N seconds pass for the effects (a timer, a debounce), then show the screen"),
            ("fault", "NAME", "switch on a failure the app names (offline, an error answer…); `:fault none` switches it off"),
        ]
    }

    /// Every session command in `:help`'s order: the console's, the front's, then `:quit`.
    var allMetaCommands: [(name: String, argument: String?, summary: String)] {
        let faults = faultNames
        let builtIn = Self.builtInCommands.compactMap { row in
            row.name != Fault.settingName ? row : faults.isEmpty ? nil
                : (row.name, row.argument, "switch on a failure the app names: " + faults.dropLast().joined(separator: ", ") + " (`:fault none` switches it off)")
        }
        return builtIn + configuration.metaCommands.map { ($0.name, $0.argument, $0.summary) }
            + [("quit", nil, "leave (so do Ctrl-D and the end of the input)")]
    }

    /// What `:help` prints: what a line can be, then every session command.
    public var metaHelp: String {
        let rows = allMetaCommands
        let names = rows.map { ":" + $0.name + ($0.argument.map { " " + $0 } ?? "") }
        let width = min(18, names.map(\.count).max() ?? 0)
        let lines = zip(names, rows).map { name, row in
            name.count > width
                ? "  \(name)\n  \("".rightPadded(to: width))  \(row.summary)"
                : "  \(name.rightPadded(to: width))  \(row.summary)"
        }
        let interrupt = configuration.interruptKey.map { ["\($0) cancels what is loading and keeps the session."] } ?? []
        return ([configuration.introduction, "Session commands:"] + lines + interrupt).joined(separator: "\n")
    }

    func meta(_ name: String, _ argument: String) async {
        // One rule for every command's words: quotes and backslashes as in a shell, and `~`
        // for the home folder in a file name.
        let words: [String]
        switch ShellWords.split(argument, expandingHome: name == "save" || name == "replay") {
        case .success(let split): words = split
        case .failure(let unclosed):
            let what = name == "save" || name == "replay" ? "the file name" : "the argument"
            return fail("`:\(name)`: the quote opened at column \(unclosed.column) of \(what) is not closed")
        }
        let argument = words.joined(separator: " ")
        if let custom = configuration.metaCommands.first(where: { $0.name == name }) {
            if custom.argument == nil, !argument.isEmpty { return fail("`:\(name)` takes no argument, but got `\(argument)`") }
            do {
                try await custom.run(argument, self)
            } catch {
                fail(error.message)
            }
            return
        }
        guard let builtIn = allMetaCommands.first(where: { $0.name == name }) else {
            let all = allMetaCommands.map { ":" + $0.name }
            let guess = Suggestions.closest(to: ":" + name, among: all).map { "did you mean \($0)? The" } ?? "the"
            return fail("unknown session command `:\(name)`; \(guess) session's commands are " + all.joined(separator: ", "))
        }
        if builtIn.argument == nil, !argument.isEmpty {
            return fail("`:\(name)` takes no argument, but got `\(argument)`")
        }
        switch name {
        case "help":
            output.out(metaHelp)
        case "state":
            output.out((try? LiteralText.pretty(state)) ?? "(the state cannot be printed)")
        case "log":
            output.out(log.text)
        case "diff":
            switch argument {
            case "on": showsDiff = .compact
            case "full": showsDiff = .full
            case "off": showsDiff = nil
            default: return fail("`:diff` takes on, full or off, not \(argument.isEmpty ? "nothing" : "`\(argument)`")")
            }
            let how = switch showsDiff {
            case .compact: "shown (the changed paths)"
            case .full: "shown in full"
            case nil: "not shown"
            }
            note("state changes are \(how) after each action")
        case "undo":
            guard position > 0 else { return fail("nothing to undo: this is the start of the session") }
            jump(to: (0..<position).last { history[$0].endsStep } ?? 0)
        case "redo":
            guard position + 1 < history.count else { return fail("nothing to redo") }
            jump(to: ((position + 1)..<history.count).first { history[$0].endsStep } ?? history.count - 1)
        case "goto":
            guard let index = Int(argument), history.indices.contains(index) else {
                let shown = argument.isEmpty ? "nothing" : "`\(argument)`"
                return fail("`:goto` takes a number of `:history`, from 0 to \(history.count - 1), not \(shown)")
            }
            jump(to: index)
        case "history":
            output.out(history.enumerated().map { index, point in
                (index == position ? "▸" : " ") + String(index).leftPadded(to: 4) + "  " + point.label.echoed("", "", limit: 60).drawable
            }.joined(separator: "\n"))
        case "save":
            save(words)
        case "replay":
            guard words.count <= 1 else { return fail(Self.oneFile("replay", words)) }
            replay(words.first.map(resolved) ?? "")
        case "wait":
            await wait(argument)
        case Fault.settingName:
            switchFault(argument)
        default:
            finish()
        }
    }

    /// Lets `argument` seconds pass: a ``/StoreCore/TestClock`` is advanced by that much, any other clock
    /// is waited on for real; then the effects that woke settle, and the screen is shown.
    private func wait(_ argument: String) async {
        guard let seconds = Double(argument), seconds.isFinite, seconds >= 0, seconds <= 3_600 else {
            let shown = argument.isEmpty ? "nothing" : "`\(argument)`"
            return fail("`:wait` takes a number of seconds from 0 to 3600, like `:wait 1.5`, not \(shown)")
        }
        let duration = Duration.milliseconds(Int64((seconds * 1_000).rounded()))
        let before = store.state
        if let clock = configuration.clock as? TestClock {
            await clock.advance(by: duration)
        } else {
            // A real wait says what it waits for, and an interrupt (Ctrl-C) ends it early.
            let sleeper = Task { try await Task.sleep(for: duration) }
            interrupts.begin(cancelling: { sleeper.cancel() })
            if seconds >= 1 { note("waiting \(argument) s for the effects (Ctrl-C stops the wait)…") }
            _ = try? await sleeper.value
            if interrupts.end() { note("the wait was stopped") }
            _ = await store.runtime.waitUntil(timeout: configuration.sleepWait) { store.runtime.isIdle }
        }
        let after = store.state
        if after != before { addToHistory(":wait \(argument)", after) }
        printScreen()
    }

    private func jump(to index: Int) {
        restore(index)
        note("at \(index): \(history[index].label.echoed("", "", limit: 60).drawable)")
        printScreen()
    }

    /// What a log holds, as a replay of it counts: its actions and checkpoints (its times and
    /// settings depend on how fast the lines came, so they are not counted).
    static func counted(_ entries: [ConsoleLog<State, Action>.Entry]) -> String {
        var actions = 0, checkpoints = 0
        for entry in entries {
            switch entry {
            case .user, .effect: actions += 1
            case .checkpoint, .checksum: checkpoints += 1
            default: break
            }
        }
        return "\(actions) \(actions == 1 ? "action" : "actions") and \(checkpoints) \(checkpoints == 1 ? "checkpoint" : "checkpoints")"
    }

    /// Said when a command that takes one file gets several words.
    static func oneFile(_ name: String, _ words: [String]) -> String {
        "`:\(name)` takes one file, but got \(words.count): " + words.map { "`\($0)`" }.joined(separator: ", ")
            + " (quote a name with spaces: \"my file.log\")"
    }

    private func save(_ words: [String]) {
        var words = words
        var mode = ActionLogWriter.Mode.createNew
        var said: String?
        while let flag = words.first, flag.hasPrefix("--") {
            switch flag {
            case "--force": mode = .replace
            case "--append": mode = .append
            default: return fail("`:save` takes --force or --append before the file, not `\(flag)`")
            }
            if let said, said != flag {
                return fail("`:save` takes --force (replace the file) or --append (continue it), not both")
            }
            said = flag
            words.removeFirst()
        }
        guard !words.isEmpty else { return fail("`:save` needs a file: `:save session.log`") }
        guard words.count == 1 else { return fail(Self.oneFile("save", words)) }
        guard !words[0].isEmpty else { return fail("`:save` needs a file, and the name given is empty (\"\"): `:save session.log`") }
        let path = resolved(words[0])
        if POSIXFile.isFolder(path) {
            return fail("\(path) is a folder; give a file in it, like `:save \(path.hasSuffix("/") ? path : path + "/")session.log`")
        }
        if log.isRecording(to: path) {
            return note("\(path) is the file this session records to already: every entry is written there as it happens; nothing was written")
        }
        do {
            // An attached console records beside the app's own recording, never in its place.
            if configuration.attached != nil {
                let recorder = recorder ?? log.newRecorder()
                self.recorder = recorder
                try log.record(to: path, mode: mode, beside: recorder)
            } else {
                try log.record(to: path, mode: mode)
            }
            log.append(.checkpoint(store.state))
            note("saved \(Self.counted(log.entries)) to \(path); recording there from now on")
        } catch let error as ActionLogError where error.kind == .exists {
            fail("\(path) exists already and was left as it is; `:save --force \(path)` replaces it, `:save --append \(path)` continues it")
        } catch {
            fail("\(error)")
        }
    }

    /// `path` in ``Configuration/folder`` when it is relative and the console has one.
    private func resolved(_ path: String) -> String {
        guard let folder = configuration.folder, !path.isEmpty, !path.hasPrefix("/") else { return path }
        return (folder.hasSuffix("/") ? folder : folder + "/") + path
    }

    private func replay(_ path: String) {
        guard !path.isEmpty else { return fail("`:replay` needs a file: `:replay session.log`") }
        if configuration.attached?.point.isScope == true {
            return fail("`:replay` sets the whole state of the store, and this console is attached to one screen of the app: attach to the app's root store to replay a log into it")
        }
        do {
            let summary = try ActionLog.replay(path, reducer: reducer, initialState: configuration.initialState, withDependencies: configuration.dependencies)
            for (name, value) in summary.settings {
                configuration.applySetting?(name, value)
                if name == Fault.settingName { _ = values.faultSwitch?.switchOn(value) }
                recordSetting(name, value)
            }
            addToHistory("replay \(path)", summary.state)
            restore(position, reason: "replayed \(summary.actions) actions from \(path), and the state is where that log ends")
            note("replayed \(summary.actions) actions from \(path)" + (summary.warning.map { "; \($0)" } ?? ""))
            printScreen()
        } catch {
            let firstLine = error.description.split(separator: "\n").first.map(String.init) ?? ""
            fail(firstLine.contains(path) ? firstLine : "\(path): \(firstLine)")
        }
    }
}
