import Foundation
@testable import Store
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
        #expect(DebugText.line(visit) == #"Visit(id: TicketID(7), token: UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F), at: 2026-01-01T00:00:00Z, stay: 3.5 seconds, page: URL("https://example.com/a?b=1"))"#)
        #expect(DebugText.readable(Date(timeIntervalSince1970: 0.25)) == "1970-01-01T00:00:00.250Z", "fractions of a second when there are some")
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
}
