import StoreSupport

/// The decoder of the text syntax: a ``LiteralTape`` read by small value-type decoders and
/// containers, which fit inside `any Decoder` without an allocation of their own.
///
/// It reads a value in up to two passes over the same tape, with the same containers. The quick
/// pass takes the common path only and, at the first thing out of the ordinary (a value of the
/// wrong kind, a label no type asked for, a second container on one tuple, a dictionary), stops
/// without saying why. The careful pass, run only then, takes the cold paths: it checks as
/// Swift's own decoders do, level by level, and says precisely what is wrong (line, column,
/// caret, "did you mean"), or decodes what the quick pass does not read.
package enum LiteralDecoding {
    /// Decodes UTF-8 `bytes` into `result`: uninitialized before, initialized after
    /// (uninitialized still when it throws).
    ///
    /// It answers through a pointer rather than with a `T`: in code generic over `T`, a `T?`
    /// or a returned `T` is a look-up of metadata, some under a lock.
    static func decode<T: Decodable>(
        _ type: T.Type, utf8 bytes: UnsafeBufferPointer<UInt8>, into result: UnsafeMutablePointer<T>, pass: Pass = .both
    ) throws(LiteralError) {
        if pass != .carefulOnly, decodeQuickly(type, utf8: bytes, into: result) { return }
        if pass == .quickOnly { throw LiteralError(text: "", offset: 0, message: "the quick pass stopped") }
        if let failure = decodeCarefully(type, utf8: bytes, into: result) { throw failure }
    }

    /// The quick pass: `true` with `result` initialized, or `false`, having said nothing.
    private static func decodeQuickly<T: Decodable>(
        _ type: T.Type, utf8 bytes: UnsafeBufferPointer<UInt8>, into result: UnsafeMutablePointer<T>
    ) -> Bool {
        let cache = FastDecodingCache.current
        var entries = cache.takeEntries()
        defer { cache.keep(entries) }
        guard LiteralTape.parse(bytes, into: &entries, stackLimit: cache.stackLimit) == nil else { return false }
        return entries.withUnsafeMutableBufferPointer { entries -> Bool in
            let tape = cache.takeTape(bytes: bytes, entries: entries)
            defer { cache.keep(tape) }
            // The containers hold the tape unowned, so it must live to the end of decoding.
            return withExtendedLifetime(tape) { tape.decodeQuickly(type, into: result) }
        }
    }

    /// The tape read again and the careful pass: `nil` with `result` initialized, or the error.
    @inline(never)
    private static func decodeCarefully<T: Decodable>(
        _ type: T.Type, utf8 bytes: UnsafeBufferPointer<UInt8>, into result: UnsafeMutablePointer<T>
    ) -> LiteralError? {
        let cache = FastDecodingCache.current
        var entries = cache.takeEntries()
        defer { cache.keep(entries) }
        if let failure = LiteralTape.parse(bytes, into: &entries, stackLimit: cache.stackLimit) {
            return failure.offset < 0
                ? LiteralError(text: "", offset: 0, message: failure.message)
                : LiteralError(text: String(decoding: bytes, as: UTF8.self), offset: failure.offset, message: failure.message, suggestion: failure.hint)
        }
        return entries.withUnsafeMutableBufferPointer { entries -> LiteralError? in
            let tape = cache.takeTape(bytes: bytes, entries: entries)
            defer { cache.keep(tape) }
            return withExtendedLifetime(tape) { () -> LiteralError? in
                do throws(LiteralError) {
                    try tape.decodeCarefully(type, into: result)
                    return nil
                } catch {
                    return error
                }
            }
        }
    }

    /// Decodes `bytes` carefully, telling `noting` of each case a type asks for, with its
    /// type's coding keys and where its name stands in `bytes`; `nil` when it decodes, or the
    /// error (including one `noting` throws, made a ``LiteralError`` at the case).
    package static func decodeNotingCases<T: Decodable>(
        _ type: T.Type, utf8 bytes: UnsafeBufferPointer<UInt8>,
        noting: @escaping (_ keys: any CodingKey.Type, _ name: Range<Int>) throws -> Void
    ) -> LiteralError? {
        let cache = FastDecodingCache.current
        var entries = cache.takeEntries()
        defer { cache.keep(entries) }
        if let failure = LiteralTape.parse(bytes, into: &entries, stackLimit: cache.stackLimit) {
            return LiteralError(text: String(decoding: bytes, as: UTF8.self), offset: max(0, failure.offset), message: failure.message)
        }
        return entries.withUnsafeMutableBufferPointer { entries -> LiteralError? in
            let tape = cache.takeTape(bytes: bytes, entries: entries)
            defer {
                tape.notingCase = nil
                cache.keep(tape)
            }
            tape.notingCase = { [unowned(unsafe) tape] keys, index in
                try noting(keys, Int(tape.entries[index].start)..<Int(tape.entries[index].end))
            }
            let result = UnsafeMutablePointer<T>.allocate(capacity: 1)
            defer { result.deallocate() }
            return withExtendedLifetime(tape) { () -> LiteralError? in
                do throws(LiteralError) {
                    try tape.decodeCarefully(type, into: result)
                    result.deinitialize(count: 1)
                    return nil
                } catch {
                    return error
                }
            }
        }
    }

    /// Which passes to run: both, as a decoding does; or one alone, for the tests that hold
    /// the two to the same answers.
    enum Pass { case both, quickOnly, carefulOnly }

    /// ``decode(_:utf8:into:pass:)`` on a `String`.
    static func decode<T: Decodable>(_ type: T.Type, from text: String, pass: Pass = .both) throws(LiteralError) -> T {
        let result = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { result.deallocate() }
        var text = text
        if pass != .carefulOnly, text.withUTF8({ decodeQuickly(type, utf8: $0, into: result) }) { return result.move() }
        if pass == .quickOnly { throw LiteralError(text: "", offset: 0, message: "the quick pass stopped") }
        if let failure = text.withUTF8({ decodeCarefully(type, utf8: $0, into: result) }) { throw failure }
        return result.move()
    }
}

/// Stopped: the careful pass will say why.
struct FastDecodingFailed: Error {}

/// One decoding's tape, what the types read of it, and, in the careful pass, where it is.
///
/// Its `bytes` and `entries` are pointers into storage that lives only while the decoding
/// runs; the tape itself lives as long as its thread's cache, and between decodings points at
/// nothing (``retire()``).
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
    /// Set when a container met something the careful pass refuses but the type was not told
    /// about (a case name that is not a key, asked for in `allKeys`).
    @exclusivity(unchecked) var gaveUp = false

    /// Whether this is the careful pass, which takes the cold paths and throws ``LiteralError``s.
    @exclusivity(unchecked) var isCareful = false
    /// The careful pass: the last place reached (for errors Swift's synthesized code throws
    /// without knowing where), how deep it is, and the containers whose labels it checks.
    @exclusivity(unchecked) var lastOffset = 0
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var labelUses: [LabelUse] = []
    /// The careful pass only: told of each case a type asks a keyed container for, before it
    /// is checked (its type's coding keys, and its entry), by a decoding that follows which
    /// type each case of a text belongs to (``LiteralDecoding/decodeNotingCases(_:utf8:noting:)``).
    @exclusivity(unchecked) var notingCase: ((any CodingKey.Type, Int) throws -> Void)?

    /// This thread's cache, which outlives the decoding.
    unowned(unsafe) let cache: FastDecodingCache

    init(cache: FastDecodingCache) {
        bytes = UnsafeBufferPointer(start: nil, count: 0)
        entries = UnsafeMutableBufferPointer(start: nil, count: 0)
        self.cache = cache
    }

    /// Makes the tape ready for a decoding.
    func reset(bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeMutableBufferPointer<LiteralTape.Entry>) {
        self.bytes = bytes
        self.entries = entries
        gaveUp = false
        if isCareful {
            isCareful = false
            lastOffset = 0
            depth = 0
            labelUses.removeAll(keepingCapacity: true)
        }
    }

    /// Ends a decoding: the tape no longer points at its text or entries, so a decoder or
    /// container used after the decoding stops on ``entry(_:of:)``'s precondition.
    func retire() {
        reset(bytes: UnsafeBufferPointer(start: nil, count: 0), entries: UnsafeMutableBufferPointer(start: nil, count: 0))
    }

    /// The entry at `index`, for a decoder or container: one comparison fences off a use after
    /// the decoding ended. (Static, and given the tape's `entries`, so that a caller holding
    /// the tape unowned need not retain it for a method call.)
    @inline(__always)
    static func entry(_ index: Int, of entries: UnsafeMutableBufferPointer<LiteralTape.Entry>) -> LiteralTape.Entry {
        precondition(index < entries.count, usedAfterDecoding)
        return entries[index]
    }

    @inline(__always)
    func entry(_ index: Int) -> LiteralTape.Entry { Self.entry(index, of: entries) }

    static let usedAfterDecoding =
        "a decoder or container of LiteralText was used after the init(from:) it was given to had returned"

    /// The quick pass: `true` with `result` initialized, or `false` with it uninitialized.
    @inline(__always)
    func decodeQuickly<T: Decodable>(_ type: T.Type, into result: UnsafeMutablePointer<T>) -> Bool {
        do {
            result.initialize(to: try decode(type, at: 0))
        } catch {
            return false
        }
        guard finishedCleanly() else {
            result.deinitialize(count: 1)
            return false
        }
        return true
    }

    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        if isCareful { return try decodeCarefully(type, at: index, arguments: false) }
        // The type is checked first, so the casts cannot fail; a dynamic cast would cost more
        // than the decoding.
        if T.self == String.self { return unsafeBitCast(try string(at: index), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try integer(Int.self, at: index), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try bool(at: index), to: T.self) }
        // Short of stack, the careful pass takes over, and says so where it runs short too.
        guard StackRoom.enough(above: cache.stackLimit) else { throw FastDecodingFailed() }
        return try T(from: FastDecoder(tape: self, index: index))
    }

    /// Marks the arguments at `index` as read through a container, whose every label must be
    /// read; a second container on them stops the quick pass (the careful one checks each).
    func open(_ index: Int) throws {
        guard entries[index].marks & Self.opened == 0 else { throw FastDecodingFailed() }
        entries[index].marks |= Self.opened
    }

    /// Whether the quick pass read the value as the careful one would: every argument of
    /// every case and tuple that a type opened was read, and every case a type opened is one of
    /// its cases (the careful pass refuses an unknown case as soon as its container is asked for).
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
}
