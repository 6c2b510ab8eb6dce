// The watched fields of a list's row stores are checked after an action only when the list
// changed: a parent's change that no row reads costs one comparison of the list, whether it has
// one row or a thousand. The list is compared by its bytes against a copy kept from the last
// action; the copy shares the list's buffers, so an action that changes any row writes to new
// ones, and bytes that are the same are the same list (as `ObservedField` keeps a field's last
// value for the same reason).

/// The checks of one list's row stores, run after an action only when the list changed.
@MainActor
@usableFromInline
final class RowChecks<Parent, List> {
    private var checks: [(id: Int, check: @MainActor (Parent) -> Void)] = []
    private var nextID = 0
    /// The list as the last action left it, while any row store checks fields.
    private var last: List?
    private var subscription: StoreObservation?
    private let list: @MainActor (Parent) -> List
    private let current: @MainActor () -> Parent
    private let register: @MainActor (@escaping @MainActor (Parent) -> Void) -> StoreObservation

    /// Checks of the list `list` reads from the parent's state (`current` gives it now),
    /// registered with the parent's store through `register` while there are any.
    @usableFromInline
    init(
        list: @escaping @MainActor (Parent) -> List, current: @escaping @MainActor () -> Parent,
        register: @escaping @MainActor (@escaping @MainActor (Parent) -> Void) -> StoreObservation
    ) {
        self.list = list
        self.current = current
        self.register = register
    }

    // The parent's store went: its root stops running these checks.
    isolated deinit {
        subscription?.cancel()
    }

    /// Runs `check` with the parent's state after each action that changed the list, until
    /// the returned observation is cancelled.
    @usableFromInline
    func add(_ check: @escaping @MainActor (Parent) -> Void) -> StoreObservation {
        let id = nextID
        nextID += 1
        checks.append((id, check))
        if subscription == nil {
            last = list(current())
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
        let now = list(state)
        guard let last else {
            self.last = now
            return false
        }
        let same = withUnsafeBytes(of: last) { kept in
            withUnsafeBytes(of: now) { live in
                kept.count == 0 || sameBytes(kept.baseAddress!, live.baseAddress!, kept.count)
            }
        }
        if !same { self.last = now }
        return same
    }

    private func run(_ state: Parent) {
        if isUnchanged(state) { return }
        // A check may announce a change, and whoever hears it may read a row again (adding a
        // check) or let one go: the checks are those there were when the action ended.
        for entry in checks { entry.check(state) }
    }
}
