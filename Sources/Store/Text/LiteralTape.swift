import StoreSupport

/// The one reader of the text syntax: it turns a literal into a flat list of entries, one
/// allocation for the whole value, with every name and string left in the text until a type
/// asks for it; or it stops at the first thing that is not the syntax and says where, and what
/// it expected (``failure``).
///
/// Entries that need slow work later carry a flag: a string with escapes, a number spelled
/// `.infinity`, `-.infinity` or `.nan`. Everything else the decoder reads straight from the bytes.
package struct LiteralTape {
    package enum Kind: UInt8 {
        case enumCase, enumCaseWithArguments, tuple, array, dictionary, string, number, boolTrue, boolFalse, null
    }

    /// What an entry needs beyond its bytes.
    enum Flag: UInt8 {
        case none = 0
        /// A string whose contents hold escapes: ``LiteralTape/unescaped(_:_:in:)`` reads it.
        case escaped
        /// A number spelled as a name: `.infinity`, `-.infinity`, `.nan`.
        case infinity, negativeInfinity, nan
    }

    package struct Entry {
        package var kind: Kind
        /// What the decoder did with it (``FastTape/read``, ``FastTape/opened``…).
        var marks: UInt8 = 0
        var flag: Flag = .none
        /// The entry's label, as an argument of a case or tuple; `labelStart < 0` for none.
        var labelStart: Int32 = -1
        var labelEnd: Int32 = -1
        /// A case's name (inside any backticks), a string's contents or a number's text.
        var start: Int32 = 0
        var end: Int32 = 0
        /// Where the value starts (its `.`, quote or bracket) and ends, past its last byte.
        package var at: Int32 = 0
        package var valueEnd: Int32 = 0
        /// How many children it has: arguments, elements, or a dictionary's pairs (whose keys
        /// and values follow one another).
        var count: Int32 = 0
        /// How many entries it spans, itself included: the next sibling is `size` entries on.
        var size: Int32 = 1

        /// Where the argument starts: its label, if it has one.
        var argumentStart: Int32 { labelStart >= 0 ? labelStart : at }
    }

    /// Why a text is not a literal: where, and the sentence that says so.
    struct Failure {
        var offset: Int
        var message: String
        var hint: String? = nil
    }

    var entries: [Entry] = []
    let bytes: UnsafeBufferPointer<UInt8>
    var failure: Failure?
    var index = 0
    private var depth = 0
    private let stackLimit: UInt

    private init(bytes: UnsafeBufferPointer<UInt8>, stackLimit: UInt) {
        self.bytes = bytes
        self.stackLimit = stackLimit
    }

    /// Reads `bytes` into `entries` (whose old contents go, and whose storage is reused), or
    /// answers why it is not one literal with only white space around it.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into entries: inout [Entry], stackLimit: UInt) -> Failure? {
        guard bytes.count <= LiteralLimits.maximumLength else { return tooLong(bytes.count) }
        var tape = LiteralTape(bytes: bytes, stackLimit: stackLimit)
        swap(&tape.entries, &entries)
        defer { swap(&tape.entries, &entries) }
        tape.entries.removeAll(keepingCapacity: true)
        tape.skipSpace()
        guard tape.value(label: nil) else { return tape.failure }
        tape.skipSpace()
        if tape.index < bytes.count { _ = tape.fail("expected the end of the value", found: tape.foundDescription) }
        return tape.failure
    }

    @inline(never)
    private static func tooLong(_ count: Int) -> Failure {
        // Said at no line: the text is not shown.
        Failure(offset: -1, message: "the text is \(count) bytes long; a literal may have at most \(LiteralLimits.maximumLength)")
    }

    mutating func value(label: (Int32, Int32)?) -> Bool {
        guard index < bytes.count else { return fail("expected a value", found: "the end of the text") }
        let at = entries.count
        var entry = Entry(kind: .null)
        if let label {
            entry.labelStart = label.0
            entry.labelEnd = label.1
        }
        entry.at = Int32(index)
        switch bytes[index] {
        case UInt8(ascii: "."):
            index += 1
            guard let name = identifier(what: "a case name after `.`") else { return false }
            entry.start = name.0
            entry.end = name.1
            if isWord(name, "infinity") || isWord(name, "nan") {
                entry.kind = .number
                entry.flag = isWord(name, "nan") ? .nan : .infinity
                return append(entry)
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else {
                entry.kind = .enumCase
                return append(entry)
            }
            entry.kind = .enumCaseWithArguments
            entries.append(entry)
            return children(of: at, closing: UInt8(ascii: ")"))
        case UInt8(ascii: "("):
            entry.kind = .tuple
            entries.append(entry)
            return children(of: at, closing: UInt8(ascii: ")"))
        case UInt8(ascii: "["):
            entries.append(entry)
            return collection(at)
        case UInt8(ascii: "\""):
            return string(entry)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number(entry)
        default:
            guard LiteralBytes.isIdentifierStart(bytes[index]) else { return fail("expected a value", found: foundDescription) }
            let start = index
            guard let word = identifier(what: "a value") else { return false }
            if isWord(word, "true") {
                entry.kind = .boolTrue
            } else if isWord(word, "false") {
                entry.kind = .boolFalse
            } else if isWord(word, "nil") {
                entry.kind = .null
            } else {
                index = start
                let spelled = text(word.0, word.1)
                return fail("expected a value; a case starts with `.`", found: "`\(spelled)`", hint: "did you mean `.\(spelled)`?")
            }
            return append(entry)
        }
    }

    @inline(__always)
    mutating func append(_ entry: Entry) -> Bool {
        var entry = entry
        entry.valueEnd = Int32(index)
        entries.append(entry)
        return true
    }

    /// One level deeper, at an opening bracket; `false` past the limits.
    @inline(__always)
    private mutating func enter() -> Bool {
        depth += 1
        if depth > LiteralLimits.maximumDepth {
            return fail("the value nests deeper than \(LiteralLimits.maximumDepth) levels", found: nil)
        }
        if !StackRoom.enough(above: stackLimit) { return fail(StackRoom.message(atDepth: depth), found: nil) }
        return true
    }

    /// `( [label:] value, ... )` after the entry at `at`, at the parenthesis: the values up to
    /// it, separated by commas (one may end them), each with a label when one is written.
    private mutating func children(of at: Int, closing: UInt8) -> Bool {
        guard enter() else { return false }
        index += 1
        skipSpace()
        var count: Int32 = 0
        while true {
            if index < bytes.count, bytes[index] == closing { index += 1; break }
            var label: (Int32, Int32)? = nil
            if index < bytes.count, LiteralBytes.isIdentifierStart(bytes[index]) {
                let save = index
                let word = plainIdentifier()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                    label = word
                    index += 1
                    skipSpace()
                } else {
                    index = save
                }
            }
            guard value(label: label) else { return false }
            count += 1
            skipSpace()
            guard index < bytes.count else { return fail("expected `,` or `)`", found: "the end of the text") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpace()
            } else if bytes[index] != closing {
                return fail("expected `,` or `)`", found: foundDescription)
            }
        }
        return close(at, count: count)
    }

    /// Ends the container at `at` with `count` children, past its closing bracket.
    private mutating func close(_ at: Int, count: Int32) -> Bool {
        depth -= 1
        entries[at].count = count
        entries[at].size = Int32(entries.count - at)
        entries[at].valueEnd = Int32(index)
        return true
    }

    /// `[a, b]`, `[k: v]` or `[:]` for the entry at `at`, at the bracket.
    private mutating func collection(_ at: Int) -> Bool {
        guard enter() else { return false }
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            skipSpace()
            guard expect("]", "expected `]` to close the empty dictionary `[:]`") else { return false }
            entries[at].kind = .dictionary
            return close(at, count: 0)
        }
        var count: Int32 = 0
        var isDictionary: Bool? = nil
        while true {
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; break }
            guard value(label: nil) else { return false }
            skipSpace()
            let hasColon = index < bytes.count && bytes[index] == UInt8(ascii: ":")
            if isDictionary == nil { isDictionary = hasColon }
            if isDictionary == true {
                guard expect(":", "expected `:` after a dictionary key") else { return false }
                skipSpace()
                guard value(label: nil) else { return false }
                skipSpace()
            } else if hasColon {
                return fail("expected `,` or `]` in an array", found: "`:`")
            }
            count += 1
            guard index < bytes.count else { return fail("expected `,` or `]`", found: "the end of the text") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpace()
            } else if bytes[index] != UInt8(ascii: "]") {
                return fail("expected `,` or `]`", found: foundDescription)
            }
        }
        entries[at].kind = isDictionary == true ? .dictionary : .array
        return close(at, count: count)
    }

    /// Stops here: `message`, and what was found instead.
    @inline(never)
    mutating func fail(_ message: String, found: String?, hint: String? = nil) -> Bool {
        failure = Failure(offset: index, message: found.map { "\(message), found \($0)" } ?? message, hint: hint)
        return false
    }
}
