import StoreSupport
import StoreConsole

/// The line editor's logic, without a terminal: keys in, a line and what to draw out. The
/// terminal part (`TerminalEditor`) reads the keys and draws ``view(prompt:width:)``.
struct LineEditor {
    /// What a key did.
    enum Outcome: Equatable {
        /// Still editing: draw the line again.
        case editing
        /// Enter: the line is done.
        case submit(String)
        /// Ctrl-D on an empty line: the input has ended.
        case endOfInput
        /// Ctrl-C: the line was dropped.
        case cancelled
        /// Ctrl-L: clear the screen, then draw the line.
        case clearScreen
        /// A second Tab with several choices: show them, then draw the line.
        case choices([String])
    }

    /// Reverse search (Ctrl-R): what was typed, and which history entry matches it.
    struct Search: Equatable {
        var query = ""
        var match: Int?
        var failed = false
    }

    private(set) var line = EditLine()
    /// Earlier lines, oldest first.
    private(set) var history: [String]
    /// The history entry shown, or `nil` for the line being written.
    private var browsing: Int?
    /// The line being written, kept while ↑ shows older ones.
    private var draft = EditLine()
    private(set) var search: Search?
    private var clipboard = ""
    private var tabbed = false
    /// For the text before the cursor: how many characters at its end a choice replaces, and
    /// the choices.
    let complete: (String) -> ConsoleCompletion

    init(history: [String] = [], complete: @escaping (String) -> ConsoleCompletion = { _ in ConsoleCompletion(replacing: 0, choices: []) }) {
        self.history = history
        self.complete = complete
    }

    /// Starts a new line (after one was submitted or dropped).
    mutating func reset() {
        line = EditLine()
        draft = EditLine()
        browsing = nil
        search = nil
        tabbed = false
    }

    /// Adds a submitted line to the history kept in memory (not an empty one, not a repeat);
    /// returns whether it did.
    @discardableResult
    mutating func remember(_ text: String) -> Bool {
        guard !text.trimmed.isEmpty, history.last != text else { return false }
        history.append(text)
        return true
    }

    mutating func handle(_ key: Key) -> Outcome {
        if search != nil, let outcome = handleInSearch(key) { return outcome }
        let wasTab = tabbed
        tabbed = false
        switch key {
        case .text(let text), .paste(let text): line.insert(text)
        case .enter: return .submit(line.text)
        case .tab: return completeWord(again: wasTab)
        case .backspace, .control("h"): line.backspace()
        case .delete: line.delete()
        case .left, .control("b"): line.left()
        case .right, .control("f"): line.right()
        case .home, .control("a"): line.home()
        case .end, .control("e"): line.end()
        case .wordLeft: line.wordLeft()
        case .wordRight: line.wordRight()
        case .up, .control("p"): older()
        case .down, .control("n"): newer()
        case .control("k"): keep(line.cutToEnd())
        case .control("u"): keep(line.cutToStart())
        case .control("w"): keep(line.cutWordBefore())
        case .control("y"): line.insert(clipboard)
        case .control("l"): return .clearScreen
        case .control("c"): return .cancelled
        case .control("d"):
            // As in a shell: the end of input only on an empty line; otherwise delete forward.
            if line.isEmpty { return .endOfInput }
            line.delete()
        case .control("r"): search = Search()
        default: break
        }
        return .editing
    }

    /// What was cut goes to the clipboard for Ctrl-Y; cutting nothing keeps what is there.
    private mutating func keep(_ cut: String) {
        if !cut.isEmpty { clipboard = cut }
    }

    /// Reverse search takes typed text, Backspace, Ctrl-R (the next older match), and Ctrl-G
    /// or Ctrl-C (give up); any other key takes the match as the line, and then does its work.
    private mutating func handleInSearch(_ key: Key) -> Outcome? {
        guard var search else { return nil }
        switch key {
        case .text(let text), .paste(let text):
            search.query += text.filter { !$0.isTerminalControl && !$0.isBidiControl }
            search = find(search, from: search.match ?? history.count - 1)
        case .backspace, .control("h"):
            if !search.query.isEmpty { search.query.removeLast() }
            search = find(search, from: history.count - 1)
        case .control("r"):
            search = find(search, from: (search.match ?? history.count) - 1)
        case .control("g"), .control("c"), .escape:
            self.search = nil
            return .editing
        default:
            if let match = search.match { line = EditLine(history[match]) }
            self.search = nil
            return nil
        }
        self.search = search
        return .editing
    }

    private func find(_ search: Search, from start: Int) -> Search {
        var result = search
        guard !search.query.isEmpty else {
            result.match = nil
            result.failed = false
            return result
        }
        var index = start
        while index >= 0 {
            if history[index].contains(search.query) {
                result.match = index
                result.failed = false
                return result
            }
            index -= 1
        }
        result.failed = true
        return result
    }

    private mutating func older() {
        guard !history.isEmpty else { return }
        let next = (browsing ?? history.count) - 1
        guard next >= 0 else { return }
        if browsing == nil { draft = line }
        browsing = next
        line = EditLine(history[next])
    }

    private mutating func newer() {
        guard let browsing else { return }
        if browsing + 1 < history.count {
            self.browsing = browsing + 1
            line = EditLine(history[browsing + 1])
        } else {
            self.browsing = nil
            line = draft
        }
    }

    /// Tab: one choice is put in whole; several put in what they share, and a second Tab in a
    /// row lists them.
    private mutating func completeWord(again: Bool) -> Outcome {
        let completion = complete(line.beforeCursor)
        let (replacing, choices) = (completion.replacing, completion.choices)
        guard !choices.isEmpty else { return .editing }
        if choices.count == 1 {
            // A whole word is followed by a space; a case name or a folder goes on.
            let choice = choices[0]
            let goesOn = choice.hasPrefix(".") || choice.hasSuffix("/") || choice.hasSuffix("(")
            line.replaceBeforeCursor(replacing, with: choice + (goesOn ? "" : " "))
            return .editing
        }
        let typed = String(line.beforeCursor.suffix(replacing))
        let shared = Self.sharedPrefix(choices)
        if shared.count > typed.count {
            line.replaceBeforeCursor(replacing, with: shared)
            tabbed = true
            return .editing
        }
        tabbed = true
        return again ? .choices(choices) : .editing
    }

    static func sharedPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var count = 0
            while count < prefix.count, count < characters.count, prefix[count] == characters[count] { count += 1 }
            prefix.removeSubrange(count...)
        }
        return String(prefix)
    }

    /// What to draw for the line in `width` columns: the prompt and the part of the line
    /// around the cursor (scrolled sideways when it is too long, with `…` where it is cut),
    /// and the column the cursor stands in.
    func view(prompt: String, width: Int) -> (text: String, cursor: Int) {
        if let search {
            let label = search.failed ? "(failed reverse-i-search)`\(search.query)': " : "(reverse-i-search)`\(search.query)': "
            let found = search.match.map { history[$0] } ?? ""
            // The cursor stands where the match starts, as in a shell.
            let at = found.range(of: search.query).map { found.distance(from: found.startIndex, to: $0.lowerBound) } ?? 0
            return Self.fit(prefix: label.drawable, Array(found), cursor: at, width: width)
        }
        return Self.fit(prefix: prompt, line.characters, cursor: line.cursor, width: width)
    }

    static func fit(prefix: String, _ characters: [Character], cursor: Int, width: Int) -> (text: String, cursor: Int) {
        let room = max(1, width - prefix.columns - 1)   // the last column stays free for the cursor
        // Only the characters that can be shown are measured: a long line costs its window.
        var total = 0
        for character in characters {
            total += character.columns
            if total > room { break }
        }
        if total <= room {
            return (prefix + String(characters), prefix.columns + characters[..<cursor].reduce(0) { $0 + $1.columns })
        }
        // Keep the cursor in view: start so that it sits within the room, leaving a column
        // for `…` on each side that is cut.
        var start = cursor
        var beforeCursor = 0
        while start > 0 {
            let columns = characters[start - 1].columns
            if beforeCursor + columns > room - 2 { break }
            beforeCursor += columns
            start -= 1
        }
        var shown = start > 0 ? "…" : ""
        var used = shown.count
        var index = start
        while index < characters.count {
            let columns = characters[index].columns
            guard used + columns <= room - (index + 1 < characters.count ? 1 : 0) else { break }
            shown.append(characters[index])
            used += columns
            index += 1
        }
        if index < characters.count { shown += "…" }
        let cursorColumn = prefix.columns + (start > 0 ? 1 : 0) + beforeCursor
        return (prefix + shown, cursorColumn)
    }
}
