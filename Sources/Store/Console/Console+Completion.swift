import Foundation
import StoreSupport
import StoreText

/// What Tab offers for the word being typed at the end of a line.
public struct ConsoleCompletion: Equatable, Sendable {
    /// How many characters at the end of the text the choices replace.
    public let replacing: Int
    /// The whole words that may stand there, sorted.
    public let choices: [String]

    /// Choices that replace the last `replacing` characters of the text.
    public init(replacing: Int, choices: [String]) {
        self.replacing = replacing
        self.choices = choices
    }
}

extension Console {
    /// The choices for the word at the end of `text` (the line up to the cursor): the top
    /// screen's commands and `help`, session commands after `:`, file names after `:save` and
    /// `:replay`, the arguments a command lists (``ScreenCommand/completions``), and the case names
    /// after a leading `.`.
    ///
    /// ```swift
    /// // ConsoleCompletion(replacing: 2, choices: ["pick"])
    /// console.completions(for: "pi")
    /// // ConsoleCompletion(replacing: 3, choices: [":save"])
    /// console.completions(for: ":sa")
    /// ```
    public func completions(for text: String) -> ConsoleCompletion {
        let line = String(text.drop { $0 == " " })
        let word = String(line.reversed().prefix { $0 != " " }.reversed())
        let isFirstWord = word.count == line.count
        func matching(_ candidates: [String]) -> ConsoleCompletion {
            let lowered = word.lowercased()
            let found = Set(candidates.filter { $0.lowercased().hasPrefix(lowered) })
            return ConsoleCompletion(replacing: word.count, choices: found.sorted(by: Self.naturalOrder))
        }
        if line.hasPrefix("."), line.contains("(") {
            // Inside a literal: the cases of the type that stands where the text ends.
            guard let (cases, partial) = LiteralText.openCases(line),
                  LiteralText.caseNames(of: Action.self).contains(cases[0].name) else { return ConsoleCompletion(replacing: 0, choices: []) }
            let names = LiteralText.caseNames(of: Action.self, inside: cases).filter { $0.hasPrefix(partial) }
            return ConsoleCompletion(replacing: partial.count + 1, choices: names.map { "." + $0 }.sorted(by: Self.naturalOrder))
        }
        if line.hasPrefix(".") {
            guard isFirstWord else { return ConsoleCompletion(replacing: 0, choices: []) }
            return matching(configuration.literalCaseNames(state).map { "." + $0 })
        }
        if line.hasPrefix(":") {
            if isFirstWord { return matching(allMetaCommands.map { ":" + $0.name }) }
            let name = line.dropFirst().prefix { $0 != " " }
            switch name {
            case "diff": return matching(["on", "full", "off"])
            case "goto": return matching(history.indices.map(String.init))
            case "save", "replay": break
            default:
                guard let custom = configuration.metaCommands.first(where: { $0.name == name }) else {
                    return ConsoleCompletion(replacing: 0, choices: [])
                }
                return matching(custom.completions(word, self))
            }
            if word.hasPrefix("-") { return matching(name == "save" ? ["--force", "--append"] : []) }
            return files(completing: ShellWords.lastWord(String(line.dropFirst(name.count + 1))))
        }
        let screen = draw(state)
        if isFirstWord { return matching(screen.activeCommands.map(\.name) + ["help"]) }
        let name = line.prefix { $0 != " " }
        guard let command = screen.activeCommand(named: String(name)) else { return ConsoleCompletion(replacing: 0, choices: []) }
        return matching(command.completions)
    }

    /// Text order, except that runs of digits compare as numbers: `2` before `10`.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        var left = a.unicodeScalars[...]
        var right = b.unicodeScalars[...]
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        while let l = left.first, let r = right.first {
            if isDigit(l), isDigit(r) {
                let leftDigits = left.prefix(while: isDigit)
                let rightDigits = right.prefix(while: isDigit)
                let leftNumber = String(String.UnicodeScalarView(leftDigits.drop { $0 == "0" }))
                let rightNumber = String(String.UnicodeScalarView(rightDigits.drop { $0 == "0" }))
                if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
                if leftNumber != rightNumber { return leftNumber < rightNumber }
                left = left.dropFirst(leftDigits.count)
                right = right.dropFirst(rightDigits.count)
                continue
            }
            if l != r { return l.value < r.value }
            left = left.dropFirst()
            right = right.dropFirst()
        }
        return left.isEmpty && !right.isEmpty || (left.isEmpty && right.isEmpty && a < b)
    }

    /// Paths in the folder `word` names (or this one) that start as its last part does; folders
    /// end in `/`, and hidden files show only when the part starts with a dot. The word is
    /// read as the command will read it (quotes, backslashes, `~`), and each choice is written
    /// back escaped where it needs it (`my\ session.log`).
    private func files(completing word: (text: String, length: Int, tilde: Bool)) -> ConsoleCompletion {
        let typed = word.text
        let slash = typed.lastIndex(of: "/")
        let folder = slash.map { String(typed[...$0]) } ?? ""
        let part = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        let homeTyped = word.tilde && folder.hasPrefix("~/") && !home.isEmpty
        let listed = homeTyped ? home + folder.dropFirst() : folder
        let names = POSIXFile.names(in: listed.isEmpty ? "." : listed) ?? []
        let choices = names
            .filter { $0.hasPrefix(part) && (part.hasPrefix(".") || !$0.hasPrefix(".")) }
            .map { name -> String in
                let path = folder + name + (POSIXFile.isFolder(listed + name) ? "/" : "")
                return homeTyped ? "~/" + ShellWords.escaped(String(path.dropFirst(2))) : ShellWords.escaped(path)
            }
        return ConsoleCompletion(replacing: word.length, choices: choices.sorted(by: Self.naturalOrder))
    }
}
