import Observation
import Store
import Testing

/// A field as a control edits it: read through `Observation`, written as an action, and only
/// when the value changes.
@MainActor
@Suite struct FieldBindingTests {
    struct Form: Equatable, Sendable {
        var query = ""
        var count = 0
    }

    enum Action: Equatable, Sendable {
        case queryChanged(String)
        case countChanged(Int)
    }

    static let reducer = Reduce<Form, Action> { state, action in
        switch action {
        case .queryChanged(let query): state.query = query.lowercased()
        case .countChanged(let count): state.count = count
        }
        return .none
    }

    final class Sent: @unchecked Sendable {
        var actions: [Action] = []
    }

    func store() -> (Store<Form, Action>, Sent) {
        let store = Store(initialState: Form(), reducer: Self.reducer)
        let sent = Sent()
        store.observeActions { _, action in sent.actions.append(action) }
        return (store, sent)
    }

    @Test func readingGivesTheFieldAndWritingSendsTheAction() {
        let (store, sent) = store()
        let query = store.field(\.query, send: Action.queryChanged)
        #expect(query.value == "")
        #expect(query.set("Uni"))
        #expect(sent.actions == [.queryChanged("Uni")])
        #expect(query.value == "uni", "the value is the store's, as its reducer made it")
    }

    @Test func writingTheValueHeldSendsNothing() {
        let (store, sent) = store()
        let query = store.field(\.query, send: Action.queryChanged)
        let count = store.field(\.count, send: Action.countChanged)
        query.set("uni")
        // A text field writes back what it shows, on every redraw: no storm of actions.
        for _ in 0..<100 { #expect(!query.set("uni")) }
        #expect(!count.set(0))
        #expect(sent.actions == [.queryChanged("uni")])
    }

    @Test func aReadIsTrackedFieldByField() {
        let (store, _) = store()
        let query = store.field(\.query, send: Action.queryChanged)
        let count = store.field(\.count, send: Action.countChanged)
        final class Flag: @unchecked Sendable { var raised = 0 }
        let flag = Flag()
        withObservationTracking { _ = query.value } onChange: { flag.raised += 1 }
        count.set(3)
        #expect(flag.raised == 0, "another field changed")
        query.set("x")
        #expect(flag.raised == 1)
    }

    @Test func aScopedStoresFieldSendsThroughItsParent() {
        let parent = Store(initialState: [Form()], reducer: Reduce<[Form], Action> { forms, action in
            Self.reducer.reduce(into: &forms[0], action: action)
        })
        let child = parent.scope(state: { $0[0] }, action: { $0 })
        let query = child.field(\.query, send: Action.queryChanged)
        query.set("ABC")
        #expect(parent.state[0].query == "abc")
        #expect(!query.set("abc"))
    }
}
