import Foundation
import HolidayFeature
@testable import holiday_repl
import Router
import Store
import Testing

/// Input far past anything real: each is refused or handled within its documented limit, with
/// a clear error, and never overflows the stack.
@MainActor
@Suite struct LimitsTests {
    @Test func aTenMegabyteLineIsRefused() async {
        let transcript = Transcript()
        let state = transcript.session.state
        let line = "search " + String(repeating: "a", count: 10_000_000)
        let printed = await transcript.type(line)
        #expect(printed.hasSuffix("\n! error: the line is 10000007 bytes long; a line may have at most 1048576"))
        #expect(transcript.session.state == state)
    }

    @Test func aLiteralNestedTenThousandDeepIsAnError() async {
        let transcript = Transcript()
        let line = String(repeating: ".path(", count: 10_000) + String(repeating: ")", count: 10_000)
        let printed = await transcript.type(line).split(separator: "\n").last.map(String.init)
        #expect(printed == "! error: the action does not read, at column 1542: the value nests deeper than 256 levels")
    }

    @Test func aTenThousandDeepStackIsShownAndWalkedBack() async throws {
        var state = HolidayApp.State(year: 2026)
        let holiday = Holiday(name: "Independence Day", date: CalendarDate(year: 2026, month: 7, day: 4)!, observed: nil, isPublic: true, country: "US")
        let content = HolidayDetail.Content(holiday: holiday, country: Country(code: "US", name: "United States"))
        for number in 1...10_000 {
            state.path.push(.detail(HolidayDetail.State(number: number, content: .loaded(content))))
        }
        let transcript = Transcript(state: state)
        let printed = await transcript.type("back").split(separator: "\n").prefix(2)
        #expect(printed == ["› back", "Holidays 2026 › Independence Day › … 9996 more › Independence Day › Independence Day"])
        #expect(transcript.session.state.path.count == 10_000)
        await transcript.type(":open holidays/US/2026")
        #expect(transcript.session.state.path.count == 1)
    }
}
