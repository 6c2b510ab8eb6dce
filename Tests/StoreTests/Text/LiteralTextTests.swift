import Store
import StoreSupport
import Testing

enum Action: Codable, Equatable {
    case increment
    case add(Int)
    case search(text: String)
    case tap(id: Int, label: String?)
    case searchTextChanged(String)
    case path(PathAction)
    case widths(Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, UInt)
    case measure(Double, Float)
}

enum PathAction: Codable, Equatable {
    case element(id: Int, action: DetailAction)
}

enum DetailAction: Codable, Equatable {
    case closeTapped
    case loaded(Row)
}

struct Row: Codable, Equatable {
    var name: String
    var count: Int
    var tags: [String] = []
    var scores: [String: Double] = [:]
    var note: String?
}

@Suite struct LiteralTextTests {
    @Test(arguments: [
        (Action.increment, ".increment"),
        (.add(5), ".add(5)"),
        (.add(-12), ".add(-12)"),
        (.search(text: "uni"), #".search(text: "uni")"#),
        (.tap(id: 3, label: nil), ".tap(id: 3)"),
        (.tap(id: 3, label: "x"), #".tap(id: 3, label: "x")"#),
        (.path(.element(id: 2, action: .closeTapped)), ".path(.element(id: 2, action: .closeTapped))"),
        (.searchTextChanged("a\"b\\c\nd\te\u{1F600}\u{7}"), #".searchTextChanged("a\"b\\c\nd\te😀\u{7}")"#),
        (.measure(0.1, 1.5), ".measure(0.1, 1.5)"),
        (.measure(.infinity, -.infinity), ".measure(.infinity, -.infinity)"),
        (.measure(1e-300, 3.4028235e38), ".measure(1e-300, 3.4028235e+38)"),
        (.widths(-128, -32768, -2147483648, .min, 255, 65535, 4294967295, .max, 7),
         ".widths(-128, -32768, -2147483648, -9223372036854775808, 255, 65535, 4294967295, 18446744073709551615, 7)"),
        (.path(.element(id: 1, action: .loaded(Row(name: "x", count: 2, tags: ["a", "b"], scores: ["z": 1, "a": 0.5])))),
         #".path(.element(id: 1, action: .loaded((name: "x", count: 2, tags: ["a", "b"], scores: ["a": 0.5, "z": 1.0]))))"#),
    ])
    func canonicalTextIsTheSwiftLiteral(value: Action, text: String) throws {
        #expect(try LiteralText.encode(value) == text)
        #expect(try LiteralText.decode(Action.self, from: text) == value)
    }

    @Test func emptyCollectionsAndStructs() throws {
        #expect(try LiteralText.encode([Int]()) == "[]")
        #expect(try LiteralText.encode([String: Int]()) == "[:]")
        #expect(try LiteralText.encode([1: "a", 2: "b"]) == #"[1: "a", 2: "b"]"#)
        #expect(try LiteralText.decode([Int: String].self, from: #"[2: "b", 1: "a"]"#) == [1: "a", 2: "b"])
        #expect(try LiteralText.encode([Int?.some(1), nil]) == "[1, nil]")
        #expect(try LiteralText.decode([Int?].self, from: "[1, nil]") == [1, nil])
    }

    @Test func decodingAcceptsWhatSwiftAccepts() throws {
        #expect(try LiteralText.decode(Action.self, from: ".tap(id: 3, label: nil)") == .tap(id: 3, label: nil))
        #expect(try LiteralText.decode(Action.self, from: " .path(\n  .element(id: 2,\n action: .closeTapped,)\n) ")
            == .path(.element(id: 2, action: .closeTapped)))
        #expect(try LiteralText.decode(Action.self, from: #".searchTextChanged("\u{48}\u{1F600}\'")"#) == .searchTextChanged("H😀'"))
        #expect(try LiteralText.decode(Action.self, from: ".measure(1, 2)") == .measure(1, 2))
        #expect(try LiteralText.decode(Action.self, from: ".measure(.nan, 0)").isNaNMeasure)
    }

    @Test func prettyTextBreaksLongValuesAndDecodesBack() throws {
        let row = Row(name: "a name long enough to need a line of its own", count: 2, tags: ["alpha", "beta"], note: "n")
        let pretty = try LiteralText.pretty(row)
        #expect(pretty == """
            (
              name: "a name long enough to need a line of its own",
              count: 2,
              tags: ["alpha", "beta"],
              scores: [:],
              note: "n"
            )
            """)
        #expect(try LiteralText.decode(Row.self, from: pretty) == row)
    }

    @Test func generatedValuesRoundTrip() throws {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<3_000 {
            let value = Generated.make(&random, depth: 0)
            let text = try LiteralText.encode(value)
            let decoded = try LiteralText.decode(Generated.self, from: text)
            #expect(decoded == value, "\(text)")
            #expect(try LiteralText.encode(decoded) == text)
            #expect(try LiteralText.decode(Generated.self, from: try LiteralText.pretty(value)) == value)
        }
    }
}

extension Action {
    var isNaNMeasure: Bool {
        if case .measure(let a, _) = self { return a.isNaN }
        return false
    }
}

/// Every shape of the syntax, nested at random (NaN aside: it never equals itself).
indirect enum Generated: Codable, Equatable {
    case empty
    case integers(Int, i8: Int8, Int16, i32: Int32, Int64, u: UInt, UInt8, u16: UInt16, UInt32, u64: UInt64)
    case floating(Double, Float)
    case flag(Bool)
    case text(String)
    case optional(id: Int, label: String?)
    case pair(Generated, Generated)
    case record(Record)
    case list([Generated])
    case table([String: Generated])

    struct Record: Codable, Equatable {
        var name: String
        var child: Generated?
        var flags: [Bool]
    }

    static func make(_ random: inout SplitMix64, depth: Int) -> Generated {
        let leaf = depth > 4
        switch Int.random(in: 0..<(leaf ? 6 : 10), using: &random) {
        case 0: return .empty
        case 1:
            return .integers(
                .random(in: .min ... .max, using: &random), i8: .random(in: .min ... .max, using: &random),
                .random(in: .min ... .max, using: &random), i32: .random(in: .min ... .max, using: &random),
                .random(in: .min ... .max, using: &random), u: .random(in: .min ... .max, using: &random),
                .random(in: .min ... .max, using: &random), u16: .random(in: .min ... .max, using: &random),
                .random(in: .min ... .max, using: &random), u64: .random(in: .min ... .max, using: &random))
        case 2: return .floating(double(&random), float(&random))
        case 3: return .flag(Bool.random(using: &random))
        case 4: return .text(text(&random))
        case 5: return .optional(id: .random(in: -9...9, using: &random), label: Bool.random(using: &random) ? text(&random) : nil)
        case 6: return .pair(make(&random, depth: depth + 1), make(&random, depth: depth + 1))
        case 7:
            return .record(Record(
                name: text(&random),
                child: Bool.random(using: &random) ? make(&random, depth: depth + 1) : nil,
                flags: (0..<Int.random(in: 0..<3, using: &random)).map { _ in Bool.random(using: &random) }))
        case 8: return .list((0..<Int.random(in: 0..<4, using: &random)).map { _ in make(&random, depth: depth + 1) })
        default:
            var table: [String: Generated] = [:]
            for _ in 0..<Int.random(in: 0..<3, using: &random) { table[text(&random)] = make(&random, depth: depth + 1) }
            return .table(table)
        }
    }

    static func text(_ random: inout SplitMix64) -> String {
        let pool: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "\n", "\t", "\r", "\0", "\u{7}", "é", "ß", "😀", "\u{2028}", ":", ",", "(", "]"]
        let count = Int.random(in: 0..<8, using: &random)
        return String(String.UnicodeScalarView((0..<count).map { _ in pool[Int.random(in: 0..<pool.count, using: &random)] }))
    }

    static func double(_ random: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let value = Double(bitPattern: random.next())
            return value.isNaN ? 0 : value
        case 1: return [0, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude][Int.random(in: 0..<6, using: &random)]
        default: return Double.random(in: -1e6...1e6, using: &random)
        }
    }

    static func float(_ random: inout SplitMix64) -> Float {
        let value = Bool.random(using: &random)
            ? Float(bitPattern: UInt32(truncatingIfNeeded: random.next())) : Float.random(in: -100...100, using: &random)
        return value.isNaN ? -0.0 : value
    }
}


@Suite struct LiteralDiffTests {
    @Test func diffShowsChangedLinesOnly() throws {
        #expect(try LiteralText.diff(from: [1, 2], to: [1, 2]) == nil)
        #expect(try LiteralText.diff(from: Optional(1), to: Optional(2)) == "− 1\n+ 2")
    }
}

/// The compact diff: changed paths, long values summarised.
@Suite struct LiteralChangesTests {
    struct Item: Codable, Equatable { var name: String; var done: Bool }
    struct Board: Codable, Equatable {
        var title = "Chores"
        var items: [Item] = []
        var note: String?
        var tags: [String] = []
    }

    @Test func nothingChangedIsNil() throws {
        #expect(try LiteralText.changes(from: Board(), to: Board()) == nil)
    }

    @Test func aChangedFieldIsItsPathAndBothValues() throws {
        var after = Board()
        after.title = "Errands"
        after.note = "today"
        #expect(try LiteralText.changes(from: Board(), to: after) == "title: \"Chores\" → \"Errands\"\nnote: (none) → \"today\"")
    }

    @Test func elementsAddedRemovedAndChangedAreNamedByIndex() throws {
        let before = Board(items: [Item(name: "milk", done: false), Item(name: "eggs", done: false)])
        var after = before
        after.items[1].done = true
        after.items.append(Item(name: "tea", done: false))
        #expect(try LiteralText.changes(from: before, to: after) == "items[1].done: false → true\nitems[2]: added (name: \"tea\", done: false)")
        #expect(try LiteralText.changes(from: after, to: before) == "items[1].done: true → false\nitems[2]: removed (name: \"tea\", done: false)")
    }

    @Test func longCollectionsAreCountedAndManyChangesSummed() throws {
        let many = (0..<100).map { "tag\($0)" }
        #expect(try LiteralText.changes(from: Board(), to: Board(tags: many)) == "tags: [] → [100 elements]")
        let changed = many.map { $0 + "!" }
        let lines = try #require(try LiteralText.changes(from: Board(tags: many), to: Board(tags: changed))).split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.last == "tags: and 97 more of its 100 elements changed")
    }
}
