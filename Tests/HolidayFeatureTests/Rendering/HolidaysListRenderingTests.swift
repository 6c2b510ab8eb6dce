@testable import HolidayFeature
import Store
import Testing

@Suite struct HolidaysListRenderingTests {
    typealias F = Fixtures
    let loaded = HolidaysList.State(country: "US", countryName: "United States", year: 2026, month: 7, holidays: .loaded(F.usHolidays2026))

    @Test func beforeACountryIsChosenItAsksForOne() {
        #expect(HolidaysList.render(HolidaysList.State(year: 2026), layout: .list).golden == """
        Holidays 2026
        Choose a country first.
        -- choose [Choose country] | year YYYY | public | all
        """)
    }

    @Test func theListNumbersEveryHolidayAndMarksPublicOnes() {
        #expect(HolidaysList.render(loaded, layout: .list).golden == """
        Holidays in United States (US), 2026
        2 public of 4 holidays; showing all (● public)
           1  Thu 2026-01-01  ● New Year's Day
           2  Sat 2026-02-14    Valentine's Day
           3  Sat 2026-07-04  ● Independence Day  (observed Fri 2026-07-03)
           4  Sat 2026-10-31    Halloween
        -- choose [US] | year YYYY | reload | public | all | open N
        """)
    }

    @Test func publicOnlyKeepsEachHolidaysNumber() {
        var state = loaded
        state.publicOnly = true
        #expect(HolidaysList.render(state, layout: .list).golden == """
        Holidays in United States (US), 2026
        2 public of 4 holidays; showing the public ones (● public)
           1  Thu 2026-01-01  ● New Year's Day
           3  Sat 2026-07-04  ● Independence Day  (observed Fri 2026-07-03)
        -- choose [US] | year YYYY | reload | public | all | open N
        """)
    }

    @Test func theCalendarShowsTheMonthAsAGridWithALegend() {
        #expect(HolidaysList.render(loaded, layout: .calendar).golden == """
        Holidays in United States (US), 2026
        2 public of 4 holidays; showing all (● public)

        July 2026
          Mo   Tu   We   Th   Fr   Sa   Su
                     1    2    3    4●   5
           6    7    8    9   10   11   12
          13   14   15   16   17   18   19
          20   21   22   23   24   25   26
          27   28   29   30   31

        ● public holiday   ○ other holiday
           3  Sat 07-04  ● Independence Day  (observed Fri 2026-07-03)
        -- choose [US] | year YYYY | reload | public | all | month 1-12 | next | previous | open N
        """)
    }

    @Test func theCalendarMarksOtherHolidaysAndSaysWhenAMonthHasNone() {
        var state = loaded
        state.month = 2
        let february = HolidaysList.render(state, layout: .calendar).lines.map(\.text)
        #expect(february.contains("   9   10   11   12   13   14○  15"))
        state.publicOnly = true
        #expect(HolidaysList.render(state, layout: .calendar).lines.map(\.text).suffix(1) == ["No holidays shown in February."])
    }

    @Test func loadingAndErrorsLookTheSameInBothLayouts() {
        let loading = HolidaysList.State(country: "US", countryName: "United States", year: 2026, holidays: .loading)
        let failed = HolidaysList.State(country: "US", countryName: "United States", year: 2026, holidays: .failed("Rate limit exceeded"))
        for layout in HolidaysLayout.allCases {
            #expect(HolidaysList.render(loading, layout: layout).text == """
            Holidays in United States (US), 2026
            Loading the holidays of United States (US) for 2026…
            """)
            #expect(HolidaysList.render(failed, layout: layout).text == """
            Holidays in United States (US), 2026
            Could not load the holidays: Rate limit exceeded
            Reload to try again.
            """)
        }
        #expect(HolidaysList.render(failed, layout: .calendar).commands.map(\.name) == [
            "choose", "year", "reload", "public", "all", "month", "next", "previous",
        ])
    }

    @Test func commandsCheckTheirArguments() throws {
        let screen = HolidaysList.render(loaded, layout: .calendar)
        let open = try #require(screen.command(named: "open"))
        #expect(try open.action("3") == .holidayTapped(3))
        #expect(throws: CommandError("`open 5`: a holiday's number must be between 1 and 4")) { _ = try open.action("5") }
        #expect(throws: CommandError("`open` needs a holiday's number, but `x` is not a number")) { _ = try open.action("x") }
        #expect(throws: CommandError("`open` needs a holiday's number, like `open 1`")) { _ = try open.action("") }
        let year = try #require(screen.command(named: "year"))
        #expect(try year.action("2027") == .yearChanged(2027))
        #expect(throws: CommandError("`year` needs a year with four digits, like 2027, but got `27`")) { _ = try year.action("27") }
        #expect(throws: CommandError("`reload` takes no argument, but got `now`")) { _ = try screen.command(named: "reload")?.action("now") }
        #expect(try screen.command(named: "next")?.action("") == .nextMonthTapped)

        var publicOnly = loaded
        publicOnly.publicOnly = true
        let hidden = try #require(HolidaysList.render(publicOnly, layout: .list).command(named: "open"))
        #expect(throws: CommandError("holiday 2 is not public, so it is not shown; type `all` to show every holiday")) { _ = try hidden.action("2") }
    }

    /// The explorer's map showed `open` leading back to the list: with only public holidays
    /// shown and none public, `open` was offered with nothing to open.
    @Test func openIsOfferedOnlyWhileAHolidayIsShown() {
        let observances = Fixtures.usHolidays2026.filter { !$0.isPublic }
        var state = HolidaysList.State(country: "US", year: 2026, holidays: .loaded(observances))
        #expect(HolidaysList.render(state, layout: .list).command(named: "open")?.completions == observances.indices.map { String($0 + 1) })
        state.publicOnly = true
        #expect(HolidaysList.render(state, layout: .list).command(named: "open") == nil)
    }
}
