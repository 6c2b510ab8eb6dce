/// How many terminal columns text takes, and text made safe to draw: the one home of these
/// rules in the package.
///
/// ```swift
/// "日本".columns              // 4
/// "a\u{1B}[2Jb".drawable      // "a␛[2Jb"
/// ```
extension Character {
    /// Columns this character takes on a terminal: 2 for East Asian wide and full-width
    /// characters and emoji shown as pictures, 0 for a control character, 1 otherwise.
    package var columns: Int {
        guard let first = unicodeScalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x1100 { return 1 }
        if first.properties.isEmojiPresentation { return 2 }
        if unicodeScalars.count > 1, unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// `true` for a character a terminal would act on instead of drawing (C0, DEL, C1).
    package var isTerminalControl: Bool {
        unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
}

extension StringProtocol {
    /// Columns the text takes on a terminal.
    package var columns: Int {
        reduce(0) { $0 + $1.columns }
    }

    /// The text with every control character shown as a visible symbol (`␛` for Escape, `␉`
    /// for a tab, `␀`…`␟` for the others, `␡` for DEL, `�` for C1): nothing drawn from data,
    /// typed text or a log can move the cursor, clear the screen or change colours.
    package var drawable: String { drawable(keepingLineBreaks: false) }

    /// ``drawable``, keeping line breaks as they are, for text of several lines.
    package var drawableLines: String { drawable(keepingLineBreaks: true) }

    private func drawable(keepingLineBreaks: Bool) -> String {
        guard contains(where: \.isTerminalControl) else { return String(self) }
        var result = ""
        for character in self {
            guard character.isTerminalControl, !(keepingLineBreaks && character == "\n") else {
                result.append(character)
                continue
            }
            for scalar in character.unicodeScalars {
                switch scalar.value {
                case 0..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
                case 0x7F: result.append("␡")
                case 0x80..<0xA0: result.append("�")
                default: result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
