// The order in which a UIKit front presents and dismisses, decided here so the UIKit shells
// only carry it out. UIKit takes one presentation at a time from a presenter: it refuses
// `present` while the presenter is presenting another controller, or while a presentation or a
// dismissal from it is still animating, and it drops a presentation from a controller whose
// view is not in a window (the log line "whose view is not in the window hierarchy"). So:
// - a dismissal runs first, and whatever replaces it is presented from its completion;
// - nothing is presented until the presenter is in a window (a store that starts with a modal
//   waits for the presenter to appear, and a modal over a modal for the one under it);
// - each front that presents from the same controller takes its turn (two `StorePresenter`s
//   from one controller, one dismissing while the other presents);
// - what `canPresent` refuses waits (the UIKit fronts refuse while the presenter is in a
//   transition, or covered by what it or its container presents) and is tried again when that
//   is over: ``retry()``, which every sequence gets when any sequence's presentation goes down
//   (``PresentationSequences/presentationWentDown()``).

/// The presentations from one presenting controller, in UIKit's order: the fronts that present
/// from it join it, say what they want up, and are told when to present or dismiss; each
/// transition's completion starts the next.
///
/// ```swift
/// let sequence = PresentationSequence(canPresent: { presenter.viewIfLoaded?.window != nil })
/// let owner = sequence.join(present: { key, done in presenter.present(make(key), animated: true, completion: done) },
///                           dismiss: { done in presenter.dismiss(animated: true, completion: done) })
/// sequence.want(owner, key: store.state.editor == nil ? nil : "editor")
/// ```
@MainActor
package final class PresentationSequence {
    /// Starts a transition; calls its argument when it is over.
    package typealias Transition = (_ done: @escaping @MainActor () -> Void) -> Void

    struct Owner {
        var wanted: AnyHashable?
        let present: (AnyHashable, @escaping @MainActor () -> Void) -> Void
        let dismiss: Transition
    }

    private var owners: [Int: Owner] = [:]
    private var nextOwner = 0
    /// The owner whose presentation is up or on its way up, and what it shows.
    package private(set) var shown: (owner: Int, key: AnyHashable)?
    /// Whether a transition started here has not finished yet.
    package private(set) var isInFlight = false
    /// Whether the presenter is in a window now.
    let canPresent: @MainActor () -> Bool

    /// A sequence for one presenter, which can present while `canPresent` says so.
    package init(canPresent: @escaping @MainActor () -> Bool) {
        self.canPresent = canPresent
    }

    /// Adds a front presenting from this presenter: `present` shows what a key names, `dismiss`
    /// takes it down; each calls its completion when the transition is over. Returns the
    /// owner's number, for ``want(_:key:)``.
    package func join(
        present: @escaping (AnyHashable, @escaping @MainActor () -> Void) -> Void, dismiss: @escaping Transition
    ) -> Int {
        nextOwner += 1
        owners[nextOwner] = Owner(wanted: nil, present: present, dismiss: dismiss)
        return nextOwner
    }

    /// Removes a front; what it showed is left as it is (a UIKit front takes it down as it
    /// goes: `LeftPresentation`).
    package func leave(_ owner: Int) {
        owners[owner] = nil
        if shown?.owner == owner { shown = nil }
        advance()
    }

    /// What `owner` wants up now (`nil`: nothing); the sequence starts the next transition if
    /// none is under way.
    package func want(_ owner: Int, key: AnyHashable?) {
        guard owners[owner] != nil else { return }
        owners[owner]?.wanted = key
        advance()
    }

    /// The presenter came into a window: what waited for it is presented.
    package func presenterAppeared() {
        advance()
    }

    /// Something `canPresent` waited on is over (a transition of the presenter ended, what
    /// covered it went down): what waited is presented if it can be now.
    package func retry() {
        advance()
    }

    /// The user closed what `owner` showed (a sheet swiped down): it is down, with no
    /// transition to wait for. Nothing starts here: the front sends the store its action, then
    /// says what it wants (``want(_:key:)``) from the state that follows, and then tells the
    /// other sequences (``PresentationSequences/presentationWentDown()``), once the store
    /// agrees that it is down.
    package func closedByUser(_ owner: Int) {
        guard shown?.owner == owner else { return }
        shown = nil
    }

    /// Whether `owner`'s presentation is up or on its way up.
    package func isShown(_ owner: Int) -> Bool {
        shown?.owner == owner
    }

    /// Starts the one transition due now, if none is under way: the dismissal of what is up
    /// and no longer wanted, else the presentation of what is wanted (the first owner to join
    /// first), once the presenter is in a window.
    private func advance() {
        guard !isInFlight else { return }
        if let up = shown {
            guard owners[up.owner]?.wanted != up.key, let owner = owners[up.owner] else { return }
            shown = nil
            start(owner.dismiss, then: PresentationSequences.presentationWentDown)
            return
        }
        guard let (number, owner) = owners.filter({ $0.value.wanted != nil }).min(by: { $0.key < $1.key }),
              let key = owner.wanted, canPresent() else { return }
        shown = (number, key)
        start { done in owner.present(key, done) }
    }

    private func start(_ transition: Transition, then: (@MainActor () -> Void)? = nil) {
        isInFlight = true
        transition { [weak self] in
            guard let self else { return }
            isInFlight = false
            advance()
            then?()
        }
    }
}
