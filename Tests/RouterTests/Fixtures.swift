import Router
import Store

/// Three screens like the holiday app's: a root list, a pushed detail with a timer, and a
/// modal picker that hands a result back.
enum Screen: Equatable, Codable, Sendable {
    case list(chosen: String?, year: Int)
    case detail(index: Int, ticks: Int)
    case picker(query: String)
}

enum ScreenAction: Equatable, Codable, Sendable {
    case openTapped(Int)
    case chooseTapped
    case startTicking
    case tick
    case queryChanged(String)
    case pickTapped(String)
    case closeTapped
    case delegate(Delegate)

    enum Delegate: Equatable, Codable, Sendable {
        case open(Int)
        case choose
        case countryPicked(String)
        case cancelled
    }
}

struct ScreenFeature: Reducer {
    struct TimerID: Hashable, Sendable {}
    let clock: TestClock

    func reduce(into state: inout Screen, action: ScreenAction) -> Effect<ScreenAction> {
        switch (state, action) {
        case (.list, .openTapped(let index)): return .send(.delegate(.open(index)))
        case (.list, .chooseTapped): return .send(.delegate(.choose))
        case (.detail, .startTicking):
            return .run { [clock] send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
            .cancellable(id: TimerID())
        case (.detail(let index, let ticks), .tick): state = .detail(index: index, ticks: ticks + 1)
        case (.picker, .queryChanged(let query)): state = .picker(query: query)
        case (.picker, .pickTapped(let code)): return .send(.delegate(.countryPicked(code)))
        case (.picker, .closeTapped): return .send(.delegate(.cancelled))
        default: break
        }
        return .none
    }
}

/// The parent's navigation: the only place screens are added or removed.
func appRouter(clock: TestClock) -> StackRouter<ScreenFeature> {
    StackRouter(screen: ScreenFeature(clock: clock)) { stack, _, action in
        guard case .delegate(let delegate) = action else { return .none }
        switch delegate {
        case .open(let index): stack.push(.detail(index: index, ticks: 0))
        case .choose: stack.present(.picker(query: ""))
        case .countryPicked(let code):
            stack.dismiss()
            if case .list(_, let year) = stack.root.screen { stack[id: stack.root.id] = .list(chosen: code, year: year) }
        case .cancelled: stack.dismiss()
        }
        return .none
    }
}

typealias AppAction = StackAction<Screen, ScreenAction>

extension Screen: PathRepresentable {
    var pathComponents: [String] {
        switch self {
        case .list(let chosen, let year): ["list", chosen ?? "-", String(year)]
        case .detail(let index, _): ["detail", String(index)]
        case .picker(let query): ["picker", query]
        }
    }

    init(path: inout PathReader) throws(PathError) {
        switch try path.next("a screen name") {
        case "list":
            let chosen = try path.next("a country code or -")
            self = .list(chosen: chosen == "-" ? nil : chosen, year: try path.int("a year"))
        case "detail": self = .detail(index: try path.int("a holiday number"), ticks: 0)
        case "picker": self = .picker(query: try path.next("a search text"))
        case let other: throw path.error("unknown screen `\(other)`")
        }
    }
}

let rootScreen = Screen.list(chosen: nil, year: 2026)
