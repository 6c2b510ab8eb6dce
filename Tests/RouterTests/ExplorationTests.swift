import Foundation
import Router
@testable import notes_repl
import Store
import Testing

/// The README's Notes app and the Logbook app (shared state, a timer) explored by themselves,
/// deterministically: every default invariant holds on every step of a bounded walk and of a
/// search.
@MainActor
@Suite struct ExplorationTests {
    @Test func theNotesAppExploresWithoutAFailure() async {
        let explorer = Explorer(initialState: ScreenStack(root: .list(NoteList.State())), reducer: notesApp, configuration: .stack(notesScreens))
        let walk = await explorer.walk(steps: 1_500, seed: 1)
        #expect(walk.failure == nil, "\(walk)")
        #expect(walk.distinctStates > 50, "\(walk)")
        let search = await explorer.search(depth: 3)
        #expect(search.failure == nil, "\(search)")
        #expect(search.depthReached == 3)
    }

    @Test func theLogbookExploresWithoutAFailure() async {
        var configuration = Console<LogbookApp>.Configuration.stack(LogbookApp.rendering, at: \.path, action: LogbookApp.Action.path)
        configuration.dependencies = { $0.logbookStorage = .inMemory() }
        let explorer = Explorer(
            initialState: LogbookApp.State(), reducer: LogbookApp(), configuration: configuration,
            invariants: [.init("every screen's routine is in the logbook") { state in
                for element in state.path.elements {
                    let routine: UUID? = switch element.screen {
                    case .list: nil
                    case .detail(let detail): detail.routineID
                    case .stopwatch(let stopwatch): stopwatch.routineID
                    }
                    if let routine, state.logbook.routines[id: routine] == nil { return "screen \(element.id) shows routine \(routine), which is not in the logbook" }
                }
                return nil
            }]
        )
        let walk = await explorer.walk(steps: 1_500, seed: 1)
        #expect(walk.failure == nil, "\(walk)")
        #expect(walk.distinctStates > 50, "\(walk)")
    }

    @Test func aScreenWithNoRowInTheRenderingIsFoundAsAWarningAndShrunkToTheLineThatShowsIt() async throws {
        let listOnly = EnumRendering<NotesScreen, NotesScreenAction>().on(NotesScreen.list, NotesScreenAction.list, title: { _ in "Notes" }, render: NoteList.render)
        let explorer = Explorer(initialState: ScreenStack(root: .list(NoteList.State())), reducer: notesApp, configuration: .stack(listOnly))
        let report = await explorer.walk(steps: 500, seed: 1)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.invariant == "no runtime warning")
        #expect(failure.message.contains("no row for `.newNote`"), "\(failure.message)")
        #expect(failure.lines == ["add"], "\(failure)")
    }
}
