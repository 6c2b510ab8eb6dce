import StoreSupport

/// The line being edited: its characters, and the cursor between two of them.
struct EditLine: Equatable {
    private(set) var characters: [Character] = []
    /// How many characters are before the cursor.
    private(set) var cursor = 0

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }
    var isEmpty: Bool { characters.isEmpty }
    var beforeCursor: String { String(characters[..<cursor]) }

    /// Inserts `text` at the cursor: a tab becomes a space, line breaks and other control
    /// characters are dropped, so the line never holds anything a terminal would act on.
    mutating func insert(_ text: String) {
        let clean = text.compactMap { character -> Character? in
            if character == "\t" { return " " }
            return character.isTerminalControl || character.isBidiControl ? nil : character
        }
        guard !clean.isEmpty else { return }
        // A combining mark typed after a letter joins it: count characters as the text does,
        // looking only at the characters on either side (a long line is not read again).
        let start = max(0, cursor - 1)
        let end = min(characters.count, cursor + 1)
        let before = Array(String(characters[start..<cursor]) + String(clean))
        let joined = Array(String(before) + String(characters[cursor..<end]))
        characters.replaceSubrange(start..<end, with: joined)
        cursor = start + min(before.count, joined.count)
    }

    mutating func left() { cursor = max(0, cursor - 1) }
    mutating func right() { cursor = min(characters.count, cursor + 1) }
    mutating func home() { cursor = 0 }
    mutating func end() { cursor = characters.count }

    /// To the start of this word, or of the word before (words are letters and digits).
    mutating func wordLeft() {
        while cursor > 0, !Self.isWord(characters[cursor - 1]) { cursor -= 1 }
        while cursor > 0, Self.isWord(characters[cursor - 1]) { cursor -= 1 }
    }

    /// To the end of this word, or of the next.
    mutating func wordRight() {
        while cursor < characters.count, !Self.isWord(characters[cursor]) { cursor += 1 }
        while cursor < characters.count, Self.isWord(characters[cursor]) { cursor += 1 }
    }

    mutating func backspace() {
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    mutating func delete() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-K: cuts from the cursor to the end; returns what was cut.
    mutating func cutToEnd() -> String {
        defer { characters.removeSubrange(cursor...) }
        return String(characters[cursor...])
    }

    /// Ctrl-U: cuts from the start to the cursor.
    mutating func cutToStart() -> String {
        defer {
            characters.removeSubrange(..<cursor)
            cursor = 0
        }
        return String(characters[..<cursor])
    }

    /// Ctrl-W: cuts the word before the cursor, back to the previous space (as a shell does).
    mutating func cutWordBefore() -> String {
        var start = cursor
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        defer {
            characters.removeSubrange(start..<cursor)
            cursor = start
        }
        return String(characters[start..<cursor])
    }

    /// Replaces the `count` characters before the cursor with `text`.
    mutating func replaceBeforeCursor(_ count: Int, with text: String) {
        let start = max(0, cursor - count)
        characters.removeSubrange(start..<cursor)
        cursor = start
        insert(text)
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
