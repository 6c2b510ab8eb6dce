import Store
import Testing

/// An enum of features run from (case, reducer) pairs, and cases as values.
@MainActor
@Suite struct EnumReducerTests {
    enum Pane: Equatable, Sendable {
        case counter(Int)
        case note(String)
        case forgotten(Int)
    }

    enum PaneAction: Equatable, Sendable {
        case counter(Int)
        case note(String)
        case forgotten(Int)
    }

    // The long form, written out: it still works beside the constructors.
    static let counterState = EnumCase<Pane, Int>(embed: Pane.counter) {
        guard case .counter(let value) = $0 else { return nil }
        return value
    }
    static let noteState = EnumCase<Pane, String>(embed: Pane.note) {
        guard case .note(let value) = $0 else { return nil }
        return value
    }
    static let counterAction = EnumCase<PaneAction, Int>(embed: PaneAction.counter) {
        guard case .counter(let value) = $0 else { return nil }
        return value
    }
    static let noteAction = EnumCase<PaneAction, String>(embed: PaneAction.note) {
        guard case .note(let value) = $0 else { return nil }
        return value
    }

    static let counter = ScreenCase(state: counterState, action: counterAction)
    static let note = ScreenCase(state: noteState, action: noteAction)

    let panes = EnumReducer<Pane, PaneAction>()
        .on(counter, Reduce<Int, Int> { state, amount in
            state += amount
            return amount > 100 ? .send(0) : .none
        })
        .on(note, Notes())

    struct Notes: Reducer {
        func reduce(into state: inout String, action text: String) -> Effect<String> {
            state += text
            return .none
        }

        func rejection(of text: String, in state: String) -> String? {
            text.isEmpty ? "an empty note" : nil
        }
    }

    @Test func eachCaseRunsItsOwnReducerAndItsEffectsComeBackEmbedded() {
        var pane = Pane.counter(1)
        #expect(panes.reduce(into: &pane, action: .counter(2)).isNone)
        #expect(pane == .counter(3))
        #expect(!panes.reduce(into: &pane, action: .counter(200)).isNone)
        var note = Pane.note("a")
        _ = panes.reduce(into: &note, action: .note("b"))
        #expect(note == .note("ab"))
    }

    @Test func anActionForAnotherCaseIsDroppedAndSaysSo() async {
        var pane = Pane.counter(1)
        let warnings = await collectingWarnings {
            _ = panes.reduce(into: &pane, action: .note("x"))
        }
        #expect(pane == .counter(1))
        #expect(warnings == ["`.note(\"x\")` is for a `.note` state, but this one is `.counter`; it was dropped"])
        #expect(panes.rejection(of: .note("x"), in: pane) == warnings.first)
        #expect(panes.rejection(of: .note(""), in: .note("a")) == "an empty note", "the child's own reason")
    }

    @Test func aScreenMissingFromTheTableIsReportedWhenItIsReachedNotLeftAlone() async {
        var pane = Pane.forgotten(1)
        let warnings = await collectingWarnings {
            #expect(panes.reduce(into: &pane, action: .forgotten(2)).isNone)
        }
        #expect(pane == .forgotten(1))
        let expected = "the screens' EnumReducer has no row for `.forgotten`, so `.forgotten(2)` was dropped; add `.on(Pane.forgotten, PaneAction.forgotten, …)` to it"
        #expect(warnings == [expected])
        #expect(panes.rejection(of: .forgotten(2), in: pane) == expected, "a front refuses it before sending")
    }

    @Test func aCaseChangesItsValueInPlaceOnlyWhenItIsThatCase() {
        var pane = Pane.counter(1)
        #expect(Self.counterState.modify(&pane) { $0 += 1 } != nil)
        #expect(pane == .counter(2))
        #expect(Self.noteState.modify(&pane) { $0 += "x" } == nil)
        #expect(pane == .counter(2))
    }
}
