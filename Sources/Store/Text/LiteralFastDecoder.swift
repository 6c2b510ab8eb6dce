/// The fast way to decode the text syntax: a ``LiteralTape`` read by small value-type decoders
/// and containers, which fit inside `any Decoder` without an allocation of their own.
///
/// It only ever answers with a value or not at all: any text it does not read, and any error at
/// all, sends ``LiteralText/decode(_:from:)`` to the full decoder, which decodes it again and
/// explains what is wrong (line, column, caret, "did you mean"). So a value decoded here must be
/// exactly the value the full decoder gives, and everything it refuses is refused here too.
enum LiteralFastDecoding {
    /// The value, or `nil` when only the full decoder can read the text (for the tests that
    /// hold the two decoders to the same answers).
    static func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
        let result = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { result.deallocate() }
        return decode(type, from: text, into: result) ? result.move() : nil
    }

    /// Decodes `text` into `result` (uninitialized before, initialized after) and answers
    /// `true`, or answers `false` and leaves `result` uninitialized.
    ///
    /// It answers through a pointer rather than with a `T?`: in code generic over `T`, each
    /// `T?` is a look-up of the metadata of `Optional<T>`, some under a lock.
    static func decode<T: Decodable>(_ type: T.Type, from text: String, into result: UnsafeMutablePointer<T>) -> Bool {
        var text = text
        return text.withUTF8 { bytes in decode(type, utf8: bytes, into: result) }
    }

    /// ``decode(_:from:into:)`` on the text's UTF-8 bytes.
    static func decode<T: Decodable>(_ type: T.Type, utf8 bytes: UnsafeBufferPointer<UInt8>, into result: UnsafeMutablePointer<T>) -> Bool {
        let cache = FastDecodingCache.current
        var entries = cache.takeEntries()
        defer { cache.keep(entries) }
        guard LiteralTape.parse(bytes, into: &entries, stackLimit: cache.stackLimit) else { return false }
        return entries.withUnsafeMutableBufferPointer { entries -> Bool in
            let tape = cache.takeTape(bytes: bytes, entries: entries)
            defer { cache.keep(tape) }
            // The containers hold the tape unowned, so it must live to the end of decoding.
            return withExtendedLifetime(tape) { () -> Bool in
                do {
                    result.initialize(to: try tape.decode(type, at: 0))
                } catch {
                    return false
                }
                guard tape.finishedCleanly() else {
                    result.deinitialize(count: 1)
                    return false
                }
                return true
            }
        }
    }
}

/// Gave up: the full decoder will say why.
struct FastDecodingFailed: Error {}

/// One decoding's tape, and which arguments were read (so that a label no type asked for sends
/// the text to the full decoder, which reports it).
final class FastTape {
    /// An argument a type read.
    static let read: UInt8 = 1
    /// Arguments or a tuple read through a keyed container: every label must be read.
    static let opened: UInt8 = 2
    /// A case read through a keyed container.
    static let caseOpened: UInt8 = 4
    /// A case whose name was found to be one of its type's keys.
    static let caseKnown: UInt8 = 8

    @exclusivity(unchecked) private(set) var bytes: UnsafeBufferPointer<UInt8>
    @exclusivity(unchecked) private(set) var entries: UnsafeMutableBufferPointer<LiteralTape.Entry>
    /// Set when a container met something the full decoder would refuse but the type was not
    /// told about (a case name that is not a key, asked for in `allKeys`).
    @exclusivity(unchecked) var gaveUp = false

    /// This thread's cache, which outlives the decoding.
    unowned(unsafe) let cache: FastDecodingCache

    init(bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeMutableBufferPointer<LiteralTape.Entry>, cache: FastDecodingCache) {
        self.bytes = bytes
        self.entries = entries
        self.cache = cache
    }

    /// Makes a tape done with ready for another decoding.
    func reset(bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeMutableBufferPointer<LiteralTape.Entry>) {
        self.bytes = bytes
        self.entries = entries
        gaveUp = false
    }

    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        // The type is checked first, so the casts cannot fail; a dynamic cast would cost more
        // than the decoding.
        if T.self == String.self { return unsafeBitCast(try string(at: index), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try integer(Int.self, at: index), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try bool(at: index), to: T.self) }
        // Short of stack, the full decoder takes over, and says so where it runs short too.
        guard StackRoom.enough(above: cache.stackLimit) else { throw FastDecodingFailed() }
        return try T(from: FastDecoder(tape: self, index: index))
    }

    /// Marks the arguments at `index` as read through a container, whose every label must be
    /// read; a second container on them gives up (the full decoder checks each on its own).
    func open(_ index: Int) throws {
        guard entries[index].marks & Self.opened == 0 else { throw FastDecodingFailed() }
        entries[index].marks |= Self.opened
    }

    /// Whether the value decoded is the one the full decoder gives: every argument of every
    /// case and tuple that a type opened was read, and every case a type opened is one of its
    /// cases (the full decoder refuses an unknown case as soon as its container is asked for).
    func finishedCleanly() -> Bool {
        guard !gaveUp else { return false }
        var index = 0
        while index < entries.count {
            let marks = entries[index].marks
            if marks & Self.caseOpened != 0, marks & Self.caseKnown == 0 { return false }
            if marks & Self.opened != 0 {
                var child = index + 1
                for _ in 0..<entries[index].count {
                    if entries[child].marks & Self.read == 0 { return false }
                    child += Int(entries[child].size)
                }
            }
            index += 1
        }
        return true
    }

    func text(_ start: Int32, _ end: Int32) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]), as: UTF8.self)
    }

    func string(at index: Int) throws -> String {
        let entry = entries[index]
        guard entry.kind == .string else { throw FastDecodingFailed() }
        return text(entry.start, entry.end)
    }

    func bool(at index: Int) throws -> Bool {
        switch entries[index].kind {
        case .boolTrue: return true
        case .boolFalse: return false
        default: throw FastDecodingFailed()
        }
    }

    /// An integer written with digits only (and a sign), as `T(text)` reads it; anything else,
    /// or out of range, gives up.
    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws -> T {
        let entry = entries[index]
        guard entry.kind == .number else { throw FastDecodingFailed() }
        var position = Int(entry.start)
        let end = Int(entry.end)
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        guard position < end else { throw FastDecodingFailed() }
        var value: T = 0
        while position < end {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { throw FastDecodingFailed() }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative
                ? times.subtractingReportingOverflow(T(digit))
                : times.addingReportingOverflow(T(digit))
            guard !overflow, !overflow2 else { throw FastDecodingFailed() }
            value = next
            position += 1
        }
        return value
    }

    func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, at index: Int) throws -> T {
        let entry = entries[index]
        guard entry.kind == .number, let value = T(text(entry.start, entry.end)) else { throw FastDecodingFailed() }
        return value
    }

    /// Whether the bytes from `start` to `end` spell `key`.
    func spells(_ start: Int32, _ end: Int32, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = Int(end - start)
        guard name.count == count else { return false }
        guard count > 0 else { return true }
        return Platform.bytesEqual(bytes.baseAddress! + Int(start), name.baseAddress!, count: count)
    }
}

struct FastDecoder: Decoder {
    unowned(unsafe) let tape: FastTape
    let index: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let entry = tape.entries[index]
        switch entry.kind {
        case .enumCase, .enumCaseWithArguments:
            // Whether the type has this case is checked when it asks for the key, or at the end.
            tape.entries[index].marks |= FastTape.caseOpened
            return tape.cache.container(tape: tape, index: index, isCase: true, as: type)
        case .tuple:
            try tape.open(index)
            return tape.cache.container(tape: tape, index: index, isCase: false, as: type)
        default:
            throw FastDecodingFailed()
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape.entries[index].kind == .array else { throw FastDecodingFailed() }
        return FastUnkeyedContainer(tape: tape, index: index)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        FastSingleValueContainer(tape: tape, index: index)
    }
}
