@testable import StoreCore
import Testing

/// The order a UIKit front presents and dismisses in: a dismissal first and what replaces it
/// from its completion, nothing before the presenter is in a window, one transition at a time
/// for every front presenting from one controller.
@MainActor
@Suite struct PresentationSequenceTests {
    /// A presenter as UIKit runs it: transitions that finish when `finish()` is called.
    @MainActor final class Presenter {
        var inWindow = true
        var log: [String] = []
        var pending: [@MainActor () -> Void] = []
        lazy var sequence = PresentationSequence(canPresent: { [unowned self] in inWindow })

        func join(_ name: String) -> Int {
            sequence.join(
                present: { [unowned self] key, done in log.append("present \(name) \(key)"); pending.append(done) },
                dismiss: { [unowned self] done in log.append("dismiss \(name)"); pending.append(done) }
            )
        }

        func finish() {
            let done = pending
            pending = []
            for step in done { step() }
        }
    }

    @Test func aReplacementIsPresentedFromTheDismissalsCompletion() {
        let presenter = Presenter()
        let front = presenter.join("a")
        presenter.sequence.want(front, key: 1)
        presenter.finish()
        presenter.sequence.want(front, key: 2)
        #expect(presenter.log == ["present a 1", "dismiss a"], "not presented while the dismissal animates")
        presenter.finish()
        #expect(presenter.log == ["present a 1", "dismiss a", "present a 2"])
    }

    @Test func nothingIsPresentedBeforeThePresenterIsInAWindow() {
        let presenter = Presenter()
        presenter.inWindow = false
        let front = presenter.join("a")
        presenter.sequence.want(front, key: 1)
        #expect(presenter.log.isEmpty)
        #expect(!presenter.sequence.isShown(front), "the bookkeeping does not say it is up")
        presenter.inWindow = true
        presenter.sequence.presenterAppeared()
        #expect(presenter.log == ["present a 1"])
    }

    @Test func twoFrontsOnOnePresenterTakeTurns() {
        let presenter = Presenter()
        let editor = presenter.join("editor"), alert = presenter.join("alert")
        presenter.sequence.want(editor, key: true)
        presenter.finish()
        presenter.sequence.want(alert, key: true)
        presenter.sequence.want(editor, key: nil)
        #expect(presenter.log == ["present editor true", "dismiss editor"])
        presenter.finish()
        #expect(presenter.log == ["present editor true", "dismiss editor", "present alert true"])
    }

    @Test func aChangeDuringAPresentationWaitsForItsCompletion() {
        let presenter = Presenter()
        let front = presenter.join("a")
        presenter.sequence.want(front, key: 1)
        presenter.sequence.want(front, key: nil)
        #expect(presenter.log == ["present a 1"])
        presenter.finish()
        #expect(presenter.log == ["present a 1", "dismiss a"])
    }

    @Test func aSwipeDownIsDownWithNoTransitionToRun() {
        let presenter = Presenter()
        let front = presenter.join("a")
        presenter.sequence.want(front, key: 1)
        presenter.finish()
        presenter.sequence.closedByUser(front)
        presenter.sequence.want(front, key: nil)
        #expect(presenter.log == ["present a 1"], "no dismiss of what the user closed")
        #expect(!presenter.sequence.isShown(front))
    }

    @Test func whatWaitedForACoveredPresenterGoesUpWhenAnotherSequencesPresentationGoesDown() {
        // Two presenters as a screen and its navigation controller: UIKit sends the screen's
        // `present` to the controller, so the screen waits while the controller presents.
        let screen = PresenterKey(), container = PresenterKey()
        var covered = true
        var log: [String] = []
        var pending: [@MainActor () -> Void] = []
        let under = PresentationSequences.sequence(for: screen) { !covered }
        let over = PresentationSequences.sequence(for: container) { true }
        defer {
            PresentationSequences.release(ObjectIdentifier(screen))
            PresentationSequences.release(ObjectIdentifier(container))
        }
        let dialog = under.join(present: { key, done in log.append("present dialog \(key)"); pending.append(done) },
                                dismiss: { done in log.append("dismiss dialog"); pending.append(done) })
        let sheet = over.join(present: { key, done in log.append("present sheet \(key)"); pending.append(done) },
                              dismiss: { done in covered = false; log.append("dismiss sheet"); pending.append(done) })
        over.want(sheet, key: 2)
        for step in pending { step() }
        pending = []
        under.want(dialog, key: 1)
        #expect(log == ["present sheet 2"], "the dialog waits under the sheet")
        over.want(sheet, key: nil)
        for step in pending { step() }
        #expect(log == ["present sheet 2", "dismiss sheet", "present dialog 1"], "the sheet's dismissal lets the dialog up")
    }

    @Test func aRetryPresentsWhatCanPresentRefusedBefore() {
        let presenter = Presenter()
        presenter.inWindow = false
        let front = presenter.join("a")
        presenter.sequence.want(front, key: 1)
        presenter.sequence.retry()
        #expect(presenter.log.isEmpty, "still refused: nothing")
        presenter.inWindow = true
        presenter.sequence.retry()
        #expect(presenter.log == ["present a 1"])
    }

    @Test func aConfirmationDialogIsAnActionSheetOnlyWithAnAnchorWhereThereAreActionSheets() {
        #expect(PresentationFront.style(for: .confirmationDialog, anchored: false, hasActionSheets: true) == .alert)
        #expect(PresentationFront.style(for: .confirmationDialog, anchored: true, hasActionSheets: true) == .actionSheet)
        #expect(PresentationFront.style(for: .confirmationDialog, anchored: true, hasActionSheets: false) == .alert, "tvOS")
        #expect(PresentationFront.style(for: .alert, anchored: true, hasActionSheets: true) == .alert)
    }
}

/// An object to key a sequence by, as a view controller keys it on a device.
final class PresenterKey {}
