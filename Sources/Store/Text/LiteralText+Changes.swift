extension LiteralText {
    /// What changed from `old` to `new`, one line a changed path, with long values summarised:
    /// the compact form of ``diff(from:to:)``. `nil` when nothing changed.
    ///
    /// ```swift
    /// try LiteralText.changes(from: before, to: after)
    /// // items[2]: added (name: "tea", done: false)
    /// // tags: [] → [100 elements]
    /// ```
    public static func changes<T: Encodable>(from old: T, to new: T) throws -> String? {
        let before = try LiteralParser.parse(encode(old))
        let after = try LiteralParser.parse(encode(new))
        var lines: [String] = []
        ChangeList.compare(before, after, path: "", into: &lines)
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}

/// The paths where two parsed values differ.
enum ChangeList {
    /// At most this many changed elements of one array are listed; more are counted.
    static let elementsListed = 3
    /// Values longer than this are summarised.
    static let shortValue = 72

    static func compare(_ old: LiteralNode, _ new: LiteralNode, path: String, into lines: inout [String]) {
        switch (old, new) {
        case (.enumCase(let name, let oldArguments, _), .enumCase(let other, let newArguments, _)) where name == other:
            guard let oldArguments, let newArguments else {
                if (oldArguments == nil) != (newArguments == nil) { changed(old, new, path, &lines) }
                return
            }
            compareArguments(oldArguments, newArguments, old, new, path: path + "." + name, into: &lines)
        case (.tuple(let oldItems, _), .tuple(let newItems, _)):
            compareArguments(oldItems, newItems, old, new, path: path, into: &lines)
        case (.array(let oldItems, _), .array(let newItems, _)):
            compareArrays(oldItems, newItems, path: path, into: &lines)
        default:
            if full(old) != full(new) { changed(old, new, path, &lines) }
        }
    }

    private static func compareArguments(
        _ old: [LiteralArgument], _ new: [LiteralArgument], _ oldNode: LiteralNode, _ newNode: LiteralNode,
        path: String, into lines: inout [String]
    ) {
        guard old.map(\.label) == new.map(\.label) else {
            // Optional fields come and go: pair them by label.
            let oldByLabel = Dictionary(old.enumerated().map { ($0.element.label ?? "\($0.offset)", $0.element.value) }) { first, _ in first }
            let newByLabel = Dictionary(new.enumerated().map { ($0.element.label ?? "\($0.offset)", $0.element.value) }) { first, _ in first }
            // In the new value's order, then what only the old one had.
            let labels = new.enumerated().map { $0.element.label ?? "\($0.offset)" }
                + old.enumerated().map { $0.element.label ?? "\($0.offset)" }
            var seen = Set<String>()
            for label in labels where seen.insert(label).inserted {
                let place = join(path, label)
                switch (oldByLabel[label], newByLabel[label]) {
                case (let before?, let after?): compare(before, after, path: place, into: &lines)
                case (let before?, nil): lines.append("\(place): \(summary(before)) → (none)")
                case (nil, let after?): lines.append("\(place): (none) → \(summary(after))")
                case (nil, nil): break
                }
            }
            return
        }
        for (index, (before, after)) in zip(old, new).enumerated() {
            let label = before.label ?? (old.count == 1 ? nil : "\(index)")
            compare(before.value, after.value, path: label.map { join(path, $0) } ?? path, into: &lines)
        }
    }

    private static func compareArrays(_ old: [LiteralNode], _ new: [LiteralNode], path: String, into lines: inout [String]) {
        // A few elements added or removed at the end (a stack pushed or popped): the shared
        // ones compared, the others named. Anything else: the elements compared one by one if
        // the counts agree, else both counted.
        let common = min(old.count, new.count)
        guard old.count == new.count || abs(old.count - new.count) <= elementsListed else {
            lines.append("\(named(path)): \(summary(.array(old, at: 0))) → \(summary(.array(new, at: 0)))")
            return
        }
        let differing = (0..<common).filter { full(old[$0]) != full(new[$0]) }
        for index in differing.prefix(elementsListed) {
            compare(old[index], new[index], path: "\(path)[\(index)]", into: &lines)
        }
        if differing.count > elementsListed {
            lines.append("\(named(path)): and \(differing.count - elementsListed) more of its \(old.count) elements changed")
        }
        for index in common..<new.count { lines.append("\(path)[\(index)]: added \(summary(new[index]))") }
        for index in common..<old.count { lines.append("\(path)[\(index)]: removed \(summary(old[index]))") }
    }

    private static func join(_ path: String, _ label: String) -> String {
        path.isEmpty ? label : path + "." + label
    }

    private static func changed(_ old: LiteralNode, _ new: LiteralNode, _ path: String, _ lines: inout [String]) {
        lines.append("\(named(path)): \(summary(old)) → \(summary(new))")
    }

    /// A path as a line names it: the root is "the state".
    private static func named(_ path: String) -> String {
        path.isEmpty ? "the state" : path
    }

    /// A value in at most about ``shortValue`` characters: long collections counted, long text cut.
    static func summary(_ node: LiteralNode) -> String {
        let whole = full(node)
        if whole.count <= shortValue { return whole }
        return short(node, depth: 0)
    }

    private static func short(_ node: LiteralNode, depth: Int) -> String {
        switch node {
        case .array(let items, _):
            return "[\(items.count) element\(items.count == 1 ? "" : "s")]"
        case .dictionary(let pairs, _):
            return "[\(pairs.count) entr\(pairs.count == 1 ? "y" : "ies")]"
        case .string(let text, _):
            return LiteralPrinter.quoted(String(text.prefix(24))) + (text.count > 24 ? "…" : "")
        case .enumCase(let name, let arguments, _):
            guard let arguments else { return "." + name }
            return depth > 4 ? ".\(name)(…)" : ".\(name)(\(shortArguments(arguments, depth: depth)))"
        case .tuple(let items, _), .arguments(_, let items, _):
            return depth > 4 ? "(…)" : "(\(shortArguments(items, depth: depth)))"
        default:
            return full(node)
        }
    }

    private static func shortArguments(_ items: [LiteralArgument], depth: Int) -> String {
        items.map { ($0.label.map { "\($0): " } ?? "") + short($0.value, depth: depth + 1) }.joined(separator: ", ")
    }

    /// The value as one line of the text syntax.
    static func full(_ node: LiteralNode) -> String {
        switch node {
        case .enumCase(let name, let arguments, _):
            return "." + name + (arguments.map { "(" + fullArguments($0) + ")" } ?? "")
        case .tuple(let items, _), .arguments(_, let items, _):
            return "(" + fullArguments(items) + ")"
        case .array(let items, _):
            return "[" + items.map(full).joined(separator: ", ") + "]"
        case .dictionary(let pairs, _):
            return pairs.isEmpty ? "[:]" : "[" + pairs.map { full($0.key) + ": " + full($0.value) }.joined(separator: ", ") + "]"
        case .string(let text, _): return LiteralPrinter.quoted(text)
        case .number(let text, _): return text
        case .bool(let value, _): return value ? "true" : "false"
        case .null: return "nil"
        }
    }

    private static func fullArguments(_ items: [LiteralArgument]) -> String {
        items.map { ($0.label.map { "\($0): " } ?? "") + full($0.value) }.joined(separator: ", ")
    }
}
