import Foundation

/// A built program left running, as an app or an attached console is: lines written to its
/// standard input, its output read until a text shows. Reading never waits on the clock: a
/// program that ends, or is ended by the watchdog that a test that hangs would otherwise need,
/// ends the read with what came.
public final class RunningProgram: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var seen = ""

    /// Starts `program` with `arguments`; standard error goes with standard output.
    public init(_ program: URL, _ arguments: [String]) throws {
        process.executableURL = program
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // A program still running after ten minutes is stuck: ending it ends every read.
        let process = process
        Thread {
            Thread.sleep(forTimeInterval: 600)
            if process.isRunning { process.terminate() }
        }.start()
    }

    /// Writes `line` and a line break to its standard input.
    public func write(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes its standard input: the end of what it reads.
    public func endInput() {
        try? input.fileHandleForWriting.close()
    }

    /// What it printed from the last read on up to and including the first `text`, read off
    /// the caller's thread; everything it printed until it ended when `text` never came.
    public func read(until text: String) async -> String {
        await withCheckedContinuation { continuation in
            Thread { [self] in continuation.resume(returning: readBlocking(until: text)) }.start()
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
