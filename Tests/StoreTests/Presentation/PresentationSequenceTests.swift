@testable import Store
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

    @Test func aConfirmationDialogIsAnActionSheetOnlyWithAnAnchorWhereThereAreActionSheets() {
        #expect(PresentationFront.style(for: .confirmationDialog, anchored: false, hasActionSheets: true) == .alert)
        #expect(PresentationFront.style(for: .confirmationDialog, anchored: true, hasActionSheets: true) == .actionSheet)
        #expect(PresentationFront.style(for: .confirmationDialog, anchored: true, hasActionSheets: false) == .alert, "tvOS")
        #expect(PresentationFront.style(for: .alert, anchored: true, hasActionSheets: true) == .alert)
    }
}
