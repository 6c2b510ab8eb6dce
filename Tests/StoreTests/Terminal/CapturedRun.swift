@testable import StoreCore
@testable import StoreTerminal

/// Runs a program with what it prints captured. `Terminal.capture` is one for the whole test
/// process, and suites run at once: runs take turns, so no run's lines land in another's.
@MainActor
enum CapturedRun {
    private static var busy = false

    static func run<F: Reducer>(_ program: ConsoleProgram<F>, _ arguments: [String]) async -> (status: Int32, out: String) {
        while busy { await Task.yield() }
        busy = true
        defer { busy = false }
        var printed: [String] = []
        Terminal.capture = { _, text in printed.append(text) }
        defer { Terminal.capture = nil }
        let status = await program.run(arguments: arguments)
        return (status, printed.joined(separator: "\n"))
    }
}
