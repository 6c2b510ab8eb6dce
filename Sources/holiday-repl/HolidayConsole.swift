import HolidayFeature
import Store

/// The holiday app in a ``Console``: its stack drawn in the layout the user picks, literal
/// actions for the screen on top, and two session commands of its own, `:open` and `:layout`.
@MainActor
enum HolidayConsole {
    /// The layout the holidays list is drawn in; `:layout` changes it.
    final class LayoutChoice {
        var layout: HolidaysLayout
        init(_ layout: HolidaysLayout) { self.layout = layout }
    }

    static func make(
        state: HolidayApp.State,
        reducer: HolidayApp,
        layout: HolidaysLayout,
        data: DataSource = .embedded,
        style: @escaping @Sendable (String, ConsoleStyle) -> String = { text, _ in text },
        output: Console<HolidayApp>.Output
    ) -> Console<HolidayApp> {
        let choice = LayoutChoice(layout)
        let console = Console(
            initialState: state, reducer: reducer,
            settings: [("layout", layout.rawValue), ("data", data.rawValue)],
            style: style, output: output,
            literal: HolidayApp.action(fromLiteral:caseName:in:),
            render: { HolidayApp.render($0, layout: choice.layout) }
        )
        console.interruptKey = "Ctrl-C"
        console.literalCaseNames = HolidayApp.literalCaseNames(in:)
        console.interruptAction = HolidayApp.loadCancelled(in:)
        console.applySetting = { name, value in
            if name == "layout", let chosen = HolidaysLayout(rawValue: value) { choice.layout = chosen }
        }
        console.introduction = """
            Type a command of the screen on top (`help` lists them), or an action in the text syntax
            (`.yearChanged(2027)`, or the app's own: `.linkOpened("holidays/DE/2026")`).
            """
        console.metaCommands = [
            Console.MetaCommand(name: "open", argument: "PATH", summary: "open a deep link, e.g. :open holidays/US/2026/detail/3") { path, console throws(CommandError) in
                guard !path.isEmpty else { throw CommandError("`:open` needs a path, like `:open holidays/US/2026`") }
                do {
                    _ = try HolidayApp.link(path)
                } catch {
                    throw CommandError("`\(path)` is not a link here: \(error)")
                }
                await console.send(.linkOpened(path), label: ":open \(path)")
            },
            Console.MetaCommand(name: "layout", argument: "list|calendar", summary: "how the holidays screen is drawn") { argument, console throws(CommandError) in
                guard let chosen = HolidaysLayout(rawValue: argument) else {
                    throw CommandError("`:layout` takes list or calendar, not \(argument.isEmpty ? "nothing" : "`\(argument)`")")
                }
                choice.layout = chosen
                console.recordSetting("layout", chosen.rawValue)
                console.printScreen()
            },
        ]
        return console
    }
}
