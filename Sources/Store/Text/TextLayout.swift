import StoreSupport

/// A value laid out as text: a leaf, or a group of labelled items between an opening and a
/// closing mark. Printed on one line, or over several when one would be too long.
indirect enum TextLayout {
    case leaf(String)
    case group(open: String, close: String, items: [(label: String?, node: TextLayout)])

    /// Lines longer than this are broken, one item a line.
    static let lineWidth = 80

    /// The whole value on one line: `(name: "x", count: 2)`.
    var inline: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .leaf(let text):
            out += text
        case .group(let open, let close, let items):
            out += open
            for (index, item) in items.enumerated() {
                if index > 0 { out += LiteralSpelling.separator.description }
                if let label = item.label { out += label; out += LiteralSpelling.labelSeparator.description }
                item.node.write(to: &out)
            }
            out += close
        }
    }

    /// The value over as many lines as it needs, each indented by two spaces a level.
    var lines: [String] {
        var out: [String] = []
        layout(indent: "", prefix: "", suffix: "", into: &out)
        return out
    }

    private func layout(indent: String, prefix: String, suffix: String, into out: inout [String]) {
        let flat = inline
        guard case .group(let open, let close, let items) = self,
              indent.count + prefix.count + flat.count + suffix.count > TextLayout.lineWidth,
              !items.isEmpty
        else {
            out.append(indent + prefix + flat + suffix)
            return
        }
        out.append(indent + prefix + open)
        for (index, item) in items.enumerated() {
            let label = item.label.map { "\($0)\(LiteralSpelling.labelSeparator)" } ?? ""
            let comma = index == items.count - 1 ? "" : ","
            item.node.layout(indent: indent + "  ", prefix: label, suffix: comma, into: &out)
        }
        out.append(indent + close + suffix)
    }
}

extension TextLayout {
    /// The layout of a value's canonical text, as ``FastEncoding`` wrote it: scalars and cases
    /// without arguments are leaves, cases with arguments, tuples, arrays and dictionaries are
    /// groups. Text that is not a literal is one leaf.
    init(literal text: String) {
        var text = text
        self = text.withUTF8 { bytes in
            var entries: [LiteralTape.Entry] = []
            guard LiteralTape.parse(bytes, into: &entries, stackLimit: StackRoom.limit) == nil else {
                return .leaf(String(decoding: bytes, as: UTF8.self))
            }
            return Self.node(at: 0, of: entries, in: bytes)
        }
    }

    private static func node(at index: Int, of entries: [LiteralTape.Entry], in bytes: UnsafeBufferPointer<UInt8>) -> TextLayout {
        func text(_ start: Int32, _ end: Int32) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]), as: UTF8.self)
        }
        let entry = entries[index]
        var items: [(label: String?, node: TextLayout)] = []
        var child = index + 1
        let isDictionary = entry.kind == .dictionary
        for _ in 0..<Int(entry.count) {
            if isDictionary {
                // A dictionary's key is its item's label: `"key": value`.
                let value = child + Int(entries[child].size)
                items.append((text(entries[child].at, entries[child].valueEnd), node(at: value, of: entries, in: bytes)))
                child = value + Int(entries[value].size)
            } else {
                let label = entries[child].labelStart < 0 ? nil : text(entries[child].labelStart, entries[child].labelEnd)
                items.append((label, node(at: child, of: entries, in: bytes)))
                child += Int(entries[child].size)
            }
        }
        switch entry.kind {
        case .enumCaseWithArguments: return .group(open: "." + text(entry.start, entry.end) + "(", close: ")", items: items)
        case .tuple: return .group(open: "(", close: ")", items: items)
        case .array: return .group(open: "[", close: "]", items: items)
        case .dictionary where !items.isEmpty: return .group(open: "[", close: "]", items: items)
        default: return .leaf(text(entry.at, entry.valueEnd))
        }
    }
}
