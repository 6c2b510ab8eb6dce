import Foundation
import StoreSupport
import StoreCore
import StoreExplorer

/// How `explore` splits random walks: walk i is seeded from the seed and i alone, so any
/// split of the walks (worker processes, a CI matrix's shards, one walk alone) walks each the
/// same way, and the slices' reports, joined in the order of their walks, make the report one
/// process makes.
extension ConsoleProgram {
    /// The random walks `arguments` ask for: one walk (`--walk`), one slice (`--shard`, its
    /// report written), or all of them in `--jobs` worker processes; `nil` after saying why
    /// not.
    func walks(_ explorer: Explorer<Feature>, _ arguments: ExploreArguments, progress: @escaping (ExplorationReport) -> Void) async -> ExplorationReport? {
        let total = explorer.walkCount(steps: arguments.steps)
        if let walk = arguments.walk {
            guard walk < total else {
                Terminal.err("\(name): --walk \(walk): \(ExplorationReport.grouped(arguments.steps)) steps make walks 0 to \(total - 1)")
                return nil
            }
            return await explorer.walks(walk..<walk + 1, steps: arguments.steps, seed: arguments.seed, progress: progress)
        }
        if let shard = arguments.shard {
            let range = ExplorationSlice.walks(shard: shard.index, of: shard.count, walks: total)
            let report = await explorer.walks(range, steps: arguments.steps, seed: arguments.seed, progress: progress)
            let path = arguments.report ?? "explore-\(shard.index)-of-\(shard.count).report"
            let slice = ExplorationSlice(report, seed: arguments.seed, steps: arguments.steps, walkLength: explorer.walkLength, shard: shard.index, shards: shard.count, walks: range)
            guard write(slice, arguments, to: path) else { return nil }
            Terminal.out("walks \(range.lowerBound) to \(range.upperBound - 1) of \(total) (shard \(shard.index)/\(shard.count)); the report is written to \(path): `\(name) explore --merge` joins the shards' reports")
            return report
        }
        if let worker = arguments.worker, let from = arguments.walksFrom, let path = arguments.report {
            guard let counter = SharedCounter(path: from) else {
                Terminal.err("\(name): --walks-from \(from) cannot be opened (\(POSIXFile.reason))")
                return nil
            }
            // The walks are taken one at a time as this worker is ready for another, so the
            // workers end together whatever their walks cost and however busy their cores.
            var taken: [Int] = []
            let report = await explorer.walks(next: {
                guard let walk = counter.take(below: total) else { return nil }
                taken.append(walk)
                return walk
            }, steps: arguments.steps, seed: arguments.seed)
            let slice = ExplorationSlice(report, seed: arguments.seed, steps: arguments.steps, walkLength: explorer.walkLength, worker: worker.index, of: worker.count, walkList: taken)
            return write(slice, arguments, to: path) ? report : nil
        }
        let jobs = min(arguments.jobs ?? Self.defaultJobs, max(total, 1))
        if jobs > 1, !WorkerProcesses.canStart {
            Terminal.err("\(name): --jobs \(jobs): \(WorkerProcesses.unavailable); walking in this process")
        }
        guard jobs > 1, WorkerProcesses.canStart else {
            return await explorer.walks(0..<total, steps: arguments.steps, seed: arguments.seed, progress: progress)
        }
        return await inWorkers(jobs, arguments, explorer: explorer)
    }

    /// The machine's cores where worker processes can be started; one in a test process, which
    /// is no program to start again, and where no process can be started.
    static var defaultJobs: Int {
        guard WorkerProcesses.canStart, !TestFailureReporter.isTestProcess else { return 1 }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Writes `slice`, with the program's settings, to `path`; `false` after saying why not.
    private func write(_ slice: ExplorationSlice, _ arguments: ExploreArguments, to path: String) -> Bool {
        var slice = slice
        slice.settings = arguments.values
        guard let text = try? slice.text(), POSIXFile.replaceWhole(path, text) == nil else {
            Terminal.err("\(name): --report \(path) could not be written (\(POSIXFile.reason))")
            return false
        }
        return true
    }

    #if os(macOS) || os(Linux)
    /// The walks run in `jobs` processes: this one and `jobs - 1` workers of this program, each
    /// taking the next walk from one count as it ends the last; the workers write their reports
    /// to a folder of their own, joined with this process's when all have ended.
    private func inWorkers(_ jobs: Int, _ arguments: ExploreArguments, explorer: Explorer<Feature>) async -> ExplorationReport? {
        guard let executable = Bundle.main.executableURL else {
            Terminal.err("\(name): --jobs \(jobs): this program's own file cannot be found to start its workers; give --jobs 1")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let counterPath = folder.appendingPathComponent("walks").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            Terminal.err("\(name): --jobs \(jobs): no folder for the workers' reports: \(error.localizedDescription)")
            return nil
        }
        guard let counter = SharedCounter(path: counterPath) else {
            Terminal.err("\(name): --jobs \(jobs): no file for the workers to take their walks from: \(POSIXFile.reason)")
            return nil
        }
        let began = ContinuousClock.now
        let settings = arguments.values.sorted { $0.key < $1.key }.flatMap { ["--" + $0.key, $0.value] }
        // Started before this process walks, each told when its worker ends.
        let workers = (2...jobs).map { index in
            let report = folder.appendingPathComponent("\(index).report").path
            let log = folder.appendingPathComponent("\(index).err")
            let line = ["explore", "--steps", String(arguments.steps), "--seed", String(arguments.seed),
                             "--worker", "\(index)/\(jobs)", "--walks-from", counterPath, "--report", report, "--no-color"]
                + (arguments.faults ? [] : ["--no-faults"]) + settings
            let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
            let ended = AsyncStream<Int32>.makeStream()
            if let pid = WorkerSpawn.start(executable.path, arguments: line, environment: environment, errorPath: log.path) {
                // Waited for on a thread of its own: the wait blocks until the worker ends.
                DispatchQueue.global().async {
                    ended.continuation.yield(WorkerSpawn.waitForEnd(pid))
                    ended.continuation.finish()
                }
            } else {
                // Said as a worker's last line of standard error: "worker 2/4 ended with -1: …".
                try? Data("\(executable.path) could not be started: \(POSIXFile.reason)\n".utf8).write(to: log)
                ended.continuation.yield(-1)
                ended.continuation.finish()
            }
            return (index: index, ended: ended.stream, report: report, log: log)
        }
        // This process is worker 1; on a terminal it shows how many walks all have begun.
        let total = explorer.walkCount(steps: arguments.steps)
        let showsProgress = TerminalPlatform.isTerminal(2)
        var taken: [Int] = []
        let mine = await explorer.walks(next: {
            guard let walk = counter.take(below: total) else { return nil }
            taken.append(walk)
            return walk
        }, steps: arguments.steps, seed: arguments.seed) { _ in
            guard showsProgress else { return }
            _ = POSIXFile.write(2, "\r\u{1B}[K" + "exploring: \(min(counter.taken, total)) of \(total) walks begun in \(jobs) processes")
        }
        var slices = [ExplorationSlice(mine, seed: arguments.seed, steps: arguments.steps, walkLength: explorer.walkLength, worker: 1, of: jobs, walkList: taken)]
        for worker in workers {
            var status: Int32 = -1
            for await ended in worker.ended { status = ended }
            guard status == 0 || status == 1, let text = try? String(contentsOfFile: worker.report, encoding: .utf8) else {
                let said = (try? String(contentsOf: worker.log, encoding: .utf8))?.split(separator: "\n").last.map(String.init) ?? ""
                Terminal.err("\(name): worker \(worker.index)/\(jobs) ended with \(status)" + (said.isEmpty ? " and no report" : ": \(said)"))
                return nil
            }
            do {
                slices.append(try ExplorationSlice.read(text))
            } catch {
                Terminal.err("\(name): worker \(worker.index)/\(jobs)'s report: \(error.message)")
                return nil
            }
        }
        do {
            return try ExplorationSlice.merge(slices, seconds: began.duration(to: .now).seconds)
        } catch {
            Terminal.err("\(name): the workers' reports: \(error.message)")
            return nil
        }
    }
    #else
    /// Never called: `WorkerProcesses.canStart` is false where Foundation has no `Process`.
    private func inWorkers(_ jobs: Int, _ arguments: ExploreArguments, explorer: Explorer<Feature>) async -> ExplorationReport? {
        await explorer.walks(0..<explorer.walkCount(steps: arguments.steps), steps: arguments.steps, seed: arguments.seed, progress: { _ in })
    }
    #endif

    /// The reports `paths` joined (`explore --merge`), or `nil` after saying why not.
    func merged(_ paths: [String]) -> (report: ExplorationReport, steps: Int, values: [String: String])? {
        var slices: [ExplorationSlice] = []
        for path in paths {
            guard let bytes = POSIXFile.contents(of: path) else {
                Terminal.err("\(name): --merge \(path): cannot be read (\(POSIXFile.reason))")
                return nil
            }
            do {
                slices.append(try ExplorationSlice.read(String(decoding: bytes, as: UTF8.self)))
            } catch {
                Terminal.err("\(name): --merge \(path): \(error.message)")
                return nil
            }
        }
        do {
            let report = try ExplorationSlice.merge(slices)
            return (report, slices[0].steps, slices[0].settings)
        } catch {
            Terminal.err("\(name): --merge: \(error.message)")
            return nil
        }
    }

    /// The command line that walks walk `walk` alone.
    func aloneLine(_ walk: Int, values: [String: String], steps: Int, seed: UInt64) -> String {
        let settings = values.sorted { $0.key < $1.key }.map { "--\($0.key) \($0.value)" }
        return (["\(name) explore --steps \(steps) --seed \(seed) --walk \(walk)"] + settings).joined(separator: " ")
    }
}
