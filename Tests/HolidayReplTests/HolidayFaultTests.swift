import Foundation
import HolidayFeature
@testable import holiday_repl
import Store
import Testing

/// The holiday client's faults typed by hand in the REPL: each switches the client, the
/// screens show what a user would see, and an unknown name is one error line naming the rest.
@MainActor
@Suite struct HolidayFaultTests {
    @Test func aFaultTypedInTheReplFailsTheLoadsUntilItIsSwitchedOff() async {
        let transcript = Transcript()
        #expect(await transcript.type(":fault 401").hasPrefix("› :fault 401\nfault 401 on: the service refuses the key (401); `:fault none` switches it off"))
        let picker = await transcript.type("choose")
        #expect(picker.contains("Could not load the countries: Invalid API key. For more information, please visit https://holidayapi.com/docs"), "\(picker)")
        await transcript.type(":fault none", "retry", "pick DE", ":fault 500", "reload")
        let alert = await transcript.type(":state")
        #expect(alert.contains("the holiday service answered HTTP 500"), "\(alert)")
        #expect(await transcript.type(":fault dns") == "› :fault dns\n! error: there is no fault `dns`; the faults here are offline, 401, 429, 500, slow, none")
        let faults = transcript.session.logText.split(separator: "\n").filter { $0.hasPrefix("% fault") }
        #expect(faults == ["% fault 401", "% fault none", "% fault 500"])
    }

    @Test func everyFaultButTheSlowOneFailsBothRequestsAndKeepsWhatTheClientKnows() async {
        for fault in HolidayClient.faults where fault.name != "slow" {
            var values = DependencyValues(context: .live)
            values.holidayClient = .embedded
            fault.override(&values)
            let client = values.holidayClient
            await #expect(throws: HolidayClientError.self, "\(fault.name)") { try await client.countries() }
            await #expect(throws: HolidayClientError.self, "\(fault.name)") { try await client.holidays("DE", 2026) }
            #expect(client.knowsCountry("DE") == true, "what the client knows from memory stays")
        }
        #expect(HolidayClient.faults.map(\.name) == ["offline", "401", "429", "500", "slow"])
    }

    @Test func theSlowFaultLoadsInHalfAMinuteOnTheSessionsClock() async {
        var configuration = HolidayProgram.configuration(layout: .list)
        configuration.output = Console.Output(out: { _ in }, err: { _ in })
        configuration.clock = TestClock()
        configuration.dependencies = { $0.holidayClient = .embedded }
        let console = Console(initialState: HolidayApp.State(year: 2026, month: 7), reducer: HolidayApp(), configuration: configuration)
        for line in [":fault slow", "choose"] { await console.handle(line) }
        guard case .chooseCountry(let picker) = console.state.path.elements.last?.screen else {
            Issue.record("the picker is not on top: \(console.state.path)")
            return
        }
        #expect(picker.countries.isLoading, "the countries are still loading")
        await console.handle(":wait 29")
        if case .chooseCountry(let picker) = console.state.path.elements.last?.screen { #expect(picker.countries.isLoading, "29 s: still loading") }
        await console.handle(":wait 1")
        if case .chooseCountry(let picker) = console.state.path.elements.last?.screen { #expect(!picker.countries.isLoading, "30 s: loaded") }
    }
}
