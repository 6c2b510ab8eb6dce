import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreExplorer
import Testing

/// A checkpoint by checksum that no longer matches says what differs, not only the two sums.
/// A thermostat (not the holiday app) recorded with one version of its code and replayed with
/// another.
@Suite struct ChecksumDivergenceTests {
    struct Thermostat: Reducer {
        enum Mode: Codable, Equatable, Sendable { case off, heat, cool }
        struct State: Codable, Equatable, Sendable { var target = 20; var mode = Mode.off; var rooms: [String] = ["hall"] }
        enum Action: Codable, Equatable, Sendable { case nudgedUp, modeChosen(Mode), roomAdded(String) }
        var step = 1
        var heatsWhenNudged = false

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            switch action {
            case .nudgedUp:
                state.target += step
                if heatsWhenNudged { state.mode = .heat }
            case .modeChosen(let mode): state.mode = mode
            case .roomAdded(let room): state.rooms.append(room)
            }
            return .none
        }
    }

    typealias State = Thermostat.State

    /// A session the first version of the code recorded: each user action followed by the
    /// checksum of the state it led to.
    func recorded() throws -> String {
        let path = NSTemporaryDirectory() + "thermostat-\(UUID().uuidString).log"
        let lines = [
            "action-log 4", "start",
            "> .roomAdded(\"attic\")", try ActionLog.line(checksumOf: State(rooms: ["hall", "attic"])),
            "> .nudgedUp", try ActionLog.line(checksumOf: State(target: 21, rooms: ["hall", "attic"])),
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func failure(_ thermostat: Thermostat) throws -> ActionLogError? {
        let path = try recorded()
        #expect(throws: Never.self) { try ActionLog.replay(path, reducer: Thermostat(), initialState: { _ in State() }) }
        return #expect(throws: ActionLogError.self) { try ActionLog.replay(path, reducer: thermostat, initialState: { _ in State() }) }
    }

    @Test func aChecksumThatNoLongerMatchesSaysWhereTheStateDiffersAndBothValues() throws {
        let failure = try failure(Thermostat(heatsWhenNudged: true))
        #expect(failure?.line == 6)
        let lines = failure?.message.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first?.contains("the state differs from the checkpoint: its checksum is") == true, "\(lines)")
        #expect(Array(lines.dropFirst()) == [
            "the log's state here, found from its checksum, differs from the replayed one at (logged → replayed):",
            "  mode: .off → .heat",
        ])
    }

    @Test func aDifferenceTheChecksumCannotShowListsWhatTheReplayChangedSinceTheLastMatch() throws {
        let failure = try failure(Thermostat(step: 2))
        let lines = failure?.message.split(separator: "\n").map(String.init) ?? []
        #expect(Array(lines.dropFirst()) == [
            "the log keeps only this checksum, not the state, so what it held is not known; since line 4, where the state last matched the log, the replay changed (before → after):",
            "  target: 20 → 22",
        ], "\(lines)")
    }

    @Test func aStepThatNoLongerChangesTheStateSaysSo() throws {
        let failure = try failure(Thermostat(step: 0))
        let lines = failure?.message.split(separator: "\n").map(String.init) ?? []
        #expect(lines.last?.hasPrefix("the replay changed nothing since line 4, where the state last matched the log") == true, "\(lines)")
    }

    @Test func theStateAsItWasIsFoundToo() throws {
        // The log's state is the one before the step, with only the part the step changed reverted.
        var before = #"(target: 20, mode: .off, rooms: ["hall"])"#
        var replayed = #"(target: 20, mode: .cool, rooms: ["hall", "attic"])"#
        let expected = ActionLog.checksum(text: #"(target: 20, mode: .off, rooms: ["hall", "attic"])"#)
        let lines = replayed.withUTF8 { replayed in
            before.withUTF8 { before in ChecksumDivergence.explain(replayed: replayed, before: before, expected: expected, matchedLine: 3) }
        }
        #expect(lines == ["the log's state here, found from its checksum, differs from the replayed one at (logged → replayed):", "  mode: .off → .cool"])
    }

    /// The checkpoints the writer of a log passed (what an explorer hands its replays) answer a
    /// replayed state equal to one of them, and nothing else: a state that differs is encoded
    /// and caught as before.
    @Test func theWritersCheckpointsAnswerAnEqualStateAndOnlyThat() throws {
        let path = try recorded()
        let attic = State(rooms: ["hall", "attic"])
        let logged = try ActionLog.line(checksumOf: attic).dropFirst(2)
        // A checksum no encoding gives, for the one state it is said of: it is taken as said.
        let said = KnownCheckpoints<State>([(attic, "00000000000000aa"), (State(target: 21, rooms: ["hall", "attic"]), try ActionLog.checksum(of: State(target: 21, rooms: ["hall", "attic"])))])
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: String(logged), with: "00000000000000aa")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ActionLogError.self) { try ActionLog.replay(path, reducer: Thermostat(), initialState: { _ in State() }) }
        KnownCheckpointsScope.$current.withValue(said) {
            #expect(throws: Never.self) { try ActionLog.replay(path, reducer: Thermostat(), initialState: { _ in State() }) }
            // A replay that goes elsewhere is encoded and caught, whatever was said.
            let failure = #expect(throws: ActionLogError.self) { try ActionLog.replay(path, reducer: Thermostat(heatsWhenNudged: true), initialState: { _ in State() }) }
            #expect(failure?.line == 6)
        }
    }
}
