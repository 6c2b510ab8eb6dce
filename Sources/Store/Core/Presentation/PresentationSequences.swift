// One `PresentationSequence` per presenting object, shared by every front that presents from it
// (two `StorePresenter`s on one view controller take turns through the same one).

/// The sequences of the presenters in use, by presenter; a presenter's sequence goes when its
/// last front leaves it.
@MainActor
package enum PresentationSequences {
    private static var sequences: [ObjectIdentifier: (sequence: PresentationSequence, fronts: Int, made: Int)] = [:]
    private static var made = 0

    /// The sequence of `presenter`, made with `canPresent` if it has none; call
    /// ``release(_:)`` with the presenter when the front stops presenting from it.
    package static func sequence(for presenter: AnyObject, canPresent: @escaping @MainActor () -> Bool) -> PresentationSequence {
        let id = ObjectIdentifier(presenter)
        if sequences[id] == nil { made += 1 }
        let entry = sequences[id] ?? (PresentationSequence(canPresent: canPresent), 0, made)
        sequences[id] = (entry.sequence, entry.fronts + 1, entry.made)
        return entry.sequence
    }

    /// The sequence of `presenter`, if a front presents from it.
    package static func existing(for presenter: AnyObject) -> PresentationSequence? {
        sequences[ObjectIdentifier(presenter)]?.sequence
    }

    /// A presentation went down (dismissed, or closed by the user): every sequence tries again
    /// what waited because something covered its presenter. UIKit routes a child's `present`
    /// to its container, so a presenter is covered by what other fronts present; this is how
    /// it hears that they are done. They try in the order they were made: a navigation
    /// controller's before those of the screens it made, so that when a store wants both a
    /// sheet over a screen and that screen's dialog (asked while something covered it), the
    /// sheet, which is on top in the store, goes up first and the dialog waits under it.
    package static func presentationWentDown() {
        for entry in sequences.values.sorted(by: { $0.made < $1.made }) { entry.sequence.retry() }
    }

    /// One front less presents from the presenter `id`.
    package static func release(_ id: ObjectIdentifier) {
        guard let entry = sequences[id] else { return }
        sequences[id] = entry.fronts > 1 ? (entry.sequence, entry.fronts - 1, entry.made) : nil
    }
}
