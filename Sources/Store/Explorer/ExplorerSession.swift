import Foundation
import StoreSupport
import StoreText
import StoreCore
import StoreLogs
import StoreConsole

/// One session of an explorer: a console from the start on its own ``/StoreCore/TestClock``, the lines
/// typed into it, and the checks after each.
@MainActor
final class ExplorerSession<Feature: Reducer>
where Feature.State: Codable & Equatable & Sendable, Feature.Action: Codable & Equatable & Sendable {
    /// An invariant that failed, and what it said.
    struct Broken {
        let invariant: String
        let message: String
    }

    /// The date every session of an explorer starts on (`% date`), so walks repeat exactly.
    static var sessionDate: String { SessionValues.format(Date(timeIntervalSince1970: 1_767_225_600)) }

    let explorer: Explorer<Feature>
    let console: Console<Feature>
    /// The texts (by hash) already read back equal in this exploration, shared by its sessions.
    let verified: VerifiedTexts
    private(set) var lines: [String] = []
    private let warnings = Locked<[String]>([])
    /// The state's canonical text after the last step, and its hash: a state seen in the
    /// step before is not read back again.
    private var lastText: String?
    private(set) var stateKey: UInt64 = 0
    /// The state `stateKey` was taken of.
    private var lastNoted: Feature.State?
    /// The state after each line whose checkpoint the log has, with its checksum: the
    /// replays of the log compare their states with these rather than encode them again.
    private var checkpoints: [(state: Feature.State, sum: String)] = []
    /// The canonical text of the state the last checkpoint hashed, when the console encoded it
    /// for that checkpoint: read back from here rather than encoded again.
    private var checkpointText: String?
    /// Where the time went: typing (sending, settling), drawing the screen and listing its
    /// choices, checking the invariants.
    private(set) var timing = ExplorationTiming()
    /// The screen on top, as the map names it (``Rendering/mapName``).
    private(set) var screenName = ""
    /// The names of the commands the screen on top offered when its choices were listed.
    private(set) var offeredCommands: [String] = []

    init(_ explorer: Explorer<Feature>, verified: VerifiedTexts = VerifiedTexts()) {
        self.explorer = explorer
        self.verified = verified
        var configuration = explorer.configuration
        configuration.clock = TestClock()
        configuration.output = Console.Output(out: { _ in }, err: { _ in })
        configuration.echo = false
        configuration.showsDiff = nil
        if !configuration.settings.contains(where: { $0.name == SessionValues.settingName }) {
            configuration.settings.append((SessionValues.settingName, Self.sessionDate))
        }
        console = Console(initialState: explorer.initialState, reducer: explorer.reducer, configuration: configuration)
        console.drawsScreens = false
        console.noticesLoading = false
        console.checksums.keepsText = true
        // Its time passes only as it types `:wait`: its effects' nonisolated parts run on the
        // main thread, as a test store's do, with no hop to the pool and back for each.
        console.store.runtime.runOnMainThread()
        _ = noteText()
        // A warning while drawing (a screen with no row) fails the first step's check.
        screenName = RuntimeWarnings.withHandler({ [warnings] warning in warnings.withLock { $0.append("drawing the screen: " + warning) } }) {
            console.draw(console.state).mapName
        }
    }

    /// Notes the hash of the state's canonical text; `true` when it changed. The console's
    /// log has it already after a line that sent an action (its `~` checkpoint hashes the
    /// same text the same way).
    private func noteText(since mark: Int? = nil) -> Bool {
        if let mark, let hex = console.log.entries[mark...].last(where: { if case .checksum = $0 { true } else { false } }),
           case .checksum(let sum, _) = hex, let key = UInt64(sum, radix: 16) {
            defer { stateKey = key }
            checkpoints.append((console.state, sum))
            checkpointText = console.checksums.lastText
            lastText = nil
            lastNoted = console.state
            return key != stateKey
        }
        checkpointText = nil
        // A line that sent nothing (refused, or a wait with nothing due) left the state as it was.
        if let lastNoted, lastNoted == console.state { return false }
        lastNoted = console.state
        let text = try? LiteralText.encode(console.state)
        guard text != lastText || text == nil else { return false }
        lastText = text
        checkpointText = text
        var hash = FNV1a()
        hash.add(text ?? "")
        stateKey = hash.value
        return true
    }

    /// What a user could type now, by command: each command the screen on top offers, with
    /// each argument it lists (or samples for one that lists none), then a wait (a second, or
    /// half a minute), then the feature's faults (``/StoreCore/NamedFaults``) switched, when it names any.
    /// A walk picks a command, then one of its lines: a command's chance does not grow with
    /// the number of its arguments.
    func choiceGroups() -> [[String]] {
        let began = ContinuousClock.now
        defer { timing.drawing += began.duration(to: .now) }
        // A warning while drawing (a screen with no row) fails the next step's check.
        let screen = RuntimeWarnings.withHandler({ [warnings] warning in warnings.withLock { $0.append("drawing the screen: " + warning) } }) {
            console.draw(console.state)
        }
        var groups: [[String]] = []
        offeredCommands = screen.activeCommands.map { $0.name } + [":wait"]   // a closure: a key path in generic code is made anew each call
        for command in screen.activeCommands {
            guard let argument = command.argument else {
                groups.append([command.name])
                continue
            }
            let values = command.completions.isEmpty ? explorer.samples(argument) : command.completions
            if !values.isEmpty { groups.append(values.map { "\(command.name) \($0)" }) }
        }
        groups.append([":wait 1", ":wait 30"])
        let faults = console.faultNames
        if !faults.isEmpty, explorer.switchesFaults {
            offeredCommands.append(":fault")
            groups.append(faults.map { ":fault " + $0 })
        }
        return groups
    }

    /// Every line of ``choiceGroups()``, for a search that tries each.
    func choices() -> [String] {
        choiceGroups().flatMap { $0 }
    }

    /// Types `lines` one after another; `nil` when one of them breaks an invariant.
    func replaying(_ lines: [String]) async -> ExplorerSession? {
        for line in lines where await type(line) != nil { return nil }
        return self
    }

    /// Types `line` as a user would, lets what it started settle, and checks every invariant.
    func type(_ line: String) async -> Broken? {
        lines.append(line)
        let mark = console.log.entries.count
        let began = ContinuousClock.now
        // A warning while drawing (a screen with no row) fails this step's check.
        let held = RuntimeWarnings.withHandler({ [warnings] warning in warnings.withLock { $0.append("drawing the screen: " + warning) } }) {
            isHeld(line)
        }
        await RuntimeWarnings.withHandler({ [warnings] warning in warnings.withLock { $0.append(warning) } }) {
            await console.handle(line)
            // The screen it leads to renders (drawn once: the choices reuse the drawing).
            screenName = console.draw(console.state).mapName
        }
        let typed = ContinuousClock.now
        timing.typing += began.duration(to: typed)
        defer { timing.checking += typed.duration(to: .now) }
        if held, let refusal = console.lastRefusal {
            return Broken(invariant: Self.acceptsWhatItOffers, message: "the screen offers `\(line)`, and it is refused: \(refusal); \(Self.acceptsWhatItOffersFix)")
        }
        return check(after: line, since: mark)
    }

    /// The name of the rule that a line the screen offers, with an argument it lists, is
    /// accepted.
    static var acceptsWhatItOffers: String { "a screen accepts what it offers" }
    /// What to do when it fails.
    static var acceptsWhatItOffersFix: String {
        "offer it only where it is accepted, or, if the user is told why it is refused, mark the command `.expectingRefusal()`"
    }

    /// Whether the screen on top offers `line` as a command with no argument, or with an
    /// argument it lists, and does not expect it to be refused: a line held to being accepted.
    /// An argument the explorer sampled is not held.
    private func isHeld(_ line: String) -> Bool {
        guard let first = line.utf8.first, first != UInt8(ascii: ":"), first != UInt8(ascii: ".") else { return false }
        let name: Substring
        let argument: Substring
        if let space = line.firstIndex(of: " ") {
            name = line[..<space]
            argument = line[line.index(after: space)...].drop { $0 == " " }
        } else {
            (name, argument) = (line[...], "")
        }
        let screen = console.draw(console.state)
        guard let command = screen.activeCommands.first(where: { $0.name == name }), !command.refusalIsExpected else { return false }
        guard command.argument != nil else { return argument.isEmpty }
        return command.completions.contains { $0 == argument }
    }

    private func check(after line: String, since mark: Int) -> Broken? {
        if let warning = warnings.withLock({ warnings in defer { warnings.removeAll() }; return warnings.first }) {
            return Broken(invariant: "no runtime warning", message: "after `\(line)`: \(warning)")
        }
        let state = console.state
        if noteText(since: mark), verified.isNew(stateKey), let problem = Self.readsBack(state, text: checkpointText) {
            return Broken(invariant: "every state reads back equal", message: "after `\(line)`, the state \(problem)")
        }
        let log = console.log
        for index in log.entries.indices[mark...] {
            let action: Feature.Action
            switch log.entries[index] {
            case .user(let sent), .effect(let sent): action = sent
            default: continue
            }
            // The line the log holds (`> ` or `< `, then the action's text), spelled once.
            guard let logged = try? log.line(at: index) else {
                return Broken(invariant: "every action reads back equal", message: "after `\(line)`, `\(DebugText.line(action))` does not print")
            }
            let text = logged.dropFirst(2)
            var hash = FNV1a()
            hash.add(text)
            if verified.isNew(hash.value) {
                let text = String(text)
                switch Self.readBack(action, text: text) {
                case .failure(let problem):
                    return Broken(invariant: "every action reads back equal", message: "after `\(line)`, `\(DebugText.line(action))` \(problem.text)")
                case .success(let back):
                    // Read back once: the replays of the walk's log take this value for its text.
                    verified.decodedActions(of: Feature.Action.self).keep(back, decodedFrom: text)
                }
            }
        }
        if let shown = console.configuration.screenIsShown {
            for case let action as Feature.Action in console.store.runtime.runningOrigins() where !shown(action, state) {
                return Broken(invariant: "no effect outlives its screen", message: "after `\(line)`, an effect that `\(DebugText.line(action))` started still runs, and its screen is gone")
            }
        }
        for invariant in explorer.invariants where !invariant.onlyWhenSettled || console.store.liveEffectCount == 0 {
            if let message = invariant.check(state) {
                return Broken(invariant: invariant.name, message: "after `\(line)`: \(message)")
            }
        }
        return nil
    }

    /// The session's log replayed purely and live from a file: `nil` when both end in the
    /// state the session is in.
    func replays() async -> Broken? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString).log").path
        defer { _ = POSIXFile.remove(path) }
        let name = "the walk's log replays to the same state"
        // The log as the console would record it, written in one piece.
        if let problem = POSIXFile.replaceWhole(path, console.log.text + "\n") {
            return Broken(invariant: name, message: "the log could not be written: \(problem)")
        }
        let start: ([String: String]) -> Feature.State = { [explorer] _ in explorer.initialState }
        let dependencies = explorer.configuration.dependencies
        let known = KnownCheckpoints(checkpoints)
        return await KnownCheckpointsScope.$current.withValue(known) {
            await DecodedActionsScope.$current.withValue(verified.decodedActions(of: Feature.Action.self)) {
                await replays(path, start: start, dependencies: dependencies, name: name)
            }
        }
    }

    private func replays(
        _ path: String, start: @escaping ([String: String]) -> Feature.State,
        dependencies: @escaping (inout DependencyValues) -> Void, name: String
    ) async -> Broken? {
        let began = ContinuousClock.now
        var pureEnded: ContinuousClock.Instant?
        defer { timing.replayingPurely += pureEnded.map { began.duration(to: $0) } ?? .zero }
        do {
            let pure = try ActionLog.replay(path, reducer: explorer.reducer, initialState: start, withDependencies: dependencies)
            pureEnded = .now
            if pure.state != console.state {
                return Broken(invariant: name, message: "a pure replay ends elsewhere: " + Self.difference(console.state, pure.state))
            }
        } catch {
            return Broken(invariant: name, message: "a pure replay fails: \(error)")
        }
        do {
            let live = try await ActionLog.replayLive(path, reducer: explorer.reducer, initialState: start, clock: TestClock(), withDependencies: dependencies)
            if live.state != console.state {
                return Broken(invariant: name, message: "a live replay ends elsewhere: " + Self.difference(console.state, live.state))
            }
        } catch {
            return Broken(invariant: name, message: "a live replay fails: \(error)")
        }
        return nil
    }

    static func difference(_ expected: Feature.State, _ actual: Feature.State) -> String {
        ((try? LiteralText.changes(from: expected, to: actual)) ?? nil) ?? "(no printed difference)"
    }
}
