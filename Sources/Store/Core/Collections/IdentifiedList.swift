import Synchronization

/// An ordered collection of identified elements: found by id in O(1), kept in the order they
/// were put in, and written as a plain array in the text syntax and in logs.
///
/// ```swift
/// var todos: IdentifiedList<Todo> = [Todo(id: 1, title: "milk")]
/// todos[id: 1]?.done = true
/// todos.remove(id: 1)
/// ```
public struct IdentifiedList<Element: Identifiable>: RandomAccessCollection {
    /// The type of the elements' ids.
    public typealias ID = Element.ID

    /// The ids, in order.
    public private(set) var ids: [ID]
    @usableFromInline var byID: [ID: Element]
    /// The ids removed since a `forEach` last looked, so it cancels their effects (not part
    /// of the value: equality, hashing and coding ignore it).
    @usableFromInline var removedIDs: [ID] = []
    /// Changed by every change to the list, to a number no other list has had: a list with the
    /// stamp of one seen before is that list unchanged (not part of the value either).
    @usableFromInline var stamp = IdentifiedListStamp.next()

    /// An empty list.
    public init() {
        ids = []
        byID = [:]
    }

    /// The elements in order; a later element with an id already there replaces the earlier
    /// one where it stood.
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { self[id: element.id] = element }
    }

    /// The position of the first element: 0.
    public var startIndex: Int { ids.startIndex }
    /// The position after the last element: the number of elements.
    public var endIndex: Int { ids.endIndex }

    /// The element at `position`, counting from 0 in the list's order.
    public subscript(position: Int) -> Element {
        byID[ids[position]]!
    }

    /// The element with `id`, readable and writable; setting `nil` removes it, and setting an
    /// element for a new id appends it.
    @inlinable
    public subscript(id id: ID) -> Element? {
        get { byID[id] }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            stamp = IdentifiedListStamp.next()
            if byID.updateValue(newValue, forKey: id) == nil { append(id: id) }
        }
    }

    /// `body` run on the element with `id` where it stands (one lookup, no copy), or `nil`
    /// when no element has that id.
    @inlinable
    mutating func update<Result>(id: ID, _ body: (inout Element) -> Result) -> Result? {
        guard let index = byID.index(forKey: id) else { return nil }
        stamp = IdentifiedListStamp.next()
        return body(&byID.values[index])
    }

    /// Puts a new id at the end of ``ids``.
    @usableFromInline
    mutating func append(id: ID) {
        ids.append(id)
    }

    /// Adds `element` at the end, or replaces the one with its id where it stands.
    public mutating func append(_ element: Element) {
        self[id: element.id] = element
    }

    /// Puts `element` at `index`; an element with its id already there is moved.
    public mutating func insert(_ element: Element, at index: Int) {
        remove(id: element.id)
        stamp = IdentifiedListStamp.next()
        byID[element.id] = element
        ids.insert(element.id, at: Swift.min(index, ids.count))
    }

    /// Removes the element with `id` and returns it, if it was there.
    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let element = byID.removeValue(forKey: id) else { return nil }
        stamp = IdentifiedListStamp.next()
        ids.removeAll { $0 == id }
        removedIDs.append(id)
        return element
    }

    /// Removes the elements at `offsets` (as a list's swipe to delete gives them).
    public mutating func remove(atOffsets offsets: some Sequence<Int>) {
        stamp = IdentifiedListStamp.next()
        for offset in Set(offsets).sorted(by: >) where ids.indices.contains(offset) {
            byID[ids[offset]] = nil
            removedIDs.append(ids.remove(at: offset))
        }
    }

    /// Removes the element at `index` and returns it. O(n).
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        stamp = IdentifiedListStamp.next()
        let id = ids.remove(at: index)
        removedIDs.append(id)
        return byID.removeValue(forKey: id)!
    }

    /// Removes the first element and returns it; the list must not be empty. O(n).
    @discardableResult
    public mutating func removeFirst() -> Element {
        precondition(!isEmpty, "removeFirst() on an empty IdentifiedList")
        return remove(at: 0)
    }

    /// Removes the last element and returns it; the list must not be empty. O(1).
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "removeLast() on an empty IdentifiedList")
        return remove(at: ids.count - 1)
    }

    /// Removes the last element and returns it, or `nil` when the list is empty. O(1).
    public mutating func popLast() -> Element? {
        isEmpty ? nil : remove(at: ids.count - 1)
    }

    /// Removes every element for which `shouldBeRemoved` is true. O(n).
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        stamp = IdentifiedListStamp.next()
        var kept: [ID] = []
        kept.reserveCapacity(ids.count)
        for id in ids {
            if try shouldBeRemoved(byID[id]!) {
                byID[id] = nil
                removedIDs.append(id)
            } else {
                kept.append(id)
            }
        }
        ids = kept
    }

    /// Removes every element. O(n).
    public mutating func removeAll() {
        stamp = IdentifiedListStamp.next()
        removedIDs += ids
        ids = []
        byID = [:]
    }

    /// Moves the elements at `offsets` to stand before the element at `destination`, as a
    /// list's drag to reorder gives them; ids and elements are kept. O(n).
    public mutating func move(fromOffsets offsets: some Sequence<Int>, toOffset destination: Int) {
        stamp = IdentifiedListStamp.next()
        let moving = Set(offsets).filter { ids.indices.contains($0) }.sorted()
        let before = moving.filter { $0 < destination }.count
        let moved = moving.map { ids[$0] }
        for offset in moving.reversed() { ids.remove(at: offset) }
        ids.insert(contentsOf: moved, at: Swift.min(Swift.max(destination - before, 0), ids.count))
    }

    /// Sorts the list in place by `areInIncreasingOrder`; ids stay with their elements.
    /// O(n log n).
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        stamp = IdentifiedListStamp.next()
        ids = try ids.sorted { try areInIncreasingOrder(byID[$0]!, byID[$1]!) }
    }

    /// The elements for which `isIncluded` is true, as an identified list, in order. O(n).
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> IdentifiedList {
        var result = IdentifiedList()
        for id in ids where try isIncluded(byID[id]!) {
            result.ids.append(id)
            result.byID[id] = byID[id]
        }
        return result
    }

    /// The position of the element with `id`, or `nil`. O(n).
    public func index(id: ID) -> Int? {
        byID[id] == nil ? nil : ids.firstIndex(of: id)
    }

    /// The elements in order, as an array. O(n).
    public var elements: [Element] { ids.map { byID[$0]! } }

    /// The ids removed since the last call, forgotten now; ids put back since are left out.
    @inlinable
    mutating func takeRemovedIDs() -> [ID] {
        removedIDs.isEmpty ? [] : takeRemovedIDsNow()
    }

    @usableFromInline
    mutating func takeRemovedIDsNow() -> [ID] {
        defer { removedIDs = [] }
        return removedIDs.filter { byID[$0] == nil }
    }

    /// Whether an element has `id`.
    public func contains(id: ID) -> Bool { byID[id] != nil }
}

extension IdentifiedList where Element: Comparable {
    /// Sorts the list in place, ascending; ids stay with their elements. O(n log n).
    public mutating func sort() { sort(by: <) }
}

extension IdentifiedList: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The elements, as an array prints them.
    public var description: String { elements.description }
    /// The elements, as an array prints them in debug output.
    public var debugDescription: String { "IdentifiedList(\(elements.debugDescription))" }
    /// The elements, so a test failure or `dump` shows them rather than the list's storage.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: elements, displayStyle: .collection) }
}

extension IdentifiedList: ExpressibleByArrayLiteral {
    /// A list of the literal's elements in order; a later element with an id already there
    /// replaces the earlier one where it stood.
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension IdentifiedList: Equatable where Element: Equatable {
    /// Whether both lists hold the same ids in the same order, with equal elements.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ids == rhs.ids && lhs.ids.allSatisfy { lhs.byID[$0] == rhs.byID[$0] }
    }
}

extension IdentifiedList: Hashable where Element: Hashable {
    /// Hashes the elements in order.
    public func hash(into hasher: inout Hasher) {
        for element in self { hasher.combine(element) }
    }
}

extension IdentifiedList: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedList: Encodable where Element: Encodable {
    /// Encodes as the array of its elements.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }
}

extension IdentifiedList: Decodable where Element: Decodable {
    /// Decodes an array of elements; two with the same id are an error.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init()
        while !container.isAtEnd {
            let element = try container.decode(Element.self)
            guard !contains(id: element.id) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "two elements have the id \(element.id)")
            }
            append(element)
        }
    }
}

/// The stamps of ``IdentifiedList``: one count for the process, so no two lists, nor two states
/// of one list, share a stamp.
@usableFromInline
enum IdentifiedListStamp {
    private static let count = Atomic<UInt64>(0)

    @usableFromInline
    static func next() -> UInt64 {
        count.add(1, ordering: .relaxed).newValue
    }
}
