import Foundation
@testable import StoreSupport
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// Replays that share decoded actions (what an explorer hands its replays) decode each text
/// once, and still fail, where and as they did, on a line that does not decode. A tally (not
/// the holiday app) whose action counts how often it is decoded.
@Suite(.serialized) struct DecodedActionsTests {
    static let decodes = Locked(0)

    struct Tally: Reducer {
        struct State: Codable, Equatable, Sendable { var total = 0 }
        struct Action: Codable, Equatable, Sendable {
            var amount: Int
            init(amount: Int) { self.amount = amount }
            init(from decoder: any Decoder) throws {
                DecodedActionsTests.decodes.withLock { $0 += 1 }
                amount = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .amount)
            }
        }

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            state.total += action.amount
            return .none
        }
    }

    func log(_ lines: [String]) throws -> String {
        let path = NSTemporaryDirectory() + "tally-\(UUID().uuidString).log"
        try ((["action-log 4", "start"] + lines).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func total(_ path: String) throws -> Int {
        try ActionLog.replay(path, reducer: Tally(), initialState: { _ in .init() }).state.total
    }

    func decodes(_ body: () throws -> Void) rethrows -> Int {
        Self.decodes.withLock { $0 = 0 }
        try body()
        return Self.decodes.withLock { $0 }
    }

    @Test func aLineReadBeforeTakesTheValueDecodedThenAndEveryOtherIsDecoded() throws {
        let path = try log(["> (amount: 1)", "> (amount: 1)", "> (amount: 2)", "> (amount: 1)"])
        let alone = try decodes { let total = try total(path); #expect(total == 5) }
        #expect(alone == 4)
        let shared = DecodedActions<Tally.Action>()
        try DecodedActionsScope.$current.withValue(shared) {
            let first = try decodes { let total = try total(path); #expect(total == 5) }
            #expect(first == 2)
            let again = try decodes { let total = try total(path); #expect(total == 5) }
            #expect(again == 0)
        }
    }

    @Test func aValueKeptForATextIsTakenForThatTextAlone() throws {
        let shared = DecodedActions<Tally.Action>()
        shared.keep(Tally.Action(amount: 7), decodedFrom: "(amount: 7)")
        let path = try log(["> (amount: 7)", "> (amount:  7)"])
        try DecodedActionsScope.$current.withValue(shared) {
            let count = try decodes { let total = try total(path); #expect(total == 14) }
            // The second line spells the same action otherwise: it is decoded.
            #expect(count == 1)
        }
    }

    @Test func aLineThatDoesNotDecodeFailsAtItsLineAsWithoutSharing() throws {
        let path = try log(["> (amount: 1)", "> (amount: \"one\")"])
        let alone = #expect(throws: ActionLogError.self) { try ActionLog.replay(path, reducer: Tally(), initialState: { _ in .init() }) }
        let shared = DecodedActions<Tally.Action>()
        let sharing = DecodedActionsScope.$current.withValue(shared) {
            #expect(throws: ActionLogError.self) { try ActionLog.replay(path, reducer: Tally(), initialState: { _ in .init() }) }
        }
        #expect(alone?.line == 4)
        #expect(sharing?.line == alone?.line)
        #expect(sharing?.message == alone?.message)
    }
}
