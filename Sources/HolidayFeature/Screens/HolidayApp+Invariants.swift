import Store

extension HolidayApp {
    /// Rules every state of the app keeps, for the explorer (`holiday-repl explore`) and tests:
    /// the holidays list is the root, a chosen country's code is the title of the button that
    /// chose it, and once the effects have settled (as the explorer lets them after each
    /// step) no screen is still loading.
    ///
    /// ```swift
    /// let explorer = Explorer(initialState: state, reducer: HolidayApp(), configuration: configuration, invariants: HolidayApp.invariants)
    /// ```
    @MainActor
    public static var invariants: [Explorer<HolidayApp>.Invariant] {
        // The list is drawn again only when it changed: most steps change another screen.
        var checked: (list: HolidaysList.State, problem: String?)?
        return [
            .init("the holidays list is the root") { state in
                if case .holidaysList = state.path.root.screen { return nil }
                return "the root is \(state.path.root.screen)"
            },
            .init("a chosen country's code is the choose button's title") { state in
                guard case .holidaysList(let list) = state.path.root.screen else { return nil }
                if let checked, checked.list == list { return checked.problem }
                let title = HolidaysList.render(list, layout: .list).command(named: "choose")?.title
                let expected = list.country ?? "Choose country"
                let problem = title == expected ? nil : "the button reads \(title.map { "“\($0)”" } ?? "nothing"), not “\(expected)”"
                checked = (list, problem)
                return problem
            },
            .whenSettled("no screen is still loading once the effects settled") { state in
                for element in state.path.elements {
                    let loading = switch element.screen {
                    case .holidaysList(let list): list.holidays.isLoading
                    case .chooseCountry(let picker): picker.countries.isLoading
                    case .detail(let detail): detail.content.isLoading
                    }
                    if loading { return "screen \(element.id) is still loading" }
                }
                return nil
            },
        ]
    }
}
