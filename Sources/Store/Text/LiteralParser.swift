/// Reads the text syntax into a ``LiteralNode``; positions are UTF-8 offsets into the text.
struct LiteralParser {
    let bytes: [UInt8]
    let text: String
    var index = 0
    var depth = 0
    /// The lowest address a nested level may start at (``StackRoom``).
    let stackLimit = StackRoom.limit

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

    mutating func value() throws(LiteralError) -> LiteralNode {
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

    mutating func enter() throws(LiteralError) {
        depth += 1
        if depth > LiteralLimits.maximumDepth {
            throw error("the value nests deeper than \(LiteralLimits.maximumDepth) levels", found: nil)
        }
        if !StackRoom.enough(above: stackLimit) {
            throw error(StackRoom.message(atDepth: depth), found: nil)
        }
    }

    /// `( [label:] value, ... )`, at the opening parenthesis.
    mutating func arguments() throws(LiteralError) -> [LiteralArgument] {
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
    mutating func collection() throws(LiteralError) -> LiteralNode {
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
}
