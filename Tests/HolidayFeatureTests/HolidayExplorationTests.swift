import Foundation
import HolidayFeature
import Router
import Store
import Testing

/// The holiday app explored by itself on its embedded data, with its own invariants and every
/// default one, deterministically: a bounded walk and a search.
@MainActor
@Suite struct HolidayExplorationTests {
    let explorer: Explorer<HolidayApp> = {
        let years = HolidayClient.embedded.years
        var configuration = Console<HolidayApp>.Configuration.stack(HolidayApp.screens(layout: .list, years: years), at: \.path, action: HolidayApp.Action.path)
        configuration.dependencies = { $0.holidayClient = .embedded }
        configuration.screenPatterns = HolidayApp.ScreenName.all
        return Explorer(initialState: HolidayApp.State(year: 2026, month: 11), reducer: HolidayApp(), configuration: configuration, invariants: HolidayApp.invariants)
    }()

    @Test func aWalkOfTheHolidayAppBreaksNoInvariant() async {
        let report = await explorer.walk(steps: 1_500, seed: 1)
        #expect(report.failure == nil, "\(report)")
        #expect(report.distinctStates > 300, "\(report)")
        // Under the client's faults (offline, 401, 429, 500, slow) a load fails and its alert
        // is reached. A detail not shown is reached only by a deep link (`:open`, a front's
        // own command), which a walk never types: it types what the screens offer.
        #expect(report.map.unreachedScreens == [HolidayApp.ScreenName.detailNotShown], "\(report)")
        #expect(report.map.screens.sorted() == [
            HolidayApp.ScreenName.noCountry, HolidayApp.ScreenName.chooseCountry, HolidayApp.ScreenName.holidays,
            HolidayApp.ScreenName.detail, HolidayApp.ScreenName.failedLoad,
        ].sorted())
    }

    /// A walk picks a command, then its argument: `close` on the country picker, which has
    /// no argument, is as likely as `pick`, which has 250. Every command offered on every
    /// screen a walk enters is taken, for three seeds here (`.ci/full` walks ten seeds of
    /// 5,000 steps each, in release).
    @Test(arguments: 1...3 as ClosedRange<UInt64>)
    func twoThousandStepsTakeEveryCommandOfferedOnEveryScreenEntered(seed: UInt64) async {
        let report = await explorer.walk(steps: 2_000, seed: seed)
        #expect(report.failure == nil, "\(report)")
        #expect(report.map.untakenCommands.isEmpty, "seed \(seed): \(report.map.summary)")
    }

    @Test func theMapNamesTheAlertOfAFailedLoadAsTheAppListsIt() async {
        var configuration = Console<HolidayApp>.Configuration.stack(HolidayApp.screens(layout: .list, years: HolidayClient.embedded.years), at: \.path, action: HolidayApp.Action.path)
        configuration.dependencies = { $0.holidayClient = .embeddedFailingOnce() }
        configuration.screenPatterns = HolidayApp.ScreenName.all
        let failing = Explorer(initialState: HolidayApp.State(year: 2026, month: 11), reducer: HolidayApp(), configuration: configuration, invariants: HolidayApp.invariants)
        let report = await failing.walk(steps: 600, seed: 4)
        #expect(report.failure == nil, "\(report)")
        #expect(report.map.screens.contains(HolidayApp.ScreenName.failedLoad), "\(report)")
        #expect(report.map.edges.contains { $0.from == HolidayApp.ScreenName.failedLoad && $0.command == "retry" && $0.to == HolidayApp.ScreenName.holidays }, "\(report.map.mermaid)")
    }

    @Test func everyStateWithinTwoStepsKeepsEveryInvariant() async {
        let report = await explorer.search(depth: 2)
        #expect(report.failure == nil, "\(report)")
        #expect(report.depthReached == 2)
    }

    /// The sessions the explorer found (`explore --out`, committed in `Sessions/`) typed again:
    /// each bug it found stays fixed, a refused line included, which leaves no action in a log.
    @Test func everySessionTheExplorerFoundNowKeepsEveryInvariant() async throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions").path
        var found = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".log") {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            guard text.contains("\n# explore typed: ") else { continue }
            found += 1
            let failure = await explorer.check(sessionLog: text)
            #expect(failure == nil, "\(name): \(failure.map { "\($0)" } ?? "")")
        }
        #expect(found >= 1)
    }

    /// The session that found it: from 2020, the first year of the embedded data, the screen
    /// listed 2019, which the app refuses. It lists only the years the data has.
    @Test func theYearsTheListOffersAreTheYearsItsDataHas() async {
        let failure = await explorer.check(["year 2020", "year 2019"])
        #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
        let first = HolidaysList.render(HolidaysList.State(year: 2020), layout: .list, years: 2020...2035)
        #expect(first.command(named: "year")?.completions == ["2020", "2021"])
        var december = HolidaysList.State(country: "DE", year: 2035, month: 12)
        #expect(!HolidaysList.render(december, layout: .calendar, years: 2020...2035).commands.map(\.name).contains("next"))
        december.year = 2034
        #expect(HolidaysList.render(december, layout: .calendar, years: 2020...2035).commands.map(\.name).contains("next"))
        let january = HolidaysList.State(country: "DE", year: 2020, month: 1)
        #expect(!HolidaysList.render(january, layout: .calendar, years: 2020...2035).commands.map(\.name).contains("previous"))
    }
}
