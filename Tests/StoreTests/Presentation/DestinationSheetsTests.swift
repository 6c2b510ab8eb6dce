import Observation
@testable import StoreText
@testable import StoreCore
import Testing

@MainActor
@Suite struct DestinationSheetsTests {
    @Test func aSecondCaseWaitsUntilTheFirstCasesSheetIsGone() {
        let sheets = DestinationSheets()
        #expect(sheets.mayShow("edit", held: true))
        #expect(!sheets.mayShow("share", held: true))
        #expect(!sheets.mayShow("edit", held: false))
        sheets.dismissed(heldNow: "share")
        #expect(sheets.mayShow("share", held: true))
    }

    @Test func aCaseNotHeldNeverTakesTheSlot() {
        let sheets = DestinationSheets()
        #expect(!sheets.mayShow("share", held: false))
        #expect(sheets.mayShow("edit", held: true))
    }

    @Test func aDismissalWhileTheStoreHoldsThatCaseAgainKeepsTheSlot() {
        let sheets = DestinationSheets()
        #expect(sheets.mayShow("edit", held: true))
        sheets.dismissed(heldNow: "edit")
        #expect(!sheets.mayShow("share", held: true))
        sheets.dismissed(heldNow: nil)
        #expect(sheets.mayShow("share", held: true))
    }

    @Test func theSheetsOfAStoresChildrenShareOneSlotAndTheStoreKeepsIt() {
        struct Desk: Equatable { var editor: Int?, cover: Int? }
        let store = Store<Desk, Int>(initialState: Desk(), reducer: Reduce { _, _ in .none })
        let editor = Store<Desk, Int>.sheetName(\Desk.editor), cover = Store<Desk, Int>.sheetName(\Desk.cover)
        #expect(editor != cover)
        #expect(store.childSheets().mayShow(editor, held: true))
        // The cover brought while the editor's sheet is up waits, whichever view asks.
        #expect(!store.childSheets().mayShow(cover, held: true))
        #expect(store.childSheets() === store.childSheets())
        #expect(store.childSheets() !== store.destinationSheets(\Desk.editor), "a destination's cases have a slot of their own")
        store.childSheets().dismissed(heldNow: nil)
        #expect(store.childSheets().mayShow(cover, held: true))
    }

    @Test func aStoreHasASheetOnScreenFromAnySlotsClaimUntilEverySlotIsFree() {
        struct Desk: Equatable { var editor: Int?, destination: Int? }
        let store = Store<Desk, Int>(initialState: Desk(), reducer: Reduce { _, _ in .none })
        let onScreen = store.sheetsOnScreen()
        #expect(onScreen === store.sheetsOnScreen())
        #expect(!onScreen.any)
        let waiting = Flag()
        withObservationTracking { _ = onScreen.any } onChange: { waiting.set() }
        #expect(store.childSheets().mayShow(Store<Desk, Int>.sheetName(\Desk.editor), held: true))
        #expect(onScreen.any && waiting.value, "a dialog that read it is drawn again, to wait")
        let first = Flag()
        withObservationTracking {
            #expect(!store.destinationSheets(\Desk.destination).mayShow("first", held: true), "one sheet of a store at a time")
        } onChange: { first.set() }
        store.childSheets().dismissed(heldNow: nil)
        #expect(first.value, "the destination's sheet that waited is drawn again")
        #expect(store.destinationSheets(\Desk.destination).mayShow("first", held: true))
        #expect(onScreen.any, "the destination's sheet is up")
        let comes = Flag()
        withObservationTracking { _ = onScreen.any } onChange: { comes.set() }
        store.destinationSheets(\Desk.destination).dismissed(heldNow: nil)
        #expect(!onScreen.any && comes.value, "the waiting dialog is drawn again once the last sheet is gone")
    }

    @Test func freeingTheSlotRedrawsWhatReadIt() {
        let sheets = DestinationSheets()
        #expect(sheets.mayShow("edit", held: true))
        let redrawn = Flag()
        withObservationTracking {
            _ = sheets.mayShow("share", held: true)
        } onChange: {
            redrawn.set()
        }
        #expect(!redrawn.value)
        sheets.dismissed(heldNow: "share")
        #expect(redrawn.value)
    }
}

/// Whether an observation's change came.
final class Flag: @unchecked Sendable {
    private(set) var value = false
    func set() { value = true }
}
