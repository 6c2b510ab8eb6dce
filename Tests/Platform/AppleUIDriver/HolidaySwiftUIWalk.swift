import HolidayFeature
import Router
import Store
import SwiftUI

/// The holiday app's SwiftUI front (HolidayAppView, unchanged) on the SwiftUI model: a seeded
/// walk of the app's stack changes and the user's gestures (Back, the Back menu, a swipe down,
/// a tap on any button of the screen on top, typing a search, the public-only switch, an alert's
/// buttons). After every step each screen shows what the store holds for it (its texts, worked
/// out here from the state), a gesture sent exactly one action, nothing was refused or warned,
/// and the model saw no broken rule. The driver never yields, so an effect that loads (the
/// picker's countries, a chosen country's holidays) stays loading: the walk's deep links bring
/// loaded data instead.
@MainActor
enum HolidaySwiftUIWalk {
    static let countries = [Country(code: "US", name: "United States"), Country(code: "FR", name: "France"), Country(code: "CI", name: "Côte d'Ivoire"), Country(code: "DE", name: "Germany")]
    static let searches = ["", "u", "fr", "cote", "GER", "zz"]

    /// What a screen shows, from its state: the texts HolidayAppView's screens draw.
    static func texts(_ screen: HolidayApp.Screen) -> String {
        switch screen {
        case .holidaysList(let list):
            let rows = (list.holidays.value ?? []).filter { !list.publicOnly || $0.isPublic }.map { "\($0.date)  \($0.name)" }
            return ([list.countryName ?? "Choose a country"] + rows).joined(separator: " ")
        case .chooseCountry(let picker):
            return (ChooseCountry.matches(picker).map { "\($0.name) (\($0.code))" } + ["Close"]).joined(separator: " ")
        case .detail(let detail):
            guard let content = detail.content.value else { return "" }
            let holiday = content.holiday
            return [holiday.name, "\(holiday.date) (\(holiday.date.weekday))", "\(content.country.name), \(holiday.isPublic ? "public" : "not public")"].joined(separator: " ")
        }
    }

    static func holidays(_ country: Country) -> [Holiday] {
        (1...(3 + country.code.count)).map { day in
            Holiday(name: "\(country.code) day \(day)", date: CalendarDate(year: 2026, month: 3, day: day)!, observed: nil, isPublic: day % 2 == 1, country: country.code)
        }
    }

    static func run(_ steps: Int, _ seed: UInt64) throws -> [String: Int] {
        var random = Random(state: seed)
        let store = Store(initialState: HolidayApp.State(year: 2026), reducer: HolidayApp())
        let model = SwiftUIModel(root: { HolidayAppView(store: store) })
        let counter = ActionCounter()
        counter.watch(store)
        let warnings = Warnings()
        func expected() -> Shown {
            let stack = store.state.path
            let layers = stack.layerBases.map { stack.layer(from: $0).compactMap { stack[id: $0].map(texts) } }
            guard case .holidaysList(let list) = stack.root.screen else { return Shown(layers: layers, dialog: "the root is not the list") }
            // The list's alert waits while the picker covers it (DialogFront).
            return Shown(layers: layers, dialog: stack.topModal == nil ? list.alert?.title : nil)
        }
        func check(_ step: String, actions: Int) throws {
            model.settle()
            let shown = Shown(layers: model.layers, dialog: model.dialog?.title)
            var problems: [String] = []
            if shown != expected() { problems.append("the device shows \(shown), the store holds \(expected())") }
            if !model.log.isEmpty { problems.append("SwiftUI: \(model.log.joined(separator: " | "))") }
            if counter.fromFront != actions { problems.append("the front sent \(counter.fromFront) actions, expected \(actions)") }
            if !warnings.lines.isEmpty { problems.append("the library warned: \(warnings.lines.joined(separator: " | "))") }
            counter.fromFront = 0
            model.log = []
            warnings.lines = []
            if !problems.isEmpty { throw Failure(description: "after \(step): " + problems.joined(separator: "; ")) }
        }
        func app(_ action: StackAction<HolidayApp.Screen, HolidayApp.ScreenAction>, _ step: String) throws {
            RuntimeWarnings.withHandler({ [warnings] in warnings.append($0) }) { counter.send(.path(action), to: store) }
            try check(step, actions: 0)
        }
        func user(_ step: String, _ gesture: () -> Bool) throws {
            let possible = RuntimeWarnings.withHandler({ [warnings] in warnings.append($0) }) { gesture() }
            guard possible else { throw Failure(description: "\(step): the gesture was not possible on \(Shown(layers: model.layers, dialog: model.dialog?.title))") }
            try check(step, actions: 1)
        }
        try check("start", actions: 0)
        var counts: [String: Int] = [:]
        var done = 0
        while done < steps {
            let stack = store.state.path
            let layer = stack.layer(from: stack.layerBases.last ?? stack.root.id)
            let kind: String
            if model.dialog != nil {
                kind = "user taps an alert's button"
                let button = random.below(2)
                try user("\(done): \(kind)") { model.userTapsDialogButton(button) }
                counts[kind, default: 0] += 1
                done += 1
                continue
            }
            switch random.below(14) {
            case 0, 1:
                kind = "app pushes a detail"
                try app(.push(.detail(HolidayWalk.detail(random.below(28) + 1))), "\(done): \(kind)")
            case 2 where stack.topModal == nil:
                kind = "app presents the picker, its countries loaded"
                try app(.present(.chooseCountry(ChooseCountry.State(countries: .loaded(countries)))), "\(done): \(kind)")
            case 3 where stack.count > 1:
                kind = "app pops"
                try app(.pop, "\(done): \(kind)")
            case 4 where stack.topModal != nil:
                kind = "app dismisses"
                try app(.dismiss, "\(done): \(kind)")
            case 5 where stack.count > 1:
                kind = "app pops to the root"
                try app(.popToRoot, "\(done): \(kind)")
            case 6:
                kind = "app replaces the stack (deep link)"
                let country = countries[random.below(countries.count)]
                var list = HolidaysList.State(country: country.code, countryName: country.name, year: 2026, publicOnly: random.below(2) == 0, holidays: .loaded(holidays(country)))
                if random.below(5) == 0 { list = HolidaysList.State(year: 2026) }
                var entries: [StackEntry<HolidayApp.Screen>] = []
                if random.below(4) == 0 {
                    list.alert = .alert(title: "Could not load the holidays", message: "offline", buttons: [ButtonState("Retry", action: .retryTapped), ButtonState(role: .cancel, "OK")])
                } else {
                    for _ in 0..<random.below(3) { entries.append(StackEntry(.pushed, .detail(HolidayWalk.detail(random.below(28) + 1)))) }
                    if random.below(2) == 0 { entries.append(StackEntry(.modal, .chooseCountry(ChooseCountry.State(countries: .loaded(countries), search: searches[random.below(searches.count)])))) }
                    for _ in 0..<random.below(2) { entries.append(StackEntry(.pushed, .detail(HolidayWalk.detail(random.below(28) + 1)))) }
                }
                try app(.replace(root: .holidaysList(list), screens: entries), "\(done): \(kind)")
            case 7:
                kind = "app switches public-only on the list"
                try app(.element(id: stack.root.id, action: .holidaysList(.publicOnlyChanged(random.below(2) == 0))), "\(done): \(kind)")
            case 8 where layer.count > 1:
                kind = "user taps Back"
                try user("\(done): \(kind)") { model.userTapsBack() }
            case 9 where layer.count > 2:
                kind = "user picks from the Back menu"
                try user("\(done): \(kind)") { model.userGoesBack(to: random.below(layer.count - 2)) }
            case 10 where stack.topModal != nil:
                kind = "user swipes the picker down"
                try user("\(done): \(kind)") { model.userSwipesDown() }
            case 11...12 where !model.buttons.isEmpty:
                let buttons = model.buttons
                let label = buttons[random.below(buttons.count)]
                kind = "user taps a button (\(label == "Close" || label == "Choose a country" ? label : label.contains("(") ? "a country" : label.contains("day") ? "a holiday" : "the country chosen"))"
                try user("\(done): user taps \(label)") { model.userTapsButton(label) }
            case 13:
                guard let current = model.fieldText else {
                    guard case .holidaysList = stack.top.screen else { continue }
                    kind = "user flips public-only"
                    try user("\(done): \(kind)") { model.userFlipsToggle() }
                    break
                }
                let text = searches[random.below(searches.count)]
                guard text != current else { continue }
                kind = "user types a search"
                try user("\(done): \(kind) \"\(text)\"") { model.userTypes(text) }
            default:
                continue
            }
            counts[kind, default: 0] += 1
            done += 1
        }
        return counts
    }
}

/// What the library reported through RuntimeWarnings during a step.
final class Warnings: @unchecked Sendable {
    var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}
