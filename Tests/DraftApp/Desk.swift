import Store

/// A desk that holds a draft (the ``Draft`` feature, scoped) and an archive of finished ones: an
/// app whose console attaches to one screen of it, not to the whole.
struct Desk: Reducer {
    struct State: Equatable, Codable, Sendable {
        var draft = Draft.State()
        var archive: [String] = []
        var owner = ""
    }

    enum Action: Equatable, Codable, Sendable {
        case draft(Draft.Action)
        /// Files the draft's text and starts a new draft: the desk changes the draft's state.
        case archiveTapped
        /// Touches the desk alone.
        case ownerChanged(String)
    }

    func reduce(
        into state: inout State, action: Action
    ) -> Effect<Action> {
        switch action {
        case .draft(let action):
            return Draft().reduce(into: &state.draft, action: action).map(Action.draft)
        case .archiveTapped:
            state.archive.append(state.draft.text)
            state.draft = Draft.State()
            return .cancel(id: Draft.SaveID())
        case .ownerChanged(let owner):
            state.owner = owner
            return .none
        }
    }
}
