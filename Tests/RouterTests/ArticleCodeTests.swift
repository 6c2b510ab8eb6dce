import Foundation
import Testing

/// The Router article's code is the Notes app's code: every line of its Swift blocks stands in
/// the compiled and tested sources (Tests/NotesRepl, NotesTests), so the article cannot drift
/// from code that builds.
@Suite struct ArticleCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of the article's ```swift blocks, less blank lines, comments and elisions.
    static func codeLines(of article: String) -> [String] {
        var lines: [String] = []
        var inSwift = false
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inSwift = !inSwift && trimmed == "```swift"
                continue
            }
            guard inSwift, !trimmed.isEmpty, !trimmed.hasPrefix("//"), !trimmed.contains("…") else { continue }
            lines.append(trimmed)
        }
        return lines
    }

    @Test func everyLineOfTheStackAppArticleIsInTheCompiledNotesApp() throws {
        let article = try Self.read("Sources/Router/Router.docc/BuildingAStackApp.md")
        let sources = try ["Tests/NotesRepl/Notes.swift", "Tests/NotesRepl/main.swift", "Tests/RouterTests/NotesTests.swift"]
            .map(Self.read).joined(separator: "\n")
        let compiled = Set(sources.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let lines = Self.codeLines(of: article)
        #expect(lines.count > 80, "the article's code was found")
        let missing = lines.filter { !compiled.contains($0) }
        #expect(missing.isEmpty, "lines of the article that the Notes app does not have:\n\(missing.joined(separator: "\n"))")
    }

    @Test func everyLineOfTheSharedStateArticleIsInTheCompiledLogbookApp() throws {
        let article = try Self.read("Sources/Store/Store.docc/SharingStateBetweenScreens.md")
        let sources = try ["Tests/RouterTests/Logbook.swift", "Tests/RouterTests/LogbookTests.swift"]
            .map(Self.read).joined(separator: "\n")
        let compiled = Set(sources.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let lines = Self.codeLines(of: article)
        #expect(lines.count > 20, "the article's code was found")
        let missing = lines.filter { !compiled.contains($0) }
        #expect(missing.isEmpty, "lines of the article that the Logbook app does not have:\n\(missing.joined(separator: "\n"))")
    }
}
