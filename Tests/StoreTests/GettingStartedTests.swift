import Foundation
import Store
import Testing

// Getting Started (StoreCore's GettingStarted.md) as it writes its code: its feature, its store,
// its test, its program, its replayed session and its explorer walk, compiled and run here, and
// a check that the article still writes them so. The session it replays is the one its
// program recorded, committed at Tests/RoomCounterTests/Sessions/evening.log.

public struct Room: Reducer {
    public struct State: Codable, Equatable, Sendable {
        public var inside = 0
        public var capacity = 3
        public init() {}
    }
    public enum Action: Codable, Equatable, Sendable {
        case enter, leave, capacitySet(Int)
    }

    public init() {}

    public func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .enter: state.inside += 1
        case .leave: state.inside -= 1
        case .capacitySet(let capacity): state.capacity = capacity
        }
        return .none
    }

    public func rejection(of action: Action, in state: State) -> String? {
        switch action {
        case .enter where state.inside == state.capacity:
            return "the room is full"
        case .leave where state.inside == 0:
            return "nobody is inside"
        case .capacitySet(let capacity) where capacity < state.inside:
            return "\(state.inside) people are inside"
        default:
            return nil
        }
    }

    public static func render(_ state: State) -> Rendering<Action> {
        var commands: [ScreenCommand<Action>] = []
        if state.inside < state.capacity {
            commands.append(ScreenCommand(
                name: "in", summary: "one enters", sends: .enter
            ))
        }
        if state.inside > 0 {
            commands.append(ScreenCommand(
                name: "out", summary: "one leaves", sends: .leave
            ))
        }
        return Rendering(
            title: "Room",
            lines: [
                ScreenLine(
                    "inside: \(state.inside) of \(state.capacity)"
                ),
            ],
            commands: commands
        )
    }
}

/// The article's store, in a function: its three lines.
@MainActor
func gettingStartedStore() {
    let store = Store(initialState: Room.State(), reducer: Room())
    store.send(.enter)
    print(store.state.inside)  // 1
}

@MainActor
@Test func theDoorCountsAndRefuses() async throws {
    let store = TestStore(initialState: Room.State(), reducer: Room())
    try await store.send(.enter) { $0.inside = 1 }
    try await store.send(.leave) { $0.inside = 0 }
    try await store.send(.leave, refused: "nobody is inside")
    try await store.send(.capacitySet(1)) { $0.capacity = 1 }
}

/// The article's `main.swift`, in a function: a program's `main()` never returns.
@MainActor
func gettingStartedProgram() async -> Never {
    let program = ConsoleProgram(
        name: "room", initialState: Room.State(), reducer: Room(),
        configuration: .init(render: Room.render)
    )
    await program.main()
}

@Test func theEveningReplays() throws {
    let summary = try ActionLog.replay(
        "Tests/RoomCounterTests/Sessions/evening.log", reducer: Room(),
        initialState: { _ in Room.State() }
    )
    #expect(summary.state.capacity == 5)
}

@MainActor
@Test func theRoomNeverOverflows() async {
    let explorer = Explorer(
        initialState: Room.State(), reducer: Room(),
        configuration: .init(render: Room.render),
        invariants: [
            .init("nobody above capacity") { state in
                state.inside <= state.capacity
                    ? nil : "\(state.inside) inside"
            },
        ]
    )
    let report = await explorer.walk(steps: 500, seed: 1)
    #expect(report.failure == nil, "\(report)")
}

@Suite struct GettingStartedArticleTests {
    @Test func everySwiftLineOfTheArticleIsInThisFile() throws {
        let here = URL(fileURLWithPath: #filePath)
        let article = try String(
            contentsOf: here.deletingLastPathComponent()
                .appendingPathComponent("../../Sources/Store/Core/StoreCore.docc/GettingStarted.md").standardized,
            encoding: .utf8
        )
        let source = try String(contentsOf: here, encoding: .utf8)
        // Every Swift block but the first, the manifest (Package.swift, which a test cannot
        // compile); the imports name the article's own modules.
        var lines: [String] = []
        var inSwift = false, blocks = 0
        for line in article.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inSwift = !inSwift && trimmed == "```swift"
                if inSwift { blocks += 1 }
                continue
            }
            if inSwift, blocks > 1, !trimmed.isEmpty, !trimmed.hasPrefix("import ") { lines.append(trimmed) }
        }
        #expect(blocks == 7)
        #expect(lines.count > 60)
        let compiled = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = lines.filter { !compiled.contains($0) }
        #expect(missing.isEmpty, "the article's lines this file does not have:\n\(missing.joined(separator: "\n"))")
    }
}
