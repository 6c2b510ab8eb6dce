import Foundation
@testable import StoreSupport
@testable import StoreText
@testable import StoreCore
@testable import StoreLogs
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// The one-pass encoder writes exactly its fallback's text; where a custom `encode(to:)` uses
/// containers out of order, it gives up and the fallback's text is what callers get.
@Suite struct LiteralFastEncoderTests {
    private func treeText<T: Encodable>(_ value: T) throws -> String {
        try FallbackEncoding.text(of: value)
    }

    @Test func generatedValuesAreWrittenAsTheTreeWritesThem() throws {
        var random = SplitMix64(seed: 1122)
        for _ in 0..<3_000 {
            let value = Generated.make(&random, depth: 0)
            let tree = try treeText(value)
            #expect(FastEncoding.textWithoutFallback(of: value) == tree)
            #expect(try LiteralText.encode(value) == tree)
        }
    }

    @Test func casesWithAndWithoutPayloadsAndUnlabelledValues() throws {
        #expect(FastEncoding.textWithoutFallback(of: Action.increment) == ".increment")
        #expect(FastEncoding.textWithoutFallback(of: Action.path(.element(id: 2, action: .closeTapped)))
            == ".path(.element(id: 2, action: .closeTapped))")
        #expect(FastEncoding.textWithoutFallback(of: Action.widths(-1, 2, 3, .min, 5, 6, 7, .max, 9))
            == ".widths(-1, 2, 3, -9223372036854775808, 5, 6, 7, 18446744073709551615, 9)")
        #expect(FastEncoding.textWithoutFallback(of: [[Int]](repeating: [], count: 2)) == "[[], []]")
        #expect(FastEncoding.textWithoutFallback(of: ["b": [1], "a": []]) == #"["a": [], "b": [1]]"#)
    }

    /// A subclass that adds its fields to the container its superclass made.
    class Base: Encodable {
        var name = "base"
        enum Keys: CodingKey { case name }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(name, forKey: .name)
        }
    }

    final class Derived: Base {
        enum MoreKeys: CodingKey { case extra }
        override func encode(to encoder: any Encoder) throws {
            try super.encode(to: encoder)
            var container = encoder.container(keyedBy: MoreKeys.self)
            try container.encode(1, forKey: .extra)
        }
    }

    /// Writes its containers as a hand-written `encode(to:)` may: `order` picks how.
    struct Custom: Encodable {
        enum Order { case caseThenEntry, entryAfterNestedEnded, countAfterNestedEnded, superEncoders, singleTwice, nothing, pathOfSuper }
        enum Keys: CodingKey { case a, b, c }
        var order: Order

        func encode(to encoder: any Encoder) throws {
            switch order {
            case .caseThenEntry:
                var container = encoder.container(keyedBy: Keys.self)
                var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
                try nested.encode(1, forKey: .a)
                try container.encode(2, forKey: .b)
            case .entryAfterNestedEnded:
                var container = encoder.container(keyedBy: Keys.self)
                var list = container.nestedUnkeyedContainer(forKey: .a)
                try container.encode(1, forKey: .b)
                try list.encode(2)
            case .countAfterNestedEnded:
                var container = encoder.container(keyedBy: Keys.self)
                var list = container.nestedUnkeyedContainer(forKey: .a)
                try list.encode(1)
                try list.encode(2)
                try container.encode(true, forKey: .b)
                try container.encode(list.count, forKey: .c)
            case .superEncoders:
                var container = encoder.container(keyedBy: Keys.self)
                try Base().encode(to: container.superEncoder(forKey: .a))
                _ = container.superEncoder()
                try container.encode(3, forKey: .b)
            case .singleTwice:
                var single = encoder.singleValueContainer()
                try single.encode(1)
                try single.encode(2)
            case .nothing:
                break
            case .pathOfSuper:
                var container = encoder.container(keyedBy: Keys.self)
                try PathRecorder().encode(to: container.superEncoder(forKey: .b))
            }
        }
    }

    /// A value that writes the coding path it was given.
    struct PathRecorder: Encodable {
        func encode(to encoder: any Encoder) throws {
            var single = encoder.singleValueContainer()
            try single.encode(encoder.codingPath.map(\.stringValue).joined(separator: "."))
        }
    }

    struct Outer: Encodable {
        var inner = PathRecorder()
        var list = [PathRecorder()]
        var table = ["k": PathRecorder()]
    }

    @Test func aSubclassSharingItsSuperclassContainerIsWrittenInOnePass() throws {
        #expect(FastEncoding.textWithoutFallback(of: Derived()) == #"(name: "base", extra: 1)"#)
        #expect(try treeText(Derived()) == #"(name: "base", extra: 1)"#)
    }

    @Test(arguments: [
        (Custom.Order.caseThenEntry, false, "(a: (a: 1), b: 2)"),
        (.entryAfterNestedEnded, false, "(a: [2], b: 1)"),
        (.countAfterNestedEnded, false, "(a: [1, 2], b: true, c: 2)"),
        (.singleTwice, false, "2"),
        (.superEncoders, true, #"(a: (name: "base"), super: (), b: 3)"#),
        (.nothing, true, "()"),
        (.pathOfSuper, true, #"(b: "b")"#),
    ])
    func containersOutOfOrderFallBackToTheTreesText(order: Custom.Order, inOnePass: Bool, text: String) throws {
        #expect(try LiteralText.encode(Custom(order: order)) == text)
        #expect(try treeText(Custom(order: order)) == text)
        #expect(FastEncoding.textWithoutFallback(of: Custom(order: order)) == (inOnePass ? text : nil))
    }

    /// Keyed containers are handed out again once no one holds them; one a value kept past its
    /// end is not, so writing to it late gives up rather than writing into the next value.
    @Test func aContainerKeptPastItsValueIsNotHandedToTheNextOne() throws {
        let pair = LeakyPair(first: Leaky(a: 1, writesLate: false), second: Leaky(a: 2, writesLate: true))
        Leaky.kept.withLock { $0 = nil }
        #expect(FastEncoding.textWithoutFallback(of: pair) == nil)
        Leaky.kept.withLock { $0 = nil }
        let fast = try LiteralText.encode(pair)
        Leaky.kept.withLock { $0 = nil }
        #expect(try fast == treeText(pair))
        // Released, the same containers are handed out again, each to the frame it writes.
        let plain = LeakyPair(first: Leaky(a: 1, writesLate: false, keeps: false), second: Leaky(a: 2, writesLate: false, keeps: false))
        for _ in 0..<3 { #expect(FastEncoding.textWithoutFallback(of: plain) == "(first: (a: 1), second: (a: 2))") }
    }

    @Test func codingPathsAreTheTreesPaths() throws {
        let text = #"(inner: "inner", list: ["list"], table: ["k": "table"])"#
        #expect(try treeText(Outer()) == text)
        #expect(FastEncoding.textWithoutFallback(of: Outer()) == text)
    }

    struct Failing: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            throw EncodingError.invalidValue(1, EncodingError.Context(codingPath: [], debugDescription: "no ones"))
        }
    }

    @Test func aValueThatThrowsThrowsItsOwnError() throws {
        #expect(FastEncoding.textWithoutFallback(of: Failing()) == nil)
        #expect {
            try LiteralText.encode([Failing()])
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.debugDescription == "no ones"
        }
    }

    /// A value whose encoding encodes another value's text on the way.
    struct Quoting: Encodable {
        var inner: Action
        func encode(to encoder: any Encoder) throws {
            var single = encoder.singleValueContainer()
            try single.encode(try LiteralText.encode(inner))
        }
    }

    @Test func aValueMayEncodeAnotherWhileItIsEncoded() throws {
        let value = [Quoting(inner: .add(1)), Quoting(inner: .search(text: "a"))]
        #expect(try LiteralText.encode(value) == #"[".add(1)", ".search(text: \"a\")"]"#)
    }

    @Test func threadsEncodingAtOnceEachGetTheirOwnText() async throws {
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var random = SplitMix64(seed: UInt64(task))
                    for _ in 0..<300 {
                        let value = Generated.make(&random, depth: 0)
                        guard let fast = try? LiteralText.encode(value),
                              let tree = try? FallbackEncoding.text(of: value),
                              fast == tree else { return false }
                    }
                    return true
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }

    @Test func checksumsAreTheSumOfTheCanonicalText() throws {
        let state = Row(name: "x", count: 2, tags: ["a"], scores: ["b": 1], note: nil)
        #expect(try ActionLog.checksum(of: state) == ActionLog.checksum(text: try LiteralText.encode(state)))
    }
}

/// Keeps its keyed container after its `encode(to:)`, against `Encodable`'s rules, and, for the
/// second of a pair, writes to the one the first kept.
struct Leaky: Encodable {
    enum CodingKeys: CodingKey { case a }
    static let kept = Locked<KeyedEncodingContainer<CodingKeys>?>(nil)
    let a: Int
    let writesLate: Bool
    var keeps = true

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if writesLate, var late = Leaky.kept.withLock({ $0 }) { try late.encode(99, forKey: .a) }
        else { try container.encode(a, forKey: .a) }
        if keeps { Leaky.kept.withLock { $0 = container } }
    }
}

struct LeakyPair: Encodable {
    let first: Leaky
    let second: Leaky
}
