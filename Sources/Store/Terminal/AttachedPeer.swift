import Foundation
import StoreSupport
import StoreConsole
import StoreAttach

/// The app at the other end of an attached console: lines sent, answers waited for, and what
/// it sends between answers kept until there is a moment to show it.
final class AttachedPeer: @unchecked Sendable {
    enum Ending { case done, quit, gone }

    private let socket: LineSocket
    /// What the reader's thread hands over, in an object of its own that the socket's
    /// callbacks hold strongly: no weak reference to the peer. The runtime keeps a weak
    /// reference's side table at an address shifted into the object's reference count, which
    /// the address sanitizer's leak checker cannot see: a console that exited with the peer
    /// alive (the app gone under piped input) or with a callback still holding it weakly
    /// (after `:quit`) was told of a leak, and ended with 1 for it.
    private final class Inbox: @unchecked Sendable {
        let condition = NSCondition()
        var onGone: (@Sendable () -> Void)?
        var received: [(tag: String, text: String)] = []
        var gone = false
    }
    private let inbox = Inbox()
    /// Called once, on the reader's thread, when the app has closed the connection.
    var onGone: (@Sendable () -> Void)? {
        get {
            inbox.condition.lock()
            defer { inbox.condition.unlock() }
            return inbox.onGone
        }
        set {
            inbox.condition.lock()
            inbox.onGone = newValue
            inbox.condition.unlock()
        }
    }

    /// Whether the app has closed the connection.
    var isGone: Bool {
        inbox.condition.lock()
        defer { inbox.condition.unlock() }
        return inbox.gone
    }

    init(descriptor: Int32) {
        socket = LineSocket(descriptor: descriptor)
        socket.start(
            stop: nil,
            onLine: { [inbox] line in
                guard case .text(let text) = line, let (tag, body) = AttachWire.decode(text) else { return }
                inbox.condition.lock()
                inbox.received.append((tag, String(body)))
                inbox.condition.signal()
                inbox.condition.unlock()
            },
            onEnd: { [inbox] in
                inbox.condition.lock()
                inbox.gone = true
                inbox.condition.broadcast()
                let onGone = inbox.onGone
                inbox.condition.unlock()
                onGone?()
            }
        )
    }

    func send(_ line: String) {
        socket.write(Array((line + "\n").utf8))
    }

    func close() {
        socket.close()
    }

    /// The next message, waiting for it; `nil` once the app is gone and all is read.
    private func next() -> (tag: String, text: String)? {
        inbox.condition.lock()
        defer { inbox.condition.unlock() }
        while inbox.received.isEmpty, !inbox.gone { inbox.condition.wait() }
        return inbox.received.isEmpty ? nil : inbox.received.removeFirst()
    }

    /// Prints the answer to the line sent last as it comes, until its end.
    func answer() -> Ending {
        while let (tag, text) = next() {
            switch tag {
            case "o": Terminal.out(text)
            case "e": Terminal.err(text)
            case "d": return .done
            case "q":
                printUnsolicited()
                return .quit
            default: continue
            }
        }
        return .gone
    }

    /// The completions the app offers for `text`; what else comes meanwhile is kept.
    func completions(for text: String) -> ConsoleCompletion {
        send("c " + text)
        var replacing = 0
        var choices: [String] = []
        var kept: [(tag: String, text: String)] = []
        while let (tag, body) = next() {
            if tag == "d" { break }
            switch tag {
            case "c": replacing = Int(body) ?? 0
            case "w": choices.append(body)
            default: kept.append((tag, body))
            }
        }
        inbox.condition.lock()
        inbox.received.insert(contentsOf: kept, at: 0)
        inbox.condition.unlock()
        return ConsoleCompletion(replacing: replacing, choices: choices)
    }

    /// What came between answers, as lines to show; `nil` once the app is gone, its last
    /// lines kept for ``printUnsolicited()`` (after the line being edited is gone).
    func unsolicited() -> [String]? {
        inbox.condition.lock()
        defer { inbox.condition.unlock() }
        if inbox.received.contains(where: { $0.tag == "q" }) || inbox.gone {
            inbox.gone = true
            return nil
        }
        let lines = inbox.received.filter { $0.tag == "o" || $0.tag == "e" }.map(\.text)
        inbox.received.removeAll()
        return lines
    }

    /// Prints what came between answers; whether there was anything.
    @discardableResult
    func printUnsolicited() -> Bool {
        inbox.condition.lock()
        let lines = inbox.received.filter { $0.tag == "o" || $0.tag == "e" }
        inbox.received.removeAll { $0.tag == "o" || $0.tag == "e" }
        inbox.condition.unlock()
        for (tag, text) in lines {
            if tag == "e" { Terminal.err(text) } else { Terminal.out(text) }
        }
        return !lines.isEmpty
    }
}
