@testable import draft_app
import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
import Testing
import TestSupport

/// A headless app of a user's own (Tests/DraftApp: a draft that saves itself after a debounce)
/// listening, and a console attaching to it from another process: typed lines change the app,
/// the app's own actions show in the console as they happen, `:goto` moves the app, and
/// `:save` writes a log that replays purely and live.
@MainActor @Suite struct AttachProcessTests {
    let folder = NSTemporaryDirectory() + "attach-\(UUID().uuidString.prefix(8))/"

    @Test func aConsoleDrivesARunningAppSeesItsOwnActionsMovesItAndSavesItsSessionAsATest() async throws {
        let program = try #require(BuiltProgram.url(named: "draft-app"), "draft-app is not built next to the tests")
        let socket = folder + "app.sock"
        let report = folder + "report.log"
        let app = try RunningProgram(program, [socket, "--record", report])
        let ready = await app.read(until: "listening at")
        #expect(ready.contains("listening at"), "the app did not start: \(ready)")

        let console = try RunningProgram(program, ["attach", socket, "--no-history"])
        let first = await console.read(until: "commands: edit TEXT")
        #expect(first.contains("── Draft ──"), "\(first)")

        // A typed command changes the app's state; the debounce's save comes back in the same line.
        console.write("edit one")
        let typed = await console.read(until: "saved: one (1 saves)")
        #expect(typed.contains("text: one"), "\(typed)")

        // The app's own front sends: the console shows it, marked as the app's.
        app.write("edit two")
        _ = await app.read(until: "done")
        console.write(":history")
        let history = await console.read(until: "▸")
        #expect(history.contains("app › .edited(\"two\")"), "\(history)")
        #expect(history.contains("app ‹ .saved(\"two\")"), "\(history)")

        // Time travel moves the app itself.
        console.write(":goto 1")
        _ = await console.read(until: "at 1:")
        app.write("state")
        let state = await app.read(until: "done")
        #expect(state.contains("text: \"one\", saved: \"one\", saves: 1"), "\(state)")

        // The bug report: the whole session as a log.
        let log = folder + "session.log"
        console.write(":save \(log)")
        let saved = await console.read(until: "recording there")
        #expect(saved.contains("saved "), "\(saved)")
        // While the console is attached, both files record the app: the console's and the
        // app's own report.
        app.write("edit three")
        _ = await app.read(until: "done")
        console.write(":quit")
        #expect(await console.exitStatus() == 0)
        // The app goes on; the console's file stopped when it left, its own report goes on.
        app.write("edit four")
        _ = await app.read(until: "done")
        app.write("quit")
        _ = await app.read(until: "closed")
        #expect(await app.exitStatus() == 0)
        #expect(!FileManager.default.fileExists(atPath: socket), "closing the handle removes the socket")

        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.contains("> .edited(\"two\")"), "the app's own action is in the log:\n\(text)")
        let expected = Draft.State(text: "three", saved: "three", saves: 2)
        let pure = try ActionLog.replay(log, reducer: Draft())
        #expect(pure.state == expected)
        let clock = TestClock()
        let live = try await ActionLog.replayLive(log, reducer: Draft(), clock: clock) { $0.clock = clock }
        #expect(live.state == expected)

        #expect(!text.contains("edited(\"four\")"), "the console's file ends where it left:\n\(text)")
        // The app's own report, recorded from its start, holds the whole session.
        let recorded = try ActionLog.replay(report, reducer: Draft())
        #expect(recorded.state == Draft.State(text: "four", saved: "four", saves: 3))
        let reportText = try String(contentsOfFile: report, encoding: .utf8)
        #expect(reportText.contains("> .edited(\"two\")") && reportText.contains("> .edited(\"four\")"))
    }
}
