@testable import StoreText
@testable import StoreCore
@testable import StoreConsole
@testable import StoreAttach
import Testing

/// The decoder's quick pass answers only what its careful pass answers the same way; on
/// everything else it stops, and the careful pass decodes or explains.
@Suite struct LiteralDecoderTests {
    enum Action: Codable, Equatable {
        case increment
        case add(Int)
        case search(text: String, limit: Int?)
        case path(id: Int, action: Detail)
        case rows([Row])
        case scale(Double)
        case flags(Bool, UInt8)
    }

    enum Detail: Codable, Equatable {
        case rename(String)
        case closeTapped
    }

    struct Row: Codable, Equatable {
        var name: String
        var tags: [String] = []
        var note: String?
    }

    static let texts = [
        ".increment", " .increment ", ".add(5)", ".add(-5)", ".add(007)", ".add(-0)", ".add(1.0)", ".add(1e3)",
        ".add(99999999999999999999)", ".add(-9223372036854775808)", ".add(5,)", ".add()", ".add(5, 6)", ".add(x: 5)",
        ".search(text: \"uni\")", ".search(text: \"uni\", limit: 3)", ".search(limit: 3, text: \"uni\")",
        ".search(text: \"a\\\"b\")", ".search(text: \"é 🎉\")", ".search(text: \"uni\", limt: 3)", ".search(text: nil)",
        ".search(text: \"x\", limit: nil)", ".search(\"uni\")", ".path(id: 2, action: .rename(\"New Year's Day\"))",
        ".path(id: 2, action: .closeTapped)", ".path(id: 2, action: .closeTapped())", ".path(id: 2, action: .close)",
        ".path(id: 2, action: .rename(\"x\"), extra: 1)", ".rows([])", ".rows([(name: \"a\")])",
        ".rows([(name: \"a\", tags: [\"x\", \"y\"], note: \"n\")])", ".rows([(name: \"a\", nmae: \"b\")])",
        ".rows([(name: \"a\"), (name: \"a\", name: \"b\")])", ".rows([:])", ".rows([\"a\": 1])", ".scale(.infinity)",
        ".scale(-.infinity)", ".scale(.nan)", ".scale(2.5)", ".scale(2)", ".scale(1e-3)", ".flags(true, 255)",
        ".flags(false, 256)", ".flags(true, -0)", ".flags(true, -1)", ".`increment`", "increment", ".increment(",
        ".add(5))", "", "(", ".add(\"5\")", ".path(id: 2, action: .rename(\"a\nb\"))", ".search(text: \"a\tb\")",
        ".rows([(name: \"a\", tags: [], note: nil)])", ".rows([ (name:\"a\" , tags : [ \"x\" , ] ) , ])",
    ]

    @Test func whatTheQuickPassReadsTheCarefulPassReadsTheSame() {
        var quickCount = 0
        for text in Self.texts {
            let careful = try? LiteralDecoding.decode(Action.self, from: text, pass: .carefulOnly)
            guard let quick = try? LiteralDecoding.decode(Action.self, from: text, pass: .quickOnly) else { continue }
            quickCount += 1
            #expect(String(describing: quick) == careful.map { String(describing: $0) }, "\(text)")
        }
        #expect(quickCount >= 20, "the quick pass should read the common syntax")
    }

    @Test func errorsAreTheCarefulPasssWithTheirPlace() {
        let error = #expect(throws: LiteralError.self) { try LiteralText.decode(Action.self, from: ".search(text: \"uni\", limt: 3)") }
        #expect(error?.message == "unknown label `limt:`")
        #expect(error?.suggestion == "did you mean `limit`?")
        #expect(error?.column == 22)
    }

    indirect enum Tree: Codable, Equatable {
        case leaf(Int)
        case node(Tree, Tree)

        static func built(depth: Int, from start: Int = 0) -> Tree {
            depth == 0 ? .leaf(start) : .node(built(depth: depth - 1, from: start), built(depth: depth - 1, from: start + (1 << (depth - 1))))
        }
    }

    /// A type that holds its container while a value of its own type is decoded inside it:
    /// the decoder keeps containers for the next decoding, and must not hand this one out.
    struct Pair: Decodable, Equatable {
        var first: Int
        var inner: [Pair]
        var last: Int

        init(first: Int, inner: [Pair], last: Int) {
            self.first = first
            self.inner = inner
            self.last = last
        }

        enum CodingKeys: CodingKey { case first, inner, last }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            first = try container.decode(Int.self, forKey: .first)
            inner = try container.decode([Pair].self, forKey: .inner)
            last = try container.decode(Int.self, forKey: .last)
        }
    }

    @Test func aContainerStillHeldIsNeverHandedOutAgain() throws {
        let tree = Tree.built(depth: 6)
        let text = try LiteralText.encode(tree)
        for _ in 0..<3 {
            #expect((try? LiteralDecoding.decode(Tree.self, from: text, pass: .quickOnly)) == tree)
        }
        let pairs = "(first: 1, inner: [(first: 2, inner: [(first: 3, inner: [], last: 4)], last: 5), (first: 6, inner: [], last: 7)], last: 8)"
        let expected = Pair(first: 1, inner: [
            Pair(first: 2, inner: [Pair(first: 3, inner: [], last: 4)], last: 5), Pair(first: 6, inner: [], last: 7),
        ], last: 8)
        for _ in 0..<3 {
            #expect((try? LiteralDecoding.decode(Pair.self, from: pairs, pass: .quickOnly)) == expected)
        }
    }

    @Test func threadsDecodingAtOnceEachGetTheirOwnValues() async throws {
        let texts = try (0..<8).map { try LiteralText.encode(Tree.built(depth: 4, from: $0 * 100)) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask {
                    let expected = Tree.built(depth: 4, from: index * 100)
                    for _ in 0..<500 where try LiteralText.decode(Tree.self, from: text) != expected { return false }
                    return true
                }
            }
            for try await matched in group { #expect(matched) }
        }
    }
}
