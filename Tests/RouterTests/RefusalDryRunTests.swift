import Foundation
import Router
import Store
import Testing

/// A console asks the feature whether it would refuse each line before it sends it, and a
/// stack's answer tries the navigation on a copy: that dry run draws no dependency values, so
/// a session typed in the console and the same actions sent to a test store make the same ids.
@MainActor
@Suite struct RefusalDryRunTests {
    typealias Action = LogbookApp.Action
    let list = StackElementID(0)

    @Test func aSessionTypedInTheConsoleAndTheSameActionsInATestStoreMakeTheSameIds() async throws {
        var configuration = Console<LogbookApp>.Configuration.stack(LogbookApp.rendering, at: \.path, action: LogbookApp.Action.path)
        var errors: [String] = []
        configuration.output = .init(out: { _ in }, err: { if !$0.hasPrefix("loading…") { errors.append($0) } })
        configuration.clock = TestClock()
        configuration.dependencies = { $0.logbookStorage = .inMemory() }
        let console = Console(initialState: LogbookApp.State(), reducer: LogbookApp(), configuration: configuration)
        for line in ["add Run", "add Swim"] { await console.handle(line) }
        #expect(errors.isEmpty, "\(errors)")

        let store = TestStore(initialState: LogbookApp.State(), reducer: LogbookApp()) {
            $0.uuid = .incrementing
            $0.now = .constant(Date(timeIntervalSince1970: 0))
            $0.logbookStorage = .inMemory()
        }
        try await store.send(.path(.element(id: list, action: .list(.addTapped(name: "Run"))))) {
            $0.logbook.routines.append(Routine(id: LogbookTests.id(0), name: "Run"))
        }
        try await store.send(.path(.element(id: list, action: .list(.addTapped(name: "Swim"))))) {
            $0.logbook.routines.append(Routine(id: LogbookTests.id(1), name: "Swim"))
        }
        #expect(console.state.logbook.routines.map(\.id) == store.state.logbook.routines.map(\.id))
        #expect(console.state.logbook == store.state.logbook)
    }
}
