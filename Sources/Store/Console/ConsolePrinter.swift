import StoreSupport

/// Draws renderings as text: breadcrumbs, the screen, its commands; `style` dresses each part.
///
/// Every text from data or input is made ``Swift/StringProtocol/drawable`` first: a title, a
/// line or a message never holds a control character a terminal would act on.
package struct ConsolePrinter: Sendable {
    package let style: @Sendable (String, ConsoleStyle) -> String

    package init(style: @escaping @Sendable (String, ConsoleStyle) -> String = { text, _ in text }) {
        self.style = style
    }

    /// The breadcrumbs of the stack, then the screen on top, then a blank line.
    package func screen<Action>(_ screen: Rendering<Action>) -> String {
        var crumbs = screen.breadcrumbs.map { $0.isModal ? "\($0.title.drawable) (modal)" : $0.title.drawable }
        if crumbs.count > 6 {
            crumbs = crumbs.prefix(2) + ["… \(crumbs.count - 4) more"] + crumbs.suffix(2)
        }
        var lines = crumbs.isEmpty ? [] : [style(crumbs.joined(separator: " › "), .muted)]
        lines.append(style("── \(screen.title.drawable) ──", .heading))
        for line in screen.lines {
            let text = line.text.drawable
            switch line.style {
            case .plain: lines.append(text)
            case .heading: lines.append(style(text, .heading))
            case .emphasis: lines.append(style(text, .emphasis))
            case .muted: lines.append(style(text, .muted))
            case .error: lines.append(style(text, .error))
            }
        }
        if let dialog = screen.dialog { lines += self.dialog(dialog) }
        lines.append(style("commands: ", .muted) + commandList(screen.activeCommands))
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// An alert or a dialog, framed on the left, its buttons last:
    ///
    ///     ┌ alert: Could not load the holidays
    ///     │ the connection dropped
    ///     └ retry (Retry) · ok (OK)
    func dialog<Action>(_ dialog: Rendering<Action>.Dialog) -> [String] {
        let kind = dialog.kind == .alert ? "alert" : "dialog"
        var lines = [""]
        lines.append(style("┌ ", .muted) + style("\(kind): ", .muted) + style(dialog.title.drawable, .heading))
        if let message = dialog.message {
            for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(style("│ ", .muted) + String(line).drawable)
            }
        }
        let buttons = dialog.buttons.map { button in
            var text = style(button.command.name.drawable, .command)
            if button.command.title.lowercased() != button.command.name { text += " (\(button.command.title.drawable))" }
            return button.role == .destructive ? text + style(" ⚠", .error) : text
        }
        lines.append(style("└ ", .muted) + buttons.joined(separator: " · "))
        return lines
    }

    package func commandList<Action>(_ commands: [ScreenCommand<Action>]) -> String {
        let names = commands.map { command in
            var text = command.name
            if let argument = command.argument { text += " " + argument }
            if command.title.lowercased() != command.name { text += " (\(command.title))" }
            return style(text.drawable, .command)
        }
        return (names + [style("help", .command)]).joined(separator: " · ")
    }

    /// `help`: every command with its argument and what it does.
    package func help<Action>(_ commands: [ScreenCommand<Action>]) -> String {
        let rows = commands.map { command -> (String, String) in
            ((command.name + (command.argument.map { " " + $0 } ?? "")).drawable, command.summary.drawable)
        } + [("help", "this list"), (":help", "the session's own commands: state, undo, save, replay, quit…")]
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + style($0.0.rightPadded(to: width), .command) + "  " + $0.1 }.joined(separator: "\n")
    }

    package func error(_ message: String) -> String {
        style("error:", .error) + " " + message.drawableLines
    }

    package func warning(_ message: String) -> String {
        style("warning:", .error) + " " + message.drawableLines
    }

    package func note(_ message: String) -> String {
        style(message.drawableLines, .muted)
    }
}

