/// How the text syntax spells names and scalars: the one home of these rules, for the tape that
/// reads them, the encoder that writes them and the console that completes them.
package enum LiteralSpelling {
    /// Between the values of a case, tuple, array or dictionary.
    static let separator: StaticString = ", "
    /// After a label, or a dictionary's key.
    static let labelSeparator: StaticString = ": "

    /// The label written just before `offset` (`label: value`, with any spaces around the
    /// colon): where its bytes are, or `nil` when none is.
    static func label(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var index = min(offset, bytes.count) - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return nil }
        index -= 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        let end = index + 1
        while index >= 0, LiteralBytes.isIdentifierByte(bytes[index]) { index -= 1 }
        return index + 1 < end ? (index + 1)..<end : nil
    }

    /// `_0`, `_1`…: the keys Swift gives unlabelled associated values, which are written
    /// without a label.
    static func isPositional(_ key: String) -> Bool {
        var key = key
        return key.withUTF8(isPositional)
    }

    /// ``isPositional(_:)`` on a key's UTF-8 bytes.
    static func isPositional(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        key.count > 1 && key[0] == UInt8(ascii: "_") && key.dropFirst().allSatisfy(LiteralBytes.isDigit)
    }

    /// Whether `name` is the key of the unlabelled value at `position`: `_` and the position
    /// in decimal, as Swift spells it (no leading zeros).
    static func isPosition(_ name: UnsafeBufferPointer<UInt8>, _ position: Int) -> Bool {
        guard name.count >= 2, name[0] == UInt8(ascii: "_") else { return false }
        var value = 0
        for byte in name[1...] {
            guard LiteralBytes.isDigit(byte), value < 1 << 40 else { return false }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value == position && (name.count == 2 || name[1] != UInt8(ascii: "0"))
    }

    /// `text` in quotes, with what must be escaped escaped: `"`, `\`, controls, DEL, C1
    /// controls and the line and paragraph separators.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The name at the start of `text`, as the tape reads one after a case's `.`: plain, or
    /// between backticks (without them); empty when none starts there.
    package static func leadingName(_ text: Substring) -> String {
        var utf8 = text.utf8[...]
        let backticked = utf8.first == UInt8(ascii: "`")
        if backticked { utf8 = utf8.dropFirst() }
        guard let first = utf8.first, LiteralBytes.isIdentifierStart(first) || (backticked && LiteralBytes.isIdentifierByte(first)) else { return "" }
        let name = utf8.prefix(while: LiteralBytes.isIdentifierByte)
        return String(decoding: name, as: UTF8.self)
    }

    /// A floating-point number: `1.5`, `.infinity`, `-.infinity`, `.nan`.
    static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        return value.description
    }
}

/// Which bytes start a name, continue one, make up a number, or may need escaping in a string.
enum LiteralBytes {
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Whether `byte` may begin something a quoted string escapes: a control, `"`, `\`, DEL, a
    /// C1 control (0xC2 0x80…0x9F) or a line or paragraph separator (0xE2 0x80 0xA8…0xA9).
    /// Text without such bytes is written between quotes as it is.
    static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }
}
