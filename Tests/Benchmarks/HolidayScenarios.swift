import Foundation
import HolidayFeature
import Store

@MainActor
func holidayScenarios(_ harness: Harness) async throws {
    let countries = try await HolidayClient.embedded.countries()

    let keystroke = harness.nanoseconds(per: 2_000) { n in
        for _ in 0..<n {
            consume(ChooseCountry.matches(ChooseCountry.State(countries: .loaded(countries), search: opaque("cote"))))
        }
    }
    let names = countries.map(\.name)
    let naive = harness.nanoseconds(per: 2_000) { n in
        for _ in 0..<n {
            let text = opaque("cote")
            consume(names.filter { $0.lowercased().contains(text) })
        }
    }
    harness.report("filter 250 countries on a keystroke", keystroke, baseline: naive, baselineName: "lowercased", target: nil)

    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/HolidayFeature/Resources/holidays/US.txt").standardizedFileURL
    let cold = await harness.nanoseconds(per: 200) { n in
        for _ in 0..<n {
            consume(try? await HolidayClient.makeEmbedded().holidays("US", 2026))
        }
    }
    let warmClient = HolidayClient.makeEmbedded()
    let warm = await harness.nanoseconds(per: 200) { n in
        for _ in 0..<n { consume(try? await warmClient.holidays("US", 2026)) }
    }
    let read = harness.nanoseconds(per: 200) { n in
        for _ in 0..<n { consume(try? Data(contentsOf: file)) }
    }
    harness.report("load a country's year, cold", cold, baseline: warm, baselineName: "warm", target: nil)
    harness.report("  (reading its file alone)", read, baseline: warm, baselineName: "warm", target: nil)

    let holidays = try await HolidayClient.embedded.holidays("US", 2026)
    let state = HolidaysList.State(country: "US", countryName: "United States", year: 2026, month: 7, holidays: .loaded(holidays))
    let encoder = JSONEncoder()
    let json = harness.nanoseconds(per: 2_000) { n in
        for _ in 0..<n { consume(try? encoder.encode(opaque(state))) }
    }
    let text = harness.compare(per: 2_000, { n in
        for _ in 0..<n { consume(try? LiteralText.encode(opaque(state))) }
    }, baseline: { n in
        for _ in 0..<n { consume(try? encoder.encode(opaque(state))) }
    })
    harness.report("encode a holidays screen (US 2026)", text, baselineName: "JSONEncoder", target: nil)
    for layout in HolidaysLayout.allCases {
        let render = harness.nanoseconds(per: 2_000) { n in
            for _ in 0..<n { consume(HolidaysList.render(opaque(state), layout: layout)) }
        }
        harness.report("render holidays, \(layout) (US 2026)", render, baseline: json, baselineName: "JSONEncoder", target: nil)
    }
}

/// For a profiler: encodes a holidays screen's state (US 2026) a hundred thousand times.
func encodeLoop() async throws {
    let holidays = try await HolidayClient.embedded.holidays("US", 2026)
    let state = HolidaysList.State(country: "US", countryName: "United States", year: 2026, month: 7, holidays: .loaded(holidays))
    for _ in 0..<100_000 { consume(try? LiteralText.encode(opaque(state))) }
}
