import StoreCore

extension Console {
    // The session's history (`:undo`, `:redo`, `:goto`, a replay): moving the store between
    // the states it was in, and keeping those reached another way.

    /// Makes state `index` of the history the store's, its effects cancelled (the store of an app
    /// this console is attached to, too). `reason` is what the app's other console is told:
    /// how this one moved the state without an action.
    func restore(_ index: Int, reason: String = "moved the state back in its history") {
        log.travelReason = reason
        defer { log.travelReason = nil }
        if let moment = history[index].moment {
            configuration.attached?.point.travel(moment)
        } else {
            store.core.root?.travel(to: history[index].state)
        }
        position = index
        log.append(index == 0 && configuration.startsFromSettings ? .startFromSettings : .start(history[index].state))
    }

    /// Adds a state reached another way than by an action (a replay) after the current one.
    func addToHistory(_ label: String, _ state: State) {
        history.removeSubrange((position + 1)...)
        history.append(HistoryPoint(label: label, state: state, moment: configuration.attached?.moment))
        position += 1
    }
}
