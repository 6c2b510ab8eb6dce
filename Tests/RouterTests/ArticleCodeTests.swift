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

    /// The lines of `article`'s Swift blocks that none of `sources` has; fails when fewer than
    /// `least` lines were found (the blocks were not read).
    static func missing(from article: String, in sources: [String], least: Int) throws -> [String] {
        let code = try sources.map(read).joined(separator: "\n")
        let compiled = Set(code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let lines = codeLines(of: try read(article))
        #expect(lines.count > least, "the code of \(article) was found")
        return lines.filter { !compiled.contains($0) }
    }

    @Test func everyLineOfTheStackAppArticleIsInTheCompiledNotesApp() throws {
        let missing = try Self.missing(
            from: "Sources/Router/Router.docc/BuildingAStackApp.md",
            in: ["Tests/NotesRepl/Notes.swift", "Tests/NotesRepl/main.swift", "Tests/RouterTests/NotesTests.swift"], least: 80
        )
        #expect(missing.isEmpty, "lines of the article that the Notes app does not have:\n\(missing.joined(separator: "\n"))")
    }

    @Test func everyLineOfTheSharedStateArticleIsInTheCompiledLogbookApp() throws {
        let missing = try Self.missing(
            from: "Sources/Store/Core/StoreCore.docc/SharingStateBetweenScreens.md",
            in: ["Tests/RouterTests/Logbook.swift", "Tests/RouterTests/LogbookTests.swift"], least: 20
        )
        #expect(missing.isEmpty, "lines of the article that the Logbook app does not have:\n\(missing.joined(separator: "\n"))")
    }
}
