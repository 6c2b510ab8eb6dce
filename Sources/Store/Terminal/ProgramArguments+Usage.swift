import StoreSupport

extension ProgramArguments {
    /// The widest line of the usage, in columns: it fits a terminal of 80 columns.
    static let usageWidth = 80

    /// The usage text: `summary`, then every flag, the program's own among them; no line is
    /// wider than ``usageWidth``.
    func usage(summary: String) -> String {
        let settings = options.filter(\.isSetting).map { "[--\($0.name) \($0.argument)]" }
        let replayLine = ["\(program) replay FILE", "[--verbose | --live | --update]", "[--rename OLD=NEW]", "[--lenient]"] + settings + ["[--no-color]"]
        // Explore takes every option of the program's, as a session does.
        let all = options.map { "[--\($0.name) \($0.argument)]" }
        let exploreLine = ["\(program) explore", "[--steps N]", "[--seed S]", "[--depth D]", "[--out FILE]", "[--map FILE]", "[--no-faults]"]
            + ["[--jobs N | --shard K/N [--report FILE]", "| --walk I | --merge REPORTS…]"] + all + ["[--no-color]"]
        var lines = Self.flowed("\(program): \(summary)", width: Self.usageWidth, indent: "  ") + ["", "usage: \(program) [options]"]
        lines += ["       \(program) attach PATH [--no-color] [--no-history]"]
        lines += wrapped(replayLine, first: "       ", rest: String(repeating: " ", count: 7 + program.count + 13))
        lines += wrapped(exploreLine, first: "       ", rest: String(repeating: " ", count: 7 + program.count + 9))
        lines += ["", "options:"]
        var rows: [(String, String)] = options.map { ("--\($0.name) \($0.argument)", $0.summary) }
        rows += [
            ("--record FILE", "write the session's action log to FILE as it happens; an\nexisting FILE is refused unless one of these is given:"),
            ("--append", "with --record: continue the log in FILE"),
            ("--force", "with --record: replace FILE"),
            ("--listen PATH", "let consoles attach to this session at PATH (a socket; its folder\nis made 0700): `\(program) attach PATH` in another terminal"),
            ("--echo", "print each line read after the prompt (a transcript of piped input)"),
            ("--no-color", "no colour, even on a terminal (NO_COLOR works too)"),
            ("--no-history", "keep no history of typed lines (it is kept in\n$XDG_STATE_HOME/\(program)/history, or ~/.local/state/…)"),
            ("--help", "this text"),
            ("--version", "the version"),
        ]
        lines += rows.flatMap(row)
        lines += ["", "replay options:"]
        lines += [
            ("--verbose", "print every step, not just the final screen (pure replay)"),
            ("--live", "run the effects and check what they send back against the log"),
            ("--update", "after an intended change of the app, re-derive all but the user's actions\n(the start, what the effects sent, every checkpoint) and show the diff"),
            ("--rename OLD=NEW", "a case renamed in the code: rename it in the log, then --update; OLD is Type.case where two types have the case"),
            ("--lenient", "apply actions the app rejects (for logs written by hand)"),
        ].flatMap(row)
        if !settings.isEmpty {
            lines += row((options.filter(\.isSetting).map { "--" + $0.name }.joined(separator: ", "), "default to what the log recorded"))
        }
        lines += ["", "explore options (walk the app by itself, checking invariants after each step):"]
        lines += [
            ("--steps N", "random walks of N steps in all (default 10000)"),
            ("--seed S", "the walks' seed: the same seed walks the same way (default 1)"),
            ("--depth D", "instead, every distinct state within D steps of the start"),
            ("--out FILE", "when an invariant fails, write the shortest failing session there"),
            ("--map FILE", "write the map of what was explored there, as its name ends:\nMermaid (.mmd, .mermaid; .md fenced for GitHub) or Graphviz (.dot, .gv)"),
            ("--no-faults", "walk without the app's named faults (offline, an error answer…): by\ndefault walks switch them on and off as they go (`:fault NAME` and\n`:fault none` lines in the log and the map), so a failure found under one\nreplays with it"),
            ("--jobs N", "run the walks in N worker processes (default: the machine's cores);\nwalk i is seeded from the seed and i alone: the same report for any N"),
            ("--shard K/N", "walk only slice K of N (a CI matrix, several machines) and write\nits report to --report FILE (default explore-K-of-N.report)"),
            ("--walk I", "walk only walk I, the one a failure names, alone"),
            ("--merge REPORTS…", "join the slices' reports into one report (and --map, --out)"),
        ].flatMap(row)
        lines += [
            "",
            "exit codes: 0 done (a replay matched, an exploration found nothing),",
            "            1 a replay diverged or an exploration found a failure,",
            "            2 a bad command line or a file that cannot be read or written,",
            "            3 a damaged log",
            "            attach: 0 left (`:quit`, Ctrl-D, the end of the input), 1 the app",
            "            ended the session or went away, 2 nothing to attach to, 3 the app",
            "            turned this console away (another is attached): try again later",
            "In the session, type `help` for the screen's commands and `:help` for the rest.",
        ]
        return lines.joined(separator: "\n")
    }

    /// An option and what it does: the text flowed (its own line breaks read as spaces) in a
    /// column that starts at 27, under the option, or on the next line when the option is long.
    private func row(_ row: (String, String)) -> [String] {
        let text = row.1.split(separator: "\n").joined(separator: " ")
        let indent = String(repeating: " ", count: 27)
        let parts = Self.flowed(text, width: Self.usageWidth - indent.count, indent: "")
        let first = row.0.count > 23 ? ["  " + row.0] : []
        return first + parts.enumerated().map { index, part in
            index == 0 && first.isEmpty ? "  " + row.0.rightPadded(to: 23) + "  " + part : indent + part
        }
    }

    /// `text` broken at spaces into lines of at most `width` columns (a word longer than that
    /// stays whole on a line of its own), every line after the first starting with `indent`.
    static func flowed(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let start = lines.isEmpty ? "" : indent
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.isEmpty ? start : " ") + word
            }
        }
        return lines + [line]
    }

    private func wrapped(_ words: [String], first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        for word in words {
            if line.count + word.count + 1 > Self.usageWidth, line != first, line != rest {
                lines.append(line)
                line = rest
            }
            line += (line == first || line == rest ? "" : " ") + word
        }
        return lines + [line]
    }
}
