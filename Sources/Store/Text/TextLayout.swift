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
                if index > 0 { out += ", " }
                if let label = item.label { out += label; out += ": " }
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
            let label = item.label.map { "\($0): " } ?? ""
            let comma = index == items.count - 1 ? "" : ","
            item.node.layout(indent: indent + "  ", prefix: label, suffix: comma, into: &out)
        }
        out.append(indent + close + suffix)
    }
}
