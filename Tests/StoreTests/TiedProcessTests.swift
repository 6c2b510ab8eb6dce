import Foundation
import TestSupport
import Testing

#if os(Linux)
@Suite struct TiedProcessTests {
    /// Whether `pid` still runs: a process that ended and waits to be reaped (state Z in
    /// /proc) does not.
    static func runs(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(close, offsetBy: 2)] != "Z"
    }

    @Test func aProgramATestStartedDiesWhenTheTestProcessIsKilled() async throws {
        let parent = try #require(BuiltProgram.url(named: "tied-parent"), "tied-parent is not built next to the tests")
        let app = try #require(BuiltProgram.url(named: "draft-app"), "draft-app is not built next to the tests")
        // The app's input is a FIFO this test holds open: its input does not end when the
        // process that started it dies, so only the parent-death signal can end it.
        let fifo = NSTemporaryDirectory() + "tied-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        #expect(mkfifo(fifo, 0o600) == 0)
        let held = open(fifo, O_RDWR)
        defer {
            close(held)
            unlink(fifo)
            try? FileManager.default.removeItem(atPath: fifo + "-folder")
        }
        // A headless app that prints nothing until its input says so, so no write of its own to
        // a pipe nobody reads ends it either.
        let socket = fifo + "-folder/app.socket"
        let stand = try RunningProgram(parent, [fifo, app.path, socket])
        let said = await stand.read(until: "\n")
        let pid = try #require(said.split(separator: " ").last.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }, "tied-parent said \(said)")
        // The app is up once its socket is: it listens and reads its input.
        let up = Date().addingTimeInterval(10 * Double(TestPlatform.sanitizerSlowdown))
        while !FileManager.default.fileExists(atPath: socket), Self.runs(pid), Date() < up { usleep(5_000) }
        try #require(Self.runs(pid) && FileManager.default.fileExists(atPath: socket), "the app did not start listening at \(socket)")
        kill(stand.processIdentifier, SIGKILL)
        // The kernel signals the app as its parent dies; its end is seen within a bound.
        let bound = Date().addingTimeInterval(10 * Double(TestPlatform.sanitizerSlowdown))
        while Self.runs(pid), Date() < bound { usleep(5_000) }
        #expect(!Self.runs(pid), "the app (pid \(pid)) outlived the process that started it, killed with SIGKILL")
        if Self.runs(pid) { kill(pid, SIGKILL) }
    }
}
#endif
