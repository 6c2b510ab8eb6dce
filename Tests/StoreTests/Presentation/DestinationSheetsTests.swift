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
private final class Flag: @unchecked Sendable {
    private(set) var value = false
    func set() { value = true }
}
