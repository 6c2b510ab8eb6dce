import Foundation
import HolidayFeature
import Router
import Store

/// The holiday app on the ready-made command line: its three flags (`--data`, `--year`,
/// `--layout`), its stack drawn in the layout the user picks, literal actions for the screen
/// on top, and two session commands of its own, `:open` and `:layout`.
@MainActor
enum HolidayProgram {
    static let version = StoreLibrary.version

    static var program: ConsoleProgram<HolidayApp> {
        var program = ConsoleProgram(
            name: "holiday-repl", version: version,
            summary: "browse public holidays by typing actions; record and replay sessions.",
            options: options, make: make
        )
        program.invariants = HolidayApp.invariants
        return program
    }

    static let options = [
        ProgramOption("data", choices: DataSource.allCases.map(\.rawValue), summary: "where holidays come from (default: embedded, no network);\nlive uses holidayapi.com with HOLIDAY_API_KEY; embedded-failing-once\nfails the first load (to replay a failed load and its retry)"),
        ProgramOption("year", argument: "YYYY", needs: "a year, like 2026", summary: "the year to start on (default: this year)", isSetting: false) { text in
            Years.parse(text) == nil ? "takes a year with four digits, like 2026, not `\(text)`" : nil
        },
        ProgramOption("layout", choices: HolidaysLayout.allCases.map(\.rawValue), summary: "how the holidays screen is drawn (default: list)"),
    ]

    /// Where holidays come from. `embedded-failing-once` is the embedded data whose first
    /// request for holidays fails, as a dropped connection would: what a session of a failed
    /// load and its retry was recorded with, so it replays live from the command line too.
    enum DataSource: String, CaseIterable {
        case embedded, live
        case embeddedFailingOnce = "embedded-failing-once"
    }

    /// A run for the flags' (or the log's) values: the client for the data source (a pure
    /// replay needs none, so it gets the embedded one), and the start on the year asked for.
    static func make(_ values: [String: String], _ purpose: ConsoleProgram<HolidayApp>.Purpose) throws(CommandError) -> ConsoleProgram<HolidayApp>.Session {
        let data = values["data"].flatMap(DataSource.init(rawValue:)) ?? .embedded
        let layout = values["layout"].flatMap(HolidaysLayout.init(rawValue:)) ?? .list
        let client = try client(purpose == .pureReplay ? .embedded : data)
        let year: Int
        if let text = values["year"] {
            guard let asked = Years.parse(text) else { throw CommandError("--year takes a year with four digits, like 2026, not `\(text)`") }
            if let reason = client.refusal(ofYear: asked) { throw CommandError("--year \(asked): \(reason)") }
            year = asked
        } else {
            // This year, or the nearest year the data has.
            year = min(max(today().year, client.years.lowerBound), client.years.upperBound)
        }
        // The calendar opens on this month; a log records it, so a replay starts where it did.
        let month: Int
        if let text = values["month"] {
            guard let asked = Int(text), (1...12).contains(asked) else { throw CommandError("% month takes 1 to 12, not `\(text)`") }
            month = asked
        } else {
            month = today().month
        }
        var configuration = configuration(layout: layout, data: data.rawValue, years: client.years)
        configuration.settings += [("year", String(year)), ("month", String(month))]
        configuration.startsFromSettings = true
        configuration.dependencies = { $0.holidayClient = client }
        return ConsoleProgram.Session(
            initialState: HolidayApp.State(year: year, month: month),
            reducer: HolidayApp(),
            configuration: configuration
        )
    }

    /// The data source's client; without an API key, why there is none.
    static func client(_ source: DataSource) throws(CommandError) -> HolidayClient {
        switch source {
        case .embedded:
            return .embedded
        case .embeddedFailingOnce:
            return .embeddedFailingOnce()
        case .live:
            do {
                return try HolidayClient.live(environment: ProcessInfo.processInfo.environment)
            } catch {
                throw CommandError(error.message)
            }
        }
    }

    /// This year and month on the Gregorian calendar, whatever calendar the user has chosen.
    static func today() -> (year: Int, month: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month], from: Date())
        return (parts.year ?? 2026, parts.month ?? 1)
    }

    /// The layout the holidays list is drawn in; `:layout` changes it.
    final class LayoutChoice {
        var layout: HolidaysLayout
        init(_ layout: HolidaysLayout) { self.layout = layout }
    }

    /// The app in a console: the stack app's configuration, drawn in `layout` and offering
    /// the `years` its data has, with the holiday app's own session commands and its interrupt.
    static func configuration(layout: HolidaysLayout, data: String = "embedded", years: ClosedRange<Int> = Years.valid) -> Console<HolidayApp>.Configuration {
        let choice = LayoutChoice(layout)
        var configuration = Console<HolidayApp>.Configuration.stack(HolidayApp.screens(layout: layout, years: years), at: \.path, action: HolidayApp.Action.path)
        configuration.render = { HolidayApp.render($0, layout: choice.layout, years: years) }
        configuration.screenPatterns = HolidayApp.ScreenName.all
        configuration.settings = [("layout", layout.rawValue), ("data", data)]
        configuration.interruptKey = "Ctrl-C"
        configuration.interruptAction = HolidayApp.loadCancelled(in:)
        configuration.applySetting = { name, value in
            if name == "layout", let chosen = HolidaysLayout(rawValue: value) { choice.layout = chosen }
        }
        configuration.introduction = """
            Type a command of the screen on top (`help` lists them), or an action in the text syntax
            (`.yearChanged(2027)`, or the app's own: `.linkOpened("holidays/DE/2026")`).
            """
        configuration.metaCommands = [
            Console.MetaCommand(
                name: "open", argument: "PATH", summary: "open a deep link, e.g. :open holidays/US/2026/detail/3",
                completions: { typed, console in console.withDependencies { console.reducer.linkCompletions(typed, in: console.state) } }
            ) { path, console throws(CommandError) in
                guard !path.isEmpty else { throw CommandError("`:open` needs a path, like `:open holidays/US/2026`") }
                do {
                    _ = try HolidayApp.link(path)
                } catch {
                    throw CommandError("`\(path)` is not a link here: \(error)")
                }
                await console.send(.linkOpened(path), label: ":open \(path)")
            },
            Console.MetaCommand(
                name: "layout", argument: "list|calendar", summary: "how the holidays screen is drawn",
                completions: { _, _ in HolidaysLayout.allCases.map(\.rawValue) }
            ) { argument, console throws(CommandError) in
                guard let chosen = HolidaysLayout(rawValue: argument) else {
                    throw CommandError("`:layout` takes list or calendar, not \(argument.isEmpty ? "nothing" : "`\(argument)`")")
                }
                choice.layout = chosen
                console.recordSetting("layout", chosen.rawValue)
                console.printScreen()
            },
        ]
        return configuration
    }
}
