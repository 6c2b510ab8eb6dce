import HolidayFeature
import Store

extension Session {
    static let metaHelp = """
    Type a command of the screen on top (`help` lists them), an action in the text syntax
    (`.yearChanged(2027)`, or the app's own: `.linkOpened("holidays/DE/2026")`), or:
      :help             this text
      :state            the whole state, pretty
      :log              this session's action log so far
      :diff on|off      after each action, print what in the state changed
      :undo, :redo      step back or forward through the states this session went through
      :goto N           jump to state N of :history
      :history          the states so far, numbered
      :save FILE        write the log to FILE, and keep recording there
      :replay FILE      replay a recorded log (effects off) and go on from where it ends
      :open PATH        open a deep link, e.g. :open holidays/US/2026/detail/3
      :layout list|calendar
                        how the holidays screen is drawn
      :quit             leave (so do Ctrl-D and the end of the input)
    Ctrl-C cancels what is loading and keeps the session.
    """

    static let metaNames = ["help", "state", "log", "diff", "undo", "redo", "goto", "history", "save", "replay", "open", "layout", "quit"]

    func meta(_ name: String, _ argument: String) async {
        let takesArgument: Set<String> = ["diff", "goto", "save", "replay", "open", "layout"]
        if !takesArgument.contains(name), Self.metaNames.contains(name), !argument.isEmpty {
            fail("`:\(name)` takes no argument, but got `\(argument)`")
            return
        }
        switch name {
        case "help":
            output.out(Self.metaHelp)
        case "state":
            output.out((try? LiteralText.pretty(state)) ?? "(the state cannot be printed)")
        case "log":
            output.out(log.text)
        case "diff":
            switch argument {
            case "on": showDiff = true
            case "off": showDiff = false
            default:
                fail("`:diff` takes on or off, not `\(argument)`")
                return
            }
            output.out(printer.note("state changes are \(showDiff ? "shown" : "not shown") after each action"))
        case "undo":
            guard position > 0 else { return fail("nothing to undo: this is the start of the session") }
            jump(to: position - 1)
        case "redo":
            guard position + 1 < history.count else { return fail("nothing to redo") }
            jump(to: position + 1)
        case "goto":
            guard let index = Int(argument), history.indices.contains(index) else {
                let shown = argument.isEmpty ? "nothing" : "`\(argument)`"
                return fail("`:goto` takes a number of `:history`, from 0 to \(history.count - 1), not \(shown)")
            }
            jump(to: index)
        case "history":
            output.out(history.enumerated().map { index, point in
                (index == position ? "▸" : " ") + String(index).leftPadded(to: 4) + "  " + point.label
            }.joined(separator: "\n"))
        case "save":
            save(argument)
        case "replay":
            replay(argument)
        case "open":
            await open(argument)
        case "layout":
            guard let chosen = HolidaysLayout(rawValue: argument) else {
                return fail("`:layout` takes list or calendar, not `\(argument)`")
            }
            layout = chosen
            printScreen()
        case "quit":
            finish()
        default:
            fail("unknown session command `:\(name)`; they are " + Self.metaNames.map { ":" + $0 }.joined(separator: ", "))
        }
    }

    private func jump(to index: Int) {
        restore(index)
        output.out(printer.note("at \(index): \(history[index].label)"))
        printScreen()
    }

    private func save(_ path: String) {
        guard !path.isEmpty else { return fail("`:save` needs a file: `:save session.log`") }
        do {
            try log.record(to: path)
            output.out(printer.note("saved \(log.entries.count) entries to \(path); recording there from now on"))
        } catch {
            fail("\(error)")
        }
    }

    private func replay(_ path: String) {
        guard !path.isEmpty else { return fail("`:replay` needs a file: `:replay session.log`") }
        do {
            let summary = try ActionLog.replay(path, reducer: reducer)
            addToHistory("replay \(path)", summary.state)
            restore(position)
            output.out(printer.note("replayed \(summary.actions) actions from \(path)"))
            printScreen()
        } catch {
            let firstLine = error.description.split(separator: "\n").first.map(String.init) ?? ""
            fail("\(path): \(firstLine)")
        }
    }

    private func open(_ path: String) async {
        guard !path.isEmpty else { return fail("`:open` needs a path, like `:open holidays/US/2026`") }
        do {
            _ = try HolidayApp.link(path)
        } catch {
            return fail("`\(path)` is not a link here: \(error)")
        }
        await send(.linkOpened(path), label: ":open \(path)")
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
