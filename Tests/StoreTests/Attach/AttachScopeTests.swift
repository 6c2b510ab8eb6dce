@testable import draft_app
import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
import Testing
import TestSupport

/// A console attached to one screen of a running app: the draft of a desk app (Tests/DraftApp,
/// `--desk`), opened as a scope of the desk's store. The console drives the draft, sees the
/// app's own draft actions, is told when the desk changes the draft from outside it, `:goto`
/// moves the whole app back, and `:save` writes a log that replays on the draft's feature alone.
@MainActor @Suite struct AttachScopeTests {
    let folder = NSTemporaryDirectory() + "attach-scope-\(UUID().uuidString.prefix(8))/"

    @Test func aConsoleAttachedToAScopeDrivesThatScreenAndItsLogReplaysOnTheScreensFeature() async throws {
        let program = try #require(BuiltProgram.url(named: "draft-app"), "draft-app is not built next to the tests")
        let socket = folder + "app.sock"
        let report = folder + "report.log"
        let app = try RunningProgram(program, [socket, "--record", report, "--desk"])
        let ready = await app.read(until: "listening at")
        #expect(ready.contains("listening at"), "the app did not start: \(ready)")

        let console = try RunningProgram(program, ["attach", socket, "--no-history"])
        let first = await console.read(until: "commands: edit TEXT")
        #expect(first.contains("── Draft ──"), "\(first)")

        console.write("edit one")
        _ = await console.read(until: "saved: one (1 saves)")
        app.write("desk")
        let afterOne = await app.read(until: "done")
        #expect(afterOne.contains("text: \"one\", saved: \"one\""), "the typed action went through the desk: \(afterOne)")

        // The app's own draft actions show; the desk's business elsewhere does not.
        app.write("edit two")
        _ = await app.read(until: "done")
        app.write("owner ann")
        _ = await app.read(until: "done")
        // The desk changes the draft from outside it: told, and the log starts again there.
        app.write("archive")
        _ = await app.read(until: "done")
        console.write(":history")
        let history = await console.read(until: "▸")
        #expect(history.contains("app › .edited(\"two\")") && history.contains("app ‹ .saved(\"two\")"), "\(history)")
        #expect(history.contains("app changed this screen"), "\(history)")
        #expect(!history.contains("ownerChanged"), "\(history)")

        console.write("edit three")
        _ = await console.read(until: "saved: three (1 saves)")

        // Back to the moment after the app's "two" was saved: the whole desk goes back with it.
        console.write(":goto 3")
        _ = await console.read(until: "at 3:")
        let moved = await console.read(until: "\n")
        #expect(moved.contains("app ‹ .saved(\"two\")"), "\(moved)")
        app.write("desk")
        let desk = await app.read(until: "done")
        #expect(desk.contains("text: \"two\", saved: \"two\", saves: 2"), "\(desk)")
        #expect(desk.contains("archive: [], owner: \"\""), "\(desk)")

        let log = folder + "session.log"
        console.write(":save \(log)")
        _ = await console.read(until: "recording there")
        app.write("edit four")
        _ = await app.read(until: "done")
        console.write(":quit")
        #expect(await console.exitStatus() == 0)
        // The console's file stopped when it left; the app's report goes on.
        app.write("edit five")
        _ = await app.read(until: "done")
        app.write("quit")
        _ = await app.read(until: "closed")
        #expect(await app.exitStatus() == 0)

        let expected = Draft.State(text: "four", saved: "four", saves: 3)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.contains("# the app changed this screen from outside it"), "\(text)")
        #expect(try ActionLog.replay(log, reducer: Draft()).state == expected, "\(text)")
        let clock = TestClock()
        let live = try await ActionLog.replayLive(log, reducer: Draft(), clock: clock) { $0.clock = clock }
        #expect(live.state == expected)
        #expect(!text.contains("edited(\"five\")"), "\(text)")
        #expect(try ActionLog.replay(report, reducer: Draft()).state == Draft.State(text: "five", saved: "five", saves: 4))
    }

    @Test func aScopeWhoseActionsCannotBeToldApartIsRefusedWithAMessage() throws {
        let desk = Store(initialState: Desk.State(), reducer: Desk())
        let count = desk.scope(state: \.draft.saves, action: { (saves: Int) in Desk.Action.ownerChanged("\(saves)") })
        let error = #expect(throws: CommandError.self) {
            try count.acceptConsoles(at: folder + "never.sock", reducer: Counting(), configuration: .init(render: { _ in Rendering(title: "Count", lines: [], commands: []) }))
        }
        #expect(error?.message.contains("is not a case's constructor of Action") == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: folder + "never.sock"))
    }
}

extension AttachScopeTests {
    @Test func aScopeWhoseFunctionMakesAnotherCaseIsToldAtTheFirstLineTyped() async throws {
        let desk = Store(initialState: Desk.State(), reducer: Desk())
        // A case of the desk's actions carries a String (`ownerChanged`), but this function makes a draft's edit.
        let owner = desk.scope(state: \.owner, action: { (name: String) in Desk.Action.draft(.edited(name)) })
        let consoles = try owner.acceptConsoles(at: folder + "owner.sock", reducer: Naming(), configuration: .init(render: Naming.render))
        defer { consoles.close() }
        let peer = try RawPeer(folder + "owner.sock")
        _ = await peer.attach()
        peer.send("l name bob")
        let answer = await peer.readAnswer()
        #expect(answer.contains { $0.hasPrefix("e ") && $0.contains("turned out not to be the constructor") }, "\(answer)")
    }

    @Test func aConsoleOnAScopeDoesNotReplayALogIntoTheApp() async throws {
        let desk = Store(initialState: Desk.State(), reducer: Desk())
        let draft = desk.scope(state: \.draft, action: Desk.Action.draft)
        let consoles = try draft.acceptConsoles(at: folder + "draft.sock", reducer: Draft(), configuration: .init(render: Draft.render))
        defer { consoles.close() }
        let peer = try RawPeer(folder + "draft.sock")
        _ = await peer.attach()
        peer.send("l :replay some.log")
        let answer = await peer.readAnswer()
        #expect(answer.contains { $0.contains("attached to one screen of the app") }, "\(answer)")
        #expect(desk.state == Desk.State())
    }
}

/// The desk's owner as a screen of its own: its action is the new name.
private struct Naming: Reducer {
    func reduce(into state: inout String, action: String) -> Effect<String> {
        state = action
        return .none
    }

    static func render(_ state: String) -> Rendering<String> {
        Rendering(title: "Owner", lines: [ScreenLine("owner: \(state)")], commands: [
            ScreenCommand(name: "name", argument: "TEXT", summary: "rename") { text throws(CommandError) in text },
        ])
    }
}

/// A feature of a number, for a scope that cannot be opened.
private struct Counting: Reducer {
    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
        state = action
        return .none
    }
}
