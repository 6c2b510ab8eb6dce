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
