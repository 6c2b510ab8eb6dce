// The watched fields of a list's row stores are checked after an action only when the list
// changed: a parent's change that no row reads costs one comparison, whether the list has one
// row or a thousand. The list is known to be unchanged by its stamp (`IdentifiedList.stamp`),
// which every change to a list renews with a number no list had: nothing of the list is kept,
// so a row's change writes into the list's buffers in place, as with no row drawn.

/// The checks of one list's row stores, run after an action only when the list changed.
@MainActor
@usableFromInline
final class RowChecks<Parent> {
    private var checks: [(id: Int, check: @MainActor (Parent) -> Void)] = []
    private var nextID = 0
    /// The list's stamp as the last action left it, while any row store checks fields.
    private var last: UInt64?
    private var subscription: StoreObservation? {
        // The parent's store went: its root stops running these checks (not an isolated deinit
        // of this generic class's own: see `MainActorCleanup`).
        didSet { cancelsSubscription = subscription.map { held in MainActorCleanup { held.cancel() } } }
    }
    private var cancelsSubscription: MainActorCleanup?
    private let stamp: @MainActor (Parent) -> UInt64
    private let current: @MainActor () -> Parent
    private let register: @MainActor (@escaping @MainActor (Parent) -> Void) -> StoreObservation

    /// Checks of the list whose stamp `stamp` reads from the parent's state (`current` gives
    /// it now), registered with the parent's store through `register` while there are any.
    @usableFromInline
    init(
        stamp: @escaping @MainActor (Parent) -> UInt64, current: @escaping @MainActor () -> Parent,
        register: @escaping @MainActor (@escaping @MainActor (Parent) -> Void) -> StoreObservation
    ) {
        self.stamp = stamp
        self.current = current
        self.register = register
    }

    /// Runs `check` with the parent's state after each action that changed the list, until
    /// the returned observation is cancelled.
    @usableFromInline
    func add(_ check: @escaping @MainActor (Parent) -> Void) -> StoreObservation {
        let id = nextID
        nextID += 1
        checks.append((id, check))
        if subscription == nil {
            last = stamp(current())
            subscription = register { [weak self] state in self?.run(state) }
        }
        return StoreObservation { [weak self] in
            guard let self else { return }
            checks.removeAll { $0.id == id }
            if checks.isEmpty {
                subscription?.cancel()
                subscription = nil
                last = nil
            }
        }
    }

    /// `true` when the list in `state` is the one the last action left.
    private func isUnchanged(_ state: Parent) -> Bool {
        let now = stamp(state)
        if now == last { return true }
        last = now
        return false
    }

    private func run(_ state: Parent) {
        if isUnchanged(state) { return }
        // A check may announce a change, and whoever hears it may read a row again (adding a
        // check) or let one go: the checks are those there were when the action ended.
        for entry in checks { entry.check(state) }
    }
}
