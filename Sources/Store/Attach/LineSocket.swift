import Foundation
import StoreSupport
import StoreConsole

/// A connected socket read and written as lines, each on a thread of its own, so neither a peer
/// that floods nor one that stops reading ever holds the main actor.
///
/// Every line read is handed to `onLine` on the reader's thread: its text, or why it was
/// refused (not UTF-8, longer than ``AttachWire/maximumLine``: skipped to its end). Writes are
/// queued and sent by the writer's thread; a peer that lets more than ``maximumQueued`` bytes
/// wait is dropped. The descriptor is closed once both threads have ended.
package final class LineSocket: @unchecked Sendable {
    /// What a read line is: its text, or the one-line reason it was not taken.
    package enum Line: Sendable {
        case text(String)
        case refused(String)
    }

    /// The most bytes that may wait for a peer that does not read.
    static let maximumQueued = 16 << 20

    let descriptor: Int32
    private let condition = NSCondition()
    private var queued: [UInt8] = []
    /// No more writes are taken; the writer sends what is queued, then ends the connection.
    private var closing = false
    /// The connection is over (the peer went, or it was dropped).
    private var ended = false
    private let writerDone = DispatchSemaphore(value: 0)
    /// The writer has ended: all it was given is sent, or the peer is gone.
    private var writerEnded = false

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Starts both threads: `onLine` for each line read, `onEnd` once when the peer is gone or
    /// the connection was closed (after the last `onLine`). `stop`, when readable, ends the
    /// reader too (a listener closing).
    package func start(stop: Int32?, onLine: @escaping @Sendable (Line) -> Void, onEnd: @escaping @Sendable () -> Void) {
        Thread { [self] in
            writeLoop()
            condition.lock()
            writerEnded = true
            condition.broadcast()
            condition.unlock()
            writerDone.signal()
        }.start()
        Thread { [self] in
            readLoop(stop: stop, onLine: onLine)
            end()
            writerDone.wait()
            POSIXFile.close(descriptor)
            onEnd()
        }.start()
    }

    /// `false` once the connection is closing or over: lines still to be handled are not.
    var isOpen: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !closing && !ended
    }

    /// Queues `bytes` for the peer; from any thread, never waiting for the peer.
    package func write(_ bytes: [UInt8]) {
        condition.lock()
        defer { condition.unlock() }
        guard !closing, !ended else { return }
        guard queued.count + bytes.count <= Self.maximumQueued else {
            // A peer that reads nothing is dropped rather than let the app's memory grow.
            ended = true
            queued.removeAll()
            UnixSocket.shutdown(descriptor)
            condition.broadcast()
            return
        }
        queued += bytes
        condition.signal()
    }

    /// Sends what is queued, then ends the connection: the reader wakes and `onEnd` follows.
    package func close() {
        condition.lock()
        closing = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the writer has sent what was queued before ``close()`` (or the peer went),
    /// but not past `deadline`; `false` when the deadline came first. A process about to exit
    /// calls it, or its last words to the peer would be lost with the writer's thread.
    @discardableResult
    func waitUntilSent(before deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !writerEnded {
            if !condition.wait(until: deadline) { return writerEnded }
        }
        return true
    }

    private func end() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
        UnixSocket.shutdown(descriptor)
    }

    private func writeLoop() {
        while true {
            condition.lock()
            while queued.isEmpty, !closing, !ended { condition.wait() }
            if ended || queued.isEmpty {
                let shutDown = closing && !ended
                condition.unlock()
                if shutDown { UnixSocket.shutdown(descriptor) }
                return
            }
            let bytes = queued
            queued.removeAll(keepingCapacity: true)
            condition.unlock()
            let sent = bytes.withUnsafeBytes { UnixSocket.send(descriptor, $0) }
            if !sent {
                end()
                return
            }
        }
    }

    private func readLoop(stop: Int32?, onLine: @Sendable (Line) -> Void) {
        var line: [UInt8] = []
        var skipping = false
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let stop, !UnixSocket.waitReadable(descriptor, orStop: stop) { return }
            let count = chunk.withUnsafeMutableBytes { POSIXFile.read(descriptor, into: $0.baseAddress!, count: $0.count) } ?? 0
            // A peer gone mid-line leaves that part unread: nothing of it is acted on.
            guard count > 0 else { return }
            var start = 0
            while start < count {
                let newline = chunk[start..<count].firstIndex(of: 0x0A)
                let end = newline ?? count
                if !skipping {
                    line += chunk[start..<end]
                    if line.count > AttachWire.maximumLine {
                        skipping = true
                        line.removeAll()
                    }
                }
                start = end + 1
                guard newline != nil else { break }
                if skipping {
                    skipping = false
                    onLine(.refused("a line longer than \(AttachWire.maximumLine) bytes was refused; nothing was done"))
                } else {
                    if line.last == 0x0D { line.removeLast() }
                    if let text = String(validating: line, as: UTF8.self) {
                        onLine(.text(text))
                    } else {
                        onLine(.refused("a line that is not UTF-8 text was refused; nothing was done"))
                    }
                    line.removeAll(keepingCapacity: true)
                }
            }
        }
    }
}
