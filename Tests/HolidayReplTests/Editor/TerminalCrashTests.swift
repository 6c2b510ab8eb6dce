import Foundation
import TestSupport
import Testing

/// A crash while `holiday-repl` runs in a terminal: the terminal's own mode is put back, and
/// then the Swift runtime's backtracer, which had the crash signals first, still reports it.
@Suite struct TerminalCrashTests {
    #if os(Linux)
    // Under the thread sanitizer the runtime's backtracer cannot report: it forks inside the
    // crash handler, and the sanitizer's own fork handling stops the process there ("CHECK
    // failed: tsan_rtl.cpp:261", seen in a thread-sanitized run). That is the toolchain's pair of
    // runtimes, not this program; the plain suite runs the test. Under the address sanitizer
    // the backtracer's copy of the crashed thread's stack (`memserver_read`, the runtime's
    // CrashHandlerLinux.cpp) is itself reported as a stack-buffer-underflow.
    @Test(
        .disabled(if: TestPlatform.underThreadSanitizer, "the backtracer forks in the crash handler, which the thread sanitizer's runtime stops"),
        .disabled(if: TestPlatform.underAddressSanitizer, "the address sanitizer reports the backtracer's own read of the crashed stack")
    )
    func aCrashInATerminalPutsTheModeBackAndStillPrintsTheRuntimesBacktrace() throws {
        let binary = try #require(BinaryTests.binary, "holiday-repl is not built next to the tests")
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["XDG_STATE_HOME"] = NSTemporaryDirectory() + "crash-\(UUID().uuidString.prefix(8))"
        // The backtracer as a user's shell has it on Linux, told not to wait for a key.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
        let terminal = try PseudoTerminal(binary, ["--year", "2026", "--no-history"], environment: environment)
        try terminal.waitForLine("›")
        TestPlatform.send(.abort, to: terminal.process.processIdentifier)
        try terminal.waitUntil("the runtime's crash report", timeout: .seconds(120)) { $0.text.contains("crashed") }
        _ = try terminal.exitCode(timeout: .seconds(120))
        #expect(terminal.process.terminationReason == .uncaughtSignal && terminal.process.terminationStatus == SIGABRT)
        let back = TestPlatform.terminalModes(terminal.master)
        #expect(back.map { $0.echo && $0.lines } == true, "the user's mode is back")
    }
    #endif
}
