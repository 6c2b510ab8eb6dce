import Foundation
import HolidayFeature
@testable import holiday_repl
import Store
import Testing
import TestSupport

@MainActor
@Suite struct HolidayConsoleTests {
    @Test func startsOnTheHolidaysScreen() async {
        let transcript = Transcript()
        #expect(await transcript.type("help") == """
        › help
          choose     choose a country
          year YYYY  show another year
          public     show only public holidays
          all        show every holiday
          help       this list
          :help      the session's own commands: state, undo, save, replay, quit…
        """)
        #expect(transcript.session.metaHelp.contains(":replay FILE"))
    }

    @Test func chooseSearchPickOpenAndBack() async {
        let transcript = Transcript()
        let picker = await transcript.type("choose")
        #expect(picker.hasPrefix("› choose\nHolidays 2026 › Choose country (modal)\n── Choose a country ──\n250 countries; a search narrows them."))
        #expect(await transcript.type("search cote", "pick 1", "public", "open 9", "back") == """
        › search cote
        Holidays 2026 › Choose country (modal)
        ── Choose a country ──
        1 country matches “cote”.
           1  CI  Côte d'Ivoire
        commands: search TEXT · pick N or CODE · close · help

        › pick 1
        Holidays CI 2026
        ── Holidays in Côte d'Ivoire (CI), 2026 ──
        14 public of 14 holidays; showing all (● public)
           1  Thu 2026-01-01  ● New Year's Day
           2  Mon 2026-03-16  ● Day after Night of Power
           3  Fri 2026-03-20  ● Eid al-Fitr
           4  Mon 2026-04-06  ● Easter Monday
           5  Fri 2026-05-01  ● Labor Day
           6  Thu 2026-05-14  ● Ascension Day
           7  Mon 2026-05-25  ● Pentecost Monday
           8  Wed 2026-05-27  ● Eid al-Adha
           9  Fri 2026-08-07  ● Independence Day
          10  Sat 2026-08-15  ● Assumption Day
          11  Tue 2026-08-25  ● Day after Prophet's Birthday
          12  Sun 2026-11-01  ● All Saints' Day
          13  Sun 2026-11-15  ● National Peace Day
          14  Fri 2026-12-25  ● Christmas Day
        commands: choose (CI) · year YYYY · reload · public · all · open N · help

        › public
        Holidays CI 2026
        ── Holidays in Côte d'Ivoire (CI), 2026 ──
        14 public of 14 holidays; showing the public ones (● public)
           1  Thu 2026-01-01  ● New Year's Day
           2  Mon 2026-03-16  ● Day after Night of Power
           3  Fri 2026-03-20  ● Eid al-Fitr
           4  Mon 2026-04-06  ● Easter Monday
           5  Fri 2026-05-01  ● Labor Day
           6  Thu 2026-05-14  ● Ascension Day
           7  Mon 2026-05-25  ● Pentecost Monday
           8  Wed 2026-05-27  ● Eid al-Adha
           9  Fri 2026-08-07  ● Independence Day
          10  Sat 2026-08-15  ● Assumption Day
          11  Tue 2026-08-25  ● Day after Prophet's Birthday
          12  Sun 2026-11-01  ● All Saints' Day
          13  Sun 2026-11-15  ● National Peace Day
          14  Fri 2026-12-25  ● Christmas Day
        commands: choose (CI) · year YYYY · reload · public · all · open N · help

        › open 9
        Holidays CI 2026 › Independence Day
        ── Independence Day ──
        Date      Friday 2026-08-07
        Country   Côte d'Ivoire (CI)
        Public    yes
        commands: back · help

        › back
        Holidays CI 2026
        ── Holidays in Côte d'Ivoire (CI), 2026 ──
        14 public of 14 holidays; showing the public ones (● public)
           1  Thu 2026-01-01  ● New Year's Day
           2  Mon 2026-03-16  ● Day after Night of Power
           3  Fri 2026-03-20  ● Eid al-Fitr
           4  Mon 2026-04-06  ● Easter Monday
           5  Fri 2026-05-01  ● Labor Day
           6  Thu 2026-05-14  ● Ascension Day
           7  Mon 2026-05-25  ● Pentecost Monday
           8  Wed 2026-05-27  ● Eid al-Adha
           9  Fri 2026-08-07  ● Independence Day
          10  Sat 2026-08-15  ● Assumption Day
          11  Tue 2026-08-25  ● Day after Prophet's Birthday
          12  Sun 2026-11-01  ● All Saints' Day
          13  Sun 2026-11-15  ● National Peace Day
          14  Fri 2026-12-25  ● Christmas Day
        commands: choose (CI) · year YYYY · reload · public · all · open N · help

        """)
    }

    @Test func aDeepLinkAndTheCalendarLayout() async {
        let transcript = Transcript()
        #expect(await transcript.type(":open holidays/DE/2026/detail/3", "back", ":layout calendar", "month 4") == """
        › :open holidays/DE/2026/detail/3
        Holidays DE 2026 › Easter Monday
        ── Easter Monday ──
        Date      Monday 2026-04-06
        Country   Germany (DE)
        Public    yes
        commands: back · help

        › back
        Holidays DE 2026
        ── Holidays in Germany (DE), 2026 ──
        9 public of 9 holidays; showing all (● public)
           1  Thu 2026-01-01  ● New Year's Day
           2  Fri 2026-04-03  ● Good Friday
           3  Mon 2026-04-06  ● Easter Monday
           4  Fri 2026-05-01  ● Labor Day
           5  Thu 2026-05-14  ● Ascension Day
           6  Mon 2026-05-25  ● Pentecost Monday
           7  Sat 2026-10-03  ● German Unity Day
           8  Fri 2026-12-25  ● Christmas Day
           9  Sat 2026-12-26  ● Second Day of Christmas
        commands: choose (DE) · year YYYY · reload · public · all · open N · help

        › :layout calendar
        Holidays DE 2026
        ── Holidays in Germany (DE), 2026 ──
        9 public of 9 holidays; showing all (● public)

        July 2026
          Mo   Tu   We   Th   Fr   Sa   Su
                     1    2    3    4    5
           6    7    8    9   10   11   12
          13   14   15   16   17   18   19
          20   21   22   23   24   25   26
          27   28   29   30   31

        No holidays shown in July.
        commands: choose (DE) · year YYYY · reload · public · all · month 1-12 · next · previous · open N · help

        › month 4
        Holidays DE 2026
        ── Holidays in Germany (DE), 2026 ──
        9 public of 9 holidays; showing all (● public)

        April 2026
          Mo   Tu   We   Th   Fr   Sa   Su
                     1    2    3●   4    5
           6●   7    8    9   10   11   12
          13   14   15   16   17   18   19
          20   21   22   23   24   25   26
          27   28   29   30

        ● public holiday   ○ other holiday
           2  Fri 04-03  ● Good Friday
           3  Mon 04-06  ● Easter Monday
        commands: choose (DE) · year YYYY · reload · public · all · month 1-12 · next · previous · open N · help

        """)
    }

    @Test func everyKindOfBadInputPrintsOneErrorLineAndChangesNothing() async {
        let transcript = Transcript()
        await transcript.type(":open holidays/US/2026")
        let cases: [(String, String)] = [
            ("foo", "`foo` is not a command of Holidays in United States (US), 2026; it offers choose, year, reload, public, all, open, help (`:help` for the session's own)"),
            ("pick 1", "`pick` is not a command of Holidays in United States (US), 2026; it offers choose, year, reload, public, all, open, help (`:help` for the session's own)"),
            ("year", "`year` needs a year, like `year 2027`"),
            ("year 2019", "`.yearChanged(2019)`: there are holidays for 2020 to 2035 only, not for 2019; ignored"),
            ("yeer 2027", "`yeer` is not a command of Holidays in United States (US), 2026; did you mean `year`? It offers choose, year, reload, public, all, open, help (`:help` for the session's own)"),
            (":open holidays/ZZ/2026", "`holidays/ZZ/2026`: there is no country with the code ZZ; nothing changed"),
            (":open holidays/DE/2040", "`holidays/DE/2040`: there are holidays for 2020 to 2035 only, not for 2040; nothing changed"),
            (":sav x", "unknown session command `:sav`; did you mean `:save`? The session's commands are :help, :state, :log, :diff, :undo, :redo, :goto, :history, :save, :replay, :wait, :fault, :open, :layout, :quit"),
            ("year 20x", "`year` needs a year with four digits, like 2027, but got `20x`"),
            ("open 99", "`open 99`: a holiday's number must be between 1 and 22"),
            ("open two", "`open` needs a holiday's number, but `two` is not a number"),
            ("reload now", "`reload` takes no argument, but got `now`"),
            (".oops", "the action does not read, at column 2: unknown case `oops`; the cases are `.appeared`, `.chooseCountryTapped`, `.countryChosen`, `.yearChanged`, `.monthChanged`, `.nextMonthTapped`, `.previousMonthTapped`, `.reloadTapped`, `.loadCancelled`, `.publicOnlyChanged`, `.holidayTapped`, `.holidaysLoaded`, …"),
            (".yearChanged(", "the action does not read, at column 14: expected a value, found the end of the text"),
            ("   .yearChanged(", "the action does not read, at column 17: expected a value, found the end of the text"),
            (".yearChanged(\"2027\")", "the action does not read, at column 14: expected an integer (Int), found the string \"2027\""),
            (".holidayTapped(99)", "holidayTapped(99): no holiday has that number"),
            (".holidayTapped(3, 99)", "the action does not read, at column 19: one value too many: `.holidayTapped` takes 1 value, this is value 2"),
            (".yearChanged(2027, \"junk\", .x)", "the action does not read, at column 20: one value too many: `.yearChanged` takes 1 value, this is value 2"),
            (".monthChanged(40)", "monthChanged(40): a month is 1 to 12; ignored"),
            (".path(.pop)", "pop on the root does nothing"),
            (".countryChosen((code: \"usa\", name: \"U\"))", "countryChosen: `usa` is not a country code of two letters; ignored"),
            (".path(.push(.holidaysList((year: 2026, month: 1, publicOnly: false, holidays: .idle))))", "the holidays list cannot be pushed; ignored"),
            (".path(.present(.detail((number: 1, content: .idle))))", "a holiday's detail cannot be presented; ignored"),
            (".path(.push(.detail((number: 1, content: .idle))))", "a holiday's detail is pushed with its content (as `.holidayTapped` does), or opened by a link; nothing would load this one, so it was not pushed"),
            (".path(.element(id: 7, action: .detail(.appeared)))", "there is no screen 7 on the stack (its one screen is 1), so `.detail(.appeared)` was dropped"),
            (".linkOpened(\"nowhere\")", "linkOpened(\"nowhere\"): path component 1: unknown screen `nowhere`; expected `holidays`, `detail` or `+choose`; nothing changed"),
            (":nope", "unknown session command `:nope`; did you mean `:open`? The session's commands are :help, :state, :log, :diff, :undo, :redo, :goto, :history, :save, :replay, :wait, :fault, :open, :layout, :quit"),
            (":state all", "`:state` takes no argument, but got `all`"),
            (":redo", "nothing to redo"),
            (":goto 9", "`:goto` takes a number of `:history`, from 0 to 1, not `9`"),
            (":goto", "`:goto` takes a number of `:history`, from 0 to 1, not nothing"),
            (":diff maybe", "`:diff` takes on, full or off, not `maybe`"),
            (":layout grid", "`:layout` takes list or calendar, not `grid`"),
            (":layout", "`:layout` takes list or calendar, not nothing"),
            (":open holidays/US", "`holidays/US` is not a link here: path component 3: expected a year, found the end of the path"),
            (":open", "`:open` needs a path, like `:open holidays/US/2026`"),
            (":save", "`:save` needs a file: `:save session.log`"),
            (":save /no/such/dir/s.log", "cannot write the log /no/such/dir/s.log: No such file or directory"),
            (":replay /no/such/file.log", "cannot read the log /no/such/file.log: No such file or directory"),
        ] + (TestPlatform.hasFullDevice ? [
            // A full disk, where the system has a device for it (macOS has none).
            (":save /dev/full", "/dev/full exists already and was left as it is; `:save --force /dev/full` replaces it, `:save --append /dev/full` continues it"),
            (":save --force /dev/full", "line 1: cannot write to the log /dev/full: No space left on device"),
        ] : [])
        for (line, message) in cases {
            let state = transcript.session.state
            let log = transcript.session.log.text
            let history = transcript.session.history.count
            let printed = await transcript.type(line)
            #expect(printed == "› \(line)\n! error: \(message)", "\(line)")
            #expect(transcript.session.state == state, "\(line) changed the state")
            #expect(transcript.session.log.text == log, "\(line) changed the log")
            #expect(transcript.session.history.count == history, "\(line) changed the history")
        }
    }

    @Test func quitEndsTheSession() async {
        let transcript = Transcript()
        await transcript.type(":quit")
        #expect(transcript.session.isFinished)
    }
}

/// Tab on the holiday screens: argument lists and the top screen's literal case names.
@MainActor
@Suite struct HolidayCompletionTests {
    @Test func pickOffersTheListedCodesAndOpenTheShownNumbers() async {
        var configuration = HolidayProgram.configuration(layout: .list)
        configuration.output = Console.Output(out: { _ in }, err: { _ in })
        configuration.dependencies = { $0.holidayClient = .embedded }
        let console = Console(initialState: HolidayApp.State(year: 2026, month: 11), reducer: HolidayApp(), configuration: configuration)
        #expect(console.completions(for: ".year").choices == [".yearChanged"], "the top screen's own cases")
        #expect(console.completions(for: ".link").choices == [".linkOpened"], "and the app's")
        await console.handle("choose")
        await console.handle("search united")
        #expect(console.completions(for: "pick ").choices == ["AE", "GB", "UM", "US"], "the codes of the countries listed")
        #expect(console.completions(for: "pick u") == ConsoleCompletion(replacing: 1, choices: ["UM", "US"]))
        #expect(console.completions(for: "pick x").choices.isEmpty)
        await console.handle("pick DE")
        #expect(console.completions(for: "open ").choices == (1...9).map(String.init).sorted())
        await console.handle("public")
        #expect(console.completions(for: "open 1").choices == ["1"])
    }
}
