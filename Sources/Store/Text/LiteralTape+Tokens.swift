/// The tape's tokens: strings and their escapes, numbers, names, and spacing.
extension LiteralTape {
    @inline(__always)
    mutating func string(_ entry: Entry) -> Bool {
        var entry = entry
        let quote = index
        index += 1
        let start = index
        while true {
            guard index < bytes.count else {
                index = quote
                return fail("this string is not closed with `\"`", found: nil)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\n") {
                index = quote
                return fail("this string is not closed with `\"` on its line", found: nil)
            }
            if byte == UInt8(ascii: "\\") {
                entry.flag = .escaped
                guard escape() else { return false }
            } else {
                index += 1
            }
        }
        entry.kind = .string
        entry.start = Int32(start)
        entry.end = Int32(index)
        index += 1
        return append(entry)
    }

    /// One escape, at its backslash.
    mutating func escape() -> Bool {
        index += 1
        guard index < bytes.count else { return fail("expected an escape after `\\`", found: "the end of the text") }
        switch bytes[index] {
        case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "0"),
             UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"):
            index += 1
            return true
        case UInt8(ascii: "u"):
            return unicodeEscape() != nil
        default:
            return fail(
                "unknown escape; use \\\" \\\\ \\n \\t \\r \\0 or \\u{…}",
                found: "`\\\(String(decoding: [bytes[index]], as: UTF8.self))`"
            )
        }
    }

    /// `u{1F600}`, at the `u`: the scalar, past its `}`.
    mutating func unicodeEscape() -> Unicode.Scalar? {
        let escapeStart = index - 1
        index += 1
        guard expect("{", "expected `{` after `\\u`") else { return nil }
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, let digit = LiteralBytes.hexValue(bytes[index]) {
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            index += 1
            if digits > 8 { break }
        }
        guard digits >= 1, digits <= 8, index < bytes.count, bytes[index] == UInt8(ascii: "}"),
              let scalar = Unicode.Scalar(value)
        else {
            index = escapeStart
            _ = fail("expected a Unicode escape of 1 to 8 hex digits naming a scalar, like \\u{1F600}", found: nil)
            return nil
        }
        index += 1
        return scalar
    }

    @inline(__always)
    mutating func number(_ entry: Entry) -> Bool {
        var entry = entry
        let start = index
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard let name = identifier(what: "`infinity` after `-.`") else { return false }
                guard isWord(name, "infinity") else {
                    index = start
                    return fail("expected a number", found: "`-.\(text(name.0, name.1))`")
                }
                entry.kind = .number
                entry.flag = .negativeInfinity
                entry.start = name.0
                entry.end = name.1
                return append(entry)
            }
        }
        let digits = index
        while index < bytes.count, LiteralBytes.isNumberByte(bytes[index]) {
            if bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"),
               index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+") {
                index += 1
            }
            index += 1
        }
        guard index > digits else { return fail("expected digits after `-`", found: foundDescription) }
        entry.kind = .number
        entry.start = Int32(start)
        entry.end = Int32(index)
        return append(entry)
    }

    /// A name, plain or between backticks: where it is, without them.
    @inline(__always)
    mutating func identifier(what: String) -> (Int32, Int32)? {
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") {
            let start = index + 1
            index = start
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), LiteralBytes.isIdentifierByte(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "`"), index > start else {
                _ = fail("expected a name between backticks", found: foundDescription)
                return nil
            }
            index += 1
            return (Int32(start), Int32(index - 1))
        }
        guard index < bytes.count, LiteralBytes.isIdentifierStart(bytes[index]) else {
            _ = fail("expected \(what)", found: foundDescription)
            return nil
        }
        return plainIdentifier()
    }

    /// A name without backticks, at its first byte.
    @inline(__always)
    mutating func plainIdentifier() -> (Int32, Int32) {
        let start = index
        while index < bytes.count, LiteralBytes.isIdentifierByte(bytes[index]) { index += 1 }
        return (Int32(start), Int32(index))
    }

    @inline(__always)
    mutating func expect(_ character: Unicode.Scalar, _ message: String) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return fail(message, found: foundDescription) }
        index += 1
        return true
    }

    @inline(__always)
    func isWord(_ range: (Int32, Int32), _ word: StaticString) -> Bool {
        let length = Int(range.1 - range.0)
        guard length == word.utf8CodeUnitCount else { return false }
        let start = Int(range.0)
        for offset in 0..<length where bytes[start + offset] != word.utf8Start[offset] { return false }
        return true
    }

    @inline(__always)
    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    @inline(__always)
    func text(_ start: Int32, _ end: Int32) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]), as: UTF8.self)
    }

    /// The character at the stop, as an error names it.
    var foundDescription: String {
        guard index < bytes.count else { return "the end of the text" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "`\(text(Int32(index), Int32(end)))`"
    }

    /// The contents of a string the tape flagged ``Flag/escaped``, from `start` to `end` of
    /// `bytes`, with its escapes read (the tape checked them all).
    static func unescaped(_ start: Int32, _ end: Int32, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        var index = Int(start)
        let end = Int(end)
        out.reserveCapacity(end - index)
        while index < end {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else { out.append(byte); continue }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "0"): out.append(0x00)
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                index += 1
                while bytes[index] != UInt8(ascii: "}") {
                    value = value &* 16 &+ UInt32(LiteralBytes.hexValue(bytes[index]) ?? 0)
                    index += 1
                }
                index += 1
                out.append(contentsOf: String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
            default: out.append(escaped)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
