@testable import StoreText
@testable import StoreCore
import Testing

/// What people reach for in an identified array: removing, inserting, moving, sorting and
/// filtering keep each element with its id, and the list prints as its elements.
@Suite struct IdentifiedListTests {
    struct Book: Equatable, Identifiable, Comparable {
        let id: Int
        var title: String
        static func < (lhs: Book, rhs: Book) -> Bool { lhs.title < rhs.title }
    }

    var books: IdentifiedList<Book> {
        [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Beloved"), Book(id: 4, title: "Carrie")]
    }

    @Test func removingFirstLastAndAtAnIndexKeepsTheRestFoundById() {
        var list = books
        #expect(list.removeFirst().id == 1)
        #expect(list.removeLast().id == 4)
        #expect(list.popLast()?.id == 3)
        #expect(list.map(\.id) == [2])
        #expect(list[id: 2]?.title == "Emma")
        #expect(list[id: 1] == nil)
        var other = books
        #expect(other.remove(at: 1).id == 2)
        other.removeAll { $0.title.hasPrefix("C") }
        #expect(other.map(\.id) == [1, 3])
        other.removeAll()
        #expect(other.isEmpty && other[id: 1] == nil)
        var empty = IdentifiedList<Book>()
        #expect(empty.popLast() == nil)
    }

    @Test func insertingMovingAndSortingKeepIdsWithTheirElements() {
        var list = books
        list.insert(Book(id: 9, title: "Anna"), at: 1)
        #expect(list.map(\.id) == [1, 9, 2, 3, 4])
        list.move(fromOffsets: [0, 1], toOffset: 5)
        #expect(list.map(\.id) == [2, 3, 4, 1, 9])
        list.move(fromOffsets: [4], toOffset: 0)
        #expect(list.map(\.id) == [9, 2, 3, 4, 1])
        list.sort()
        #expect(list.map(\.title) == ["Anna", "Beloved", "Carrie", "Dune", "Emma"])
        list.sort { $0.id > $1.id }
        #expect(list.map(\.id) == [9, 4, 3, 2, 1])
        #expect(list[id: 3]?.title == "Beloved")
        #expect(list.index(id: 3) == 2)
        #expect(list.index(id: 42) == nil)
    }

    @Test func filterGivesAnIdentifiedListInOrder() {
        let short: IdentifiedList<Book> = books.filter { $0.title.count == 4 }
        #expect(short.map(\.id) == [1, 2])
        #expect(short[id: 2]?.title == "Emma")
        #expect(short[id: 3] == nil)
    }

    @Test func itPrintsAsItsElementsNotItsStorage() {
        let list: IdentifiedList<Book> = [Book(id: 1, title: "Dune")]
        #expect("\(list)" == #"[IdentifiedListTests.Book(id: 1, title: "Dune")]"#.replacingOccurrences(of: "IdentifiedListTests", with: "StoreTests.IdentifiedListTests"))
        var dumped = ""
        dump(list, to: &dumped)
        #expect(!dumped.contains("byID") && !dumped.contains("removedIDs"))
        #expect(dumped.contains("Dune"))
    }

    struct Item: Identifiable, Equatable, Codable, Sendable {
        let id: Int
        var name: String
    }

    @Test func elementsKeepTheirOrderAndAreFoundByID() {
        var list: IdentifiedList<Item> = [Item(id: 3, name: "c"), Item(id: 1, name: "a")]
        list.append(Item(id: 2, name: "b"))
        #expect(list.map(\.id) == [3, 1, 2])
        list[id: 1]?.name = "A"
        #expect(list[id: 1]?.name == "A")
        list.insert(Item(id: 2, name: "b"), at: 0)
        #expect(list.ids == [2, 3, 1], "inserting an id that is there moves it")
        list.remove(atOffsets: [0, 2])
        #expect(list.ids == [3])
        list[id: 3] = nil
        #expect(list.isEmpty)
        #expect(IdentifiedList([Item(id: 1, name: "a"), Item(id: 1, name: "b")]).map(\.name) == ["b"], "a later one replaces")
    }

    @Test func itReadsAndWritesAsAnArrayInTheTextSyntax() throws {
        let list: IdentifiedList<Item> = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
        let text = try LiteralText.encode(list)
        #expect(text == #"[(id: 1, name: "a"), (id: 2, name: "b")]"#)
        #expect(try LiteralText.decode(IdentifiedList<Item>.self, from: text) == list)
        let duplicate = #expect(throws: LiteralError.self) {
            try LiteralText.decode(IdentifiedList<Item>.self, from: #"[(id: 1, name: "a"), (id: 1, name: "b")]"#)
        }
        #expect(duplicate?.message.contains("two elements have the id 1") == true, "\(String(describing: duplicate))")
    }

    @Test func equalityIgnoresWhatWasRemovedOnTheWay() {
        var list: IdentifiedList<Item> = [Item(id: 1, name: "a")]
        list.append(Item(id: 2, name: "b"))
        list.remove(id: 2)
        #expect(list == [Item(id: 1, name: "a")])
    }

    @Test func everyChangeRenewsTheStampAndACopyKeepsItUntilItChanges() {
        var list: IdentifiedList<Item> = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
        var stamps: Set<UInt64> = [list.stamp]
        let copy = list
        #expect(copy.stamp == list.stamp, "a copy is the same list")
        let changes: [(inout IdentifiedList<Item>) -> Void] = [
            { $0[id: 1]?.name = "A" }, { $0.append(Item(id: 3, name: "c")) }, { $0.insert(Item(id: 4, name: "d"), at: 0) },
            { $0.remove(id: 4) }, { $0.move(fromOffsets: [0], toOffset: 2) }, { $0.sort { $0.id > $1.id } },
            { $0.remove(atOffsets: [0]) }, { _ = $0.remove(at: 0) }, { $0.removeAll { $0.id == 1 } }, { $0.removeAll() },
        ]
        for change in changes {
            change(&list)
            #expect(stamps.insert(list.stamp).inserted, "each change gives a stamp no list had")
        }
        #expect(copy.stamp != list.stamp && IdentifiedList([Item(id: 1, name: "a")]).stamp != copy.stamp)
        var unchanged = copy
        unchanged.remove(id: 99)
        #expect(unchanged.stamp == copy.stamp, "removing an id that is not there changes nothing")
        #expect(unchanged == copy && list == [], "the stamp is not part of the value")
    }
}
