import Foundation
@testable import StoreCore
import Testing

@Suite struct SharedPlaceholderTests {
    struct Kitchen: Equatable, Codable {
        var id: UUID
        var opened: Date
        var site: URL
        var shelves: [String: [Int]]
        var tags: Set<String>
        var note: String?
        var count: Int
        var weight: Double
        var open: Bool
        var units: Units
        var pantry: Pantry
    }

    enum Door: Codable { case open, shut }
    final class Cupboard {}

    @Test func aDecodableValueIsMadeFromNothingWithEveryFieldEmpty() throws {
        let kitchen = try #require(SharedPlaceholder.make(Kitchen.self))
        #expect(kitchen == Kitchen(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
            opened: Date(timeIntervalSinceReferenceDate: 0),
            site: URL(string: "about:blank")!,
            shelves: [:], tags: [], note: nil, count: 0, weight: 0, open: false,
            units: .metric, pantry: Pantry()
        ))
    }

    @Test func anEnumIsMadeOnlyWhenItListsItsCases() {
        #expect(SharedPlaceholder.make(Units.self) == .metric)
        #expect(SharedPlaceholder.make(Door.self) == nil)
        #expect(SharedPlaceholder.make(Cupboard.self) == nil)
    }
}
