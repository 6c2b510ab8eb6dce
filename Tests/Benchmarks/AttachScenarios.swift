import Foundation
import Store
import StoreSupport

/// A counter for the attach lines: `up` counts one more.
struct AttachCounter: Reducer {
    func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
        state &+= action ? 1 : -1
        return .none
    }

    static func render(_ state: Int) -> Rendering<Bool> {
        Rendering(title: "Counter", lines: [ScreenLine("count: \(state)")], commands: [ScreenCommand(name: "up", summary: "one more", sends: true)])
    }
}

/// What opening a store to consoles costs: nothing on a send while no console is attached,
/// and a typed line's round trip (sent, handled in the app, the screen back) against the same
/// line typed into a console in the app's own process.
@MainActor
func attachScenarios(_ harness: Harness) async {
    let action = opaque(true)
    let plain = Store(initialState: 0, reducer: opaque(AttachCounter()))
    let open = Store(initialState: 0, reducer: opaque(AttachCounter()))
    let folder = NSTemporaryDirectory() + "bench-attach-\(ProcessInfo.processInfo.processIdentifier)"
    guard let listener = try? open.acceptConsoles(at: folder + "/app.sock", reducer: AttachCounter(), configuration: .init(render: AttachCounter.render)) else {
        print("attach: cannot listen in \(folder)")
        return
    }
    defer { listener.close() }
    // Opened, it keeps the app's log: each send is logged. (A store never opened runs the code
    // it ran before attach existed: `benchmarks store` before and after says what that costs.)
    let logged = harness.nanoseconds(per: 200_000) { n in for _ in 0..<n { open.send(action) } }
    let unlogged = harness.nanoseconds(per: 200_000) { n in for _ in 0..<n { plain.send(action) } }
    harness.report("send, a store open to consoles (logged)", logged, baseline: unlogged, baselineName: "never opened", target: nil)

    // The round trip: a console's line over the socket, against the same line typed in-process.
    let rounds = 2_000
    guard let peer = try? BenchPeer(folder + "/app.sock"), await peer.roundTrip("attach 1 plain /") else {
        print("attach: cannot attach")
        return
    }
    let overSocket = await harness.nanoseconds(per: rounds) { n in
        for _ in 0..<n { _ = await peer.roundTrip("l up") }
    }
    var configuration = Console<AttachCounter>.Configuration(render: AttachCounter.render, output: .init(out: { _ in }, err: { _ in }))
    configuration.echo = false
    let console = Console(initialState: 0, reducer: AttachCounter(), configuration: configuration)
    let inProcess = await harness.nanoseconds(per: rounds) { n in
        for _ in 0..<n { await console.handle("up") }
    }
    harness.report("attached line, typed to screen back", overSocket, baseline: inProcess, baselineName: "in-process line", target: nil)
    print("  (target: under 1 ms a line: \(overSocket < 1_000_000 ? "met" : "MISSED"), \(harness.format(overSocket)) ns)")
}

/// A console's end of the socket, read and written on a thread of its own.
final class BenchPeer: @unchecked Sendable {
    let descriptor: Int32
    private var buffered: [UInt8] = []

    init(_ path: String) throws {
        descriptor = try UnixSocket.connect(to: path)
    }

    deinit { POSIXFile.close(descriptor) }

    /// Sends `line` and waits for the answer's `d`; `false` if the app went.
    func roundTrip(_ line: String) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread { [self] in continuation.resume(returning: exchange(line)) }.start()
        }
    }

    private func exchange(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        guard bytes.withUnsafeBytes({ UnixSocket.send(descriptor, $0) }) else { return false }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            while let newline = buffered.firstIndex(of: 0x0A) {
                let isEnd = newline == 1 && buffered[0] == UInt8(ascii: "d")
                buffered.removeSubrange(...newline)
                if isEnd { return true }
            }
            let count = chunk.withUnsafeMutableBytes { POSIXFile.read(descriptor, into: $0.baseAddress!, count: $0.count) } ?? 0
            if count <= 0 { return false }
            buffered += chunk[..<count]
        }
    }
}
