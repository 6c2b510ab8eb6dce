import Router
import Store

/// The holiday browser: a navigation stack with the holidays list at its root. It turns the
/// screens' delegate actions into navigation, and opens deep links.
///
/// ```swift
/// let store = Store(initialState: HolidayApp.State(year: 2026), reducer: HolidayApp())
/// await store.send(.linkOpened("holidays/US/2026/detail/3")).finish()
/// store.state.path.top.screen   // .detail(...) for the US's third holiday of 2026
/// ```
public struct HolidayApp: Reducer {
    /// A screen's state.
    public enum Screen: Equatable, Codable, Sendable {
        case holidaysList(HolidaysList.State)
        case chooseCountry(ChooseCountry.State)
        case detail(HolidayDetail.State)
    }

    /// A screen's action.
    public enum ScreenAction: Equatable, Codable, Sendable {
        case holidaysList(HolidaysList.Action)
        case chooseCountry(ChooseCountry.Action)
        case detail(HolidayDetail.Action)
    }

    /// The whole app: its stack of screens.
    public struct State: Equatable, Codable, Sendable {
        /// The stack of screens; the holidays list is its root.
        public var path: ScreenStack<Screen>

        /// The app at its start: Holidays for `year`, its calendar on `month`, no country chosen.
        public init(year: Int, month: Int = 1) {
            path = ScreenStack(root: .holidaysList(HolidaysList.State(year: year, month: month)))
        }

        /// The app showing `path`.
        public init(path: ScreenStack<Screen>) {
            self.path = path
        }
    }

    /// What can happen in the app.
    public enum Action: Equatable, Codable, Sendable {
        /// Navigation, or the action of one screen on the stack.
        case path(StackAction<Screen, ScreenAction>)
        /// A deep link such as `holidays/US/2026/detail/3`: opens that stack and loads what it
        /// needs; the calendar stays on its month. A path that ``HolidayApp/link(_:)`` rejects
        /// changes nothing.
        case linkOpened(String)
    }

    let router: StackRouter<EnumReducer<Screen, ScreenAction>>
    @Dependency(\.holidayClient) var client

    /// The app; its screens get their data from the `holidayClient` dependency.
    public init() {
        router = StackRouter(screen: Self.screens, navigation: Self.navigate)
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .path(let action):
            if let reason = Self.misplaced(action) ?? Self.unfillable(action, in: state) {
                RuntimeWarnings.report(reason)
                return .none
            }
            return router.reduce(into: &state.path, action: action).map(Action.path)
        case .linkOpened(let path):
            let stack: ScreenStack<Screen>
            do {
                stack = try Self.link(path)
            } catch {
                RuntimeWarnings.report(Self.unreadable(path, error))
                return .none
            }
            if let reason = refusal(of: stack, path: path) {
                RuntimeWarnings.report(reason)
                return .none
            }
            let entries = stack.elements.dropFirst().map { StackEntry($0.presentation, $0.screen) }
            var root = stack.root.screen
            if case .holidaysList(var linked) = root, case .holidaysList(let current) = state.path.root.screen {
                linked.month = current.month
                root = .holidaysList(linked)
            }
            let replaced = router.reduce(into: &state.path, action: .replace(root: root, screens: entries))
            let appeared = state.path.elements.map { element in
                Effect<Action>.send(.path(.element(id: element.id, action: element.screen.appeared)))
            }
            return replaced.map(Action.path).merge(with: .concatenate(appeared))
        }
    }

    /// Why the app would refuse `action`: a link it cannot read, or what the stack or the
    /// screen the action is for refuses (see ``StackRouter/rejection(of:in:)``).
    ///
    /// ```swift
    /// app.rejection(of: .linkOpened("nowhere"), in: state)   // "linkOpened("nowhere"): path component 1: …"
    /// ```
    public func rejection(of action: Action, in state: State) -> String? {
        switch action {
        case .path(let action):
            return Self.misplaced(action) ?? Self.unfillable(action, in: state) ?? router.rejection(of: action, in: state.path)
        case .linkOpened(let path):
            do {
                return refusal(of: try Self.link(path), path: path)
            } catch {
                return Self.unreadable(path, error)
            }
        }
    }

    /// Why a link that reads would still lead nowhere: a year or a country the data has not.
    func refusal(of stack: ScreenStack<Screen>, path: String) -> String? {
        guard case .holidaysList(let list) = stack.root.screen else { return nil }
        if let reason = client.refusal(ofYear: list.year) {
            return "`\(path)`: \(reason); nothing changed"
        }
        if let code = list.country, client.knowsCountry(code) == false {
            return "`\(path)`: there is no country with the code \(code); nothing changed"
        }
        // A detail past the country's holidays, or with no country to load it from, would be
        // a screen that never shows a holiday.
        for element in stack.elements {
            guard case .detail(let detail) = element.screen else { continue }
            guard let code = list.country else {
                return "`\(path)`: a holiday's detail needs a country, and this link has none (`-`); nothing changed"
            }
            if let count = client.holidayCount(code, list.year), detail.number > count {
                return "`\(path)`: \(code) has \(count) holiday\(count == 1 ? "" : "s") in \(list.year), so there is no number \(detail.number); nothing changed"
            }
        }
        return nil
    }

    static func unreadable(_ path: String, _ error: PathError) -> String {
        "linkOpened(\"\(path)\"): \(error); nothing changed"
    }

    /// Reads a deep link: the holidays list, then pushed details or a modal country picker.
    ///
    /// ```swift
    /// try HolidayApp.link("holidays/US/2026/detail/3")   // Holidays, with a detail pushed
    /// try HolidayApp.link("holidays/-/2026/+choose")     // no country yet, the picker up
    /// ```
    public static func link(_ path: String) throws(PathError) -> ScreenStack<Screen> {
        let stack = try ScreenStack<Screen>(path: path)
        for (index, element) in stack.elements.enumerated() {
            switch (element.screen, element.presentation) {
            case (.holidaysList, .root), (.detail, .pushed), (.chooseCountry, .modal):
                continue
            case (.holidaysList, _):
                throw PathError(component: 1, message: "the holidays list can only be the first screen (screen \(index + 1) is Holidays)")
            case (_, .root):
                throw PathError(component: 1, message: "a link starts with `holidays`")
            case (.detail, _):
                throw PathError(component: 1, message: "a detail is pushed, so it has no `+` (screen \(index + 1))")
            case (.chooseCountry, _):
                throw PathError(component: 1, message: "the country picker is modal, so it is written `+choose` (screen \(index + 1))")
            }
        }
        return stack
    }

    /// The links Tab offers for `typed`, one part at a time: `holidays/`, a country code (those
    /// the source can list, else the one shown and `-`), a year the source has, then `+choose`
    /// or `detail/` and a holiday's number.
    ///
    /// ```swift
    /// app.linkCompletions("holidays/US/2026/", in: state)   // ["holidays/US/2026/+choose", "holidays/US/2026/detail/"]
    /// ```
    public func linkCompletions(_ typed: String, in state: State) -> [String] {
        let parts = typed.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let root: HolidaysList.State? = if case .holidaysList(let list) = state.path.root.screen { list } else { nil }
        switch parts.count {
        case 0, 1:
            return ["holidays/"]
        case 2:
            let codes = client.countryCodes() ?? [root?.country].compactMap { $0 }
            return (["-"] + codes).map { "holidays/\($0)/" }
        case 3:
            let year = root?.year ?? client.years.lowerBound
            let years = client.years == Years.valid ? Array(year - 1...year + 1) : Array(client.years)
            return years.map { "holidays/\(parts[1])/\($0)/" }
        default:
            let base = parts[0..<3].joined(separator: "/") + "/"
            var choices = [base + "+choose"] + (parts[1] == "-" ? [] : [base + "detail/"])   // a detail needs a country
            if parts.count >= 5, parts[3] == "detail", let year = Int(parts[2]), let count = client.holidayCount(parts[1].uppercased(), year) {
                choices = (1...max(1, count)).map { base + "detail/\($0)" }
            }
            return choices
        }
    }

    /// The parent's answers to its screens' delegate actions: the only place screens come and go.
    static func navigate(
        _ stack: inout ScreenStack<Screen>, _ id: StackElementID, _ action: ScreenAction
    ) -> Effect<StackAction<Screen, ScreenAction>> {
        switch action {
        case .holidaysList(.delegate(.countryChoiceRequested)):
            guard let modal = stack.present(.chooseCountry(ChooseCountry.State())) else { return .none }
            return .send(
                .element(id: modal, action: .chooseCountry(.appeared))
            )
        case .holidaysList(.delegate(.holidaySelected(let number, let holiday, let country))):
            let content = HolidayDetail.Content(holiday: holiday, country: country)
            stack.push(.detail(HolidayDetail.State(number: number, content: .loaded(content))))
        case .holidaysList(.holidaysLoaded):
            fillWaitingDetails(&stack)
        case .chooseCountry(.delegate(.countryPicked(let country))):
            stack.dismiss()
            return .send(.element(id: stack.root.id, action: .holidaysList(.countryChosen(country))))
        case .chooseCountry(.delegate(.cancelled)):
            stack.dismiss()
        default:
            break
        }
        return .none
    }

    /// Details opened by a deep link wait for the root's list; this hands it to them.
    static func fillWaitingDetails(_ stack: inout ScreenStack<Screen>) {
        guard case .holidaysList(let root) = stack.root.screen, let code = root.country else { return }
        let result: FetchResult<CountryHolidays>
        switch root.holidays {
        case .loaded(let holidays):
            let country = Country(code: code, name: root.countryName ?? code)
            result = .success(CountryHolidays(country: country, year: root.year, holidays: holidays))
        case .failed(let message):
            result = .failure(message)
        case .idle, .loading:
            return
        }
        for element in stack.elements {
            guard case .detail(var detail) = element.screen, detail.content.value == nil else { continue }
            HolidayDetail.fill(&detail, from: result)
            stack[id: element.id] = .detail(detail)
        }
    }
}

extension HolidayApp.Screen: PathRepresentable {
    public var pathComponents: [String] {
        switch self {
        case .holidaysList(let state): ["holidays", state.country ?? "-", String(state.year)]
        case .chooseCountry: ["choose"]
        case .detail(let state): ["detail", String(state.number)]
        }
    }

    public init(path: inout PathReader) throws(PathError) {
        switch try path.next("a screen (`holidays`, `detail` or `+choose`)") {
        case "holidays":
            let code = try path.next("a country code such as US, or `-`")
            guard code == "-" || Country.isCode(code) else {
                throw path.error("`\(code)` is not a country code: two letters, such as US, or `-` for none")
            }
            let year = try path.int("a year")
            guard Years.valid.contains(year) else { throw path.error("`\(year)` is not a year with four digits") }
            self = .holidaysList(HolidaysList.State(country: code == "-" ? nil : code.uppercased(), year: year))
        case "detail":
            let number = try path.int("a holiday number")
            guard number >= 1 else { throw path.error("holiday numbers start at 1") }
            self = .detail(HolidayDetail.State(number: number))
        case "choose":
            self = .chooseCountry(ChooseCountry.State())
        case let other:
            throw path.error("unknown screen `\(other)`; expected `holidays`, `detail` or `+choose`")
        }
    }

    /// The action a screen gets when it comes on the stack.
    var appeared: HolidayApp.ScreenAction {
        switch self {
        case .holidaysList: .holidaysList(.appeared)
        case .chooseCountry: .chooseCountry(.appeared)
        case .detail: .detail(.appeared)
        }
    }
}
