@testable import Store
import Testing

/// The fast decoder answers only what the full decoder answers the same way; on everything
/// else it gives up, and the full decoder decodes or explains.
@Suite struct LiteralFastDecoderTests {
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

    @Test func whatTheFastDecoderReadsTheFullDecoderReadsTheSame() {
        var fastCount = 0
        for text in Self.texts {
            let full = try? LiteralText.decodeFully(Action.self, from: text)
            guard let fast = LiteralFastDecoding.decode(Action.self, from: text) else { continue }
            fastCount += 1
            #expect(fast == full, "\(text)")
        }
        #expect(fastCount >= 20, "the fast decoder should read the common syntax")
    }

    @Test func errorsAreTheFullDecodersWithTheirPlace() {
        let error = #expect(throws: LiteralError.self) { try LiteralText.decode(Action.self, from: ".search(text: \"uni\", limt: 3)") }
        #expect(error?.message == "unknown label `limt:`")
        #expect(error?.suggestion == "did you mean `limit`?")
        #expect(error?.column == 22)
    }
}
