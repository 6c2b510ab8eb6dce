import Foundation

// Nothing a test starts outlives the test process. On Linux every program is started under the
// parent-death signal: `setpriv --pdeathsig KILL` (util-linux) sets it and execs the program (the
// same pid), so the kernel kills the program the moment its parent dies, however it died: an
// abort, a sanitizer's stop, a watchdog's or a user's SIGKILL. The kernel sends it when the
// *thread* that started the child ends, so every start happens on one thread that never ends
// (`Starter`), never on a pool thread that may be retired while the program runs. Then
// `swift test` never waits on the pipes of an app whose test process is gone.
// What it cannot do: on macOS there is no parent-death signal; a program a killed test process
// started runs until its own watchdog or its input's end. A program that starts programs of its
// own passes nothing on: the holiday app's workers end when their pipe to it closes.

extension Process {
    /// Starts the process as ``run()`` does, tied to this process's life: on Linux it is
    /// killed when this process dies, however it dies.
    public func runTied() throws {
        #if os(Linux)
        if let executable = executableURL, FileManager.default.isExecutableFile(atPath: Self.setpriv) {
            arguments = ["--pdeathsig", "KILL", "--", executable.path] + (arguments ?? [])
            executableURL = URL(fileURLWithPath: Self.setpriv)
        }
        #endif
        try Starter.shared.start(self)
    }

    /// util-linux's `setpriv`, on every Linux distribution Swift supports.
    static let setpriv = "/usr/bin/setpriv"
}

/// The one thread every test's program is started from: it never ends, so the parent-death
/// signal comes only when the process ends.
private final class Starter: @unchecked Sendable {
    static let shared = Starter()
    private let condition = NSCondition()
    private var pending: [() -> Void] = []

    private init() {
        let thread = Thread { [unowned self] in
            while true {
                condition.lock()
                while pending.isEmpty { condition.wait() }
                let job = pending.removeFirst()
                condition.unlock()
                job()
            }
        }
        thread.name = "test program starter"
        thread.start()
    }

    func start(_ process: Process) throws {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: (any Error)?
        condition.lock()
        pending.append {
            do { try process.run() } catch { failure = error }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        if let failure { throw failure }
    }
}
