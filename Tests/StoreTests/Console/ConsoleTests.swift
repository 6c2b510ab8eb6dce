import Foundation
import Store
import Testing

/// A feature that is not the holiday app, with an effect and a rule, as a reader would write it.
struct Tally: Reducer {
    struct State: Codable, Equatable, Sendable {
        var count = 0
        var fact: String?
    }

    enum Action: Codable, Equatable, Sendable {
        case increment, decrement, factTapped
        case factLoaded(String)
    }

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .increment: state.count += 1
        case .decrement: state.count -= 1
        case .factTapped:
            let count = state.count
            return .run { send in await send(.factLoaded("\(count) is a fine number")) }
        case .factLoaded(let fact): state.fact = fact
        }
        return .none
    }

    func rejection(of action: Action, in state: State) -> String? {
        action == .decrement && state.count == 0 ? "the count cannot go below zero" : nil
    }

    static func render(_ state: State) -> Rendering<Action> {
        Rendering(
            title: "Tally",
            lines: [ScreenLine("count: \(state.count)")] + (state.fact.map { [ScreenLine($0, style: .muted)] } ?? []),
            commands: [
                ScreenCommand(name: "+", summary: "add one", sends: .increment),
                ScreenCommand(name: "-", summary: "take one away", sends: .decrement),
                ScreenCommand(name: "fact", summary: "a fact about the count", sends: .factTapped),
            ]
        )
    }
}

@MainActor
@Suite struct ConsoleTests {
    final class Printed {
        var lines: [String] = []
        func take() -> String {
            defer { lines.removeAll() }
            return lines.joined(separator: "\n")
        }
    }

    let printed = Printed()

    func console() -> Console<Tally> {
        Console(
            initialState: Tally.State(), reducer: Tally(),
            configuration: Console<Tally>.Configuration(render: Tally.render, output: Console.Output(out: { [printed] in printed.lines.append($0) }, err: { [printed] in printed.lines.append("! " + $0) }))
        )
    }

    func type(_ console: Console<Tally>, _ lines: String...) async -> String {
        _ = printed.take()
        for line in lines { await console.handle(line) }
        return printed.take()
    }

    @Test func commandsAndLiteralActionsDriveTheFeatureAndItsEffect() async {
        let console = console()
        console.printScreen()
        #expect(printed.take() == """
        ── Tally ──
        count: 0
        commands: + · - · fact · help

        """)
        #expect(await type(console, "+", ".increment", "fact") == """
        ── Tally ──
        count: 1
        commands: + · - · fact · help

        ── Tally ──
        count: 2
        commands: + · - · fact · help

        ── Tally ──
        count: 2
        2 is a fine number
        commands: + · - · fact · help

        """)
        #expect(console.state == Tally.State(count: 2, fact: "2 is a fine number"))
    }

    @Test func whatTheFeatureRefusesIsAnErrorAndChangesNothing() async {
        let console = console()
        for line in ["-", ".decrement", "times 3", ".incremnt", ":goto 5", ":nope"] {
            let printed = await type(console, line)
            #expect(printed.hasPrefix("! error: "), "\(line)")
            #expect(!printed.contains("\n"), "one line for \(line)")
        }
        #expect(await type(console, "-") == "! error: the count cannot go below zero")
        #expect(console.state == Tally.State())
        #expect(console.history.count == 1)
        let lines = console.logText.split(separator: "\n")
        #expect(lines.count == 3 && lines[0] == "action-log 4" && lines[1].hasPrefix("% date 20") && lines[2] == "start (count: 0)", "\(lines)")
    }

    @Test func undoRedoAndDiffWalkTheHistory() async {
        let console = console()
        _ = await type(console, "+", "+", "+")
        _ = await type(console, ":undo", ":undo")
        #expect(console.state.count == 1)
        _ = await type(console, ":redo")
        #expect(console.state.count == 2)
        let history = await type(console, ":history")
        #expect(history == "    0  (start)\n    1  +\n▸   2  +\n    3  +")
        let diffed = await type(console, ":diff on", "+")
        #expect(diffed == """
        state changes are shown (the changed paths) after each action
        count: 2 → 3
        ── Tally ──
        count: 3
        commands: + · - · fact · help

        """)
        #expect(console.history.map(\.label) == ["(start)", "+", "+", "+"], "a new action after an undo drops the redo states")
    }

    @Test func aRecordedSessionReplaysToTheSameState() async throws {
        let file = NSTemporaryDirectory() + "tally-\(UUID().uuidString).log"
        let console = console()
        _ = await type(console, "+", "+", "fact", ":undo", "+")
        let saved = await type(console, ":save \(file)")
        #expect(saved == "saved 5 actions and 5 checkpoints to \(file); recording there from now on")
        #expect(await type(console, ":save \(file)") == "\(file) is the file this session records to already: every entry is written there as it happens; nothing was written")
        _ = await type(console, "+")
        let replayed = try ActionLog.replay(file, reducer: Tally())
        #expect(replayed.state == console.state)
        #expect(replayed.checkpoints == 6, "a checksum after each of the five actions sent, and the whole state at :save")
        let live = try await ActionLog.replayLive(file, reducer: Tally())
        #expect(live.state == console.state)

        let other = self.console()
        #expect(await type(other, ":replay \(file)").hasPrefix("replayed"))
        #expect(other.state == console.state)
    }

    @Test func aTypedCommentIsKeptInTheSessionsLogAndChangesNothing() async throws {
        let file = NSTemporaryDirectory() + "tally-comment-\(UUID().uuidString).log"
        let console = console()
        let shown = await type(console, "+", "  # the count is one here  ", "+")
        #expect(!shown.contains("!"), "a comment is no error: \(shown)")
        _ = await type(console, ":save \(file)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let comment = try #require(lines.firstIndex(of: "# the count is one here"), "\(text)")
        #expect(lines[..<comment].filter { $0.hasPrefix("> ") }.count == 1 && lines[comment...].filter { $0.hasPrefix("> ") }.count == 1, "where it was typed: \(text)")
        #expect(try ActionLog.replay(file, reducer: Tally()).state.count == 2)
    }

    @Test func helpListsTheScreensCommandsAndTheSessions() async {
        let console = console()
        console.configuration.metaCommands = [Console.MetaCommand(name: "reset", summary: "back to zero") { _, console in
            await console.send(.decrement, label: ":reset")
        }]
        let commands = await type(console, "help")
        #expect(commands == """
          +      add one
          -      take one away
          fact   a fact about the count
          help   this list
          :help  the session's own commands: state, undo, save, replay, quit…
        """)
        let help = await type(console, ":help")
        #expect(help.hasPrefix("Type a command of the screen on top (`help` lists them), or an action in the text syntax.\nSession commands:\n  :help         this text\n"))
        #expect(help.contains("\n  :replay FILE  replay a recorded log (effects off) and go on from where it ends\n  :wait N       let N seconds pass for the effects (a timer, a debounce), then show the screen\n  :reset        back to zero\n  :quit         leave"))
        #expect(await type(console, ":reset") == "! error: the count cannot go below zero")
        _ = await type(console, ":quit")
        #expect(console.isFinished)
    }

    @Test func tabCompletionOffersWhatTheScreenAndTheSessionHave() throws {
        let console = console()
        #expect(console.completions(for: "f") == ConsoleCompletion(replacing: 1, choices: ["fact"]))
        #expect(console.completions(for: "") == ConsoleCompletion(replacing: 0, choices: ["+", "-", "fact", "help"]))
        #expect(console.completions(for: ":re") == ConsoleCompletion(replacing: 3, choices: [":redo", ":replay"]))
        #expect(console.completions(for: ".fact") == ConsoleCompletion(replacing: 5, choices: [".factLoaded", ".factTapped"]))
        #expect(console.completions(for: ".factLoaded(\"x").choices.isEmpty, "nothing inside a literal")
        #expect(console.completions(for: "bogus x").choices.isEmpty)

        let folder = NSTemporaryDirectory() + "complete-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: folder + "logs", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "session.log", contents: nil))
        #expect(FileManager.default.createFile(atPath: folder + ".hidden", contents: nil))
        #expect(console.completions(for: ":save " + folder) == ConsoleCompletion(replacing: folder.count, choices: [folder + "logs/", folder + "session.log"]))
        #expect(console.completions(for: ":replay " + folder + "se") == ConsoleCompletion(replacing: folder.count + 2, choices: [folder + "session.log"]))
        #expect(console.completions(for: ":save --f") == ConsoleCompletion(replacing: 3, choices: ["--force"]))
    }
}
