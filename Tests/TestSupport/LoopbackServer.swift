import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the live client's tests: it answers each request
/// with what `respond` returns for its path and query, one thread a connection.
public final class LoopbackServer: @unchecked Sendable {
    public struct Request: Sendable {
        public let path: String
        public let query: [String: String]
        public let raw: String
    }

    public struct Response: Sendable {
        public var status: Int
        public var contentType = "application/json"
        public var body: Data
        public var delay: Duration = .zero
        /// A Content-Length to announce instead of the body's own: larger, for a transfer cut short.
        public var declaredLength: Int?

        public init(status: Int, contentType: String = "application/json", body: Data, delay: Duration = .zero, declaredLength: Int? = nil) {
            self.status = status
            self.contentType = contentType
            self.body = body
            self.delay = delay
            self.declaredLength = declaredLength
        }

        public static func json(_ status: Int, _ text: String) -> Response {
            Response(status: status, body: Data(text.utf8))
        }
    }

    public let port: UInt16
    /// A session of this server's own, so that clients of servers in other tests share no
    /// connection pool with it.
    public let session = URLSession(configuration: .ephemeral)
    private let core: Core

    public var baseURL: String { "http://127.0.0.1:\(port)/v1/" }
    public var requests: [Request] { core.lock.withLock { core.seen } }

    public init(respond: @escaping @Sendable (Request) -> Response) throws {
        guard let (fd, port) = TestPlatform.loopbackListener() else { throw POSIXError(.EADDRINUSE) }
        self.port = port
        let core = Core(socket: fd, port: port, respond: respond)
        self.core = core
        Thread { core.acceptLoop() }.start()
    }

    /// Dropping the server stops it, and its threads end soon after.
    deinit {
        core.stop()
        session.invalidateAndCancel()
    }

    /// Stops listening: new connections are refused.
    public func stop() { core.stop() }

    /// What the threads share; they hold this, not the server, so dropping the server stops it.
    private final class Core: @unchecked Sendable {
        let socket: Int32
        let port: UInt16
        let respond: @Sendable (Request) -> Response
        let lock = NSLock()
        var seen: [Request] = []
        var stopped = false

        init(socket: Int32, port: UInt16, respond: @escaping @Sendable (Request) -> Response) {
            self.socket = socket
            self.port = port
            self.respond = respond
        }

        /// Once only, since closing a descriptor twice could close one that another test has
        /// opened since.
        func stop() {
            let first = lock.withLock {
                defer { stopped = true }
                return !stopped
            }
            guard first else { return }
            TestPlatform.shutDown(socket)
        }

        func acceptLoop() {
            while true {
                guard let connection = TestPlatform.accept(socket) else { return }
                Thread { self.serve(connection) }.start()
            }
        }

        func serve(_ connection: Int32) {
            defer { TestPlatform.close(connection) }
            var received = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !received.contains(Data("\r\n\r\n".utf8)) {
                let count = TestPlatform.read(connection, &buffer)
                guard count > 0 else { return }
                received.append(contentsOf: buffer[0..<count])
            }
            let head = String(decoding: received, as: UTF8.self)
            let target = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
            let components = URLComponents(string: target)
            var query: [String: String] = [:]
            for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
            let request = Request(path: components?.path ?? target, query: query, raw: head)
            // A request meant for another port reached this one: say so loudly, so that a test
            // failing that way names the cause instead of showing a wrong answer.
            let host = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("host:") }
            if let host, !host.hasSuffix(":\(port)") {
                write(connection, Response.json(421, #"{"status":421,"error":"misdirected: \#(host) reached the loopback server on port \#(port)"}"#))
                return
            }
            lock.withLock { seen.append(request) }
            write(connection, respond(request))
        }

        private func write(_ connection: Int32, _ response: Response) {
            // A slow answer waits in short steps, so that a stopped server's threads end soon.
            let clock = ContinuousClock()
            let deadline = clock.now + response.delay
            while clock.now < deadline {
                if lock.withLock({ stopped }) { return }
                Thread.sleep(forTimeInterval: 0.02)
            }
            let length = response.declaredLength ?? response.body.count
            var message = Data("HTTP/1.1 \(response.status) Status\r\nContent-Type: \(response.contentType)\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n".utf8)
            message.append(response.body)
            message.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = TestPlatform.write(connection, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
                    if written <= 0 { return }
                    offset += written
                }
            }
        }
    }
}
