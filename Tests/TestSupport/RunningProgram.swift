import Foundation

/// A built program left running, as an app or an attached console is: lines written to its
/// standard input, its output read until a text shows. Reading never waits on the clock: a
/// program that ends, or is ended by the watchdog that a test that hangs would otherwise need,
/// ends the read with what came.
public final class RunningProgram: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// What was read and not yet returned; touched only by a read holding ``reading``.
    private var seen = ""
    /// Held by each read from start to end: every read runs on a thread of its own, and two
    /// (one after another, or a test's overlapping ones) would otherwise share ``seen`` with no
    /// order between them that the thread sanitizer can see.
    private let reading = NSLock()

    /// Where a program's standard input comes from.
    public enum Input: Sendable {
        /// A pipe the test writes to (``write(_:)``) and closes (``endInput()``).
        case pipe
        /// A file, as `< FILE` gives it.
        case file(String)
        /// `/dev/null`: an input that ends at once.
        case null
        /// No standard input at all: descriptor 0 closed, as `<&-` leaves it (a daemon's).
        case closed
    }

    /// Starts `program` with `arguments`, its standard input as `stdin` says; standard error
    /// goes with standard output.
    ///
    /// `environment` is set over this process's (`NO_COLOR` taken out). `descriptorLimit`
    /// starts it under that limit of open descriptors (`ulimit -n`: set by
    /// `setrlimit` in the child, before the program runs). A program still running after
    /// `watchdog` seconds is stuck: it is ended, which ends every read and wait (the
    /// watchdog is stretched by ``TestPlatform/sanitizerSlowdown`` in a sanitized build: two
    /// minutes were overrun there under load, and the app killed under a test that was fine).
    public init(
        _ program: URL, _ arguments: [String], stdin: Input = .pipe, directory: String? = nil, descriptorLimit: Int? = nil,
        environment more: [String: String] = [:], watchdog: TimeInterval = 600
    ) throws {
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        environment.merge(more) { $1 }
        process.environment = environment
        switch stdin {
        case .pipe:
            process.executableURL = program
            process.arguments = arguments
            process.standardInput = input
        case .file(let path):
            process.executableURL = program
            process.arguments = arguments
            process.standardInput = FileHandle(forReadingAtPath: path)
        case .null:
            process.executableURL = program
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
        case .closed:
            // Only a shell can start a program with no descriptor 0; `exec` keeps its pid.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"exec "$0" "$@" <&-"#, program.path] + arguments
        }
        if let descriptorLimit, let executable = process.executableURL, let given = process.arguments {
            // Only a shell's `ulimit` sets a child's limit before it runs; `exec` keeps its pid.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"ulimit -n \#(descriptorLimit) && exec "$0" "$@""#, executable.path] + given
        }
        process.standardOutput = output
        process.standardError = output
        try process.runTied()
        let process = process
        let watchdog = watchdog * TimeInterval(TestPlatform.sanitizerSlowdown)
        Thread {
            Thread.sleep(forTimeInterval: watchdog)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }.start()
    }

    /// Stops reading its output: the reader of its standard output and error is gone, as when
    /// a test host stops reading (its next write fails, or raises SIGPIPE).
    public func stopReadingOutput() {
        try? output.fileHandleForReading.close()
    }

    /// Whether it is still running.
    public var isRunning: Bool { process.isRunning }

    /// Its process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Writes `line` and a line break to its standard input.
    public func write(_ line: String) {
        // A program that has ended reads no more: the line is lost, and the test that wrote it
        // fails on what it reads next, not by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Closes its standard input: the end of what it reads.
    public func endInput() {
        try? input.fileHandleForWriting.close()
    }

    /// What it printed from the last read on up to and including the first `text`, read off
    /// the caller's thread; everything it printed until it ended when `text` never came.
    public func read(until text: String) async -> String {
        await withCheckedContinuation { continuation in
            Thread { [self] in continuation.resume(returning: reading.withLock { readBlocking(until: text) }) }.start()
        }
    }

    private func readBlocking(until text: String) -> String {
        while !seen.contains(text) {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            seen += String(decoding: data, as: UTF8.self)
        }
        guard let range = seen.range(of: text) else {
            defer { seen = "" }
            return seen
        }
        let read = String(seen[..<range.upperBound])
        seen = String(seen[range.upperBound...])
        return read
    }

    /// Its process id, to read its threads and memory in `/proc`.
    public var pid: Int32 { process.processIdentifier }

    /// Sends `signal` to it (SIGINT is Ctrl-C's, SIGTERM a service manager's stop).
    public func send(signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// How it ended: by a signal, or by exiting; meaningful once ``exitStatus()`` returned.
    public var endedBySignal: Bool { process.terminationReason == .uncaughtSignal }

    /// Waits for it to end; its exit status.
    public func exitStatus() async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread { [process] in
                process.waitUntilExit()
                continuation.resume(returning: process.terminationStatus)
            }.start()
        }
    }
}
