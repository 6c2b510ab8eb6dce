// The lines a session read, as its errors name them: where the input is not a terminal (a
// script piped in, a file), an error says the line of the input it comes from, as a log's
// errors do, and the program ends with 1 if any line was refused.

/// The lines a console has read, and those it refused.
package struct ConsoleInputLines: Sendable {
    /// Whether errors name the line of the input they come from (piped input).
    package var numbered = false
    /// How many lines were read.
    package private(set) var read = 0
    /// The numbers of the lines refused, in order, each once.
    package private(set) var refused: [Int] = []

    package init() {}

    /// A line was read.
    mutating func readOne() { read += 1 }

    /// `message`, for an error about the line being handled: `line 3: …` when numbered.
    mutating func refusing(_ message: String) -> String {
        if refused.last != read { refused.append(read) }
        return numbered ? "line \(read): \(message)" : message
    }

    /// What a piped session says when it ends with lines refused, or `nil` when none was.
    ///
    /// ```swift
    /// lines.summary  // "2 lines of the input were refused: 2, 5"
    /// ```
    package var summary: String? {
        guard !refused.isEmpty else { return nil }
        let shown = refused.prefix(10).map(String.init).joined(separator: ", ") + (refused.count > 10 ? ", …" : "")
        return refused.count == 1 ? "line \(refused[0]) of the input was refused" : "\(refused.count) lines of the input were refused: \(shown)"
    }
}
