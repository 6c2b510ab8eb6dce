import Observation
@testable import StoreCore
import Testing

@MainActor
@Suite struct DialogWatchTests {
    /// A watch whose dismissals end when the test says, as a device's transitions do.
    @MainActor final class Device {
        let watch = DialogWatch()
        var running: [@MainActor () -> Void] = []
        init() {
            watch.afterDismissal = { [unowned self] done in running.append(done) }
        }
        func finishTransitions() {
            let done = running
            running = []
            for block in done { block() }
        }
    }

    @Test func aDialogHoldsTheStoresSheetsBackUntilItsDismissalHasFinished() {
        let sheets = SheetsOnScreen(), slot = DestinationSheets(onScreen: sheets), device = Device()
        device.watch.draws(["alert", "Delete?"], sheets: sheets)
        #expect(sheets.dialogUp)
        #expect(!slot.mayShow("editor", held: true), "a sheet asked while the dialog is up waits")
        let redrawn = Flag()
        withObservationTracking { _ = slot.mayShow("editor", held: true) } onChange: { redrawn.set() }
        device.watch.draws([], sheets: sheets)
        #expect(sheets.dialogUp && !slot.mayShow("editor", held: true), "still leaving: the sheet waits")
        #expect(!redrawn.value)
        device.finishTransitions()
        #expect(!sheets.dialogUp && redrawn.value, "the sheet that waited is drawn again")
        #expect(slot.mayShow("editor", held: true))
    }

    @Test func aDialogThatReplacesAnotherIsAskedAgainOnceTheFirstIsGone() {
        let sheets = SheetsOnScreen(), device = Device()
        device.watch.draws(["alert", "Delete?"], sheets: sheets)
        let asked = Flag()
        withObservationTracking { _ = sheets.dialogsLeft } onChange: { asked.set() }
        device.watch.draws(["alert", "Really?"], sheets: sheets)
        device.finishTransitions()
        #expect(asked.value, "the front that read it is drawn again, and asks the new dialog")
        #expect(sheets.dialogUp, "the new dialog holds the sheets back in its turn")
    }

    @Test func onlyTheLastChangesEndLetsTheSheetsGo() {
        let sheets = SheetsOnScreen(), device = Device()
        device.watch.draws(["alert", "Delete?"], sheets: sheets)
        device.watch.draws([], sheets: sheets)
        let first = device.running.removeFirst()
        device.watch.draws(["alert", "Delete?"], sheets: sheets)
        device.watch.draws([], sheets: sheets)
        first()
        #expect(sheets.dialogUp, "a dismissal that ended before the last change's: the last one still leaves")
        device.finishTransitions()
        #expect(!sheets.dialogUp)
    }

    @Test func theSameDialogDrawnAgainChangesNothing() {
        let sheets = SheetsOnScreen(), device = Device()
        device.watch.draws([], sheets: sheets)
        #expect(!sheets.dialogUp && device.running.isEmpty, "no dialog: nothing held, nothing waited for")
        device.watch.draws(["alert", "Delete?"], sheets: sheets)
        device.watch.draws(["alert", "Delete?"], sheets: sheets)
        #expect(device.running.isEmpty)
        #expect(sheets.dialogUp)
    }

    @Test func aViewThatLeavesTheScreenLetsItsDialogGo() {
        let sheets = SheetsOnScreen(), device = Device()
        device.watch.draws(["alert", "Delete?"], sheets: sheets)
        let asked = Flag()
        withObservationTracking { _ = sheets.dialogsLeft } onChange: { asked.set() }
        device.watch.viewGone()
        #expect(!sheets.dialogUp && asked.value)
        device.watch.viewGone()
        #expect(!sheets.dialogUp, "gone twice lets go once")
    }

    @Test func aFrontLetGoOfWithoutBeingToldLetsItsDialogGo() async {
        let sheets = SheetsOnScreen()
        var watch: DialogWatch? = DialogWatch()
        watch?.draws(["alert", "Discard changes?"], sheets: sheets)
        #expect(sheets.dialogUp)
        watch = nil
        #expect(watch == nil)
        for _ in 0..<10 where sheets.dialogUp { await Task.yield() }
        #expect(!sheets.dialogUp, "the store's sheets no longer wait for a dialog whose front is gone")
    }

    @Test func twoFrontsOfOneStoreEachHoldItsSheets() {
        let sheets = SheetsOnScreen(), alerts = Device(), destination = Device()
        alerts.watch.draws(["alert", "Delete?"], sheets: sheets)
        destination.watch.draws(["confirmationDialog", "Share?"], sheets: sheets)
        alerts.watch.draws([], sheets: sheets)
        alerts.finishTransitions()
        #expect(sheets.dialogUp, "the other front's dialog is still up")
        destination.watch.draws([], sheets: sheets)
        destination.finishTransitions()
        #expect(!sheets.dialogUp)
    }
}
