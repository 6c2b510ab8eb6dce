import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
import Testing
import TestSupport

/// What an app open to consoles spends on peers that connect and wait, and what the app's own
/// pane is told when a console moves its state without an action.
@MainActor @Suite struct AttachLimitsTests {
    let folder = NSTemporaryDirectory() + "limits-\(UUID().uuidString.prefix(8))/"

    /// A number from `/proc/PID/status` (`Threads`, `VmRSS` in kB).
    private func status(_ pid: Int32, _ field: String) throws -> Int {
        let text = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(field + ":") })
        return try #require(Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? ""))
    }

    /// The app's threads once they are at most `bound`: a peer closed ends its two threads
    /// soon after, not at once. Asked again while above, for up to a minute.
    private func threads(of pid: Int32, settleAtMost bound: Int) async throws -> Int {
        var threads = try status(pid, "Threads")
        for _ in 0..<1_200 where threads > bound {
            try await Task.sleep(for: .milliseconds(50))
            threads = try status(pid, "Threads")
        }
        return threads
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func silentPeersMakeRoomForNewOnesAndTheAppsThreadsAndMemoryStayFlat() async throws {
        let program = try #require(BuiltProgram.url(named: "draft-app"), "draft-app is not built next to the tests")
        let socket = folder + "app.sock"
        let app = try RunningProgram(program, [socket])
        _ = await app.read(until: "listening at")
        let threadsBefore = try status(app.pid, "Threads")

        // 200 peers connect and say nothing: each that comes while the app serves as many as
        // it will makes the one that has waited longest for its hello leave, told why.
        var peers: [RawPeer] = []
        var madeRoom = 0
        for _ in 0..<200 {
            let peer = try RawPeer(socket)
            peers.append(peer)
        }
        for peer in peers.prefix(200 - AttachWire.maximumPeers) {
            let answer = await peer.readUntilEnd()
            if answer.first == "e another console connected while this one had not said hello; this connection was closed", answer.last == "q" {
                madeRoom += 1
            }
        }
        #expect(madeRoom == 200 - AttachWire.maximumPeers)
        let bound = threadsBefore + 2 * AttachWire.maximumPeers + 4
        #expect(try await threads(of: app.pid, settleAtMost: bound) <= bound)

        // A soak: 3,000 more come and go at once; the app's memory comes back.
        let rssBefore = try status(app.pid, "VmRSS")
        for _ in 0..<3_000 {
            let peer = try RawPeer(socket)
            peer.close()
        }
        peers.removeAll()
        // The waiting ones are served and see their peers gone: a console attaches again.
        let console = try RawPeer(socket)
        var screen = await console.attach()
        var tries = 1
        while !screen.contains(where: { $0.hasPrefix("o ── Draft") }), tries < 1_000 {
            tries += 1
            // A peer still being closed holds a place: the next try is served.
            screen = await (try RawPeer(socket)).attach()
        }
        #expect(screen.contains { $0.hasPrefix("o ── Draft") }, "a console attaches after the flood: \(screen)")
        let rssAfter = try status(app.pid, "VmRSS")
        // A sanitizer's own memory is in VmRSS and is no measure of the app's: the address
        // sanitizer keeps freed blocks in a quarantine of up to 256 MiB (its leak checker at
        // the app's exit, which must be 0 below, stands for the bound there), the thread
        // sanitizer keeps shadow and state for each of the 6,400 threads the peers had
        // (78 MB → 172 MB measured). The plain build judges the bound.
        if TestPlatform.sanitizerSlowdown == 1 {
            #expect(rssAfter < rssBefore + 20_000, "RSS \(rssBefore) kB → \(rssAfter) kB after 3,200 peers")
        }
        #expect(try await threads(of: app.pid, settleAtMost: bound) <= bound)
        app.write("quit")
        _ = await app.read(until: "closed")
        #expect(await app.exitStatus() == 0)
    }

    @Test func anAppsOwnSignalHandlerIsKeptAndADefaultOneRemovesTheSocket() async throws {
        let program = try #require(BuiltProgram.url(named: "draft-app"), "draft-app is not built next to the tests")
        // A server that stops itself on SIGTERM keeps doing so once it accepts consoles.
        let own = try RunningProgram(program, [folder + "own.sock", "--graceful-stop"])
        _ = await own.read(until: "listening at")
        own.send(signal: SIGTERM)
        #expect(await own.read(until: "graceful stop").contains("graceful stop"))
        #expect(await own.exitStatus() == 0)
        #expect(!own.endedBySignal)
        // An app that left SIGTERM as it was ends by it, its socket removed.
        let plain = try RunningProgram(program, [folder + "plain.sock"])
        _ = await plain.read(until: "listening at")
        plain.send(signal: SIGTERM)
        #expect(await plain.exitStatus() == SIGTERM)
        #expect(plain.endedBySignal)
        #expect(!FileManager.default.fileExists(atPath: folder + "plain.sock"))
        // SIGQUIT, which Linux's Swift runtime takes at start for its backtracer, is no app's
        // own: it ends the app by it, the socket removed, with no crash report.
        let quit = try RunningProgram(program, [folder + "quit.sock"], watchdog: 120)
        _ = await quit.read(until: "listening at")
        quit.send(signal: SIGQUIT)
        #expect(await quit.exitStatus() == SIGQUIT)
        #expect(quit.endedBySignal)
        #expect(!FileManager.default.fileExists(atPath: folder + "quit.sock"))
        #expect(!(await quit.read(until: "\u{0}")).contains("crashed"))
    }

    struct Counter: Reducer {
        struct State: Equatable, Codable, Sendable { var count = 0 }
        enum Action: Equatable, Codable, Sendable { case increment }
        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            state.count += 1
            return .none
        }
        static func render(_ state: State) -> Rendering<Action> {
            Rendering(title: "Counter", lines: [ScreenLine("count: \(state.count)")], commands: [ScreenCommand(name: "up", summary: "count one more", sends: .increment)])
        }
    }

    @Test func aConsolesReplayIsToldInTheAppsPaneAsAReplayNotAStepBack() async throws {
        var printed: [String] = []
        var configuration = Console<Counter>.Configuration(render: Counter.render)
        configuration.output = .init(out: { printed.append($0) }, err: { printed.append($0) })
        let local = Console(initialState: Counter.State(), reducer: Counter(), configuration: configuration)
        let listener = try local.acceptConsoles(at: folder + "app.sock")
        defer { listener.close() }
        let log = folder + "three.log"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let lines = try [ActionLog.header, ActionLog.line(start: Counter.State())] + (0..<3).map { _ in try ActionLog.line(Counter.Action.increment, from: .user) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: log, atomically: true, encoding: .utf8)

        let peer = try RawPeer(folder + "app.sock")
        _ = await peer.attach()
        peer.send("l :replay \(log)")
        let answer = await peer.readAnswer()
        #expect(answer.contains { $0.contains("replayed 3 actions") }, "\(answer)")
        #expect(local.store.state.count == 3)
        let told = printed.filter { $0.contains("console ") }
        #expect(told.contains { $0.contains("console replayed 3 actions from \(log)") }, "\(told)")
        #expect(!told.contains { $0.contains("moved the state back") }, "\(told)")
    }
}
