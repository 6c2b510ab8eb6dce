// The stores a sheet draws: the same one while its child stays (so the sheet's view is not
// redrawn by its parent's redraw), and the last one after the child went (so a sheet the store
// dismissed keeps its content while it slides away). Plain Swift: the SwiftUI shell calls these,
// and they are tested here.

extension Store {
    /// The store a sheet for the child at `state` draws: the same one while the child stays,
    /// and the last one after it went, so a sheet the store dismissed keeps its content while it
    /// slides away.
    package func sheetStore<Child, ChildAction>(
        _ state: KeyPath<State, Child?>, action: @escaping (PresentationAction<ChildAction>) -> Action
    ) -> Store<Child, ChildAction>? {
        scope(showing: ChildKey(scope: state, child: "presented"), named: state, presented: { $0[keyPath: state] }, action: { action(.presented($0)) })
    }

    /// ``sheetStore(_:action:)`` for the case `screen` of the destination at `state`: named by
    /// the case, so another case of the same types gets its own store.
    package func sheetStore<Destination, DestinationAction, Child, ChildAction>(
        _ state: KeyPath<State, Destination?>, case screen: ScreenCase<Destination, DestinationAction, Child, ChildAction>,
        action: @escaping (PresentationAction<DestinationAction>) -> Action
    ) -> Store<Child, ChildAction>? {
        let held = self.state[keyPath: state]
        let name = ChildKey(scope: state, child: ObjectIdentifier(Store<Child, ChildAction>.self))
        let key = ChildKey(scope: name, child: held.map { caseName(of: $0) } ?? "")
        return scope(showing: key, named: name, presented: { $0[keyPath: state].flatMap(screen.state.extract) }, action: { action(.presented(screen.action.embed($0))) })
    }
}
