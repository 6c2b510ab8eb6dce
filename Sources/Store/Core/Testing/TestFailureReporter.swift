import StoreSupport

/// Records a test failure as an issue of the test framework that is running, at a source
/// location, without linking any test framework: the functions are looked up in the process.
///
/// Swift Testing is reached through `Issue.record(_:sourceLocation:)`, whose resilient
/// arguments are built through their own conformances (`ExpressibleByStringLiteral` and
/// `Decodable`), so only the function's symbol and the types' names are assumed. XCTest is
/// reached through `XCTFail(_:file:line:)`, whose arguments are standard library types.
package enum TestFailureReporter {
    /// Records `message` at `location`; returns `false` when no test framework took it.
    static func record(_ message: String, at location: TestLocation) -> Bool {
        if SwiftTesting.isRunningTest { return SwiftTesting.record(message, at: location) }
        return XCTest.record(message, at: location)
    }

    /// Where a test store's step that is running takes the failures found under it (a
    /// dependency the test did not provide, read by the step's reducer or its effects): the
    /// step fails with them at its own line.
    struct Step: Sendable {
        let take: @Sendable (String) -> Void
    }

    @TaskLocal static var step: Step?

    /// Records `message`, found at `location` (a dependency's declaration), as a failure of the
    /// test store's step running now when there is one, at that step's line; otherwise as
    /// ``record(_:at:)`` does.
    static func recordInStep(_ message: String, at location: TestLocation) -> Bool {
        guard let step else { return record(message, at: location) }
        step.take("\(message) (\(location.fileID):\(location.line))")
        return true
    }

    /// Whether this process runs tests: Swift Testing or XCTest is loaded in it.
    package static let isTestProcess: Bool = SwiftTesting.current != nil || XCTest.fail != nil

    /// A buffer large enough for the values the looked-up functions return indirectly: 512
    /// bytes, which the calling convention always returns through memory.
    private struct Indirect {
        private struct Words {
            var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        }
        private var storage: (Words, Words, Words, Words, Words, Words, Words, Words) =
            (Words(), Words(), Words(), Words(), Words(), Words(), Words(), Words())
    }

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        Platform.symbol(named: name)
    }

    private enum SwiftTesting {
        typealias Current = @convention(thin) () -> Indirect
        typealias Record = @convention(thin) (UnsafeRawPointer, UnsafeRawPointer) -> Indirect

        static let current = symbol("$s7Testing4TestV7currentACSgvgZ").map { unsafeBitCast($0, to: Current.self) }
        static let recordIssue = symbol("$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ")
            .map { unsafeBitCast($0, to: Record.self) }
        static var optionalTest: Any.Type? { _typeByName("7Testing4TestVSg") }
        static var issue: Any.Type? { _typeByName("7Testing5IssueV") }
        static var comment: (any ExpressibleByStringLiteral.Type)? { _typeByName("7Testing7CommentV") as? any ExpressibleByStringLiteral.Type }
        static var location: (any Decodable.Type)? { _typeByName("7Testing14SourceLocationV") as? any Decodable.Type }

        /// `true` inside a Swift Testing test (its `Test.current` is not `nil`).
        static var isRunningTest: Bool {
            guard let current, let optionalTest, fits(optionalTest) else { return false }
            var result = Indirect()
            result = current()
            return withUnsafeMutableBytes(of: &result) { isSome(optionalTest, at: $0.baseAddress!) }
        }

        static func record(_ message: String, at location: TestLocation) -> Bool {
            guard let recordIssue, let issue, fits(issue), let comment, let locationType = self.location
            else { return false }
            return withComment(comment, message) { comment in
                withLocation(locationType, location) { location in
                    var result = recordIssue(comment, location)
                    withUnsafeMutableBytes(of: &result) { destroy(issue, at: $0.baseAddress!) }
                }
            } ?? false
        }

        private static func withComment<C: ExpressibleByStringLiteral>(
            _: C.Type, _ message: String, _ body: (UnsafeRawPointer) -> Bool?
        ) -> Bool? {
            guard let literal = message as? C.StringLiteralType else { return nil }
            var value: C? = C(stringLiteral: literal)
            return withUnsafePointer(to: &value) { body(UnsafeRawPointer($0)) }
        }

        private static func withLocation<L: Decodable>(
            _: L.Type, _ location: TestLocation, _ body: (UnsafeRawPointer) -> Void
        ) -> Bool? {
            guard var value = try? L(from: LocationDecoder(location: location)) else { return nil }
            withUnsafePointer(to: &value) { body(UnsafeRawPointer($0)) }
            return true
        }

        private static func fits(_ type: Any.Type) -> Bool {
            func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
            return _openExistential(type, do: size) <= MemoryLayout<Indirect>.size
        }

        private static func isSome(_ type: Any.Type, at pointer: UnsafeMutableRawPointer) -> Bool {
            func check<T>(_: T.Type) -> Bool {
                let value = pointer.assumingMemoryBound(to: T.self).move()
                return !Mirror(reflecting: value).children.isEmpty
            }
            return _openExistential(type, do: check)
        }

        private static func destroy(_ type: Any.Type, at pointer: UnsafeMutableRawPointer) {
            func drop<T>(_: T.Type) { pointer.assumingMemoryBound(to: T.self).deinitialize(count: 1) }
            _openExistential(type, do: drop)
        }
    }

    private enum XCTest {
        typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void
        static let fail = symbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
            .map { unsafeBitCast($0, to: Fail.self) }

        static func record(_ message: String, at location: TestLocation) -> Bool {
            guard let fail else { return false }
            fail(message, location.filePath, location.line)
            return true
        }
    }
}

/// Decodes a Swift Testing `SourceLocation` from ours, whatever keys its decoder asks for.
private struct LocationDecoder: Decoder {
    let location: TestLocation
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(location: location))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "a source location is keyed"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "a source location is keyed"))
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let location: TestLocation
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { ["fileID", "filePath", "_filePath", "line", "column"].compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool { allKeys.contains { $0.stringValue == key.stringValue } }

        func decode(_ type: String.Type, forKey key: Key) throws -> String {
            switch key.stringValue {
            case "fileID": return location.fileID.description
            case "filePath", "_filePath": return location.filePath.description
            default: throw missing(key)
            }
        }

        func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
            switch key.stringValue {
            case "line": return Int(location.line)
            case "column": return Int(location.column)
            default: throw missing(key)
            }
        }

        func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            if T.self == String.self, let value = try decode(String.self, forKey: key) as? T { return value }
            if T.self == Int.self, let value = try decode(Int.self, forKey: key) as? T { return value }
            throw missing(key)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            throw missing(key)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw missing(key) }
        func superDecoder() throws -> any Decoder { LocationDecoder(location: location) }
        func superDecoder(forKey key: Key) throws -> any Decoder { LocationDecoder(location: location) }

        private func missing(_ key: Key) -> DecodingError {
            .keyNotFound(key, .init(codingPath: [], debugDescription: "a source location has no \(key.stringValue)"))
        }
    }
}
