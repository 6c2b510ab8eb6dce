import Foundation
import TestSupport
import Testing

/// The README's transcripts are the program's: each block that shows the program's output is
/// run here with the built `holiday-repl`, and the README's text must be what it prints, so a
/// figure or a count cannot go stale. A line `…` alone in the README stands for lines cut short;
/// times (which no two runs share) are the only figures masked.
@Suite(.serialized) struct ReadmeExamplesTests {
    static let binary = BuiltProgram.url(named: "holiday-repl")
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md").standardized
    let folder = NSTemporaryDirectory() + "readme-\(UUID().uuidString.prefix(8))/"

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The code blocks of the README's section `heading`, each as its lines.
    static func blocks(under heading: String) throws -> [[String]] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## " + heading + "\n").dropFirst().first, "the README has `## \(heading)`")
            .components(separatedBy: "\n## ").first ?? ""
        var blocks: [[String]] = []
        var current: [String]?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = []
                }
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `actual` is `expected` with each `…` line of `expected` standing for any lines.
    static func matches(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "…" {
            return actual.indices.contains { matches(actual[$0...], expected.dropFirst()) } || matches([], expected.dropFirst())
        }
        guard let line = actual.first, masked(line) == masked(first) else { return false }
        return matches(actual.dropFirst(), expected.dropFirst())
    }

    /// `line` with its durations and rates taken out: `20.4 s`, `4,913 steps/s`, `(31%)`.
    static func masked(_ line: String) -> String {
        line.replacingOccurrences(of: #"[0-9][0-9,.]* (s|steps/s)\b"#, with: "‹t› $1", options: .regularExpression)
            .replacingOccurrences(of: #"\([0-9]+%"#, with: "(‹p›%", options: .regularExpression)
    }

    /// Runs the program with `arguments` in the test's folder, `input` piped; what it printed,
    /// both streams as they came.
    private func run(_ arguments: [String], input: [String] = []) async throws -> [String] {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        let program = try RunningProgram(binary, arguments, directory: folder)
        for line in input { program.write(line) }
        program.endInput()
        let text = await program.read(until: "\u{0}never printed\u{0}")
        _ = await program.exitStatus()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private func expectSame(_ actual: [String], _ expected: [String], _ what: String) {
        #expect(Self.matches(actual[...], expected[...]), "the README's \(what) is not what the program prints; it prints:\n\(actual.joined(separator: "\n"))")
    }

    @Test func theSessionAndItsReplayAreWhatTheProgramPrints() async throws {
        let blocks = try Self.blocks(under: "A session")
        try #require(blocks.count == 2, "a session, then its replay")
        // The typed lines are the `› ` ones; without a terminal the program prints no prompt.
        let typed = blocks[0].filter { $0.hasPrefix("› ") }.map { String($0.dropFirst(2)) }
        let shown = blocks[0].filter { !$0.hasPrefix("› ") }
        expectSame(try await run(["--year", "2026", "--no-history"], input: typed), shown, "session")

        let command = try #require(blocks[1].first)
        #expect(command == "$ swift run holiday-repl replay session.log")
        expectSame(try await run(["replay", "session.log"]), Array(blocks[1].dropFirst()), "replay")
    }

    @Test func theExplorersFiguresAreWhatTheProgramPrints() async throws {
        let block = try #require(try Self.blocks(under: "Exploring").first)
        let command = try #require(block.first)
        let prefix = "$ swift run holiday-repl "
        try #require(command.hasPrefix(prefix), "\(command)")
        let arguments = command.dropFirst(prefix.count).split(separator: " ").map(String.init)
        expectSame(try await run(arguments), Array(block.dropFirst()), "exploration")
    }
}
