/// Draws renderings as text: breadcrumbs, the screen, its commands; `style` dresses each part.
package struct ConsolePrinter: Sendable {
    package let style: @Sendable (String, ConsoleStyle) -> String

    package init(style: @escaping @Sendable (String, ConsoleStyle) -> String = { text, _ in text }) {
        self.style = style
    }

    private enum Code {
        case bold, dim, red, green, cyan
    }

    private func paint(_ text: String, _ code: Code) -> String {
        switch code {
        case .bold: style(text, .heading)
        case .dim: style(text, .muted)
        case .red: style(text, .error)
        case .green: style(text, .emphasis)
        case .cyan: style(text, .command)
        }
    }

    /// The breadcrumbs of the stack, then the screen on top, then a blank line.
    package func screen<Action>(_ screen: Rendering<Action>) -> String {
        var crumbs = screen.breadcrumbs.map { $0.isModal ? "\($0.title) (modal)" : $0.title }
        if crumbs.count > 6 {
            crumbs = crumbs.prefix(2) + ["… \(crumbs.count - 4) more"] + crumbs.suffix(2)
        }
        var lines = crumbs.isEmpty ? [] : [paint(crumbs.joined(separator: " › "), .dim)]
        lines.append(paint("── \(screen.title) ──", .bold))
        for line in screen.lines {
            switch line.style {
            case .plain: lines.append(line.text)
            case .heading: lines.append(paint(line.text, .bold))
            case .emphasis: lines.append(paint(line.text, .green))
            case .muted: lines.append(paint(line.text, .dim))
            case .error: lines.append(paint(line.text, .red))
            }
        }
        lines.append(paint("commands: ", .dim) + commandList(screen.commands))
        lines.append("")
        return lines.joined(separator: "\n")
    }

    package func commandList<Action>(_ commands: [Command<Action>]) -> String {
        let names = commands.map { command in
            var text = command.name
            if let argument = command.argument { text += " " + argument }
            if command.title.lowercased() != command.name { text += " (\(command.title))" }
            return paint(text, .cyan)
        }
        return (names + [paint("help", .cyan)]).joined(separator: " · ")
    }

    /// `help`: every command with its argument and what it does.
    package func help<Action>(_ commands: [Command<Action>]) -> String {
        let rows = commands.map { command -> (String, String) in
            (command.name + (command.argument.map { " " + $0 } ?? ""), command.summary)
        } + [("help", "this list"), (":help", "the session's own commands: state, undo, save, replay, quit…")]
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + paint($0.0.rightPadded(to: width), .cyan) + "  " + $0.1 }.joined(separator: "\n")
    }

    package func error(_ message: String) -> String {
        paint("error:", .red) + " " + message
    }

    package func warning(_ message: String) -> String {
        paint("warning:", .red) + " " + message
    }

    package func note(_ message: String) -> String {
        paint(message, .dim)
    }
}

