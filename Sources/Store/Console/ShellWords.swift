import Foundation

/// The one rule for the words of a session command's argument (`:save`, `:replay`, a front's
/// own): split at spaces, as a shell or psql does, with `"…"` and `'…'` quoting (inside double
/// quotes a backslash escapes `"` and `\`; inside single quotes nothing is special), a
/// backslash escaping the next character outside quotes, and `~` at the start of a file name
/// for the home folder.
///
/// ```swift
/// ShellWords.split(#""my session.log""#, expandingHome: true)   // .success(["my session.log"])
/// ShellWords.split(#"my\ session.log"#, expandingHome: true)    // .success(["my session.log"])
/// ShellWords.escaped("my session.log")                          // my\ session.log
/// ```
package enum ShellWords {
    /// A quote that is never closed.
    package struct Unclosed: Error, Equatable {
        /// The quote character.
        package let quote: Character
        /// Where it stands in the text, from 1.
        package let column: Int
    }

    /// The words of `text`; `~` or `~/…` at the start of a word (unquoted) is the home folder
    /// when `expandingHome`.
    package static func split(_ text: String, expandingHome: Bool) -> Result<[String], Unclosed> {
        let scan = scan(text)
        if let unclosed = scan.unclosed { return .failure(unclosed) }
        return .success(scan.words.map { expandingHome ? expandHome($0) : $0.text })
    }

    /// The word at the end of `text` as far as it is typed (a quote may still be open): its
    /// text unquoted, how many characters of `text` it takes, and whether it starts with an
    /// unquoted `~`.
    package static func lastWord(_ text: String) -> (text: String, length: Int, tilde: Bool) {
        let scan = scan(text)
        guard let last = scan.words.last, last.end == text.count else { return ("", 0, false) }
        return (last.text, text.count - last.start, last.tilde)
    }

    /// `text` written so that ``split(_:expandingHome:)`` reads it back as one word: spaces,
    /// quotes, backslashes and a leading `~` escaped with a backslash (as a shell completes).
    package static func escaped(_ text: String) -> String {
        var result = ""
        for (index, character) in text.enumerated() {
            if character == " " || character == "\t" || character == "\"" || character == "'" || character == "\\" || (index == 0 && character == "~") {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }

    /// `text` as a POSIX shell reads it back as one word, to paste: left as it is when it holds
    /// only characters no shell treats specially, else in single quotes (a quote inside
    /// written `'\''`).
    ///
    /// ```swift
    /// ShellWords.forShell("/tmp/s 6/äpp ☃.sock")   // '/tmp/s 6/äpp ☃.sock'
    /// ```
    package static func forShell(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_./-:@%+,=".unicodeScalars.contains(scalar))
        }
        if plain { return text }
        return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    private struct Word {
        var text = ""
        var start: Int
        var end: Int
        var tilde = false
    }

    private static func scan(_ text: String) -> (words: [Word], unclosed: Unclosed?) {
        var words: [Word] = []
        var current: Word?
        var quote: (character: Character, column: Int)?
        var escaping = false
        var escapingInQuotes = false
        for (index, character) in text.enumerated() {
            if current == nil, quote == nil, !escaping, character == " " || character == "\t" { continue }
            if current == nil { current = Word(start: index, end: index) }
            current!.end = index + 1
            if escaping {
                escaping = false
                // Inside double quotes a backslash escapes only `"` and itself, as in a shell.
                if escapingInQuotes, character != "\"", character != "\\" { current!.text.append("\\") }
                escapingInQuotes = false
                current!.text.append(character)
                continue
            }
            if let open = quote {
                if character == open.character {
                    quote = nil
                } else if open.character == "\"", character == "\\" {
                    escaping = true
                    escapingInQuotes = true
                } else {
                    current!.text.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t":
                current!.end = index
                words.append(current!)
                current = nil
            case "\"", "'":
                quote = (character, index + 1)
            case "\\":
                escaping = true
            case "~" where current!.text.isEmpty && current!.start == index:
                current!.tilde = true
                current!.text.append(character)
            default:
                current!.text.append(character)
            }
        }
        if let current { words.append(current) }
        return (words, quote.map { Unclosed(quote: $0.character, column: $0.column) })
    }

    private static func expandHome(_ word: Word) -> String {
        guard word.tilde, word.text == "~" || word.text.hasPrefix("~/"),
              let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return word.text }
        return home + word.text.dropFirst()
    }
}
