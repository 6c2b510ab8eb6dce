import Store

extension HolidaysList {
    /// The screen in `layout`, offering only the `years` there are holidays for (the data's:
    /// ``HolidayClient/years``).
    ///
    /// ```swift
    /// let screen = HolidaysList.render(store.state, layout: .calendar)
    /// screen.command(named: "choose")?.title   // "US" once the US is chosen
    /// ```
    public static func render(_ state: State, layout: HolidaysLayout, years: ClosedRange<Int> = Years.valid) -> Rendering<Action> {
        var lines: [ScreenLine] = []
        switch state.holidays {
        case _ where state.country == nil:
            lines.append(ScreenLine("Choose a country first."))
        case .idle:
            lines.append(ScreenLine("Nothing loaded yet; reload to load \(countryLabel(state))'s holidays.", style: .muted))
        case .loading:
            lines.append(ScreenLine("Loading the holidays of \(countryLabel(state)) for \(state.year)…", style: .muted))
        case .failed(let message):
            lines.append(ScreenLine("Could not load the holidays: \(message)", style: .error))
            lines.append(ScreenLine("Reload to try again.", style: .muted))
        case .loaded(let holidays):
            let shown = numbered(holidays, publicOnly: state.publicOnly)
            lines.append(ScreenLine(summary(holidays, shown: shown.count, state: state), style: .heading))
            switch layout {
            case .list: lines += shown.map { row($0.number, $0.holiday) }
            case .calendar: lines += calendar(shown, year: state.year, month: state.month)
            }
        }
        var screen = Rendering(title: title(state), lines: lines, commands: commands(state, layout: layout, years: years))
        screen.titlePattern = state.country == nil ? HolidayApp.ScreenName.noCountry : HolidayApp.ScreenName.holidays
        screen.present(state.alert, action: Action.alert)
        return screen
    }

    static func title(_ state: State) -> String {
        guard state.country != nil else { return "Holidays \(state.year)" }
        return "Holidays in \(countryLabel(state)), \(state.year)"
    }

    static func countryLabel(_ state: State) -> String {
        guard let code = state.country else { return "" }
        guard let name = state.countryName else { return code }
        return "\(name) (\(code))"
    }

    /// The holidays to show, with their numbers in the whole list.
    static func numbered(_ holidays: [Holiday], publicOnly: Bool) -> [(number: Int, holiday: Holiday)] {
        holidays.enumerated().compactMap { index, holiday in
            publicOnly && !holiday.isPublic ? nil : (index + 1, holiday)
        }
    }

    static func summary(_ holidays: [Holiday], shown: Int, state: State) -> String {
        let publicCount = holidays.lazy.filter(\.isPublic).count
        if holidays.isEmpty { return "No holidays in \(state.year)." }
        let counts = "\(publicCount) public of \(holidays.count) holidays"
        return state.publicOnly ? "\(counts); showing the public ones (● public)" : "\(counts); showing all (● public)"
    }

    /// `  7  Sat 2026-07-04  ● Independence Day  (observed Fri 2026-07-03)`
    static func row(_ number: Int, _ holiday: Holiday, shortDate: Bool = false) -> ScreenLine {
        let date = shortDate ? String(holiday.date.description.dropFirst(5)) : holiday.date.description
        var text = String(number).leftPadded(to: 4) + "  " + holiday.date.weekday.name.prefix(3) + " " + date
        text += holiday.isPublic ? "  ● " : "    "
        text += holiday.name
        if let observed = holiday.observed {
            text += "  (observed \(observed.weekday.name.prefix(3)) \(observed))"
        }
        return ScreenLine(text, style: holiday.isPublic ? .emphasis : .plain)
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The month as a grid (● a public holiday, ○ another), then its holidays.
    static func calendar(_ shown: [(number: Int, holiday: Holiday)], year: Int, month: Int) -> [ScreenLine] {
        let inMonth = shown.filter { $0.holiday.date.month == month }
        var marks: [Int: Character] = [:]
        for (_, holiday) in inMonth where marks[holiday.date.day] != "●" {
            marks[holiday.date.day] = holiday.isPublic ? "●" : "○"
        }
        var lines = [ScreenLine(""), ScreenLine("\(monthNames[month - 1]) \(year)", style: .heading)]
        lines.append(ScreenLine(String(Weekday.allCases.map { "  " + $0.name.prefix(2) + " " }.joined().withoutTrailingSpaces)))
        guard let first = CalendarDate(year: year, month: month, day: 1) else { return lines }
        let leading = Weekday.allCases.firstIndex(of: first.weekday) ?? 0
        let days = CalendarDate.days(inMonth: month, of: year)
        var week = String(repeating: "     ", count: leading)
        for day in 1...days {
            week += String(day).leftPadded(to: 4) + String(marks[day] ?? " ")
            if (leading + day) % 7 == 0 || day == days {
                lines.append(ScreenLine(String(week.withoutTrailingSpaces)))
                week = ""
            }
        }
        lines.append(ScreenLine(""))
        if inMonth.isEmpty {
            lines.append(ScreenLine("No holidays shown in \(monthNames[month - 1]).", style: .muted))
        } else {
            lines.append(ScreenLine("● public holiday   ○ other holiday", style: .muted))
            lines += inMonth.map { row($0.number, $0.holiday, shortDate: true) }
        }
        return lines
    }

    static func commands(_ state: State, layout: HolidaysLayout, years: ClosedRange<Int>) -> [ScreenCommand<Action>] {
        let nearby = (state.year - 1...state.year + 1).clamped(to: years)
        var commands: [ScreenCommand<Action>] = [
            ScreenCommand(name: "choose", title: state.country ?? "Choose country", summary: "choose a country", sends: .chooseCountryTapped),
            ScreenCommand(name: "year", argument: "YYYY", summary: "show another year", completions: nearby.map(String.init)) { text throws(CommandError) in
                .yearChanged(try Arguments.year(text, command: "year"))
            },
        ]
        if state.country != nil {
            let retry = if case .failed = state.holidays { true } else { false }
            commands.append(ScreenCommand(name: "reload", summary: retry ? "try again" : "load the holidays again", sends: .reloadTapped))
        }
        commands.append(ScreenCommand(name: "public", summary: "show only public holidays", sends: .publicOnlyChanged(true)))
        commands.append(ScreenCommand(name: "all", summary: "show every holiday", sends: .publicOnlyChanged(false)))
        if layout == .calendar {
            commands.append(ScreenCommand(name: "month", argument: "1-12", summary: "show another month") { text throws(CommandError) in
                .monthChanged(try Arguments.number(text, command: "month", what: "a month", in: 1...12))
            })
            // Past the data's last December or before its first January there is no month.
            if state.month < 12 || state.year < years.upperBound {
                commands.append(ScreenCommand(name: "next", summary: "show the next month", sends: .nextMonthTapped))
            }
            if state.month > 1 || state.year > years.lowerBound {
                commands.append(ScreenCommand(name: "previous", summary: "show the month before", sends: .previousMonthTapped))
            }
        }
        // `open` only while a holiday is shown: with none public, `public` shows none.
        if let holidays = state.holidays.value, case let shown = holidays.indices.filter({ !state.publicOnly || holidays[$0].isPublic }).map({ String($0 + 1) }), !shown.isEmpty {
            let publicOnly = state.publicOnly
            commands.append(ScreenCommand(name: "open", argument: "N", summary: "open the holiday numbered N", completions: shown) { text throws(CommandError) in
                let number = try Arguments.number(text, command: "open", what: "a holiday's number", in: 1...holidays.count)
                guard !publicOnly || holidays[number - 1].isPublic else {
                    throw CommandError("holiday \(number) is not public, so it is not shown; type `all` to show every holiday")
                }
                return .holidayTapped(number)
            })
        }
        return commands
    }
}
