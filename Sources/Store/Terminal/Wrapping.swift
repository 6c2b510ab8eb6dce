/// Lines fitted to a terminal's width: broken at spaces, continued with a hanging indent, and a
/// word longer than a line cut where the line ends. Colour codes take no columns.
enum Wrapping {
    /// `line` as rows of at most `width` columns.
    ///
    /// ```swift
    /// Wrapping.rows("── Holidays in Congo, The Democratic Republic ──", width: 24)
    /// // ["── Holidays in Congo,", "   The Democratic", "   Republic ──"]
    /// ```
    static func rows(_ line: String, width: Int) -> [String] {
        var visited = 0
        return rows(line, width: width, visited: &visited)
    }

    /// `rows(_:width:)`, counting in `visited` the characters it looks at: every one a small
    /// number of times, however long the line (a test holds it to that).
    static func rows(_ line: String, width: Int, visited: inout Int) -> [String] {
        guard width > 8 else { return [line] }
        let tokens = tokenize(line, visited: &visited)
        guard tokens.reduce(0, { $0 + $1.columns }) > width else { return [line] }
        let indent = String(repeating: " ", count: hangingIndent(tokens, width: width))
        var rows: [String] = []
        var row = ""
        var used = 0
        var pendingSpace: Token?
        for token in tokens {
            if token.isSpace {
                pendingSpace = token
                continue
            }
            let space = pendingSpace
            pendingSpace = nil
            let spaceColumns = space?.columns ?? 0
            if used > 0, used + spaceColumns + token.columns > width, used > indent.count {
                rows.append(row)
                row = indent
                used = indent.count
            } else if let space {
                row += space.text
                used += spaceColumns
            }
            if used + token.columns > width {
                cut(token, width: width, indent: indent, rows: &rows, row: &row, used: &used, visited: &visited)
            } else {
                row += token.text
                used += token.columns
            }
        }
        rows.append(row)
        return rows
    }

    /// Puts a word longer than the room left on rows of its own, cut where each row ends, in
    /// one pass over its characters. A character wider than a whole row (after the indent)
    /// goes on as it is, with the rest of the word.
    private static func cut(
        _ word: Token, width: Int, indent: String,
        rows: inout [String], row: inout String, used: inout Int, visited: inout Int
    ) {
        var inEscape = false
        var placed = false   // something of the word is on this row
        var overflowing = false
        for character in word.text {
            visited += 1
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                row.append(character)
                placed = true
                if character.isLetter { inEscape = false }
                continue
            }
            let columns = character.columns
            if !overflowing, used + columns > width {
                if !placed, used == indent.count {
                    overflowing = true
                } else {
                    rows.append(row)
                    row = indent
                    used = indent.count
                    placed = false
                    if used + columns > width { overflowing = true }
                }
            }
            row.append(character)
            used += columns
            placed = true
        }
    }

    /// Where continuation rows start: under a table's last column when it starts early enough
    /// (columns are set apart by two spaces or more, or by a marker such as `●`), else after a
    /// leading marker (`──`), else two in.
    static func hangingIndent(_ tokens: [Token], width: Int) -> Int {
        var column = 0
        var best: Int?
        for (index, token) in tokens.enumerated() {
            column += token.columns
            guard token.isSpace, index + 1 < tokens.count, column <= width * 3 / 5 else { continue }
            // A marker: one or two signs, first on the line or after a gap (`──`, `  ●`).
            let word = index > 0 ? tokens[index - 1].visible : ""
            let isMarker = !word.isEmpty && word.count <= 2 && !word.contains(where: { $0.isLetter || $0.isNumber })
                && (index == 1 || (index >= 2 && tokens[index - 2].columns >= 2))
            if token.columns >= 2 || isMarker || index == 0 { best = column }
        }
        return best ?? 2
    }

    struct Token {
        var text = ""
        /// The text without colour codes.
        var visible = ""
        var columns = 0
        var isSpace: Bool
    }

    /// Visible columns of text that may hold colour codes.
    static func columns(_ text: String) -> Int {
        var visited = 0
        return tokenize(text, visited: &visited).reduce(0) { $0 + $1.columns }
    }

    /// Runs of spaces and runs of anything else. A colour code goes with the word it touches,
    /// never with spaces, which a break drops: it is kept for the next word when spaces
    /// come before it.
    static func tokenize(_ text: String, visited: inout Int) -> [Token] {
        var tokens: [Token] = []
        var escape: String?
        var codes = ""   // colour codes waiting for the next word
        for character in text {
            visited += 1
            if var sequence = escape {
                sequence.append(character)
                if character.isLetter {
                    escape = nil
                    if let last = tokens.last, !last.isSpace {
                        tokens[tokens.count - 1].text += sequence
                    } else {
                        codes += sequence
                    }
                } else {
                    escape = sequence
                }
                continue
            }
            if character == "\u{1B}" {
                escape = String(character)
                continue
            }
            let isSpace = character == " "
            if tokens.last?.isSpace != isSpace || tokens.isEmpty { tokens.append(Token(isSpace: isSpace)) }
            if !isSpace, !codes.isEmpty {
                tokens[tokens.count - 1].text += codes
                codes = ""
            }
            tokens[tokens.count - 1].text.append(character)
            tokens[tokens.count - 1].visible.append(character)
            tokens[tokens.count - 1].columns += character.columns
        }
        if !codes.isEmpty { tokens.append(Token(text: codes, isSpace: false)) }
        return tokens
    }
}
