/// What a root store tells after each action: its observers, its own watched fields and its
/// scoped stores' (see ``RootCore``).
extension RootCore {
    /// Every observer has seen `old`, so one comparison decides for all that skip equal states.
    @inlinable
    func notifyObservers(old: State) {
        let state = storage.pointer.pointee
        let unchanged = isEqual?(old, state) ?? false
        for observer in observers where !(unchanged && observer.skipsEqualStates) {
            observer.onChange(state)
        }
    }

    /// Checks the watched fields of the root and of its scoped stores against the new state.
    @inlinable @inline(__always)
    func checkFields() {
        if fieldCheck.count > 0, fieldCheck.isUnchanged { return }
        checkFieldsFully()
    }

    @inlinable
    func checkFieldsFully() {
        if let fieldWatcher { fieldWatcher.check(UnsafeRawPointer(storage.pointer)) }
        if !checks.isEmpty { checkScopes() }
    }

    @usableFromInline
    func checkScopes() {
        for entry in checks { entry.check(storage.pointer.pointee) }
    }

    @usableFromInline
    func updateChecks() {
        fieldCheck = watchesComputed || !checks.isEmpty ? .everything : watchedBytes
    }

    /// Checks the root store's watched `fields` after every reduced action.
    @usableFromInline
    func watch(_ fields: ObservedFields<State, Action>) -> StoreObservation {
        fieldWatcher = fields
        fields.publish = { [unowned self] shadow, range, computed in
            watchedBytes = WatchedBytes(state: UnsafeRawPointer(storage.pointer), shadow: shadow, range: range)
            watchesComputed = computed
            updateChecks()
        }
        fields.publishRange()
        return StoreObservation { [weak self] in
            guard let self else { return }
            fieldWatcher?.publish = nil
            fieldWatcher = nil
            watchedBytes = WatchedBytes()
            watchesComputed = false
            updateChecks()
        }
    }

    /// Calls `check` with the new state after every reduced action, before the observers and
    /// without keeping the state before it: what a scoped store's watched fields need.
    @usableFromInline
    func afterEachAction(_ check: @escaping @MainActor (State) -> Void) -> StoreObservation {
        let id = nextObserverID
        nextObserverID += 1
        checks.append((id, check))
        updateChecks()
        return StoreObservation { [weak self] in
            guard let self else { return }
            checks.removeAll { $0.id == id }
            updateChecks()
        }
    }

    @usableFromInline
    func subscribe(
        skippingEqual isEqual: ((State, State) -> Bool)?,
        _ onChange: @escaping @MainActor (State) -> Void
    ) -> StoreObservation {
        if let isEqual, self.isEqual == nil { self.isEqual = isEqual }
        let id = nextObserverID
        nextObserverID += 1
        observers.append(Observer(id: id, skipsEqualStates: isEqual != nil, onChange: onChange))
        return StoreObservation { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }
}
