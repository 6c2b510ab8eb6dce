import Store

extension HolidayDetail {
    /// The holiday's facts, one a line.
    public static func render(_ state: State) -> Rendering<Action> {
        var screen = content(state)
        screen.titlePattern = if case .loaded = state.content { HolidayApp.ScreenName.detail } else { HolidayApp.ScreenName.detailNotShown }
        return screen
    }

    static func content(_ state: State) -> Rendering<Action> {
        switch state.content {
        case .idle, .loading:
            return Rendering(title: "Holiday \(state.number)", lines: [ScreenLine("Loading holiday \(state.number)…", style: .muted)], commands: [])
        case .failed(let message):
            return Rendering(title: "Holiday \(state.number)", lines: [ScreenLine("Could not show holiday \(state.number): \(message)", style: .error)], commands: [])
        case .loaded(let content):
            let holiday = content.holiday
            var lines = [ScreenLine("Date      \(holiday.date.weekday.name) \(holiday.date)")]
            if let observed = holiday.observed {
                lines.append(ScreenLine("Observed  \(observed.weekday.name) \(observed)"))
            }
            lines.append(ScreenLine("Country   \(content.country.name) (\(content.country.code))"))
            lines.append(ScreenLine(holiday.isPublic ? "Public    yes" : "Public    no (an observance, bank or optional holiday)", style: holiday.isPublic ? .emphasis : .plain))
            return Rendering(title: holiday.name, lines: lines, commands: [])
        }
    }
}
