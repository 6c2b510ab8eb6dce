/// Text made safe to draw: no control character in it can act on a terminal.
///
/// ```swift
/// "a\u{1B}[2Jb".drawable      // "a␛[2Jb"
/// ```
extension Character {
    /// `true` for a character a terminal would act on instead of drawing (C0, DEL, C1).
    package var isTerminalControl: Bool {
        unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
}

extension Character {
    /// `true` for a character holding a Unicode bidirectional control (an embedding,
    /// override or isolate, or a direction mark), which makes a terminal draw the text
    /// around it in another order than it is stored.
    package var isBidiControl: Bool {
        unicodeScalars.contains { BidiControl.name($0) != nil }
    }
}

/// The bidirectional controls, by the short names Unicode gives them.
enum BidiControl {
    static func name(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x202A: "LRE"
        case 0x202B: "RLE"
        case 0x202C: "PDF"
        case 0x202D: "LRO"
        case 0x202E: "RLO"
        case 0x2066: "LRI"
        case 0x2067: "RLI"
        case 0x2068: "FSI"
        case 0x2069: "PDI"
        case 0x200E: "LRM"
        case 0x200F: "RLM"
        case 0x061C: "ALM"
        default: nil
        }
    }
}

extension StringProtocol {
    /// The text with every control character shown as a visible symbol (`␛` for Escape, `␉`
    /// for a tab, `␀`…`␟` for the others, `␡` for DEL, `�` for C1): nothing drawn from data,
    /// typed text or a log can move the cursor, clear the screen or change colours. A
    /// bidirectional control is shown by its name (`⟨RLO⟩`), so none reorders what is drawn.
    package var drawable: String { drawable(keepingLineBreaks: false) }

    /// ``drawable``, keeping line breaks as they are, for text of several lines.
    package var drawableLines: String { drawable(keepingLineBreaks: true) }

    private func drawable(keepingLineBreaks: Bool) -> String {
        guard contains(where: { $0.isTerminalControl || $0.isBidiControl }) else { return String(self) }
        var result = ""
        for character in self {
            guard character.isTerminalControl || character.isBidiControl, !(keepingLineBreaks && character == "\n") else {
                result.append(character)
                continue
            }
            for scalar in character.unicodeScalars {
                switch scalar.value {
                case 0..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
                case 0x7F: result.append("␡")
                case 0x80..<0xA0: result.append("�")
                default:
                    if let name = BidiControl.name(scalar) {
                        result += "⟨\(name)⟩"
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return result
    }
}

extension StringProtocol {
    /// Typed text as a message repeats it, between `open` and `close`: whole when it is
    /// short, else its first `limit` characters and `…`, followed by how long it was, so a
    /// pasted megabyte is not printed back.
    ///
    /// ```swift
    /// String(repeating: "b", count: 100_007).echoed("“", "”")   // “bbbb…” (100,007 characters)
    /// ```
    package func echoed(_ open: String, _ close: String, limit: Int = 40) -> String {
        var count = 0
        var end = startIndex
        while end < endIndex, count <= limit {
            formIndex(after: &end)
            count += 1
        }
        guard count > limit else { return open + self + close }
        let total = self.count
        var grouped = String(total)
        var index = grouped.count - 3
        while index > 0 {
            grouped.insert(",", at: grouped.index(grouped.startIndex, offsetBy: index))
            index -= 3
        }
        return open + prefix(limit) + "…" + close + " (\(grouped) characters)"
    }
}

/// Two long texts that differ, each cut to a window around where they first differ, so a
/// message about two 8,000-character actions shows the difference and not the texts.
///
/// ```swift
/// Contrast.windows(long + "Christmas Day)", long + "Christmas)")   // ("…Christmas Day)", "…Christmas)")
/// ```
package enum Contrast {
    /// `a` and `b` as they are when both are at most `limit` characters; else each from
    /// `context` characters before their first difference, `limit` long at most, with `…`
    /// where it is cut.
    package static func windows(_ a: String, _ b: String, limit: Int = 160, context: Int = 40) -> (String, String) {
        guard a.count > limit || b.count > limit else { return (a, b) }
        let same = zip(a, b).prefix { $0 == $1 }.count
        let start = max(0, same - context)
        func window(_ text: String) -> String {
            let rest = text.dropFirst(start)
            return (start > 0 ? "…" : "") + rest.prefix(limit) + (rest.count > limit ? "…" : "")
        }
        return (window(a), window(b))
    }
}
