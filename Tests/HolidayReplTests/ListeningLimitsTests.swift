import Foundation
@testable import StoreSupport
@testable import StoreAttach
@testable import StoreTerminal
import TestSupport
import Testing

/// `holiday-repl --listen` at the edges of what it is given: no descriptor left to accept a
/// peer with, peers that never say hello, a console with no input at all, and a folder others
/// can enter.
@Suite(.serialized) struct ListeningLimitsTests {
    static let binary = BuiltProgram.url(named: "holiday-repl")
    let folder = NSTemporaryDirectory() + "limits-\(UUID().uuidString.prefix(8))/"

    private func program(_ arguments: [String], stdin: RunningProgram.Input = .pipe, descriptorLimit: Int? = nil) throws -> RunningProgram {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        return try RunningProgram(binary, arguments, stdin: stdin, descriptorLimit: descriptorLimit, watchdog: 120)
    }

    @Test func runningOutOfDescriptorsNeverSilencesTheListenerItSaysSoOnceAndAcceptsAgain() async throws {
        let socket = folder + "app.sock"
        // About ten descriptors are the app's own at start and four its listener's reserve:
        // twenty leave room for five or six peers; the rest of twelve wait in the socket's
        // backlog (eight), not refused.
        let app = try program(["--year", "2026", "--no-history", "--listen", socket], descriptorLimit: 20)
        let started = await app.read(until: "commands:")
        var peers: [Int32] = []
        defer { for peer in peers { POSIXFile.close(peer) } }
        for _ in 0..<12 {
            do {
                peers.append(try UnixSocket.connect(to: socket))
            } catch {
                Issue.record("peer \(peers.count + 1): \(error.message); the app said: \(started)")
                break
            }
        }
        let told = await app.read(until: "tries again until it can")
        #expect(told.contains("consoles at \(socket): cannot accept one (Too many open files)"), "\(told)")
        for peer in peers { POSIXFile.close(peer) }
        peers.removeAll()
        let again = await app.read(until: "are accepted again")
        #expect(again.contains("consoles at \(socket) are accepted again"), "\(again)")
        #expect(!again.contains("cannot accept one"), "it is said once: \(again)")

        let console = try program(["attach", socket, "--no-history"])
        let screen = await console.read(until: "commands:")
        guard screen.contains("Holidays 2026") else {
            app.send(signal: SIGKILL)
            Issue.record("a console attaches after the burst: \(screen); the app said: \(await app.read(until: "\u{0}"))")
            return
        }
        console.write(":quit")
        #expect(await console.exitStatus() == 0)
        app.send(signal: SIGTERM)
        #expect(await app.exitStatus() == SIGTERM && app.endedBySignal, "a signal still ends it")
        #expect(!FileManager.default.fileExists(atPath: socket))
    }

    @Test func aConsoleWithNoInputLeavesAtOnceAndSilentPeersNeverLockConsolesOut() async throws {
        let socket = folder + "app.sock"
        let app = try program(["--year", "2026", "--no-history", "--listen", socket])
        _ = await app.read(until: "commands:")
        // `attach S <&-`: descriptor 0 closed. Its socket no longer takes 0 and reads itself.
        let closed = try program(["attach", socket, "--no-history"], stdin: .closed)
        let said = await closed.read(until: "\u{0}")
        #expect(await closed.exitStatus() == 0, "it saw the end of its input and left: \(said)")

        // As many peers as the app serves connect and say nothing; a console still attaches,
        // and the one that waited longest is told why it was closed.
        var silent: [Int32] = []
        defer { for peer in silent { POSIXFile.close(peer) } }
        for _ in 0..<AttachWire.maximumPeers {
            do {
                silent.append(try UnixSocket.connect(to: socket))
            } catch {
                app.send(signal: SIGKILL)
                Issue.record("\(error.message); the app said: \(await app.read(until: "\u{0}"))")
                return
            }
        }
        let console = try program(["attach", socket, "--no-history"])
        let screen = await console.read(until: "commands:")
        #expect(screen.contains("Holidays 2026"), "a console attaches past the silent peers: \(screen)")
        var bytes = [UInt8](repeating: 0, count: 4_096)
        let count = bytes.withUnsafeMutableBytes { POSIXFile.read(silent[0], into: $0.baseAddress!, count: $0.count) } ?? 0
        let first = String(decoding: bytes[..<max(count, 0)], as: UTF8.self)
        #expect(first.hasPrefix("e another console connected while this one had not said hello"), "\(first)")
        console.write(":quit")
        #expect(await console.exitStatus() == 0)
        app.send(signal: SIGTERM)
        #expect(await app.exitStatus() == SIGTERM)
    }

    @Test func aFolderOthersCanEnterIsRefusedWithASubfolderNeverAChmod() async throws {
        let shared = folder + "shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        // As /tmp is: everyone may write, the sticky bit set.
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: shared)
        let refused = try program(["--listen", shared + "/x.sock"], stdin: .null)
        let said = await refused.read(until: "\u{0}")
        #expect(await refused.exitStatus() == 2)
        #expect(said.contains("others can enter the folder \(shared) (mode 1777)"), "the sticky bit is shown: \(said)")
        #expect(said.contains("like \(shared)/consoles-\(getuid())/x.sock"), "a subfolder is suggested: \(said)")
        #expect(!said.contains("chmod"), "\(said)")
        for path in ["/x.sock", "/tmp/x.sock"] {
            let root = try program(["--listen", path], stdin: .null)
            let text = await root.read(until: "\u{0}")
            #expect(await root.exitStatus() == 2)
            #expect(!text.contains("chmod"), "never advice to change a system or shared folder's mode: \(text)")
        }
    }
}
