import Router
import Store
import Testing

/// A stack app's console from its screens' table alone (the reading list, not the holiday app):
/// breadcrumbs, `back` on a pushed screen, the top screen's own literals, the stack's own, and
/// time let pass on the app's test clock with `:wait`.
@MainActor
@Suite struct StackConsoleTests {
    let clock = TestClock()

    var screens: EnumRendering<ReadingScreen, ReadingScreenAction> {
        EnumRendering()
            .on(ReadingScreen.search, ReadingScreenAction.search, title: { _ in "Books" }) { state in
                Rendering(title: "Books", lines: state.books.map { ScreenLine($0.title) }, commands: [
                    ScreenCommand(name: "search", argument: "TEXT", summary: "search the library") { .queryChanged($0) },
                    ScreenCommand(name: "open", argument: "N", summary: "open book N") { text throws(CommandError) in
                        guard let number = Int(text) else { throw CommandError("`open` needs a number") }
                        return .bookTapped(number - 1)
                    },
                ])
            }
            .on(ReadingScreen.detail, ReadingScreenAction.detail, title: \.book.title) { state in
                Rendering(title: state.book.title, lines: [ScreenLine("read for \(state.secondsRead) s")], commands: [
                    ScreenCommand(name: "start", summary: "start the stopwatch", sends: .startTapped),
                    ScreenCommand(name: "stop", summary: "stop it", sends: .stopTapped),
                ])
            }
    }

    func console(_ printed: ConsoleLines) -> Console<StackRouter<EnumReducer<ReadingScreen, ReadingScreenAction>>> {
        var configuration = Console<StackRouter<EnumReducer<ReadingScreen, ReadingScreenAction>>>.Configuration.stack(screens)
        configuration.clock = clock
        // A loaded machine must not make a "loading…" notice part of a transcript.
        configuration.loadingNotice = .seconds(60)
        configuration.output = Console.Output(out: { printed.lines.append($0) }, err: { printed.lines.append("! " + $0) })
        return Console(
            initialState: ScreenStack(root: .search(BookSearch.State())),
            reducer: readingList(clock: clock, search: librarySearch(clock: clock)), configuration: configuration
        )
    }

    @Test func breadcrumbsBackTopScreenLiteralsAndWaitOnTheTestClock() async {
        let printed = ConsoleLines()
        let console = console(printed)
        await console.handle("search dune")
        #expect(console.state.top.screen == .search(BookSearch.State(query: "dune", searches: 1)), "the debounce sleeps on the test clock")
        await console.handle(":wait 1")
        #expect(console.state[id: StackElementID(0), case: ReadingScreen.search]?.books == [library[2]], "`:wait` advanced the clock past the debounce and the search")
        await console.handle("open 1")
        _ = printed.take()
        await console.handle(".startTapped")
        #expect(printed.take().hasPrefix("Books › Dune\n── Dune ──\nread for 0 s\ncommands: start · stop · back · help"), "the top screen's own literal, breadcrumbs, and back")
        await console.handle(":wait 3")
        #expect(console.state[id: StackElementID(1), case: ReadingScreen.detail]?.secondsRead == 3, "three ticks of a one-second timer")
        await console.handle(".pop")
        #expect(console.state.count == 1, "the stack's own literal")
        await console.handle("back")
        #expect(printed.take().hasSuffix("! error: `back` is not a command of Books; it offers search, open, help (`:help` for the session's own)"))
        await console.handle(":wait soon")
        #expect(printed.take() == "! error: `:wait` takes a number of seconds from 0 to 3600, like `:wait 1.5`, not `soon`")
    }

    @Test func echoedLinesAndSkippedCommentsMakeATranscript() async {
        let printed = ConsoleLines()
        let console = console(printed)
        console.configuration.echo = true
        var lines = ["# a comment, as logs have", "search the", ":wait 1"].makeIterator()
        await console.run { lines.next() }
        let text = printed.take()
        #expect(text.contains("› # a comment, as logs have\n› search the\nBooks\n── Books ──"), "the comment is echoed and does nothing")
        #expect(text.contains("› :wait 1\nBooks\n── Books ──\nThe Left Hand of Darkness\nThe Dispossessed\n"))
        #expect(!text.contains("! error"))
    }
}

/// What a console printed, taken a batch at a time.
@MainActor
final class ConsoleLines {
    var lines: [String] = []
    func take() -> String {
        defer { lines.removeAll() }
        return lines.joined(separator: "\n")
    }
}
