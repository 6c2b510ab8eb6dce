import Foundation
@testable import StoreSupport
@testable import StoreText
import Testing

/// A chain of cases as deep as a literal may nest.
indirect enum Chain: Codable, Equatable, Sendable {
    case end
    case link(Chain)

    static func deep(_ depth: Int) -> Chain {
        (0..<depth).reduce(.end) { chain, _ in .link(chain) }
    }

    static func text(_ depth: Int) -> String {
        String(repeating: ".link(", count: depth) + ".end" + String(repeating: ")", count: depth)
    }
}

/// Deep literals on a thread whose stack is as small as those that run Swift concurrency on
/// Darwin (512 KiB; Linux gives them 8 MiB), in whatever build runs the tests (a debug build's
/// frames are the largest): a depth that fits decodes, a deeper one is an error that says so,
/// and nothing overflows the stack.
@Suite struct LiteralDepthTests {
    static let deepest = LiteralLimits.maximumDepth - 1

    /// A pool thread's stack on Darwin; under the thread sanitizer, whose own frames and
    /// checks take several times the room of an ordinary build's, 4 MiB.
    static let darwinStack = Platform.symbol(named: "__tsan_init") == nil ? 512 : 4_096

    /// The stack the deepest value is encoded on: a Darwin pool thread's, except under the
    /// address sanitizer, whose instrumented frames of the value's own `encode(to:)` (the encoder
    /// checks no stack: the value was built as deep on some thread) overflow 512 KiB at 255
    /// levels; there, as under the thread sanitizer, 4 MiB. (Decoding, which measures the stack,
    /// keeps 512 KiB under the address sanitizer.)
    static let encodingStack = Platform.symbol(named: "__asan_init") == nil ? darwinStack : 4_096

    /// Runs `body` on a new thread with a `kilobytes` stack and returns what it returned.
    static func onStack<Value: Sendable>(kilobytes: Int = darwinStack, _ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Swift.Result { try body() }) }
            thread.stackSize = kilobytes << 10
            thread.start()
        }
    }

    /// What decoding `text` on a small stack gives: the value, or the error's summary.
    static func decodedOnSmallStack(_ text: String, carefully: Bool) async throws -> Swift.Result<Chain, LiteralError> {
        try await onStack {
            do throws(LiteralError) {
                return .success(try LiteralDecoding.decode(Chain.self, from: text, pass: carefully ? .carefulOnly : .both))
            } catch {
                return .failure(error)
            }
        }
    }

    @Test(arguments: [false, true])
    func aStateNestedFortyLevelsDecodesOnADarwinSizedStack(carefully: Bool) async throws {
        let result = try await Self.decodedOnSmallStack(Chain.text(40), carefully: carefully)
        #expect(try result.get() == Chain.deep(40))
    }

    @Test(arguments: [false, true])
    func theDeepestLiteralDecodesOrSaysTheStackIsShortNeverOverflows(carefully: Bool) async throws {
        switch try await Self.decodedOnSmallStack(Chain.text(Self.deepest), carefully: carefully) {
        case .success(let chain):
            #expect(chain == Chain.deep(Self.deepest))
        case .failure(let error):
            #expect(error.message.contains("nests too deep for this thread's stack"), "\(error.summary)")
        }
    }

    @Test func theDeepestLiteralDecodesOnAnEightMegabyteStack() async throws {
        let decoded = try await Self.onStack(kilobytes: 8 << 10) { try LiteralDecoding.decode(Chain.self, from: Chain.text(Self.deepest), pass: .carefulOnly) }
        #expect(decoded == Chain.deep(Self.deepest))
        #expect(try LiteralText.decode(Chain.self, from: Chain.text(Self.deepest)) == Chain.deep(Self.deepest))
    }

    @Test func theDeepestValueEncodesAndPrintsOnADarwinSizedStack() async throws {
        let (line, pretty) = try await Self.onStack(kilobytes: Self.encodingStack) {
            (try LiteralText.encode(Chain.deep(Self.deepest)), try LiteralText.pretty(Chain.deep(Self.deepest)))
        }
        #expect(line == Chain.text(Self.deepest))
        #expect(pretty.hasPrefix(".link("))
    }

    @Test func tooDeepIsStillTheLimitsErrorOnADarwinSizedStack() async throws {
        let result = try await Self.decodedOnSmallStack(Chain.text(LiteralLimits.maximumDepth + 1), carefully: false)
        guard case .failure(let error) = result else { Issue.record("it decoded"); return }
        #expect(error.message.contains("deeper than \(LiteralLimits.maximumDepth) levels") || error.message.contains("too deep for this thread's stack"), "\(error.summary)")
    }
}
