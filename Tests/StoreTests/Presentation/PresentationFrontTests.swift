import Store
import StoreSupport
import Testing

/// What a front's own closing of a sheet, and a tap on a dialog's button, send to the store.
@MainActor
@Suite struct PresentationFrontTests {
    typealias DestinationAnswer = PresentationAction<BookPage.DestinationAction>

    @Test func aSheetClosedByTheSystemDismissesItsDestination() async {
        let clock = TestClock()
        let store = Store(initialState: BookPage.State(), reducer: BookPage(clock: clock))
        store.send(.editTapped)
        let closed: DestinationAnswer? = PresentationFront.closing(BookPage.Destination.editor, held: store.state.destination)
        #expect(closed == .dismiss)
        await store.send(.destination(closed!)).finish()
        #expect(store.state.destination == nil)
        await clock.advance(by: .seconds(30))
        #expect(store.state == BookPage.State(), "the editor's autosave went with it")
    }

    @Test func aLateCloseTakesNothingDown() {
        let store = Store(initialState: BookPage.State(), reducer: BookPage(clock: TestClock()))
        let gone: DestinationAnswer? = PresentationFront.closing(BookPage.Destination.editor, held: store.state.destination)
        #expect(gone == nil, "the store took it down already")
        store.send(.deleteTapped)
        let another: DestinationAnswer? = PresentationFront.closing(BookPage.Destination.editor, held: store.state.destination)
        #expect(another == nil, "the alert now up is not the sheet that closed")
    }

    @Test func aClosedOptionalChildIsDismissedWhileHeld() {
        let held: PresentationAction<Shelf.Editor.Action>? = PresentationFront.closing(Shelf.Editor.State(book: "Dune"))
        let none: PresentationAction<Shelf.Editor.Action>? = PresentationFront.closing(Shelf.Editor.State?.none)
        #expect(held == .dismiss)
        #expect(none == nil)
    }

    @Test func aDialogButtonSendsItsActionEvenAfterTheFrontClearedIsPresented() {
        let store = Store(initialState: Shelf.State(), reducer: Shelf(clock: TestClock()))
        store.send(.deleteTapped("Dune"))
        let alert = store.state.alert!
        // SwiftUI writes `isPresented = false` first: the shell sends nothing for it. Then the
        // button's action runs.
        let answer = PresentationFront.answer(alert.buttons[0], of: alert, held: store.state.alert)
        #expect(answer == .presented(.deleteConfirmed("Dune")))
        store.send(.alert(answer!))
        #expect(store.state.books == ["Emma", "Beloved"])
        #expect(store.state.alert == nil)
    }

    @Test func aDismissSentOnTheCloseWouldHaveLostTheAnswer() {
        let warnings = Locked<[String]>([])
        RuntimeWarnings.withHandler({ warning in warnings.withLock { $0.append(warning) } }) {
            let store = Store(initialState: Shelf.State(), reducer: Shelf(clock: TestClock()))
            store.send(.deleteTapped("Dune"))
            store.send(.alert(.dismiss))
            store.send(.alert(.presented(.deleteConfirmed("Dune"))))
            #expect(store.state.books.contains("Dune"), "why the close of a dialog sends nothing")
        }
        #expect(warnings.withLock(\.count) == 1)
    }

    @Test func aButtonWithoutAnActionOnlyDismisses() {
        let store = Store(initialState: Shelf.State(), reducer: Shelf(clock: TestClock()))
        store.send(.deleteTapped("Dune"))
        let alert = store.state.alert!
        let keep = PresentationFront.answer(alert.buttons[1], of: alert, held: store.state.alert)
        #expect(keep == .dismiss)
        store.send(.sortTapped)
        let dialog = store.state.dialog!
        let cancel = dialog.shownButtons.last!
        #expect(PresentationFront.answer(cancel, of: dialog, held: store.state.dialog) == .dismiss, "the Cancel a platform adds")
    }

    @Test func anEscapeSendsWhatTheCancelButtonSends() {
        let keep = DialogState<Shelf.Sort>.alert(title: "Sort?", buttons: [
            ButtonState("By title", action: .byTitle), ButtonState(role: .cancel, "Keep", action: .byTitle),
        ])
        #expect(PresentationFront.escape(from: keep) == .presented(.byTitle))
        let plainCancel = DialogState<Shelf.Sort>.confirmationDialog(title: "Sort", buttons: [ButtonState("By title", action: .byTitle)])
        #expect(PresentationFront.escape(from: plainCancel) == .dismiss, "the Cancel a platform adds sends no action")
        let noCancel = DialogState<Shelf.Sort>.alert(title: "Sort?", buttons: [ButtonState(role: .destructive, "By title", action: .byTitle)])
        #expect(PresentationFront.escape(from: noCancel) == .dismiss)
        let twoCancels = DialogState<Shelf.Sort>.alert(title: "Sort?", buttons: [
            ButtonState(role: .cancel, "No"), ButtonState(role: .cancel, "By title", action: .byTitle),
        ])
        #expect(PresentationFront.escape(from: twoCancels) == .dismiss, "the first cancel answers")
        // As a front that holds the dialog as a generic child (StorePresenter) asks it.
        let child: Any = keep
        #expect((child as? any DialogEscape)?.escape(as: Shelf.Sort.self) == .presented(.byTitle))
    }

    @Test func aTapOnADialogNoLongerHeldSendsNothing() {
        let store = Store(initialState: Shelf.State(), reducer: Shelf(clock: TestClock()))
        store.send(.deleteTapped("Dune"))
        let shown = store.state.alert!
        store.send(.alert(.presented(.deleteConfirmed("Dune"))))
        #expect(PresentationFront.answer(shown.buttons[0], of: shown, held: store.state.alert) == nil, "answered already")
        store.send(.deleteTapped("Emma"))
        #expect(PresentationFront.answer(shown.buttons[0], of: shown, held: store.state.alert) == nil, "another alert is up")
        let stranger = ButtonState<Shelf.Alert>("Burn", action: .deleteConfirmed("Emma"))
        let emma = store.state.alert!
        #expect(PresentationFront.answer(stranger, of: emma, held: emma) == nil, "not a button of the dialog")
    }

    @Test func aDestinationDialogsButtonIsTheDestinationsAction() {
        let store = Store(initialState: BookPage.State(), reducer: BookPage(clock: TestClock()))
        store.send(.deleteTapped)
        guard case .alert(let alert)? = store.state.destination else {
            Issue.record("no alert up")
            return
        }
        let answer = PresentationFront.answer(alert.buttons[0], of: alert, in: ScreenCase(BookPage.Destination.alert, BookPage.DestinationAction.alert), held: store.state.destination)
        #expect(answer == .presented(.alert(.deleteConfirmed)))
        store.send(.destination(answer!))
        #expect(store.state.deleted)
        #expect(store.state.destination == nil)
        #expect(PresentationFront.answer(alert.buttons[1], of: alert, in: ScreenCase(BookPage.Destination.alert, BookPage.DestinationAction.alert), held: BookPage.Destination?.none) == nil)
    }
}
