@testable import StoreText
import Testing

/// The text code's unsafe pieces hold only while the runtime is laid out as they expect, and
/// while decoders are used as `Decodable` says: each has a test that fails the day that stops.
@Suite struct LiteralUnsafeFencesTests {
    enum Small: Codable, Equatable { case one, two, three }

    struct Holder: Codable { var small: Small; var counts: [String: Int] }

    @Test func aStructsMetadataSaysStructAndAnEnumsSaysEnum() {
        // FastEncoding.isDictionary reads 0x200 and CaseNames 0x201 as the first word.
        func kind(_ type: Any.Type) -> Int { unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self) }
        #expect(kind(Holder.self) == 0x200)
        #expect(kind([String: Int].self) == 0x200)
        #expect(kind(Small.self) == 0x201)
    }

    @Test func aSynthesizedKeyEnumIsOneByteWhoseFirstFreeValueIsNone() {
        // CaseNames lists an enum's cases from its coding keys this way.
        #expect(LiteralText.caseNames(of: Small.self) == ["one", "two", "three"])
        #expect(MemoryLayout<Small?>.size == 1)
        #expect(unsafeBitCast(Small?.none, to: UInt8.self) == 3)
    }

    @Test func aKeyedDecodingContainerIsOneReferenceSoItCanBeKept() {
        // FastKeyTypeCache hands kept containers out again only when this holds; were it to
        // change, decoding would go on, slower, and this test would say why.
        #expect(FastDecodingCache.containersAreOneReference)
    }

    @Test func aKeyedEncodingContainerIsOneReferenceSoItCanBeKept() {
        // FastEncoderKeptContainers hands kept containers out again only when this holds.
        #expect(FastEncoderKeptContainers.containersAreOneReference)
    }

    @Test func aDictionaryInsideAStructIsWrittenAndReadAsADictionary() throws {
        let holder = Holder(small: .two, counts: ["b": 2, "a": 1])
        let text = try LiteralText.encode(holder)
        #expect(text == #"(small: .two, counts: ["a": 1, "b": 2])"#)
        #expect(try LiteralText.decode(Holder.self, from: text).counts == holder.counts)
    }

    @Test func aDecoderKeptPastItsInitStopsOnAPreconditionInsteadOfReadingFreedMemory() async {
        await #expect(processExitsWith: .failure) {
            _ = try? LiteralText.decode(DecoderKeeper.self, from: "7")
            _ = try? DecoderKeeper.kept?.singleValueContainer().decode(Int.self)
        }
        // The same, without the late use, exits cleanly: it is the late use that stops.
        await #expect(processExitsWith: .success) {
            _ = try? LiteralText.decode(DecoderKeeper.self, from: "7")
        }
    }
}

/// Keeps its decoder, against `Decodable`'s rules, for a test to use after decoding.
private final class DecoderKeeper: Decodable {
    nonisolated(unsafe) static var kept: (any Decoder)?

    init(from decoder: any Decoder) throws {
        DecoderKeeper.kept = decoder
        _ = try decoder.singleValueContainer().decode(Int.self)
    }
}
