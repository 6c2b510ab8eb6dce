import Foundation
import HolidayFeature
@testable import holiday_repl
import Store
import Testing

/// The meta commands over a session's history and recording: undo, redo, goto, history, save,
/// replay and diff, and Ctrl-C while something loads.
@MainActor
@Suite struct HolidayConsoleMetaTests {
    @Test func undoRedoAndGotoWalkTheHistoryAndTheLogFollows() async throws {
        let transcript = Transcript()
        await transcript.type(":open holidays/US/2026", "year 2027", "public")
        let states = transcript.session.history.map(\.state)
        #expect(transcript.session.history.map(\.label) == ["(start)", ":open holidays/US/2026", "year 2027", "public"])
        #expect(await transcript.type(":undo").hasPrefix("› :undo\nat 2: year 2027\nHolidays US 2027"))
        #expect(transcript.session.state == states[2])
        await transcript.type(":undo")
        #expect(transcript.session.state == states[1])
        await transcript.type(":redo")
        #expect(transcript.session.state == states[2])
        await transcript.type(":goto 0")
        #expect(transcript.session.state == states[0])
        #expect(await transcript.type(":undo") == "› :undo\n! error: nothing to undo: this is the start of the session")
        #expect(await transcript.type(":history") == """
        › :history
        ▸   0  (start)
            1  :open holidays/US/2026
            2  year 2027
            3  public
        """)
        await transcript.type(":goto 3", "choose")
        #expect(transcript.session.history.count == 5)
        await transcript.type(":goto 1", "year 2030")
        #expect(transcript.session.history.map(\.label) == ["(start)", ":open holidays/US/2026", "year 2030"], "a new action after an undo drops the redo states")

        let file = NSTemporaryDirectory() + "undo-\(UUID().uuidString).log"
        await transcript.type(":save \(file)")
        let replayed = try ActionLog.replay(file, reducer: HolidayApp(), withDependencies: { $0.holidayClient = .embedded })
        #expect(replayed.state == transcript.session.state, "the log replays through the undos to what is shown")
    }

    @Test func recordingAsItHappensReplaysPurelyAndLive() async throws {
        let file = NSTemporaryDirectory() + "session-\(UUID().uuidString).log"
        let transcript = Transcript()
        await transcript.type("choose", "search united")
        #expect(await transcript.type(":save \(file)") == "› :save \(file)\nsaved 5 actions and 3 checkpoints to \(file); recording there from now on")
        await transcript.type("pick US", "open 14", "back", "year 2027", ":undo")
        let logged = try String(contentsOfFile: file, encoding: .utf8)
        #expect(logged == transcript.session.log.text + "\n")
        #expect(logged.contains("\n> .path(.element(id: 1, action: .chooseCountry(.countryTapped(\"US\"))))\n"))

        let pure = try ActionLog.replay(file, reducer: HolidayApp(), withDependencies: { $0.holidayClient = .embedded })
        #expect(pure.state == transcript.session.state)
        let live = try await ActionLog.replayLive(file, reducer: HolidayApp(), withDependencies: { $0.holidayClient = .embedded })
        #expect(live.state == transcript.session.state)

        let other = Transcript()
        let printed = await other.type(":replay \(file)")
        #expect(printed.hasPrefix("› :replay \(file)\nreplayed"))
        #expect(other.session.state == transcript.session.state)
    }

    @Test func diffShowsWhatChanged() async {
        let transcript = Transcript()
        #expect(await transcript.type(":diff on") == "› :diff on\nstate changes are shown (the changed paths) after each action")
        #expect(await transcript.type("public").contains("\npath.elements[0].screen.holidaysList.publicOnly: false → true\n"))
        #expect(await transcript.type("public").contains("(the state did not change)"))
        let chosen = await transcript.type("choose")
        #expect(chosen.contains("\npath.elements[1]: added (id: 1, presentation: \"modal\", screen: .chooseCountry((countries: .loaded([250 elements]), search: \"\")))\npath.nextID: 1 → 2\n"))
        #expect(chosen.split(separator: "\n").count < 50, "the 250 countries are counted, not printed")
        #expect(await transcript.type(":diff full") == "› :diff full\nstate changes are shown in full after each action")
        #expect(await transcript.type("search ger").contains("−             search: \"\"\n+             search: \"ger\""))
    }

    @Test func ctrlCCancelsWhatIsLoadingAndKeepsTheSession() async {
        let stuck = HolidayClient(
            countries: {
                try await Task.sleep(for: .seconds(60))
                return []
            },
            holidays: { _, _ in [] }
        )
        let transcript = Transcript(client: stuck)
        transcript.session.configuration.loadingNotice = .milliseconds(20)
        let typing = Task { await transcript.type("choose") }
        // Ctrl-C once the session says it is loading, as a person would press it.
        for await line in transcript.errors where line.contains("loading…") { break }
        #expect(transcript.session.interrupts.interrupt())
        let printed = await typing.value
        #expect(printed.contains("! loading… (Ctrl-C cancels)"))
        #expect(printed.contains("! cancelled"))
        #expect(printed.contains("Loading was cancelled.") && printed.contains("commands: retry · close · help"), "the screen settles: stopped, with retry")
        #expect(transcript.session.state.path.top.screen == .chooseCountry(ChooseCountry.State(countries: .failed("Loading was cancelled."))))
        #expect(transcript.session.logText.contains("> .path(.element(id: 1, action: .chooseCountry(.loadCancelled)))"), "the stop is in the log, so a replay settles too")
        #expect(await transcript.type("close").contains("Choose a country first."))
    }
}
