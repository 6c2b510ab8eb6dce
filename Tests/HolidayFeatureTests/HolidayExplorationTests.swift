import HolidayFeature
import Router
import Store
import Testing

/// The holiday app explored by itself on its embedded data, with its own invariants and every
/// default one, deterministically: a bounded walk and a search.
@MainActor
@Suite struct HolidayExplorationTests {
    let explorer: Explorer<HolidayApp> = {
        var configuration = Console<HolidayApp>.Configuration.stack(HolidayApp.screens(layout: .list), at: \.path, action: HolidayApp.Action.path)
        configuration.dependencies = { $0.holidayClient = .embedded }
        return Explorer(initialState: HolidayApp.State(year: 2026, month: 11), reducer: HolidayApp(), configuration: configuration, invariants: HolidayApp.invariants)
    }()

    @Test func aWalkOfTheHolidayAppBreaksNoInvariant() async {
        let report = await explorer.walk(steps: 1_500, seed: 1)
        #expect(report.failure == nil, "\(report)")
        #expect(report.distinctStates > 300, "\(report)")
    }

    @Test func everyStateWithinTwoStepsKeepsEveryInvariant() async {
        let report = await explorer.search(depth: 2)
        #expect(report.failure == nil, "\(report)")
        #expect(report.depthReached == 2)
    }
}
