import StoreSupport
import StoreCore
import StoreConsole

/// Walks a feature by itself, as a user at its console would, and checks after every step
/// that nothing broke; on a failure it hands back the shortest session that still fails, as an
/// ordinary action log to commit.
///
/// It types what the screen on top offers: its commands with the arguments they list (a
/// dialog's buttons while one is up, `back` on a pushed screen), and `:wait 1` to let time pass
/// on its ``/StoreCore/TestClock``. After each line it checks:
/// - the screen accepts what it offers: a command it shows, with no argument or one it lists,
///   is not refused (nor is what it leads to), unless the command is marked
///   ``/StoreConsole/ScreenCommand/expectingRefusal()``; an argument the explorer samples is not held to it;
/// - no runtime warning (an action the app sent and then refused, a screen with no row);
/// - the state and every action of the step print and read back equal;
/// - no running effect was started for a screen that is gone (``/StoreConsole/Console/Configuration-swift.struct/screenIsShown``);
/// - your own invariants, plain functions of the state;
/// and at the end of each walk, that its log replays, purely and live, to the same state. Its
/// report carries the map of the screens it reached (``ExplorationReport/map``); a session it
/// found is typed again with ``check(sessionLog:)``.
///
/// ```swift
/// let explorer = Explorer(
///     initialState: App.State(), reducer: App(),
///     configuration: .stack(screens),
///     invariants: [
///         .init("the root is the list") {
///             $0.path.root.screen.isList ? nil : "the root changed"
///         },
///     ]
/// )
/// let report = await explorer.walk(steps: 10_000, seed: 1)
/// #expect(report.failure == nil, "\(report)")
/// ```
@MainActor
public struct Explorer<Feature: Reducer>
where Feature.State: Codable & Equatable & Sendable, Feature.Action: Codable & Equatable & Sendable {
    /// A rule every state must keep: `nil` when it holds, else what is wrong.
    public struct Invariant {
        /// Its name, for reports and for shrinking (a session shrinks while the same one fails).
        public let name: String
        /// What is wrong with `state`, or `nil`.
        public let check: (_ state: Feature.State) -> String?

        /// Whether it is checked only after a step that left no effect running (a load on a
        /// slow fault's clock is still in flight, and its screen rightly says so).
        public private(set) var onlyWhenSettled = false

        /// A rule named `name`.
        public init(_ name: String, _ check: @escaping (_ state: Feature.State) -> String?) {
            self.name = name
            self.check = check
        }

        /// A rule named `name` that holds once every effect has ended: it is not checked after
        /// a step that left one running (asleep on the session's clock, say).
        ///
        /// ```swift
        /// .whenSettled("nothing is left loading") {
        ///     $0.isLoading ? "still loading" : nil
        /// }
        /// ```
        public static func whenSettled(_ name: String, _ check: @escaping (_ state: Feature.State) -> String?) -> Invariant {
            var invariant = Invariant(name, check)
            invariant.onlyWhenSettled = true
            return invariant
        }
    }

    let initialState: Feature.State
    let reducer: Feature
    let configuration: Console<Feature>.Configuration
    let invariants: [Invariant]
    /// How many steps a random walk takes before it checks its log and starts again.
    public var walkLength = 100
    /// Whether a walk switches the feature's faults (``/StoreCore/NamedFaults``) as it goes, with
    /// `:fault NAME` and `:fault none` lines the log records: a failure found under one replays
    /// and shrinks with it. On by default.
    public var switchesFaults = true
    /// What is typed for an argument that lists no completions, by its name (`N`, `TEXT`).
    public var samples: (_ argument: String) -> [String] = ExplorerSamples.standard

    /// An explorer of the feature `reducer` runs from `initialState`, typed into and drawn as
    /// `configuration` says, that checks `invariants` besides its own.
    public init(
        initialState: Feature.State, reducer: Feature, configuration: Console<Feature>.Configuration,
        invariants: [Invariant] = []
    ) {
        self.initialState = initialState
        self.reducer = reducer
        self.configuration = configuration
        self.invariants = invariants
    }

    /// Random walks from the start, `steps` lines in all, each line picked by a generator
    /// seeded with `seed` among what the screen offers: the same seed, the same walk. Walk `i`
    /// (of ``walkLength`` lines) draws from a generator seeded with `seed` and `i` alone, so it
    /// is the same walk however the walks are split between processes or machines.
    public func walk(steps: Int, seed: UInt64, progress: ((ExplorationReport) -> Void)? = nil) async -> ExplorationReport {
        // Everything a walk awaits runs on the main thread, as its consoles' effects do: no hop
        // to the pool and back for each step.
        await withTaskExecutorPreference(MainThreadExecutor.shared) {
            var remaining = (0..<walkCount(steps: steps)).makeIterator()
            return await walking({ remaining.next() }, steps: steps, seed: seed, stopsAtFailure: true, progress: progress)
        }
    }

    /// Walks `indices` of the exploration of `steps` lines from `seed`, each of them whatever
    /// another finds (a slice of a run split between processes): the first failure shrunk.
    package func walks(_ indices: Range<Int>, steps: Int, seed: UInt64, progress: ((ExplorationReport) -> Void)? = nil) async -> ExplorationReport {
        var remaining = indices.makeIterator()
        return await walks(next: { remaining.next() }, steps: steps, seed: seed, progress: progress)
    }

    /// Walks the walks `next` gives, in the order it gives them, until it gives `nil`: a
    /// worker's share of a run, handed out one walk at a time; then as ``walks(_:steps:seed:progress:)``.
    package func walks(next: () -> Int?, steps: Int, seed: UInt64, progress: ((ExplorationReport) -> Void)? = nil) async -> ExplorationReport {
        await withTaskExecutorPreference(MainThreadExecutor.shared) {
            await walking(next, steps: steps, seed: seed, stopsAtFailure: false, progress: progress)
        }
    }

    /// How many walks `steps` lines make: ``walkLength`` lines each, the last one shorter.
    package func walkCount(steps: Int) -> Int {
        steps <= 0 ? 0 : (steps + walkLength - 1) / walkLength
    }

    /// The seed of walk `index` of an exploration seeded with `seed`: a function of the two
    /// alone.
    static func walkSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var outer = SplitMix64(seed: seed)
        var inner = SplitMix64(seed: outer.next() ^ (UInt64(index) &* 0xBF58_476D_1CE4_E5B9))
        return inner.next()
    }

    /// Walks the walks `next` gives of the exploration of `steps` lines from `seed`. The first
    /// failure is shrunk; unless `stopsAtFailure`, the other walks are walked after it (a slice
    /// of a run split between processes covers its walks whatever another slice finds).
    func walking(
        _ next: () -> Int?, steps: Int, seed: UInt64, stopsAtFailure: Bool, progress: ((ExplorationReport) -> Void)?
    ) async -> ExplorationReport {
        var report = ExplorationReport(mode: .walk(seed: seed))
        report.map.known = configuration.screenPatterns
        let verified = VerifiedTexts()
        let clock = ContinuousClock()
        let began = clock.now
        while !(stopsAtFailure && report.failure != nil), let index = next() {
            var generator = SplitMix64(seed: Self.walkSeed(seed, index))
            report.map.walk = index
            let session = ExplorerSession(self, verified: verified)
            var previous = session.stateKey
            report.noteState(previous)
            var broken: ExplorerSession<Feature>.Broken?
            for _ in 0..<max(0, min(walkLength, steps - index * walkLength)) {
                let groups = session.choiceGroups()
                guard !groups.isEmpty else { break }
                let group = groups[Int(generator.next() % UInt64(groups.count))]
                let line = group[Int(generator.next() % UInt64(group.count))]
                let screen = session.screenName
                report.map.offer(session.offeredCommands, on: screen)
                broken = await session.type(line)
                report.steps += 1
                report.noteTransition(from: previous, line: line, to: session.stateKey)
                report.map.take(line, from: screen, to: session.screenName)
                previous = session.stateKey
                if broken != nil { break }
                if let progress, report.steps % 1_000 == 0 {
                    report.seconds = began.duration(to: clock.now).seconds
                    progress(report)
                }
            }
            report.timing.add(session.timing)
            if broken == nil {
                let began = ContinuousClock.now
                broken = await session.replays()
                report.timing.replaying += began.duration(to: .now)
                report.timing.replayingPurely += session.timing.replayingPurely
            }
            if let broken {
                report.failingWalks.append(index)
                if report.failure == nil {
                    report.failure = await timedShrink(session.lines, broken, &report)
                    report.failure?.walk = index
                }
            }
            report.walks += 1
        }
        report.seconds = began.duration(to: clock.now).seconds
        return report
    }

    /// A breadth-first search over the distinct states reached within `depth` lines of the
    /// start (states told apart by their canonical text), `maximumStates` at most.
    public func search(depth: Int, maximumStates: Int = 20_000, progress: ((ExplorationReport) -> Void)? = nil) async -> ExplorationReport {
        await withTaskExecutorPreference(MainThreadExecutor.shared) { await searching(depth: depth, maximumStates: maximumStates, progress: progress) }
    }

    private func searching(depth: Int, maximumStates: Int, progress: ((ExplorationReport) -> Void)?) async -> ExplorationReport {
        var report = ExplorationReport(mode: .search(depth: depth))
        report.map.known = configuration.screenPatterns
        let clock = ContinuousClock()
        let began = clock.now
        let verified = VerifiedTexts()
        let start = ExplorerSession(self, verified: verified)
        var frontier: [(lines: [String], key: UInt64)] = [([], start.stateKey)]
        report.noteState(start.stateKey)
        var level = 0
        search: while level < depth, !frontier.isEmpty {
            var next: [(lines: [String], key: UInt64)] = []
            for node in frontier {
                let parent = await ExplorerSession(self, verified: verified).replaying(node.lines)
                let choices = parent?.choices() ?? []
                let screen = parent?.screenName ?? ""
                if let parent { report.map.offer(parent.offeredCommands, on: screen) }
                for line in choices {
                    let session = ExplorerSession(self, verified: verified)
                    let lines = node.lines + [line]
                    var broken: ExplorerSession<Feature>.Broken?
                    for typed in lines where broken == nil { broken = await session.type(typed) }
                    report.steps += lines.count
                    let key = session.stateKey
                    let isNew = broken == nil && report.noteState(key)
                    // The log of each path to a new state at the last depth is replayed: it holds
                    // the path to every state before it.
                    if isNew, level == depth - 1 {
                        let began = ContinuousClock.now
                        broken = await session.replays()
                        report.timing.replaying += began.duration(to: .now)
                    }
                    report.timing.add(session.timing)
                    if let broken {
                        report.failure = await timedShrink(session.lines, broken, &report)
                        break search
                    }
                    report.noteTransition(from: node.key, line: line, to: key)
                    report.map.take(line, from: screen, to: session.screenName)
                    if isNew {
                        next.append((lines, key))
                        if report.distinctStates >= maximumStates { break search }
                    }
                }
                if let progress {
                    report.seconds = began.duration(to: clock.now).seconds
                    progress(report)
                }
            }
            frontier = next
            level += 1
        }
        report.depthReached = level
        report.seconds = began.duration(to: clock.now).seconds
        return report
    }

    private func timedShrink(_ lines: [String], _ broken: ExplorerSession<Feature>.Broken, _ report: inout ExplorationReport) async -> ExplorationFailure {
        let began = ContinuousClock.now
        defer { report.timing.shrinking += began.duration(to: .now) }
        return await shrink(lines, broken)
    }

    /// Whether `lines`, typed from the start, break `invariant` (by name) as `broken` did.
    func stillBreaks(_ lines: [String], _ name: String) async -> ExplorerSession<Feature>.Broken? {
        let session = ExplorerSession(self)
        for line in lines {
            if let broken = await session.type(line) { return broken.invariant == name ? broken : nil }
        }
        if let broken = await session.replays(), broken.invariant == name { return broken }
        return nil
    }
}

/// What an explorer types for an argument that lists no completions.
public enum ExplorerSamples {
    /// Numbers 1 to 3 for a number (`N`), nothing for a year or a date, and a few short words
    /// for anything else.
    public static func standard(_ argument: String) -> [String] {
        let name = argument.uppercased()
        if name == "N" || name.hasSuffix(" N") || name == "NUMBER" { return ["1", "2", "3"] }
        if name.hasPrefix("YYYY") || name == "DATE" { return [] }
        return ["a", "e", "an", "zz"]
    }
}

extension Duration {
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
