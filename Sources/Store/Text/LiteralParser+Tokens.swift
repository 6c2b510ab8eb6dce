/// The parser's tokens: numbers, strings with their escapes, identifiers, and spacing.
extension LiteralParser {
    mutating func number() throws(LiteralError) -> LiteralNode {
        let start = index
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                let name = try identifier(what: "`infinity` after `-.`")
                guard name == "infinity" else {
                    index = start
                    throw error("expected a number", found: "`-.\(name)`")
                }
                return .number("-.infinity", at: start)
            }
        }
        let digitsStart = index
        while index < bytes.count, isNumberByte(bytes[index]) {
            if bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"),
               index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+") {
                index += 1
            }
            index += 1
        }
        guard index > digitsStart else {
            throw error("expected digits after `-`", found: foundDescription)
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self), at: start)
    }

    mutating func string() throws(LiteralError) -> String {
        let start = index
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else {
                index = start
                throw error("this string is not closed with `\"`", found: nil)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; break }
            if byte == UInt8(ascii: "\n") {
                index = start
                throw error("this string is not closed with `\"` on its line", found: nil)
            }
            if byte != UInt8(ascii: "\\") {
                out.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw error("expected an escape after `\\`", found: "the end of the text") }
            switch bytes[index] {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "0"): out.append(0x00)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): out.append(bytes[index])
            case UInt8(ascii: "u"):
                out.append(contentsOf: try unicodeEscape())
                continue
            default:
                throw error(
                    "unknown escape; use \\\" \\\\ \\n \\t \\r \\0 or \\u{…}",
                    found: "`\\\(String(decoding: [bytes[index]], as: UTF8.self))`"
                )
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `u{1F600}`, at the `u`; returns the scalar's UTF-8 bytes.
    mutating func unicodeEscape() throws(LiteralError) -> [UInt8] {
        let escapeStart = index - 1
        index += 1
        try expect("{", "expected `{` after `\\u`")
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, let digit = hexValue(bytes[index]) {
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            index += 1
            if digits > 8 { break }
        }
        guard digits >= 1, digits <= 8, index < bytes.count, bytes[index] == UInt8(ascii: "}"),
              let scalar = Unicode.Scalar(value)
        else {
            index = escapeStart
            throw error("expected a Unicode escape of 1 to 8 hex digits naming a scalar, like \\u{1F600}", found: nil)
        }
        index += 1
        return Array(String(Character(scalar)).utf8)
    }

    mutating func identifier(what: String) throws(LiteralError) -> String {
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") {
            let start = index + 1
            index = start
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), isIdentifierByte(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "`"), index > start else {
                throw error("expected a name between backticks", found: foundDescription)
            }
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        guard index < bytes.count, isIdentifierStart(bytes[index]) else {
            throw error("expected \(what)", found: foundDescription)
        }
        let start = index
        while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func expect(_ character: Unicode.Scalar, _ message: String) throws(LiteralError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw error(message, found: foundDescription)
        }
        index += 1
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    var foundDescription: String {
        guard index < bytes.count else { return "the end of the text" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "`\(String(decoding: bytes[index..<end], as: UTF8.self))`"
    }

    func error(_ message: String, found: String?, hint: String? = nil) -> LiteralError {
        LiteralError(
            text: text, offset: index,
            message: found.map { "\(message), found \($0)" } ?? message,
            suggestion: hint
        )
    }

    func isIdentifierStart(_ byte: UInt8) -> Bool { LiteralBytes.isIdentifierStart(byte) }
    func isIdentifierByte(_ byte: UInt8) -> Bool { LiteralBytes.isIdentifierByte(byte) }
    func isNumberByte(_ byte: UInt8) -> Bool { LiteralBytes.isNumberByte(byte) }

    func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// Which bytes start a name, continue one, or make up a number: one answer for the full parser
/// and the fast tape, so both read the same tokens.
enum LiteralBytes {
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }
}
