import Foundation
import HolidayFeature
@testable import holiday_repl
@testable import StoreSupport
@testable import StoreText
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreTerminal
import TestSupport
import Testing

/// What a QA pass in a real terminal found (issue #28), each case as the person met it.
@MainActor
@Suite struct QAPassTests {
    @Test func aHugeTypedTextIsEchoedShortenedWithItsLength() async {
        let transcript = Transcript()
        let huge = String(repeating: "b", count: 100_000)
        let shown = "“" + String(repeating: "b", count: 40) + "…” (100,000 characters)"
        await transcript.type("choose")
        let searched = await transcript.type("search " + huge)
        // Compared into Bools: a failure must not print the 100,000 characters.
        let searchEchoed = searched.contains("No country matches \(shown).")
        #expect(searchEchoed)
        #expect(searched.count < huge.count + 5_000, "only the typed line is long")
        let unknown = await transcript.type(huge)
        let commandEchoed = unknown.contains("`" + String(repeating: "b", count: 40) + "…` (100,000 characters) is not a command")
        #expect(commandEchoed)
        #expect(unknown.count < huge.count + 5_000, "only the typed line is long")
    }

    @Test func savingAgainToTheFileBeingRecordedToWritesNothingTwice() async throws {
        let folder = NSTemporaryDirectory() + "dup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/dup.log"
        let transcript = Transcript()
        await transcript.type("choose", "close", ":save \(file)", "public")
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let log = transcript.session.log.text
        // The same file by other spellings: the identity of the file decides, not the text.
        for spelling in ["--append \(file)", "--force \(file)", "--append \(folder)/./dup.log", "--append \(folder)/../\((folder as NSString).lastPathComponent)/dup.log"] {
            let printed = await transcript.type(":save \(spelling)")
            #expect(printed.hasSuffix("is the file this session records to already: every entry is written there as it happens; nothing was written"), "\(spelling)")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == before, "\(spelling)")
            #expect(transcript.session.log.text == log, "\(spelling)")
        }
        await transcript.type("all")
        let replayed = try ActionLog.replay(file, reducer: HolidayApp(), withDependencies: { $0.holidayClient = .embedded })
        let sent = transcript.session.log.text.split(separator: "\n").filter { $0.hasPrefix("> ") || $0.hasPrefix("< ") }.count
        #expect(replayed.actions == sent, "each action once")
        #expect(replayed.state == transcript.session.state)
    }

    @Test func anActionWhoseNavigationTheStackWouldRefuseIsRefusedBeforeItIsSent() async {
        let transcript = Transcript()
        await transcript.type("choose")
        let state = transcript.session.state
        let log = transcript.session.log.text
        let line = ".path(.element(id: 0, action: .holidaysList(.chooseCountryTapped)))"
        let printed = await transcript.type(line)
        #expect(printed == "› \(line)\n! error: `.holidaysList(.chooseCountryTapped)` was not sent: what it leads to is refused: a modal is already up; present was ignored. Dismiss it first, or replace the stack.")
        #expect(transcript.session.state == state)
        #expect(transcript.session.log.text == log, "nothing sent, nothing logged")
        // The same action with no modal up is sent as before.
        await transcript.type("close")
        let accepted = await transcript.type(line)
        #expect(!accepted.contains("error:"))
        #expect(transcript.session.state.path.count == 2)
    }

    @Test func fileArgumentsAreQuotedAsInAShellAndTabQuotesNamesThatNeedIt() async throws {
        let folder = NSTemporaryDirectory() + "quoted-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/my dir", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let transcript = Transcript()
        await transcript.type("choose", "close")
        let spellings = [
            "\"\(folder)/my session.log\"": "my session.log",
            "'\(folder)/it''s.log'": "its.log",
            "\(folder.replacingOccurrences(of: " ", with: "\\ "))/my\\ dir/a\\ b.log": "my dir/a b.log",
            "\"\(folder)/q.log\"": "q.log",
            "--force \"\(folder)/my session.log\"": "my session.log",
        ]
        for (argument, name) in spellings.sorted(by: { $0.key < $1.key }) {
            let printed = await transcript.type(":save \(argument)")
            #expect(printed.contains("recording there from now on"), "\(argument): \(printed)")
            #expect(FileManager.default.fileExists(atPath: folder + "/" + name), "\(argument)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/\"q.log\""), "the quotes are not part of the name")

        // `~` is the home folder, as in a shell.
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        #expect(ShellWords.split("~/a.log '~/b.log' ~", expandingHome: true) == .success([home + "/a.log", "~/b.log", home]))
        #expect(ShellWords.split("a\\ b \"c d\" 'e\\f'", expandingHome: true) == .success(["a b", "c d", "e\\f"]))

        // A quote left open is one error line that says where.
        let state = transcript.session.state
        let open = await transcript.type(":save \"x.log")
        #expect(open == "› :save \"x.log\n! error: `:save`: the quote opened at column 1 of the file name is not closed")
        #expect(transcript.session.state == state)
        let two = await transcript.type(":save a.log b.log")
        #expect(two.hasSuffix("error: `:save` takes one file, but got 2: `a.log`, `b.log` (quote a name with spaces: \"my file.log\")"))

        // :replay reads the same way.
        let replayed = await transcript.type(":replay \"\(folder)/my session.log\"")
        #expect(replayed.contains("replayed"), "\(replayed)")

        // Tab puts a name that needs it in escaped.
        #expect(FileManager.default.createFile(atPath: folder + "/my dir/x y.log", contents: Data()))
        let completion = transcript.session.completions(for: ":replay \(folder)/my")
        #expect(completion.choices == ["\(folder)/my\\ dir/", "\(folder)/my\\ session.log"])
        let inside = transcript.session.completions(for: ":replay \(folder)/my\\ dir/x")
        #expect(inside.choices == ["\(folder)/my\\ dir/x\\ y.log"])
        #expect(inside.replacing == ":replay \(folder)/my\\ dir/x".count - ":replay ".count)
        let quoted = transcript.session.completions(for: ":replay \"\(folder)/my dir/x")
        #expect(quoted.choices == ["\(folder)/my\\ dir/x\\ y.log"])
    }

    @Test func anUnexpectedLabelIsPointedAtWhereItStands() async {
        let transcript = Transcript()
        await transcript.type(":open holidays/US/2026")
        let cases = [
            ".yearChanged(year: 2027)": "the action does not read, at column 14: unexpected label `year:`: the value at position 1 of the case .yearChanged has no label",
            ".holidayTapped( number : 3)": "the action does not read, at column 17: unexpected label `number:`: the value at position 1 of the case .holidayTapped has no label",
        ]
        for (line, message) in cases {
            let state = transcript.session.state
            #expect(await transcript.type(line) == "› \(line)\n! error: \(message)")
            #expect(transcript.session.state == state)
        }
        #expect(throws: LiteralError.self) { try LiteralText.decode(HolidaysList.Action.self, from: ".yearChanged(year: 2027)") }
        do {
            _ = try LiteralText.decode(HolidaysList.Action.self, from: ".yearChanged(year: 2027)")
        } catch {
            #expect(error.column == 14)
        }
    }

    @Test func aLinkToAHolidayNumberTheCountryHasNotIsRefused() async {
        let transcript = Transcript()
        let cases = [
            ":open holidays/US/2026/detail/99": "`holidays/US/2026/detail/99`: US has 22 holidays in 2026, so there is no number 99; nothing changed",
            ":open holidays/US/2026/detail/3/detail/23": "`holidays/US/2026/detail/3/detail/23`: US has 22 holidays in 2026, so there is no number 23; nothing changed",
            ":open holidays/-/2026/detail/3": "`holidays/-/2026/detail/3`: a holiday's detail needs a country, and this link has none (`-`); nothing changed",
            ".linkOpened(\"holidays/US/2026/detail/99\")": "`holidays/US/2026/detail/99`: US has 22 holidays in 2026, so there is no number 99; nothing changed",
        ]
        for (line, message) in cases.sorted(by: { $0.key < $1.key }) {
            let state = transcript.session.state
            let log = transcript.session.log.text
            #expect(await transcript.type(line) == "› \(line)\n! error: \(message)")
            #expect(transcript.session.state == state)
            #expect(transcript.session.log.text == log)
        }
        let last = await transcript.type(":open holidays/US/2026/detail/22")
        #expect(last.contains("── Christmas Day ──") || last.contains("Holiday"), "\(last)")
        #expect(!last.contains("error:"))
    }

    @Test func saveRefusesForceAndAppendTogetherInEitherOrder() async {
        let transcript = Transcript()
        let file = NSTemporaryDirectory() + "both-\(UUID().uuidString).log"
        for flags in ["--force --append", "--append --force", "--append --append --force"] {
            let printed = await transcript.type(":save \(flags) \(file)")
            #expect(printed == "› :save \(flags) \(file)\n! error: `:save` takes --force (replace the file) or --append (continue it), not both", "\(flags)")
            #expect(!FileManager.default.fileExists(atPath: file), "\(flags)")
        }
        let repeated = await transcript.type(":save --force --force \(file)")
        #expect(repeated.contains("saved"), "a flag said twice is still one choice: \(repeated)")
        try? FileManager.default.removeItem(atPath: file)
    }

    @Test func bidirectionalControlsFromDataOrTypingAreDrawnAsVisibleNames() async {
        #expect("a\u{202E}b\u{2066}c\u{2069}\u{200F}".drawable == "a⟨RLO⟩b⟨LRI⟩c⟨PDI⟩⟨RLM⟩")
        #expect("\u{202A}\u{202B}\u{202C}\u{202D}\u{2067}\u{2068}\u{200E}\u{061C}".drawable == "⟨LRE⟩⟨RLE⟩⟨PDF⟩⟨LRO⟩⟨RLI⟩⟨FSI⟩⟨LRM⟩⟨ALM⟩")
        #expect("שלום abc".drawable == "שלום abc", "right-to-left letters themselves are text")
        let transcript = Transcript()
        await transcript.type("choose")
        let printed = await transcript.type("search \u{202E}zz")
        #expect(printed.contains("No country matches “⟨RLO⟩zz”."))
        let shown = printed.split(separator: "\n").dropFirst().joined()   // after the transcript's own `› line`
        #expect(!shown.unicodeScalars.contains { $0.value == 0x202E })
        var line = EditLine()
        line.insert("a\u{202E}b")
        #expect(line.text == "ab", "the line editor keeps no control a terminal would act on")
    }

    @Test func completionsSortNumbersAsNumbersAndCoverEveryArgument() async {
        let transcript = Transcript()
        let console = transcript.session
        await transcript.type(":open holidays/US/2026")
        #expect(console.completions(for: "open ").choices == (1...22).map(String.init), "1, 2, … 10, 11, not 1, 10, 11, … 2")
        #expect(console.completions(for: "open 1").choices == ["1"] + (10...19).map(String.init))
        #expect(console.completions(for: "year ").choices == ["2025", "2026", "2027"])
        #expect(console.completions(for: ":layout ").choices == ["calendar", "list"])
        #expect(console.completions(for: ":layout c") == ConsoleCompletion(replacing: 1, choices: ["calendar"]))
        #expect(console.completions(for: ":diff ").choices == ["full", "off", "on"])
        #expect(console.completions(for: ":goto ").choices == ["0", "1"])
        #expect(console.completions(for: ":open ").choices == ["holidays/"])
        #expect(console.completions(for: ":open holidays/U").choices.contains("holidays/US/"))
        #expect(!console.completions(for: ":open holidays/U").choices.contains("holidays/DE/"))
        #expect(console.completions(for: ":open holidays/US/202").choices.contains("holidays/US/2026/"))
        #expect(console.completions(for: ":open holidays/US/2026/").choices == ["holidays/US/2026/+choose", "holidays/US/2026/detail/"])
        #expect(console.completions(for: ":open holidays/-/2026/").choices == ["holidays/-/2026/+choose"], "a detail needs a country")
        #expect(console.completions(for: ":open holidays/US/2026/detail/2").choices == ["holidays/US/2026/detail/2", "holidays/US/2026/detail/20", "holidays/US/2026/detail/21", "holidays/US/2026/detail/22"])
    }

    @Test func nestedCaseNamesComplete() async {
        let transcript = Transcript()
        let console = transcript.session
        #expect(console.completions(for: ".path(.").choices == [".dismiss", ".element", ".pop", ".popTo", ".popToRoot", ".present", ".push", ".replace"])
        #expect(console.completions(for: ".path(.po") == ConsoleCompletion(replacing: 3, choices: [".pop", ".popTo", ".popToRoot"]))
        #expect(console.completions(for: ".path(.element(id: 0, action: .").choices == [".chooseCountry", ".detail", ".holidaysList"])
        #expect(console.completions(for: ".path(.element(id: 0, action: .holidaysList(.year").choices == [".yearChanged"])
    }

    @Test func aSessionTheProgramSavedReplaysWithItsOwnReplayCommand() throws {
        let binary = try #require(BuiltProgram.url(named: "holiday-repl"))
        let folder = NSTemporaryDirectory() + "own-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/s.log"
        let saved = try BuiltProgram.run(binary, ["--year", "2026"], input: "choose\npick DE\n:save \(file)\nyear 2027\n", removing: ["HOLIDAY_API_KEY"])
        #expect(saved.status == 0, "\(saved.err)")
        let replayed = try BuiltProgram.run(binary, ["--year", "2030"], input: ":replay \(file)\n", removing: ["HOLIDAY_API_KEY"])
        #expect(replayed.err == "", "a log that starts from `start` alone replays in the REPL too")
        #expect(replayed.out.contains("replayed"))
        #expect(replayed.out.contains("Holidays DE 2027"))
    }

    @Test func savingToAFolderSaysItIsAFolderInsteadOfOfferingToReplaceIt() async {
        let transcript = Transcript()
        let folder = NSTemporaryDirectory()
        for line in [":save \(folder)", ":save --force \(folder)", ":save --append \(folder)"] {
            let printed = await transcript.type(line)
            #expect(printed == "› \(line)\n! error: \(folder) is a folder; give a file in it, like `:save \(folder.hasSuffix("/") ? folder : folder + "/")session.log`", "\(line)")
        }
    }

    @Test func recordingToAFolderIsRefusedAsAFolder() throws {
        let binary = try #require(BuiltProgram.url(named: "holiday-repl"))
        for flags in [[String](), ["--force"], ["--append"]] {
            let run = try BuiltProgram.run(binary, ["--record", "/tmp"] + flags, removing: ["HOLIDAY_API_KEY"])
            #expect(run.status == 2)
            #expect(run.err == "holiday-repl: --record: /tmp is a folder; give a file in it, like --record /tmp/session.log\n", "\(flags)")
        }
    }

    @Test func aLogSettingWithAValueTheProgramRefusesIsAnErrorAtItsLine() throws {
        let binary = try #require(BuiltProgram.url(named: "holiday-repl"))
        let folder = NSTemporaryDirectory() + "settings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = try String(contentsOfFile: CommittedSessionsTests.folder + "/readme.log", encoding: .utf8)
        let cases = [
            ("% data embedded", "% data nowhere", "line 3: % data takes embedded, live or embedded-failing-once, not `nowhere`"),
            ("% layout list", "% layout grid", "line 2: % layout takes list or calendar, not `grid`"),
            ("% year 2026", "% year 20x", "line 4: % year takes a year with four digits, like 2026, not `20x`"),
            ("% year 2026", "% year 2036", "line 4: % year 2036 is refused (--year 2036: there are holidays for 2020 to 2035 only"),
            ("% month 11", "% month 13", "line 5: % month 13 is refused (% month takes 1 to 12, not `13`)"),
        ]
        for (old, new, message) in cases {
            let file = folder + "/edited.log"
            try original.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
            for live in [false, true] {
                let run = try BuiltProgram.run(binary, ["replay", file] + (live ? ["--live"] : []), removing: ["HOLIDAY_API_KEY"])
                #expect(run.status == 3, "\(new)")
                #expect(run.err.hasPrefix("holiday-repl: \(file): \(message)"), "\(new): \(run.err)")
            }
        }
    }

    @Test func aHugeLineIsShortenedInTheHistoryAndItsJumps() async {
        let transcript = Transcript()
        let huge = "search " + String(repeating: "b", count: 100_000)
        await transcript.type("choose", huge)
        let shortened = "search " + String(repeating: "b", count: 53) + "… (100,007 characters)"
        let history = await transcript.type(":history")
        #expect(history.count < 500, "\(history.prefix(300))")
        #expect(history.hasSuffix("▸   2  \(shortened)"))
        let undone = await transcript.type(":undo", ":redo")
        #expect(undone.contains("at 2: \(shortened)\n"))
        #expect(undone.count < 5_000)
    }

    @Test func aByteOrderMarkAtTheStartOfPipedInputIsNotPartOfTheFirstCommand() throws {
        let binary = try #require(BuiltProgram.url(named: "holiday-repl"))
        let run = try BuiltProgram.run(binary, ["--year", "2026"], input: "\u{FEFF}year 2027\n\u{FEFF}year 2028\n", removing: ["HOLIDAY_API_KEY"])
        #expect(run.out.contains("── Holidays 2027 ──"), "as a log with one reads (a script saved by a Windows editor)")
        #expect(run.err.contains("is not a command"), "only the first line may start with one")
    }
}
