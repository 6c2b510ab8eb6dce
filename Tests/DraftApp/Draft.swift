import Store

/// A draft that saves itself a moment after the last edit (a debounce on the clock it reads as
/// a dependency): a feature of a user's own, run headless as a long-running app that consoles
/// attach to.
struct Draft: Reducer {
    struct State: Equatable, Codable, Sendable {
        var text = ""
        var saved = ""
        var saves = 0
    }

    enum Action: Equatable, Codable, Sendable {
        case edited(String)
        case saved(String)
        case clearTapped
    }

    struct SaveID: Hashable, Sendable {}

    @Dependency(\.clock) var clock

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .edited(let text):
            state.text = text
            return Effect.run { send in await send(.saved(text)) }
                .debounce(id: SaveID(), for: .milliseconds(300), clock: clock)
        case .saved(let text):
            state.saved = text
            state.saves += 1
            return .none
        case .clearTapped:
            state.text = ""
            return .cancel(id: SaveID())
        }
    }

    static func render(_ state: State) -> Rendering<Action> {
        Rendering(
            title: "Draft",
            lines: [ScreenLine("text: \(state.text)"), ScreenLine("saved: \(state.saved) (\(state.saves) saves)")],
            commands: [
                ScreenCommand(name: "edit", argument: "TEXT", summary: "change the text (saved 0.3 s after the last edit)") { text throws(CommandError) in
                    .edited(text)
                },
                ScreenCommand(name: "clear", summary: "empty the text", sends: .clearTapped),
            ]
        )
    }
}
