import Foundation
@testable import StoreSupport
@testable import StoreCore
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// Every byte from a peer is hostile input: garbage, a 10 MB line, a flood, a peer gone
/// mid-line, a second console. Each gets an error line or is dropped, and the app goes on:
/// its state whole, its own sends answered, the next console served.
@MainActor @Suite struct AttachHostilePeerTests {
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

    let folder = NSTemporaryDirectory() + "peers-\(UUID().uuidString.prefix(8))"
    var path: String { folder + "/app.sock" }
    let store = Store(initialState: Counter.State(), reducer: Counter())

    func listen() throws -> ConsoleListener {
        try store.acceptConsoles(at: path, reducer: Counter(), configuration: .init(render: Counter.render))
    }

    @Test func garbageForAGreetingGetsOneErrorAndTheNextConsoleIsServed() async throws {
        let listener = try listen()
        let peer = try RawPeer(path)
        peer.send("GET / HTTP/1.1")
        let answer = await peer.readUntilEnd()
        #expect(answer.first?.hasPrefix("e this is a console socket") == true, "\(answer)")
        #expect(answer.last == "q")
        let console = try RawPeer(path)
        let screen = await console.attach()
        #expect(screen.contains("o count: 0"), "\(screen)")
        listener.close()
    }

    @Test func aLineThatIsNotTextOrNotOfTheProtocolGetsAnErrorAndChangesNothing() async throws {
        let listener = try listen()
        let peer = try RawPeer(path)
        _ = await peer.attach()
        peer.send(bytes: [0x6C, 0x20, 0xFF, 0xFE, 0x0A])
        let notText = await peer.readAnswer()
        #expect(notText.contains { $0.contains("not UTF-8") }, "\(notText)")
        peer.send("zz what")
        let unknown = await peer.readAnswer()
        #expect(unknown.contains { $0.contains("no message `zz`") }, "\(unknown)")
        peer.send("l .nothing")
        let refused = await peer.readAnswer()
        #expect(refused.contains { $0.hasPrefix("e ") }, "\(refused)")
        #expect(store.state.count == 0)
        peer.send("l up")
        _ = await peer.readAnswer()
        #expect(store.state.count == 1)
        // Completions are the app's, asked over the socket.
        peer.send("c u")
        #expect(await peer.readAnswer() == ["c 1", "w up", "d"])
        listener.close()
    }

    @Test func aTenMegabyteLineIsRefusedWholeAndTheSessionGoesOn() async throws {
        let listener = try listen()
        let peer = try RawPeer(path)
        _ = await peer.attach()
        await peer.sendOffMain([UInt8]("l ".utf8) + [UInt8](repeating: 0x2E, count: 10 << 20) + [0x0A])
        let answer = await peer.readAnswer()
        #expect(answer.contains { $0.contains("a line longer than") }, "\(answer)")
        peer.send("l up")
        _ = await peer.readAnswer()
        #expect(store.state.count == 1)
        listener.close()
    }

    @Test func aFloodIsDroppedAndEveryActionItSentIsWholeOrNotAtAll() async throws {
        let listener = try listen()
        let peer = try RawPeer(path)
        _ = await peer.attach()
        await peer.sendOffMain([UInt8](String(repeating: "l up\n", count: 100_000).utf8))
        let rest = await peer.readUntilEnd()
        #expect(rest.contains { $0.contains("without waiting for their answers") }, "\(rest.suffix(3))")
        // Each line answered was applied once; a line whose answer the drop cut off may have
        // been applied whole; none after the drop.
        let answered = rest.filter { $0 == "d" }.count
        let count = store.state.count
        #expect(answered <= count && count <= answered + 1, "\(answered) answered, count \(count)")
        #expect(count <= AttachWire.maximumWaiting + 1)
        // The app goes on: its own sends, and the next console.
        store.send(.increment)
        #expect(store.state.count == count + 1)
        #expect(await attachOnceFree().contains("o count: \(count + 1)"))
        listener.close()
    }

    /// A new console's first answer once the app has let the last one go (it does so when
    /// its reader sees the end, on a thread of its own).
    func attachOnceFree() async -> String {
        var screen = ""
        for _ in 0..<500 {
            guard let next = try? RawPeer(path) else { break }
            screen = await next.attach().joined(separator: "\n")
            if !screen.contains("another console is attached") { break }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return screen
    }

    @Test func aPeerGoneMidLineLeavesNothingHalfDoneAndTheNextConsoleAttaches() async throws {
        let listener = try listen()
        let peer = try RawPeer(path)
        _ = await peer.attach()
        peer.send(bytes: Array("l u".utf8))
        peer.close()
        #expect(store.state.count == 0)
        #expect(await attachOnceFree().contains("o count: 0"))
        listener.close()
    }

    @Test func aSecondConsoleIsToldWhichIsAttachedAndClosingTheHandleEndsTheSession() async throws {
        let listener = try listen()
        let first = try RawPeer(path)
        _ = await first.attach()
        let second = try RawPeer(path)
        second.send("attach 1 plain /")
        let refused = await second.readUntilEnd()
        #expect(refused.first?.contains("another console is attached") == true, "\(refused)")
        listener.close()
        let ended = await first.readUntilEnd()
        #expect(ended.contains { $0.contains("the app closed its consoles") }, "\(ended)")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(throws: SocketError.self) { try UnixSocket.connect(to: path) }
    }

    @Test func theSocketIsTheUsersAloneAndWhatIsNotItsOwnIsRefused() throws {
        let listener = try listen()
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        let socketMode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        #expect(socketMode == 0o600)
        // A live socket is another app's: refused.
        #expect(throws: CommandError.self) { try listen() }
        listener.close()

        // A folder others can enter, or another user's, is refused; so is a file that is no socket.
        let open = folder + "-open"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        let opened = #expect(throws: CommandError.self) { try store.acceptConsoles(at: open + "/app.sock", reducer: Counter(), configuration: .init(render: Counter.render)) }
        #expect(opened?.message.contains("others can enter") == true, "\(String(describing: opened))")
        let file = folder + "/not-a-socket"
        _ = FileManager.default.createFile(atPath: file, contents: Data("keep me".utf8))
        #expect(throws: CommandError.self) { try store.acceptConsoles(at: file, reducer: Counter(), configuration: .init(render: Counter.render)) }
        #expect(FileManager.default.contents(atPath: file) == Data("keep me".utf8))
        if getuid() == 0 {
            let theirs = folder + "-theirs"
            try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            #expect(chown(theirs, 1, 1) == 0)
            let other = #expect(throws: CommandError.self) { try store.acceptConsoles(at: theirs + "/app.sock", reducer: Counter(), configuration: .init(render: Counter.render)) }
            #expect(other?.message.contains("belongs to another user") == true)
        }
        // A socket left by an app that ended is replaced.
        let stale = try UnixSocket.listen(at: folder + "/stale.sock")
        POSIXFile.close(stale)
        let replaced = try store.acceptConsoles(at: folder + "/stale.sock", reducer: Counter(), configuration: .init(render: Counter.render))
        replaced.close()
    }
}

/// A peer that speaks the attach protocol by hand, or does not.
final class RawPeer: @unchecked Sendable {
    let descriptor: Int32
    private var buffered: [UInt8] = []

    init(_ path: String) throws {
        descriptor = try UnixSocket.connect(to: path)
    }

    deinit { POSIXFile.close(descriptor) }

    func send(_ line: String) { send(bytes: Array((line + "\n").utf8)) }

    func send(bytes: [UInt8]) { _ = bytes.withUnsafeBytes { UnixSocket.send(descriptor, $0) } }

    func sendOffMain(_ bytes: [UInt8]) async {
        await withCheckedContinuation { continuation in
            Thread { [self] in
                send(bytes: bytes)
                continuation.resume()
            }.start()
        }
    }

    func close() { UnixSocket.shutdown(descriptor) }

    /// Says hello; the first answer.
    func attach() async -> [String] {
        send("attach 1 plain /")
        return await readAnswer()
    }

    /// The lines up to and including the next `d` or `q`, or to the end.
    func readAnswer() async -> [String] {
        await read { $0 == "d" || $0 == "q" }
    }

    /// Every line until the app closes the connection.
    func readUntilEnd() async -> [String] {
        await read { _ in false }
    }

    private func read(until last: @escaping @Sendable (String) -> Bool) async -> [String] {
        await withCheckedContinuation { continuation in
            Thread { [self] in
                var lines: [String] = []
                var chunk = [UInt8](repeating: 0, count: 65_536)
                while true {
                    while let newline = buffered.firstIndex(of: 0x0A) {
                        let line = String(decoding: buffered[..<newline], as: UTF8.self)
                        buffered.removeSubrange(...newline)
                        lines.append(line)
                        if last(line) { return continuation.resume(returning: lines) }
                    }
                    let count = chunk.withUnsafeMutableBytes { POSIXFile.read(descriptor, into: $0.baseAddress!, count: $0.count) } ?? 0
                    if count <= 0 { return continuation.resume(returning: lines) }
                    buffered += chunk[..<count]
                }
            }.start()
        }
    }
}
