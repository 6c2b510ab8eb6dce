import Store

extension ChooseCountry {
    /// How many matches the screen lists; `pick` takes any match's number or code.
    static let maxRows = 30

    /// The picker: the search text, the matching countries numbered, and its commands.
    public static func render(_ state: State) -> Rendering<Action> {
        var lines: [ScreenLine] = []
        let matches = matches(state)
        switch state.countries {
        case .idle, .loading:
            lines.append(ScreenLine("Loading the countries…", style: .muted))
        case .failed(let message):
            lines.append(ScreenLine("Could not load the countries: \(message)", style: .error))
            lines.append(ScreenLine("Retry, or close the list.", style: .muted))
        case .loaded(let countries):
            let search = String(state.search.trimmed)
            if search.isEmpty {
                lines.append(ScreenLine("\(countries.count == 1 ? "1 country" : "\(countries.count) countries"); a search narrows them.", style: .heading))
            } else if matches.isEmpty {
                lines.append(ScreenLine("No country matches \(search.echoed("“", "”")).", style: .heading))
            } else {
                let count = matches.count == 1 ? "1 country matches" : "\(matches.count) countries match"
                lines.append(ScreenLine("\(count) \(search.echoed("“", "”")).", style: .heading))
            }
            for (index, country) in matches.prefix(maxRows).enumerated() {
                lines.append(ScreenLine(String(index + 1).leftPadded(to: 4) + "  " + country.code + "  " + country.name))
            }
            if matches.count > maxRows {
                lines.append(ScreenLine("… and \(matches.count - maxRows) more; a search narrows the list, and any country can be picked by its code.", style: .muted))
            }
        }
        return Rendering(title: "Choose a country", lines: lines, commands: commands(state, matches: matches))
    }

    static func commands(_ state: State, matches: [Country]) -> [ScreenCommand<Action>] {
        var commands: [ScreenCommand<Action>] = []
        if let countries = state.countries.value {
            commands.append(ScreenCommand(name: "search", argument: "TEXT", summary: "filter by name or code (no text: show all)") { text in
                .searchChanged(text)
            })
            commands.append(ScreenCommand(
                name: "pick", argument: "N or CODE", summary: "choose a listed country, or any by its code",
                completions: matches.map(\.code)
            ) { text throws(CommandError) in
                try pick(text, matches: matches, countries: countries)
            })
        }
        if state.countries.value == nil {
            // Also while loading: a request the user cancelled leaves the screen loading.
            commands.append(ScreenCommand(name: "retry", summary: "load the countries again", sends: .retryTapped))
        }
        commands.append(ScreenCommand(name: "close", title: "Close", summary: "go back without choosing", sends: .closeTapped))
        return commands
    }

    static func pick(_ text: String, matches: [Country], countries: [Country]) throws(CommandError) -> Action {
        if let first = text.first, first.isLetter {
            guard let country = countries.first(where: { $0.code == text.uppercased() }) else {
                throw CommandError(text.count == 2
                    ? "no country has the code `\(text)`; `search NAME` finds a country by its name"
                    : "`\(text)` is not a country code (two letters, such as US); `search \(text)` finds a country by its name")
            }
            return .countryTapped(country.code)
        }
        guard !matches.isEmpty else {
            throw CommandError("no country is listed to pick by number; change the search, or `pick CODE`")
        }
        let number = try Arguments.number(text, command: "pick", what: "a listed number or a country code", in: 1...matches.count)
        return .countryTapped(matches[number - 1].code)
    }
}
