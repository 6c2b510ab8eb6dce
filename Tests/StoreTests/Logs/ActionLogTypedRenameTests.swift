import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreTerminal
import Testing

/// `--rename Type.case=new` renames a case only in its own type; a bare name still works where
/// one type of the log has the case, and is refused, naming the spellings to use, where two do.
/// A basket (not the holiday app) whose rows and header both have a `removeTapped`.
@MainActor
@Suite struct ActionLogTypedRenameTests {
    /// The basket as it was recorded.
    enum Before {
        struct Row { enum Action: Codable, Equatable { case removeTapped, quantityChanged(Int) } }
        struct Header { enum Action: Codable, Equatable { case removeTapped, titleChanged(String) } }
        enum Action: Codable, Equatable { case row(id: Int, action: Row.Action), header(Header.Action), note(String) }
    }

    /// The basket now: the row's case was renamed, the header's was not.
    struct Basket: Reducer {
        struct Row { enum Action: Codable, Equatable, Sendable { case removeRequested, quantityChanged(Int) } }
        struct Header { enum Action: Codable, Equatable, Sendable { case removeTapped, titleChanged(String) } }
        enum Action: Codable, Equatable, Sendable { case row(id: Int, action: Row.Action), header(Header.Action), note(String) }
        struct State: Codable, Equatable, Sendable { var rows = [1, 2]; var title = "Basket"; var last: Row.Action? }

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            switch action {
            case .row(let id, .removeRequested):
                state.rows.removeAll { $0 == id }
                state.last = .removeRequested
            case .row(_, let action): state.last = action
            case .header(.removeTapped): state.title = ""
            case .header(.titleChanged(let title)): state.title = title
            case .note: break
            }
            return .none
        }

        static func render(_ state: State) -> Rendering<Action> { Rendering(title: state.title, lines: [], commands: []) }
    }

    struct Wrapper<T> { enum Keys: CodingKey { case value } }

    let folder = NSTemporaryDirectory() + "typed-rename-\(UUID().uuidString)/"

    /// A log of `actions` as the old code wrote them, from the start `start`.
    func write(_ name: String, _ actions: [Before.Action], start: String = #"start (rows: [1, 2], title: "Basket")"#) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + name
        let lines = try ["action-log 4", start] + actions.map { try ActionLog.line($0, from: .user) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func rename(_ path: String, _ old: String, _ new: String) throws -> Int {
        try ActionLog.rename(path, case: old, to: new, state: Basket.State.self, action: Basket.Action.self)
    }

    func userLines(_ path: String) throws -> [Substring] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("> ") }
    }

    @Test func aCaseNamedWithItsTypeIsRenamedOnlyInThatType() throws {
        let path = try write("typed.log", [.row(id: 1, action: .removeTapped), .header(.removeTapped), .note(".removeTapped")])
        #expect(try rename(path, "Row.Action.removeTapped", "removeRequested") == 1)
        #expect(try userLines(path) == ["> .row(id: 1, action: .removeRequested)", "> .header(.removeTapped)", #"> .note(".removeTapped")"#])
        #expect(try ActionLog.replay(path, reducer: Basket()).state == Basket.State(rows: [2], title: "", last: .removeRequested))
    }

    @Test func aTypeIsNamedByItsLastNamesOrItsWholePath() throws {
        let path = try write("paths.log", [.row(id: 1, action: .removeTapped)])
        #expect(try rename(path, "Basket.Row.Action.removeTapped", "removeRequested") == 1)
        let other = try write("header.log", [.header(.removeTapped), .row(id: 2, action: .removeTapped)])
        #expect(try rename(other, "Header.Action.removeTapped", "closeTapped") == 1, "the header's, which the code still has, is renamed too")
        #expect(try userLines(other) == ["> .header(.closeTapped)", "> .row(id: 2, action: .removeTapped)"])
        #expect(try rename(other, "Row.removeTapped", "removeRequested") == 0, "`Row` is no enum of the log; nothing is renamed")
    }

    @Test func aBareNameTwoTypesHaveIsRefusedNamingTheSpellingsToUse() throws {
        let path = try write("bare.log", [.row(id: 1, action: .removeTapped), .header(.removeTapped)])
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let error = #expect(throws: ActionLogError.self) { try rename(path, "removeTapped", "removeRequested") }
        #expect(error?.description == "`.removeTapped` is a case of 2 types in the log; say which one to rename: `Row.Action.removeTapped`, `Header.Action.removeTapped`")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before, "nothing is renamed")
        let again = #expect(throws: ActionLogError.self) { try rename(path, "Action.removeTapped", "removeRequested") }
        #expect(again?.message.contains("`Row.Action.removeTapped`, `Header.Action.removeTapped`") == true, "a type's last name alone that two types share is refused too")
    }

    @Test func aBareNameOneTypeHasIsRenamedThere() throws {
        let path = try write("one.log", [.row(id: 1, action: .removeTapped), .row(id: 2, action: .quantityChanged(3))],
                             start: #"start (rows: [1, 2], title: "Basket", last: .removeTapped)"#)
        #expect(try rename(path, "removeTapped", "removeRequested") == 2, "in the action and in the start's state")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("last: .removeRequested)") && text.contains("> .row(id: 1, action: .removeRequested)"), "\(text)")
    }

    @Test func aNameThatIsNoCaseNameIsRefused() throws {
        let path = try write("bad.log", [])
        #expect(throws: ActionLogError.self) { try rename(path, "Row..removeTapped", "x") }
        #expect(throws: ActionLogError.self) { try rename(path, "removeTapped", "Row.removeRequested") }
    }

    @Test func theTypesNamesComeFromItsCodingKeys() {
        #expect(Array(CaseRename.typePath(of: Wrapper<Int>.Keys.self).suffix(2)) == ["ActionLogTypedRenameTests", "Wrapper"], "its generic arguments left out")
        #expect(CaseRename.spellings([["M", "A", "Row", "Action"], ["M", "A", "Header", "Action"], ["M", "Note"]]) == ["Row.Action", "Header.Action", "Note"])
    }

    @Test func theProgramsRenameNamesTheTypeAndRefusesAnAmbiguousBareName() async throws {
        let program = ConsoleProgram(name: "basket", initialState: Basket.State(), reducer: Basket(), configuration: .init(render: Basket.render))
        let path = try write("program.log", [.row(id: 1, action: .removeTapped), .header(.removeTapped)])
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let refused = await CapturedRun.run(program, ["replay", path, "--rename", "removeTapped=removeRequested"])
        #expect(refused.status == 2, "\(refused.out)")
        #expect(refused.out.contains("`.removeTapped` is a case of 2 types in the log; say which one to rename: `Row.Action.removeTapped`, `Header.Action.removeTapped`"), "\(refused.out)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)

        let renamed = await CapturedRun.run(program, ["replay", path, "--rename", "Row.Action.removeTapped=removeRequested"])
        #expect(renamed.status == 0, "\(renamed.out)")
        #expect(renamed.out.contains("`Row.Action.removeTapped` renamed `.removeRequested` in 1 place"), "\(renamed.out)")
        #expect(try userLines(path) == ["> .row(id: 1, action: .removeRequested)", "> .header(.removeTapped)"])
    }
}
