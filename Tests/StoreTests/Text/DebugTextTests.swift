import Foundation
@testable import StoreText
@testable import StoreExplorer
import Testing

/// A state that is not `Codable` prints in a failure as a person reads it.
struct DebugTextTests {
    struct TicketID: Hashable { let rawValue: Int }
    struct Visit: Equatable {
        var id: TicketID
        var token: UUID
        var at: Date
        var stay: Duration
        var page: URL
    }

    @Test func datesDurationsUUIDsURLsAndIdsPrintAsAPersonReadsThem() throws {
        let visit = Visit(
            id: TicketID(rawValue: 7), token: try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
            at: Date(timeIntervalSince1970: 1_767_225_600), stay: .milliseconds(3500),
            page: try #require(URL(string: "https://example.com/a?b=1"))
        )
        #expect(DebugText.line(visit) == #"Visit(id: 7, token: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", at: 2026-01-01T00:00:00Z, stay: 3.5 seconds, page: "https://example.com/a?b=1")"#)
        #expect(DebugText.readable(Date(timeIntervalSince1970: 0.25)) == "1970-01-01T00:00:00.250Z", "fractions of a second when there are some")
    }

    /// The same fields in a `Codable` state, whose canonical text would spell a date as seconds
    /// since 2001 and a duration as two integers: a failure prints them as the state above does.
    struct CodableVisit: Codable, Equatable {
        struct TicketID: Codable, Hashable { let rawValue: Int }
        struct RawID: RawRepresentable, Codable, Hashable { let rawValue: String }
        var id: TicketID
        var raw: RawID
        var token: UUID
        var at: Date
        var stay: Duration
        var page: URL
        var visits: [Date]
    }

    @Test func aCodableStatePrintsItsDatesDurationsUUIDsURLsAndIdsAsAPersonReadsThem() throws {
        let visit = CodableVisit(
            id: .init(rawValue: 7), raw: .init(rawValue: "a1"), token: try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
            at: Date(timeIntervalSince1970: 1_767_225_600), stay: .seconds(3), page: try #require(URL(string: "https://example.com/a?b=1")),
            visits: [Date(timeIntervalSince1970: 0.25)]
        )
        #expect(DebugText.line(visit) == #"(id: 7, raw: "a1", token: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", at: 2026-01-01T00:00:00Z, stay: 3.0 seconds, page: "https://example.com/a?b=1", visits: [1970-01-01T00:00:00.250Z])"#)
        #expect(DebugText.lines(visit).count > 1, "a long state is broken over lines for a diff")
        let canonical = try LiteralText.encode(visit)
        #expect(canonical.contains("at: 788918400.0") && canonical.contains("stay: [0, 3000000000000000000]") && canonical.contains("id: (rawValue: 7)"),
                "the canonical text, which logs hold, is as it was: \(canonical)")
        #expect(try LiteralText.decode(CodableVisit.self, from: canonical) == visit)
    }

    /// Equal as text, different by `==`: a field the text does not show.
    struct Hidden: Equatable, CustomStringConvertible {
        var shown: Int
        var secret: Int
        var description: String { "Hidden(\(shown))" }
    }
    struct Holder: Equatable { var items: [Hidden] }

    @Test func twoValuesThatPrintTheSameSayWhereTheirEqualsDiffers() {
        let a = Holder(items: [Hidden(shown: 1, secret: 1), Hidden(shown: 2, secret: 2)])
        let b = Holder(items: [Hidden(shown: 1, secret: 1), Hidden(shown: 2, secret: 3)])
        #expect(DebugText.differingPath(a, b) == ".items[1].secret")
        #expect(DebugText.samePrint(a, b, what: "the two states").contains("at `.items[1].secret`"))
        #expect(DebugText.differingPath(a, a) == nil)
    }

    /// A custom `==` on the value itself, which none of its fields' own `==` explains.
    struct Picky: Equatable {
        var shown: Int
        var stale: Bool
        static func == (a: Self, b: Self) -> Bool { a.shown == b.shown && !a.stale && !b.stale }
    }

    @Test func aCustomEqualsOfTheWholeValueIsNamedAsWhereTheyDiffer() {
        #expect(Picky(shown: 1, stale: true) != Picky(shown: 1, stale: true))
        let said = DebugText.samePrint(Picky(shown: 1, stale: true), Picky(shown: 1, stale: true), what: "the two states")
        #expect(said.contains("differ at the top: the == of `Picky` itself"), "\(said)")
    }
}
