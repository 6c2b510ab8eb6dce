import HolidayFeature
import Router
import Store

/// libFuzzer entry: any bytes as one REPL input line, turned into an action exactly as the
/// REPL does, on each kind of screen and in both layouts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parsed = ConsoleInput.parse(line)
    for state in states {
        switch parsed {
        case .literal(let text, let caseName):
            _ = try? HolidayApp.action(fromLiteral: text, caseName: caseName, in: state)
        case .command(let name, let argument):
            for layout in HolidaysLayout.allCases {
                _ = try? HolidayApp.render(state, layout: layout).command(named: name)?.action(argument)
            }
        case .meta(_, let argument):
            _ = try? HolidayApp.link(argument)
        case .empty:
            break
        }
    }
    return 0
}

/// A state with each screen on top: the root with holidays loaded, the picker, a detail.
private let states: [HolidayApp.State] = {
    let us = Country(code: "US", name: "United States")
    let holidays = [
        Holiday(name: "Independence Day", date: CalendarDate(year: 2026, month: 7, day: 4)!, observed: nil, isPublic: true, country: "US"),
        Holiday(name: "Halloween", date: CalendarDate(year: 2026, month: 10, day: 31)!, observed: nil, isPublic: false, country: "US"),
    ]
    var root = HolidayApp.State(year: 2026, month: 7)
    root.path[id: root.path.root.id] = .holidaysList(HolidaysList.State(country: "US", countryName: us.name, year: 2026, month: 7, holidays: .loaded(holidays)))
    var picker = root
    picker.path.present(.chooseCountry(ChooseCountry.State(countries: .loaded([us, Country(code: "CI", name: "Côte d'Ivoire")]), search: "c")))
    var detail = root
    detail.path.push(.detail(HolidayDetail.State(number: 1, content: .loaded(.init(holiday: holidays[0], country: us)))))
    return [root, picker, detail]
}()
