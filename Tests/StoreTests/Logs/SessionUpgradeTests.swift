import Foundation
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
@testable import StoreTerminal
import Testing

/// Sessions outlive the code they test. A shelf app (not the holiday app) records a session;
/// then its code changes the way apps do, and `replay FILE --update` re-derives the log from its
/// user actions, after which pure and live replays pass with the `>` lines as they were. Run
/// through the ready-made command line, for its exit codes.
@MainActor
@Suite(.serialized) struct SessionUpgradeTests {
    /// One search box over a library: the search runs as an effect and hands back books.
    struct Shelf<State, Action: Sendable, Book: Sendable>: Reducer {
        let searched: (Action) -> String?
        let loaded: (Action) -> [Book]?
        let embed: @Sendable ([Book]) -> Action
        let apply: (inout State, String?, [Book]?) -> Void
        let search: @Sendable (String) async -> [Book]

        func reduce(
            into state: inout State, action: Action
        ) -> Effect<Action> {
            if let query = searched(action) {
                apply(&state, query, nil)
                return .run { [search, embed] send in await send(embed(await search(query))) }
            }
            if let books = loaded(action) { apply(&state, nil, books) }
            return .none
        }
    }

    // The app as it was recorded.
    struct Book: Codable, Equatable, Sendable { var title: String }
    struct State: Codable, Equatable, Sendable { var query = ""; var books: [Book] = [] }
    enum Action: Codable, Equatable, Sendable { case searchChanged(String), booksLoaded([Book]) }

    // A field added to the state, with a default.
    struct SortedState: Codable, Equatable, Sendable { var query = ""; var books: [Book] = []; var sort = "title" }
    // A field added to the response's payload.
    struct DatedBook: Codable, Equatable, Sendable { var title: String; var year: Int }
    struct DatedState: Codable, Equatable, Sendable { var query = ""; var books: [DatedBook] = [] }
    enum DatedAction: Codable, Equatable, Sendable { case searchChanged(String), booksLoaded([DatedBook]) }
    // A case renamed.
    enum RenamedAction: Codable, Equatable, Sendable { case queryChanged(String), booksLoaded([Book]) }

    nonisolated static let titles = ["Dune", "Emma", "Beloved"]
    nonisolated static func matching(_ query: String) -> [String] { titles.filter { $0.lowercased().contains(query.lowercased()) } }

    static func original(_ titles: [String] = titles) -> Shelf<State, Action, Book> {
        Shelf(
            searched: { if case .searchChanged(let q) = $0 { q } else { nil } },
            loaded: { if case .booksLoaded(let b) = $0 { b } else { nil } },
            embed: Action.booksLoaded,
            apply: { state, query, books in
                if let query { state.query = query }
                if let books { state.books = books }
            },
            search: { query in titles.filter { $0.lowercased().contains(query.lowercased()) }.map(Book.init) }
        )
    }

    static func render<S, A>(_ state: S) -> Rendering<A> { Rendering(title: "Shelf", lines: [], commands: []) }

    let folder = NSTemporaryDirectory() + "session-upgrade-\(UUID().uuidString)/"

    /// Records `lines` with the app as it was, and returns the log's path.
    func record(_ name: String, _ lines: [String]) async throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + name
        var configuration = Console<Shelf<State, Action, Book>>.Configuration(render: Self.render, output: .init(out: { _ in }, err: { _ in }))
        configuration.startsFromSettings = true
        let console = Console(initialState: State(), reducer: Self.original(), configuration: configuration)
        try console.record(to: path)
        for line in lines { await console.handle(line) }
        await console.run { nil }
        return path
    }

    /// Runs `program` with `arguments` and returns its exit code and what it printed.
    func run<F: Reducer>(_ program: ConsoleProgram<F>, _ arguments: [String]) async -> (status: Int32, out: String) {
        await CapturedRun.run(program, arguments)
    }

    func userLines(_ path: String) throws -> [Substring] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("> ") }
    }

    /// Replay fails `before`, `--update` (with `extra` flags) passes, and afterwards pure and live
    /// replays pass; returns what the update printed.
    func roundTrip<F: Reducer>(_ path: String, _ program: ConsoleProgram<F>, before: Int32, extra: [String] = []) async throws -> String {
        let users = try userLines(path)
        let first = await run(program, ["replay", path, "--live"])
        #expect(first.status == before, "\(first.out)")
        let update = await run(program, ["replay", path, "--update"] + extra)
        #expect(update.status == 0, "\(update.out)")
        #expect(await run(program, ["replay", path]).status == 0)
        #expect(await run(program, ["replay", path, "--live"]).status == 0)
        if extra.isEmpty { #expect(try userLines(path) == users, "the user's actions are the source of truth") }
        return update.out
    }

    @Test func aFieldAddedToTheStateTakesItsDefaultFromTheCode() async throws {
        let path = try await record("state.log", [#".searchChanged("e")"#, #".searchChanged("du")"#])
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")[2] == "start", "the start is the app's own")
        let program = ConsoleProgram(name: "shelf", initialState: SortedState(), reducer: Shelf(
            searched: { if case .searchChanged(let q) = $0 { q } else { nil } },
            loaded: { if case .booksLoaded(let b) = $0 { b } else { nil } },
            embed: Action.booksLoaded,
            apply: { (state: inout SortedState, query, books) in
                if let query { state.query = query }
                if let books { state.books = books }
            },
            search: { query in Self.matching(query).map(Book.init) }
        ), configuration: .init(render: Self.render))
        let printed = try await roundTrip(path, program, before: 1)
        #expect(printed.contains("the `>` lines are as they were"), "\(printed)")
    }

    @Test func aFieldAddedToAResponseIsReDerivedFromTheEffects() async throws {
        let path = try await record("response.log", [#".searchChanged("e")"#])
        let program = ConsoleProgram(name: "shelf", initialState: DatedState(), reducer: Shelf(
            searched: { if case .searchChanged(let q) = $0 { q } else { nil } },
            loaded: { if case .booksLoaded(let b) = $0 { b } else { nil } },
            embed: DatedAction.booksLoaded,
            apply: { (state: inout DatedState, query, books) in
                if let query { state.query = query }
                if let books { state.books = books }
            },
            search: { query in Self.matching(query).map { DatedBook(title: $0, year: 1965) } }
        ), configuration: .init(render: Self.render))
        let printed = try await roundTrip(path, program, before: 3)
        #expect(printed.contains(#"+ < .booksLoaded([(title: "Dune", year: 1965), (title: "Emma", year: 1965), (title: "Beloved", year: 1965)])"#), "\(printed)")
    }

    @Test func aChangedResponseShowsInTheDiff() async throws {
        let path = try await record("changed.log", [#".searchChanged("e")"#])
        let program = ConsoleProgram(name: "shelf", initialState: State(), reducer: Self.original(["Dune", "Emma", "Beloved", "Persuasion"]), configuration: .init(render: Self.render))
        let printed = try await roundTrip(path, program, before: 1)
        #expect(printed.contains(#"− < .booksLoaded([(title: "Dune"), (title: "Emma"), (title: "Beloved")])"#), "\(printed)")
        #expect(printed.contains(#"+ < .booksLoaded([(title: "Dune"), (title: "Emma"), (title: "Beloved"), (title: "Persuasion")])"#), "\(printed)")
    }

    @Test func aRenamedCaseStopsAtItsLineAndIsMigratedByTheTool() async throws {
        let path = try await record("renamed.log", [#".searchChanged("du")"#])
        let program = ConsoleProgram(name: "shelf", initialState: State(), reducer: Shelf(
            searched: { if case .queryChanged(let q) = $0 { q } else { nil } },
            loaded: { if case .booksLoaded(let b) = $0 { b } else { nil } },
            embed: RenamedAction.booksLoaded,
            apply: { (state: inout State, query, books) in
                if let query { state.query = query }
                if let books { state.books = books }
            },
            search: { query in Self.matching(query).map(Book.init) }
        ), configuration: .init(render: Self.render))
        let stopped = await run(program, ["replay", path, "--update"])
        #expect(stopped.status == 3)
        #expect(stopped.out.contains("line 4: column 4: unknown case `searchChanged`"), "\(stopped.out)")
        #expect(stopped.out.contains("`replay FILE --rename OLD=NEW`"))
        let printed = try await roundTrip(path, program, before: 3, extra: ["--rename", "searchChanged=queryChanged"])
        #expect(printed.contains("`.searchChanged` renamed `.queryChanged` in 1 place"), "\(printed)")
        #expect(try userLines(path) == [#"> .queryChanged("du")"#])
    }

    @Test func aRenameWhoseUpdateFailsLeavesTheLogAsItWas() async throws {
        let path = try await record("misrenamed.log", [#".searchChanged("du")"#])
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let program = ConsoleProgram(name: "shelf", initialState: State(), reducer: Self.original(), configuration: .init(render: Self.render))
        let wrong = await run(program, ["replay", path, "--update", "--rename", "searchChanged=nothingLikeIt"])
        #expect(wrong.status == 3, "\(wrong.out)")
        #expect(wrong.out.contains("left as it was"), "\(wrong.out)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        #expect(!FileManager.default.fileExists(atPath: path + ".renaming"), "the copy is removed")
        let absent = await run(program, ["replay", path, "--update", "--rename", "notThere=elsewhere"])
        #expect(absent.status == 0)
        #expect(absent.out.contains("`.notThere` appears nowhere in it; nothing renamed"), "\(absent.out)")
    }

    @Test func renamingLeavesStringsAndLongerNamesAlone() {
        let (text, count) = ActionLog.renaming(#".searchChanged(".searchChanged"), .searchChangedLater, .searchChanged"#, "searchChanged", "queryChanged")
        #expect(text == #".queryChanged(".searchChanged"), .searchChangedLater, .queryChanged"#)
        #expect(count == 2)
    }
}
