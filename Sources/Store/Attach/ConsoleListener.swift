import Foundation
import StoreSupport
import StoreCore
import StoreLogs
import StoreConsole

/// A running app's store, open to consoles: what ``StoreCore/Store/acceptConsoles(at:reducer:configuration:)``
/// gives back. Keep it while consoles may attach; ``close()`` (or releasing it) ends every
/// attached session and removes the socket.
///
/// ```swift
/// #if DEBUG
/// let consoles = try store.acceptConsoles(
///     at: "/tmp/notes-consoles/app.sock",
///     reducer: Notes(),
///     configuration: .init(render: Notes.render)
/// )
/// #endif
/// ```
@MainActor
public final class ConsoleListener {
    /// The socket's path, which `attach` takes.
    public let path: String
    private let host: any AttachHosting
    private let stop: (read: Int32, write: Int32)
    /// `true` once ``close()`` was called.
    public private(set) var isClosed = false
    /// The socket's slot among what a signal that ends the process removes.
    private let removedOnSignal: Int?

    init(path: String, descriptor: Int32, host: any AttachHosting) throws(CommandError) {
        guard let stop = UnixSocket.stopPipe() else {
            POSIXFile.close(descriptor)
            UnixSocket.remove(path)
            throw CommandError("cannot listen at \(path): \(POSIXFile.reason)")
        }
        self.path = path
        self.host = host
        self.stop = stop
        // A signal that ends the process (SIGTERM, SIGHUP, an app's unrouted Ctrl-C) removes
        // the socket too, as a clean exit does.
        removedOnSignal = EndingSignals.removeOnEnd(path)
        // Peers are taken on a thread of their own, and handed to the main actor.
        let listener = ListeningSocket(descriptor: descriptor, stop: stop.read, path: path)
        Thread { [weak host] in
            while let peer = listener.next() {
                Task { @MainActor in
                    guard let host else {
                        POSIXFile.close(peer)
                        return
                    }
                    host.admit(LineSocket(descriptor: peer))
                }
            }
        }.start()
    }

    isolated deinit {
        close()
    }

    /// The session the app has kept since consoles were accepted, as a log file holds it: what
    /// `:save` in an attached console writes.
    public var logText: String { host.logText }

    /// Writes the app's session so far to `path` and goes on recording there as it happens:
    /// a user's bug report that replays as a test. A console's `:save` records beside it,
    /// never in its place.
    ///
    /// A file already at `path` is refused unless `mode` says to replace it or append to it.
    public func record(to path: String, mode: ActionLogWriter.Mode = .createNew) throws {
        try host.record(to: path, mode: mode)
    }

    /// Ends every attached session (each console is told), stops listening, and removes the
    /// socket. Calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        host.closeAll()
        let byte: UInt8 = 1
        _ = withUnsafeBytes(of: byte) { POSIXFile.write(stop.write, $0) }
        POSIXFile.close(stop.write)
        UnixSocket.remove(path)
        EndingSignals.forget(removedOnSignal)
    }
}

/// The listening socket's side of the accepting thread: the next peer, until the stop pipe is
/// written to; then it closes both. A failed accept (no descriptor left: EMFILE, ENFILE; no
/// memory) never ends it: it waits, longer each time up to a second, and tries again, saying
/// so once on standard error, and once more when peers are taken again.
///
/// Peers are taken only while the process keeps a few descriptors to spare: the listener holds
/// a reserve of them (opened on `/dev/null`), and when a peer fills the last descriptor, or
/// none is left to take one, it gives the reserve back and waits. A process with no descriptor
/// left is stopped by the runtime itself (libdispatch's thread-pool monitor reads a file under
/// `/proc` and traps when it cannot open one), so the listener never leaves it at the limit.
private final class ListeningSocket: @unchecked Sendable {
    let descriptor: Int32
    let stop: Int32
    let path: String
    /// Whether the failure to accept was told and not yet its end.
    private var failing = false
    /// The descriptors held back for the rest of the process, given back while it has none.
    private var reserve: [Int32] = []
    private static let reserveSize = 4

    init(descriptor: Int32, stop: Int32, path: String) {
        self.descriptor = descriptor
        self.stop = stop
        self.path = path
        _ = refillReserve()
    }

    func next() -> Int32? {
        var pause: Int32 = 10
        while UnixSocket.waitReadable(descriptor, orStop: stop) {
            // A peer is taken only while one more descriptor than the reserve is free, held
            // (the probe) while it is accepted: the peer never takes the last one, and the
            // process is at its limit only for the one call that finds it so, the reserve given
            // back right after. (The reserve was refilled to the last descriptor, and given
            // back only after the accept failed and its reason was written: a window in which
            // libdispatch's monitor, under the thread sanitizer, found none and trapped.)
            if refillReserve(), let probe = POSIXFile.open("/dev/null", .read) {
                let peer = UnixSocket.accept(descriptor)
                let code = errno
                POSIXFile.close(probe)
                if let peer {
                    if failing {
                        failing = false
                        Platform.writeError("consoles at \(path) are accepted again\n")
                    }
                    return peer
                }
                // A peer that left between the wake and the accept.
                if code == EAGAIN || code == EINTR { continue }
                releaseReserve()
                errno = code
            } else {
                let code = errno
                releaseReserve()
                errno = code
            }
            let reason = POSIXFile.reason
            if !failing {
                failing = true
                Platform.writeError(
                    "consoles at \(path): cannot accept one (\(reason)); the app goes on and tries again until it can\n"
                )
            }
            // The peer still waits, so the socket stays readable: the wait is on the stop alone.
            if UnixSocket.waitForStop(stop, milliseconds: pause) { break }
            pause = min(pause * 2, 1_000)
        }
        releaseReserve()
        POSIXFile.close(descriptor)
        POSIXFile.close(stop)
        return nil
    }

    /// Takes the reserve back up to its size; `false` when the process has too few descriptors
    /// left for it (what it got is kept, and given back by ``releaseReserve()``).
    private func refillReserve() -> Bool {
        while reserve.count < Self.reserveSize {
            guard let spare = POSIXFile.open("/dev/null", .read) else { return false }
            reserve.append(spare)
        }
        return true
    }

    private func releaseReserve() {
        for spare in reserve { POSIXFile.close(spare) }
        reserve.removeAll()
    }
}

/// What ``ConsoleListener`` needs of its feature-typed host.
@MainActor
protocol AttachHosting: AnyObject, Sendable {
    func admit(_ socket: LineSocket)
    func closeAll()
    var logText: String { get }
    func record(to path: String, mode: ActionLogWriter.Mode) throws
}
