/// How many columns of a terminal text takes: the one home of this rule, for the editor and
/// the width fitting.
///
/// ```swift
/// "日本".columns   // 4
/// ```
extension Character {
    /// Columns this character takes on a terminal: 2 for East Asian wide and full-width
    /// characters and emoji shown as pictures, 0 for a control character, 1 otherwise.
    var columns: Int {
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
}

extension StringProtocol {
    /// Columns the text takes on a terminal.
    var columns: Int {
        reduce(0) { $0 + $1.columns }
    }
}
