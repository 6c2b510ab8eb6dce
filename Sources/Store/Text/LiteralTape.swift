/// The text syntax parsed into a flat list of entries, for the fast decoder: one allocation for
/// the whole value, every name and string left in the text until a type asks for it.
///
/// It reads the common syntax only, and gives up (returns `nil`) on anything else: escapes in
/// strings, backticked names, `.infinity`, dictionaries, text past the limits. The full
/// ``LiteralParser`` then reads the text again, to decode it or to say precisely what is wrong,
/// so this one never has to explain anything.
struct LiteralTape {
    enum Kind: UInt8 {
        case enumCase, enumCaseWithArguments, tuple, array, string, number, boolTrue, boolFalse, null
    }

    struct Entry {
        var kind: Kind
        /// What the fast decoder did with it (``FastTape/read``, ``FastTape/opened``…).
        var marks: UInt8 = 0
        /// The entry's label, as an argument of a case or tuple; `labelStart < 0` for none.
        var labelStart: Int32 = -1
        var labelEnd: Int32 = -1
        /// A case's name, a string's contents or a number's text.
        var start: Int32 = 0
        var end: Int32 = 0
        /// How many children it has (arguments, elements).
        var count: Int32 = 0
        /// How many entries it spans, itself included: the next sibling is `size` entries on.
        var size: Int32 = 1
    }

    var entries: [Entry] = []
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private let stackLimit: UInt

    private init(bytes: UnsafeBufferPointer<UInt8>, stackLimit: UInt) {
        self.bytes = bytes
        self.stackLimit = stackLimit
    }

    /// Parses `bytes` into `entries` (whose old contents go, and whose storage is reused), or
    /// answers `false` when the text is not in the common syntax or not valid.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into entries: inout [Entry], stackLimit: UInt) -> Bool {
        guard bytes.count <= LiteralLimits.maximumLength, bytes.count < Int(Int32.max) else { return false }
        var tape = LiteralTape(bytes: bytes, stackLimit: stackLimit)
        swap(&tape.entries, &entries)
        defer { swap(&tape.entries, &entries) }
        tape.entries.removeAll(keepingCapacity: true)
        tape.skipSpace()
        guard tape.value(label: nil) else { return false }
        tape.skipSpace()
        return tape.index == bytes.count
    }

    private mutating func value(label: (Int32, Int32)?) -> Bool {
        guard index < bytes.count else { return false }
        let at = entries.count
        var entry = Entry(kind: .null)
        if let label {
            entry.labelStart = label.0
            entry.labelEnd = label.1
        }
        switch bytes[index] {
        case UInt8(ascii: "."):
            index += 1
            guard let name = identifier() else { return false }
            entry.start = name.0
            entry.end = name.1
            // `.infinity` and `.nan` are numbers to the full parser.
            if isWord(name, "infinity") || isWord(name, "nan") { return false }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else {
                entry.kind = .enumCase
                entries.append(entry)
                return true
            }
            entry.kind = .enumCaseWithArguments
            entries.append(entry)
            return arguments(of: at)
        case UInt8(ascii: "("):
            entry.kind = .tuple
            entries.append(entry)
            return arguments(of: at)
        case UInt8(ascii: "["):
            entry.kind = .array
            entries.append(entry)
            return array(at)
        case UInt8(ascii: "\""):
            index += 1
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") { return false }
                index += 1
            }
            guard index < bytes.count else { return false }
            entry.kind = .string
            entry.start = Int32(start)
            entry.end = Int32(index)
            index += 1
            entries.append(entry)
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            if bytes[index] == UInt8(ascii: "-") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: ".") { return false }
            }
            let digits = index
            // The same bytes as the full parser's numbers, so both hand `T(text)` the same text.
            while index < bytes.count, LiteralBytes.isNumberByte(bytes[index]) {
                if bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"),
                   index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+") {
                    index += 1
                }
                index += 1
            }
            guard index > digits else { return false }
            entry.kind = .number
            entry.start = Int32(start)
            entry.end = Int32(index)
            entries.append(entry)
            return true
        default:
            guard let word = identifier() else { return false }
            if isWord(word, "true") {
                entry.kind = .boolTrue
            } else if isWord(word, "false") {
                entry.kind = .boolFalse
            } else if isWord(word, "nil") {
                entry.kind = .null
            } else {
                return false
            }
            entries.append(entry)
            return true
        }
    }

    /// `( [label:] value, ... )` after the entry at `at`, at the parenthesis.
    private mutating func arguments(of at: Int) -> Bool {
        children(of: at, closing: UInt8(ascii: ")"), labelled: true)
    }

    /// `[a, b]` after the entry at `at`, at the bracket; a dictionary gives up.
    private mutating func array(_ at: Int) -> Bool {
        children(of: at, closing: UInt8(ascii: "]"), labelled: false)
    }

    /// The values up to `closing`, separated by commas (one may end them), each with a label
    /// when `labelled` and one is written; sets the entry's count and size.
    private mutating func children(of at: Int, closing: UInt8, labelled: Bool) -> Bool {
        depth += 1
        guard depth <= LiteralLimits.maximumDepth, StackRoom.enough(above: stackLimit) else { return false }
        index += 1
        skipSpace()
        var count: Int32 = 0
        while true {
            guard index < bytes.count else { return false }
            if bytes[index] == closing { index += 1; break }
            var label: (Int32, Int32)? = nil
            if labelled, LiteralBytes.isIdentifierStart(bytes[index]) {
                let save = index
                guard let word = identifier() else { return false }
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
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpace()
            } else if bytes[index] != closing {
                return false
            }
        }
        depth -= 1
        entries[at].count = count
        entries[at].size = Int32(entries.count - at)
        return true
    }

    private mutating func identifier() -> (Int32, Int32)? {
        guard index < bytes.count, LiteralBytes.isIdentifierStart(bytes[index]) else { return nil }
        let start = index
        while index < bytes.count, LiteralBytes.isIdentifierByte(bytes[index]) { index += 1 }
        return (Int32(start), Int32(index))
    }

    private func isWord(_ range: (Int32, Int32), _ word: StaticString) -> Bool {
        let length = Int(range.1 - range.0)
        guard length == word.utf8CodeUnitCount else { return false }
        let start = Int(range.0)
        for offset in 0..<length where bytes[start + offset] != word.utf8Start[offset] { return false }
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }
}
