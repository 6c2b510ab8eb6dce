import Foundation
import StoreSupport
import StoreCore
import StoreLogs
import StoreConsole

/// The app's side of attached consoles: it keeps the app's session log, admits one console at a
/// time, and runs each attached session's lines through a ``/StoreConsole/Console`` over the app's store.
@MainActor
final class AttachHost<Feature: Reducer>: AttachHosting
where Feature.State: Codable & Equatable & Sendable, Feature.Action: Codable & Equatable & Sendable {
    package typealias State = Feature.State
    package typealias Action = Feature.Action

    let app: AttachedApp<State, Action>
    let reducer: Feature
    let configuration: Console<Feature>.Configuration
    /// The program's own console, when the app is a ``/StoreTerminal/ConsoleProgram``: it shows what an
    /// attached console sends.
    weak var local: Console<Feature>?
    /// The socket of the attached session, and when it attached.
    private var attached: (socket: LineSocket, since: Date)?
    /// Every socket not yet ended, attached or still saying hello.
    private var sockets: [ObjectIdentifier: LineSocket] = [:]
    /// The sockets in the order they came, and those that have said hello.
    private var arrivals: [ObjectIdentifier] = []
    private var greeted: Set<ObjectIdentifier> = []
    /// The app's own log keeping, when no console of the program keeps it.
    private var keeping: StoreObservation?
    /// The listener was closed: a peer still on its way in is turned away.
    private var closed = false

    init(app: AttachedApp<State, Action>, reducer: Feature, configuration: Console<Feature>.Configuration, keeping: StoreObservation?) {
        self.app = app
        self.reducer = reducer
        self.configuration = configuration
        self.keeping = keeping
    }

    var logText: String { app.log.text }

    func record(to path: String, mode: ActionLogWriter.Mode) throws {
        try app.log.recordReport(to: path, mode: mode)
    }

    func closeAll() {
        closed = true
        for socket in sockets.values {
            socket.write(AttachWire.encode("e", "the app closed its consoles; this session has ended"))
            socket.write(AttachWire.encode("q", ""))
            socket.close()
        }
        // Each console is told before the app goes on (or exits): at most a second in all, for
        // a peer that does not read.
        let deadline = Date(timeIntervalSinceNow: 1)
        for socket in sockets.values { socket.waitUntilSent(before: deadline) }
        keeping?.cancel()
        keeping = nil
    }

    func admit(_ socket: LineSocket) {
        if closed {
            POSIXFile.close(socket.descriptor)
            return
        }
        // Each peer costs two threads while it is served: at the cap, the peer that has been
        // connected longest without saying hello (a console whose input never came, a stray
        // client) makes room; with none, the new peer is told why in one line and closed at
        // once, with no thread of its own.
        while sockets.count >= AttachWire.maximumPeers, let silent = arrivals.first(where: { !greeted.contains($0) }), let evicted = sockets[silent] {
            evicted.write(AttachWire.encode("e", "another console connected while this one had not said hello; this connection was closed"))
            evicted.write(AttachWire.encode("q", ""))
            evicted.close()
            forget(silent)
        }
        guard sockets.count < AttachWire.maximumPeers else {
            let who = attached == nil ? "none attached yet" : "one attached"
            let why = AttachWire.encode("e", "\(sockets.count) consoles are connected to this app already (\(who), the rest being answered); try again when one has left")
                + AttachWire.encode("q", "")
            _ = why.withUnsafeBytes { UnixSocket.send(socket.descriptor, $0) }
            UnixSocket.shutdown(socket.descriptor)
            POSIXFile.close(socket.descriptor)
            return
        }
        let (lines, delivery) = AsyncStream<LineSocket.Line>.makeStream()
        let waiting = Locked(0)
        let interrupts = Locked<ConsoleInterrupts?>(nil)
        sockets[ObjectIdentifier(socket)] = socket
        arrivals.append(ObjectIdentifier(socket))
        socket.start(
            stop: nil,
            onLine: { line in
                // An interrupt acts as it comes, as Ctrl-C does in the app's own pane: the line
                // it stops is still being handled.
                if case .text(let text) = line, text == AttachWire.interrupt {
                    guard let interrupts = interrupts.withLock({ $0 }) else { return }
                    if !interrupts.interrupt() {
                        socket.write(AttachWire.encode("e", "(nothing is loading; Ctrl-D or :quit leaves)"))
                    }
                    return
                }
                let count = waiting.withLock { count in
                    count += 1
                    return count
                }
                guard count <= AttachWire.maximumWaiting else {
                    if count == AttachWire.maximumWaiting + 1 {
                        socket.write(AttachWire.encode("e", "more than \(AttachWire.maximumWaiting) lines came without waiting for their answers; this console was dropped"))
                        socket.write(AttachWire.encode("q", ""))
                        socket.close()
                    }
                    return
                }
                delivery.yield(line)
            },
            onEnd: { delivery.finish() }
        )
        Task { [weak self] in
            await self?.serve(socket, lines, waiting, interrupts)
            self?.forget(ObjectIdentifier(socket))
        }
    }

    private func forget(_ socket: ObjectIdentifier) {
        sockets[socket] = nil
        greeted.remove(socket)
        arrivals.removeAll { $0 == socket }
    }

    private func serve(
        _ socket: LineSocket, _ lines: AsyncStream<LineSocket.Line>, _ waiting: Locked<Int>, _ interrupts: Locked<ConsoleInterrupts?>
    ) async {
        var lines = lines.makeAsyncIterator()
        func said(_ tag: Character, _ text: String = "") { socket.write(AttachWire.encode(tag, text)) }
        guard let first = await lines.next() else { return socket.close() }
        waiting.withLock { $0 -= 1 }
        guard case .text(let hello) = first, let greeting = Greeting(hello) else {
            said("e", "this is a console socket: a console's first line is `attach \(AttachWire.version) ansi|plain FOLDER`")
            said("q")
            return socket.close()
        }
        // A peer that made room for another before its hello was read is gone already.
        guard socket.isOpen else { return }
        greeted.insert(ObjectIdentifier(socket))
        if let attached {
            let since = attached.since.formatted(date: .omitted, time: .standard)
            said("e", "another console is attached to this app (since \(since)); one at a time: leave that one first (`:quit` or Ctrl-D)")
            said("q")
            return socket.close()
        }
        attached = (socket, Date())
        defer { attached = nil }
        var configuration = configuration
        configuration.attached = app
        configuration.folder = greeting.folder
        if greeting.colors {
            configuration.style = ConsoleStyle.ansi
        } else {
            configuration.style = { text, _ in text }
        }
        configuration.echo = false
        configuration.interruptKey = "Ctrl-C"
        configuration.output = Console.Output(out: { said("o", $0) }, err: { said("e", $0) })
        let console = Console(initialState: app.store.state, reducer: reducer, configuration: configuration)
        interrupts.withLock { $0 = console.interrupts }
        console.showForeignActions(as: "app")
        local?.showForeignActions(as: "console")
        local?.note("a console attached")
        defer {
            // What its `:save` records to stops with it: the file keeps what it saw.
            if let recorder = console.recorder { app.log.stopRecording(beside: recorder) }
            console.stopShowingForeignActions()
            local?.note("the console left")
        }
        console.note("attached: what the app's own front and effects send shows as `app ›` and `app ‹`; `:quit` or Ctrl-D leaves, and the app goes on")
        console.printScreen()
        said("d")
        var toldProblem = false
        // A peer dropped (a flood) has the lines it sent before the drop left unhandled.
        while let line = await lines.next(), socket.isOpen {
            defer { waiting.withLock { $0 -= 1 } }
            guard case .text(let text) = line else {
                if case .refused(let why) = line { console.fail(why) }
                said("d")
                continue
            }
            guard let (tag, body) = AttachWire.decode(text) else {
                console.fail("a line the attach protocol does not know was refused; nothing was done")
                said("d")
                continue
            }
            switch tag {
            case "l":
                local?.foreign.othersLine = true
                await console.handle(String(body))
                local?.foreign.othersLine = false
                if !toldProblem, let problem = app.point.problem() {
                    toldProblem = true
                    console.fail(problem)
                }
                if console.isFinished {
                    said("q")
                    return socket.close()
                }
            case "c":
                let completion = console.completions(for: String(body))
                said("c", String(completion.replacing))
                for choice in completion.choices { said("w", choice) }
            default:
                console.fail("the attach protocol has no message `\(tag.prefix(12))`; nothing was done")
            }
            said("d")
        }
        socket.close()
    }
}

/// A console's first line: `attach 1 ansi /its/folder`.
struct Greeting {
    let colors: Bool
    let folder: String

    init?(_ line: String) {
        let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        guard words.count >= 3, words[0] == "attach", words[1] == "\(AttachWire.version)", words[2] == "ansi" || words[2] == "plain" else { return nil }
        colors = words[2] == "ansi"
        folder = words.count == 4 ? String(words[3]) : ""
    }
}
