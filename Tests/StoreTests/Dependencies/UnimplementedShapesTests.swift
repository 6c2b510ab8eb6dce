import Foundation
import Store
import Testing

/// A meeting a client saves and loads.
struct Meeting: Equatable, Sendable {
    var title: String
}

/// Whether the meetings client is busy.
enum Status: Equatable, Sendable {
    case idle, syncing
}

/// The dependency article's client: an endpoint of each shape, with its unimplemented test value.
struct MeetingsClient: Sendable {
    var save: @Sendable ([Meeting]) async -> Void
    var count: @Sendable () -> Int
    var status: @Sendable () async -> Status
    var load: @Sendable () async throws -> [Meeting]

    static let live = MeetingsClient(save: { _ in }, count: { 0 }, status: { .idle }, load: { [] })
}

enum MeetingsClientKey: DependencyKey {
    static let liveValue = MeetingsClient.live
    static let testValue = MeetingsClient(
        save: unimplemented("meetingsClient.save"),
        count: unimplemented("meetingsClient.count", placeholder: 0),
        status: unimplemented(
            "meetingsClient.status", placeholder: .idle
        ),
        load: unimplemented("meetingsClient.load")
    )
}

@Suite struct UnimplementedShapesTests {
    static func isCalledAndNotProvided(_ issue: Issue, _ name: String) -> Bool {
        issue.description.contains("`\(name)` was called, and the test did not provide it")
    }

    @Test func anEndpointThatReturnsNothingFailsNamingItself() async {
        await withKnownIssue {
            await MeetingsClientKey.testValue.save([Meeting(title: "Standup")])
        } matching: { Self.isCalledAndNotProvided($0, "meetingsClient.save") }
    }

    @Test func anEndpointThatCannotThrowFailsAndReturnsItsPlaceholder() async {
        withKnownIssue {
            #expect(MeetingsClientKey.testValue.count() == 0)
        } matching: { Self.isCalledAndNotProvided($0, "meetingsClient.count") }
        await withKnownIssue {
            #expect(await MeetingsClientKey.testValue.status() == .idle)
        } matching: { Self.isCalledAndNotProvided($0, "meetingsClient.status") }
    }

    @Test func anEndpointThatThrowsFailsAndThrowsUnimplementedEndpoint() async {
        await withKnownIssue {
            await #expect(throws: UnimplementedEndpoint.self) { try await MeetingsClientKey.testValue.load() }
        } matching: { Self.isCalledAndNotProvided($0, "meetingsClient.load") }
    }

    @Test func everyLineOfTheArticlesClientIsInThisFile() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().appendingPathComponent("../../..").standardized
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/Store/Core/StoreCore.docc/DependenciesWithoutThreading.md"), encoding: .utf8
        )
        let section = try #require(
            article.components(separatedBy: "## An Unimplemented Endpoint of Each Shape").dropFirst().first?
                .components(separatedBy: "\n## ").first,
            "the article has the section"
        )
        try ArticleLines.expectAll(of: section, in: here, least: 15)
    }
}

/// Checks that every line of a Markdown text's Swift blocks stands in a compiled test file.
enum ArticleLines {
    static func expectAll(of markdown: String, in file: URL, least: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var lines: [String] = []
        var inSwift = false
        for line in markdown.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") { inSwift = !inSwift && trimmed == "```swift"; continue }
            if inSwift, !trimmed.isEmpty { lines.append(trimmed) }
        }
        #expect(lines.count >= least, "the article's code was found", sourceLocation: sourceLocation)
        let source = try String(contentsOf: file, encoding: .utf8)
        let compiled = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = lines.filter { !compiled.contains($0) }
        #expect(missing.isEmpty, "article lines \(file.lastPathComponent) does not have:\n\(missing.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
    }
}
