import Foundation

/// Finds a program the package builds (`holiday-repl`, `notes-repl`) beside the test bundle
/// that runs now: the bundle's own folder on Apple platforms (Xcode's test runner is elsewhere),
/// the test executable's folder on Linux.
public enum BuiltProgram {
    private final class Marker {}

    /// The program called `name`, or `nil` when it was not built beside the tests.
    public static func url(named name: String) -> URL? {
        let bundle = Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [bundle, bundle.deletingLastPathComponent(), runner, runner.deletingLastPathComponent()] {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}

extension BuiltProgram {
    /// What a run printed and how it ended.
    public struct Run: Sendable {
        public let status: Int32
        public let out: String
        public let err: String
    }

    /// Runs `program` with `arguments`, `input` piped to it, this environment with `environment`
    /// over it and the variables `removing` (and `NO_COLOR`) taken out, and waits for it to end.
    public static func run(
        _ program: URL, _ arguments: [String], input: String = "", environment: [String: String] = [:], removing: [String] = []
    ) throws -> Run {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for name in removing + ["NO_COLOR"] { env.removeValue(forKey: name) }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.runTied()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self))
    }
}
