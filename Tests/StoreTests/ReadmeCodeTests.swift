import Foundation
import Store
import Testing

/// The README's first feature and its test, compiled and run as the README writes them, and a
/// check that the README still writes them so.
enum ReadmeFeature {
    struct Counter: Reducer {
        struct State: Equatable, Codable { var count = 0; var fact: String? }
        enum Action: Equatable, Codable { case increment, factTapped, factLoaded(String) }

        let fact: @Sendable (Int) async throws -> String

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .increment:
                state.count += 1
                return .none
            case .factTapped:
                return .run { [fact, count = state.count] send in await send(.factLoaded(try await fact(count))) }
            case .factLoaded(let text):
                state.fact = text
                return .none
            }
        }
    }
}

@Suite struct ReadmeCodeTests {
    typealias Counter = ReadmeFeature.Counter

    @MainActor
    @Test func factIsLoadedForTheCurrentCount() async throws {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(fact: { "\($0) is a number" }))
        try await store.send(.increment) { $0.count = 1 }
        try await store.send(.factTapped)
        try await store.receive(.factLoaded("1 is a number")) { $0.fact = "1 is a number" }
    }

    @Test func everyLineOfTheReadmesFeatureAndTestIsInThisFile() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md").standardized, encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## A feature and its test, in brief").dropFirst().first?
            .components(separatedBy: "\n## ").first, "the README has the section")
        var lines: [String] = []
        var inSwift = false
        for line in section.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") { inSwift = !inSwift && trimmed == "```swift"; continue }
            if inSwift, !trimmed.isEmpty { lines.append(trimmed) }
        }
        #expect(lines.count > 25)
        let compiled = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = lines.filter { !compiled.contains($0) }
        #expect(missing.isEmpty, "README lines this file does not have:\n\(missing.joined(separator: "\n"))")
    }
}
