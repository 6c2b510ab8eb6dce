/// A parsed literal: the Swift-like text of a value, before it is decoded into a type.
indirect enum LiteralNode: Sendable {
    /// `.name` or `.name(arguments)`.
    case enumCase(name: String, arguments: [LiteralArgument]?, at: Int)
    /// `(label: value, value)`; `()` is the empty tuple.
    case tuple([LiteralArgument], at: Int)
    /// The arguments of the case `name`, as its payload is decoded.
    case arguments(of: String, [LiteralArgument], at: Int)
    /// `[a, b]`.
    case array([LiteralNode], at: Int)
    /// `["key": value]`, `[:]`.
    case dictionary([(key: LiteralNode, value: LiteralNode)], at: Int)
    case string(String, at: Int)
    /// An integer or floating-point literal, kept as written; `.infinity` and `.nan` too.
    case number(String, at: Int)
    case bool(Bool, at: Int)
    case null(at: Int)

    var offset: Int {
        switch self {
        case .enumCase(_, _, let at), .tuple(_, let at), .arguments(_, _, let at), .array(_, let at), .dictionary(_, let at),
             .string(_, let at), .number(_, let at), .bool(_, let at), .null(let at):
            return at
        }
    }

    /// How the node reads in an error message: `a string`, `the case .search`.
    var kindDescription: String {
        switch self {
        case .enumCase(let name, _, _): return "the case .\(name)"
        case .tuple(let items, _): return items.isEmpty ? "()" : "a labelled tuple"
        case .arguments(let name, _, _): return "the case .\(name)"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .string(let text, _): return "the string \(LiteralPrinter.quoted(text))"
        case .number(let text, _): return "the number \(text)"
        case .bool(let value, _): return "\(value)"
        case .null: return "nil"
        }
    }
}

/// One argument of a case or element of a tuple: `label: value` or just `value`.
struct LiteralArgument: Sendable {
    let label: String?
    let value: LiteralNode
    /// Where the argument starts: its label, if it has one.
    let at: Int
}

/// Limits that keep any input, however malformed or deep, from crashing or hanging the parser.
public enum LiteralLimits {
    /// The deepest nesting of cases, tuples, arrays and dictionaries.
    public static let maximumDepth = 256
    /// The longest text, in UTF-8 bytes, that one literal may have.
    public static let maximumLength = 4 << 20
}

/// Reads the text syntax into a ``LiteralNode``; positions are UTF-8 offsets into the text.
struct LiteralParser {
    private let bytes: [UInt8]
    private let text: String
    private var index = 0
    private var depth = 0

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    /// Parses exactly one value, with only white space around it.
    static func parse(_ text: String) throws(LiteralError) -> LiteralNode {
        guard text.utf8.count <= LiteralLimits.maximumLength else {
            throw LiteralError(
                text: "", offset: 0,
                message: "the text is \(text.utf8.count) bytes long; a literal may have at most \(LiteralLimits.maximumLength)"
            )
        }
        var parser = LiteralParser(text)
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        if parser.index < parser.bytes.count {
            throw parser.error("expected the end of the value", found: parser.foundDescription)
        }
        return value
    }

    private mutating func value() throws(LiteralError) -> LiteralNode {
        guard index < bytes.count else { throw error("expected a value", found: "the end of the text") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "."):
            index += 1
            let name = try identifier(what: "a case name after `.`")
            if name == "infinity" || name == "nan" { return .number(".\(name)", at: start) }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else {
                return .enumCase(name: name, arguments: nil, at: start)
            }
            return .enumCase(name: name, arguments: try arguments(), at: start)
        case UInt8(ascii: "("):
            return .tuple(try arguments(), at: start)
        case UInt8(ascii: "["):
            return try collection()
        case UInt8(ascii: "\""):
            return .string(try string(), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            if isIdentifierStart(bytes[index]) {
                let word = try identifier(what: "a value")
                switch word {
                case "true": return .bool(true, at: start)
                case "false": return .bool(false, at: start)
                case "nil": return .null(at: start)
                default:
                    index = start
                    throw error(
                        "expected a value; a case starts with `.`", found: "`\(word)`",
                        hint: "did you mean `.\(word)`?"
                    )
                }
            }
            throw error("expected a value", found: foundDescription)
        }
    }

    private mutating func enter() throws(LiteralError) {
        depth += 1
        if depth > LiteralLimits.maximumDepth {
            throw error("the value nests deeper than \(LiteralLimits.maximumDepth) levels", found: nil)
        }
    }

    /// `( [label:] value, ... )`, at the opening parenthesis.
    private mutating func arguments() throws(LiteralError) -> [LiteralArgument] {
        try enter()
        index += 1
        var items: [LiteralArgument] = []
        skipSpace()
        while true {
            if index < bytes.count, bytes[index] == UInt8(ascii: ")") { index += 1; break }
            var label: String? = nil
            let argumentStart = index
            if index < bytes.count, isIdentifierStart(bytes[index]) {
                let save = index
                let word = try identifier(what: "a label")
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                    label = word
                    index += 1
                    skipSpace()
                } else {
                    index = save
                }
            }
            items.append(LiteralArgument(label: label, value: try value(), at: argumentStart))
            skipSpace()
            guard index < bytes.count else { throw error("expected `,` or `)`", found: "the end of the text") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpace()
            } else if bytes[index] != UInt8(ascii: ")") {
                throw error("expected `,` or `)`", found: foundDescription)
            }
        }
        depth -= 1
        return items
    }

    /// `[a, b]`, `[k: v]` or `[:]`, at the opening bracket.
    private mutating func collection() throws(LiteralError) -> LiteralNode {
        let start = index
        try enter()
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            skipSpace()
            try expect("]", "expected `]` to close the empty dictionary `[:]`")
            depth -= 1
            return .dictionary([], at: start)
        }
        var elements: [LiteralNode] = []
        var pairs: [(key: LiteralNode, value: LiteralNode)] = []
        var isDictionary: Bool? = nil
        while true {
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; break }
            let item = try value()
            skipSpace()
            let hasColon = index < bytes.count && bytes[index] == UInt8(ascii: ":")
            if isDictionary == nil { isDictionary = hasColon }
            if isDictionary == true {
                try expect(":", "expected `:` after a dictionary key")
                skipSpace()
                pairs.append((item, try value()))
                skipSpace()
            } else if hasColon {
                throw error("expected `,` or `]` in an array", found: "`:`")
            } else {
                elements.append(item)
            }
            guard index < bytes.count else { throw error("expected `,` or `]`", found: "the end of the text") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpace()
            } else if bytes[index] != UInt8(ascii: "]") {
                throw error("expected `,` or `]`", found: foundDescription)
            }
        }
        depth -= 1
        return isDictionary == true ? .dictionary(pairs, at: start) : .array(elements, at: start)
    }

    private mutating func number() throws(LiteralError) -> LiteralNode {
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

    private mutating func string() throws(LiteralError) -> String {
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
    private mutating func unicodeEscape() throws(LiteralError) -> [UInt8] {
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

    private mutating func identifier(what: String) throws(LiteralError) -> String {
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

    private mutating func expect(_ character: Unicode.Scalar, _ message: String) throws(LiteralError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw error(message, found: foundDescription)
        }
        index += 1
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private var foundDescription: String {
        guard index < bytes.count else { return "the end of the text" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "`\(String(decoding: bytes[index..<end], as: UTF8.self))`"
    }

    private func error(_ message: String, found: String?, hint: String? = nil) -> LiteralError {
        LiteralError(
            text: text, offset: index,
            message: found.map { "\(message), found \($0)" } ?? message,
            suggestion: hint
        )
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
