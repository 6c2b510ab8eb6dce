import Foundation

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
    /// console.completions(for: "pi")     // ConsoleCompletion(replacing: 2, choices: ["pick"])
    /// console.completions(for: ":sa")    // ConsoleCompletion(replacing: 3, choices: [":save"])
    /// ```
    public func completions(for text: String) -> ConsoleCompletion {
        let line = String(text.drop { $0 == " " })
        let word = String(line.reversed().prefix { $0 != " " }.reversed())
        let isFirstWord = word.count == line.count
        func matching(_ candidates: [String]) -> ConsoleCompletion {
            let lowered = word.lowercased()
            let found = Set(candidates.filter { $0.lowercased().hasPrefix(lowered) })
            return ConsoleCompletion(replacing: word.count, choices: found.sorted())
        }
        if line.hasPrefix(".") {
            guard isFirstWord, !word.contains("(") else { return ConsoleCompletion(replacing: 0, choices: []) }
            return matching(configuration.literalCaseNames(state).map { "." + $0 })
        }
        if line.hasPrefix(":") {
            if isFirstWord { return matching(allMetaCommands.map { ":" + $0.name }) }
            let name = line.dropFirst().prefix { $0 != " " }
            guard name == "save" || name == "replay" else { return ConsoleCompletion(replacing: 0, choices: []) }
            if word.hasPrefix("-") { return matching(name == "save" ? ["--force", "--append"] : []) }
            return files(completing: ShellWords.lastWord(String(line.dropFirst(name.count + 1))))
        }
        let screen = configuration.render(state)
        if isFirstWord { return matching(screen.activeCommands.map(\.name) + ["help"]) }
        let name = line.prefix { $0 != " " }
        guard let command = screen.activeCommand(named: String(name)) else { return ConsoleCompletion(replacing: 0, choices: []) }
        return matching(command.completions)
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
        return ConsoleCompletion(replacing: word.length, choices: choices.sorted())
    }
}
