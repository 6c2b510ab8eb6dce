@testable import HolidayFeature
import Foundation
import Store
import StoreSupport

enum Fixtures {
    static let us = Country(code: "US", name: "United States")
    static let de = Country(code: "DE", name: "Germany")
    static let ci = Country(code: "CI", name: "Côte d'Ivoire")
    static let au = Country(code: "AU", name: "Australia")
    static let countries = [au, ci, de, us]

    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    static let usHolidays2026 = [
        Holiday(name: "New Year's Day", date: day("2026-01-01"), observed: nil, isPublic: true, country: "US"),
        Holiday(name: "Valentine's Day", date: day("2026-02-14"), observed: nil, isPublic: false, country: "US"),
        Holiday(name: "Independence Day", date: day("2026-07-04"), observed: day("2026-07-03"), isPublic: true, country: "US"),
        Holiday(name: "Halloween", date: day("2026-10-31"), observed: nil, isPublic: false, country: "US"),
    ]
    static let deHolidays2026 = [
        Holiday(name: "Easter Monday", date: day("2026-04-06"), observed: nil, isPublic: true, country: "DE"),
    ]
    static let usHolidays2027 = [
        Holiday(name: "New Year's Day", date: day("2027-01-01"), observed: nil, isPublic: true, country: "US"),
    ]

    static let client = HolidayClient.fixed(countries: countries, holidays: usHolidays2026 + deHolidays2026 + usHolidays2027)
}

/// A client whose answers for one country wait until the test lets them go: for races.
final class GatedClient: Sendable {
    private let gate = AsyncGate()
    let slowCountry: String

    init(slowCountry: String) {
        self.slowCountry = slowCountry
    }

    var client: HolidayClient {
        let gate = gate
        let slow = slowCountry
        return HolidayClient(
            countries: { Fixtures.countries },
            holidays: { code, year in
                if code == slow { await gate.wait() }
                return try await Fixtures.client.holidays(code, year)
            }
        )
    }

    func open() async { await gate.open() }
    func waiting() async -> Int { await gate.waiting }
    func untilWaiting(_ count: Int) async { await gate.untilWaiting(count) }
}

actor AsyncGate {
    private var continuations: [CheckedContinuation<Void, Never>] = []
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var isOpen = false

    var waiting: Int { continuations.count }

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { continuation in
            continuations.append(continuation)
            let reached = watchers.filter { $0.count <= continuations.count }
            watchers.removeAll { $0.count <= continuations.count }
            reached.forEach { $0.continuation.resume() }
        }
    }

    /// Returns once `count` requests are held at the gate.
    func untilWaiting(_ count: Int) async {
        if continuations.count >= count { return }
        await withCheckedContinuation { watchers.append((count, $0)) }
    }

    func open() {
        isOpen = true
        continuations.forEach { $0.resume() }
        continuations.removeAll()
    }
}

/// Runtime warnings raised while `body` runs, collected from any thread.
@MainActor
func collectingWarnings(_ body: () async throws -> Void) async rethrows -> [String] {
    let warnings = Warnings()
    try await RuntimeWarnings.withHandler({ warnings.append($0) }) {
        try await body()
    }
    return warnings.all
}

final class Warnings: Sendable {
    private let collected = Locked<[String]>([])
    func append(_ warning: String) { collected.withLock { $0.append(warning) } }
    var all: [String] { collected.withLock { $0 } }
}


extension Reducer {
    /// Why the feature would refuse `action` in `state`, asked with `client` as its data: a
    /// refusal that depends on the years the data has reads the client.
    func rejection(of action: Action, in state: State, client: HolidayClient) -> String? {
        DependencyValues.with({ $0.holidayClient = client }) { composedRejection(of: action, in: state) }
    }
}
