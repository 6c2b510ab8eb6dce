import StoreSupport

extension ActionLog {
    /// Renames the enum case `old` to `new` wherever the log names it (`.old` in actions,
    /// starts and checkpoints, never inside a string), in every type that has a case so named,
    /// for a case renamed in the code, and returns in how many places. To rename it only in its
    /// own type, and be told when two types have it, give the feature's types:
    /// ``rename(_:case:to:state:action:)``. The file is replaced in one rename, and only when something
    /// changed. Checksums of states that hold the case change too: ``update(_:reducer:initialState:clock:strictness:timeout:withDependencies:)``
    /// afterwards re-derives them (`replay FILE --rename OLD=NEW` does both).
    ///
    /// ```swift
    /// try ActionLog.rename(
    ///     "Sessions/search.log", case: "searchChanged", to: "queryChanged"
    /// )
    /// ```
    @discardableResult
    public static func rename(_ path: String, case old: String, to new: String) throws(ActionLogError) -> Int {
        guard isCaseName(old), isCaseName(new) else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "`\(old)` and `\(new)` must both be case names (letters, digits and `_`, not starting with a digit)")
        }
        guard let bytes = POSIXFile.contents(of: path) else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot read the log \(path): \(POSIXFile.reason)")
        }
        var count = 0
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let (kind, body) = LogLineKind.of(line.utf8), kind.holdsValue else { return String(line) }
            let (renamed, changes) = renaming(line.dropFirst(body), old, new)
            count += changes
            return line.prefix(body) + renamed
        }
        guard count > 0 else { return 0 }
        if let failure = POSIXFile.replaceWhole(path, lines.joined(separator: "\n"), suffix: ".renaming") {
            throw ActionLogError(kind: .unavailable, line: nil, message: failure)
        }
        return count
    }

    /// `text` with each `.old` that stands as a case name (not inside a string, not part of a
    /// longer name) written `.new`, and how many there were.
    static func renaming(_ text: Substring, _ old: String, _ new: String) -> (String, Int) {
        var out = ""
        var count = 0
        var inString = false
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                out.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                index = text.index(after: index)
                continue
            }
            if character == "\"" { inString = true }
            if character == ".", text[text.index(after: index)...].hasPrefix(old) {
                let end = text.index(index, offsetBy: old.count + 1)
                let follows = end < text.endIndex ? text[end] : " "
                if !(follows.isLetter || follows.isNumber || follows == "_") {
                    out += "." + new
                    count += 1
                    index = end
                    continue
                }
            }
            out.append(character)
            index = text.index(after: index)
        }
        return (out, count)
    }

    /// Whether `name` can be a case name: letters, digits and `_`, not starting with a digit.
    package static func isCaseName(_ name: some StringProtocol) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }
}
