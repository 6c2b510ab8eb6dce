/// A line-by-line comparison of two texts, for failure messages.
package enum LineDiff {
    /// The lines of `expected` and `actual` with `−` before a line only expected, `+` before a
    /// line only actual, and unchanged lines as context; `nil` when the texts are equal.
    package static func render(expected: [String], actual: [String], context: Int = 3) -> String? {
        guard expected != actual else { return nil }
        let marked = diff(expected, actual)
        var keep = Array(repeating: false, count: marked.count)
        for (index, line) in marked.enumerated() where line.mark != " " {
            for near in max(0, index - context)...min(marked.count - 1, index + context) { keep[near] = true }
        }
        var out: [String] = []
        var skipped = false
        for (index, line) in marked.enumerated() {
            if keep[index] {
                out.append("\(line.mark) \(line.text)")
                skipped = false
            } else if !skipped {
                out.append("  …")
                skipped = true
            }
        }
        return out.joined(separator: "\n")
    }

    private static func diff(_ a: [String], _ b: [String]) -> [(mark: Character, text: String)] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let head = a[..<prefix].map { (Character(" "), $0) }
        let tail = a[(a.count - suffix)...].map { (Character(" "), $0) }
        let midA = Array(a[prefix..<(a.count - suffix)])
        let midB = Array(b[prefix..<(b.count - suffix)])
        return head + middle(midA, midB) + tail
    }

    /// Longest common subsequence on what differs; very large differences are shown whole.
    private static func middle(_ a: [String], _ b: [String]) -> [(mark: Character, text: String)] {
        guard a.count * b.count <= 4_000_000 else {
            return a.map { ("−", $0) } + b.map { ("+", $0) }
        }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var out: [(mark: Character, text: String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                out.append((" ", a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                out.append(("−", a[i])); i += 1
            } else {
                out.append(("+", b[j])); j += 1
            }
        }
        return out
    }
}
