import Foundation
import Store
import Testing

// A Program of Your Own (StoreTerminal's AProgramOfYourOwn.md) as it writes its code: the
// `room` program with its `--capacity` flag, built and asked here for its runs, and a check
// that the article still writes it so. `Room` is Getting Started's (GettingStartedTests.swift).

/// The article's `main.swift`, in a function (a program's `main()` never returns), with the
/// program handed out before it runs for the tests below.
@MainActor
func programOfYourOwn(run: Bool, _ handOut: (ConsoleProgram<Room>, ProgramOption) -> Void = { _, _ in }) async {
    let capacity = ProgramOption(
        "capacity", argument: "N", needs: "a number of people, like 3",
        summary: "how many people the room holds (default: 3)"
    ) { text in
        (Int(text) ?? 0) > 0
            ? nil : "takes a number above zero, not `\(text)`"
    }

    let program = ConsoleProgram<Room>(
        name: "room", version: "1.1.0",
        summary: "count the people in a room; record and replay sessions",
        options: [capacity],
        make: { values, _ in
            var start = Room.State()
            start.capacity = values["capacity"].flatMap { Int($0) } ?? 3
            var configuration = Console<Room>.Configuration(
                render: Room.render
            )
            configuration.startsFromSettings = true
            return .init(
                initialState: start, reducer: Room(),
            configuration: configuration
            )
        }
    )
    handOut(program, capacity)
    if run { await program.main() }
}

@Suite @MainActor struct ProgramOfYourOwnArticleTests {
    func program() async -> (ConsoleProgram<Room>, ProgramOption) {
        var made: (ConsoleProgram<Room>, ProgramOption)?
        await programOfYourOwn(run: false) { made = ($0, $1) }
        return made!
    }

    @Test func theCapacityFlagStartsTheRoomAndIsRecordedAsASetting() async throws {
        let (program, capacity) = await program()
        let session = try program.make(["capacity": "5"], .session)
        #expect(session.initialState.capacity == 5)
        #expect(try program.make([:], .session).initialState.capacity == 3)
        #expect(capacity.isSetting)
        #expect(program.options.map(\.name) == ["capacity"])
    }

    @Test func aCapacityOfZeroIsRefusedWithTheArticlesReason() async {
        let (_, capacity) = await program()
        #expect(capacity.validate("0") == "takes a number above zero, not `0`")
        #expect(capacity.validate("5") == nil)
    }

    @Test func everySwiftLineOfTheArticleIsInThisFile() throws {
        let here = URL(fileURLWithPath: #filePath)
        let article = try String(
            contentsOf: here.deletingLastPathComponent()
                .appendingPathComponent("../../Sources/Store/Terminal/StoreTerminal.docc/AProgramOfYourOwn.md").standardized,
            encoding: .utf8
        )
        let source = try String(contentsOf: here, encoding: .utf8)
        var lines: [String] = []
        var inSwift = false
        for line in article.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") { inSwift = !inSwift && trimmed == "```swift"; continue }
            if inSwift, !trimmed.isEmpty, !trimmed.hasPrefix("import "), trimmed != "await program.main()" { lines.append(trimmed) }
        }
        #expect(lines.count > 20)
        let compiled = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = lines.filter { !compiled.contains($0) }
        #expect(missing.isEmpty, "the article's lines this file does not have:\n\(missing.joined(separator: "\n"))")
    }
}
