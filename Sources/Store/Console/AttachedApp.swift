import StoreSupport
import StoreText
import StoreCore
import StoreLogs

/// What a console attached to a running app works on: the app's store, its dependencies, and
/// the log the app keeps of its session.
@MainActor
package struct AttachedApp<State: Codable & Sendable, Action: Codable & Sendable> {
    package let store: Store<State, Action>
    let values: DependencyValues
    package let log: ConsoleLog<State, Action>
    /// The app's actions as the store's, and its moments.
    package let point: AttachPoint<Action>

    package init(store: Store<State, Action>, values: DependencyValues, log: ConsoleLog<State, Action>, point: AttachPoint<Action>) {
        self.store = store
        self.values = values
        self.log = log
        self.point = point
    }

    /// The log's comment when an action of the app's outside an attached scope changes the
    /// scope's state (the console notes it as "app changed this screen from outside it").
    package static var outsideChange: String { "the app changed this screen from outside it: the session starts again from here" }

    /// The app's moment now, when the store is a scope of it (a root's moment is its state).
    var moment: AppMoment? { point.isScope ? point.moment() : nil }
}

/// What a console shows of the actions others send to its store (the app's own front, for an
/// attached console; an attached console, for the app's own): each as it happens, its diff
/// when `:diff` is on, and the screen after a burst of them.
@MainActor
package final class ForeignActions<State> {
    /// Who the others are, as their lines start (`app`, `console`).
    var name = ""
    /// `true` while the console handles a line of its own: what is sent then is its work.
    var handlingLine = false
    /// `true` while the other console handles a line of its own: an action a person sends
    /// then is theirs, and is shown even while this console's own line waits (on a load).
    package var othersLine = false
    /// The actions seen and not yet reduced: their label (`nil` for an action of the app's
    /// outside an attached scope) and the state before.
    var pending: [(label: String?, before: State, answer: Bool)] = []
    var observations: [StoreObservation] = []
    var screenDue = false
}

extension Console {
    /// From now on, shows what others send to this console's store as it happens, their lines
    /// starting with `name`.
    package func showForeignActions(as name: String) {
        guard foreign.observations.isEmpty, let point = configuration.attached?.point ?? (try? store.core.attachPoint()) else { return }
        foreign.name = name
        foreign.observations = [
            point.watchActions { [weak self] origin, action in self?.foreignAction(origin, action) },
            store.core.subscribe(nil) { [weak self] state in self?.foreignReduced(state) },
        ]
    }

    /// Stops showing what others send.
    package func stopShowingForeignActions() {
        for observation in foreign.observations { observation.cancel() }
        foreign.observations = []
        foreign.pending = []
    }

    private func foreignAction(_ origin: ActionOrigin, _ action: Action?) {
        // While this console's own line is handled, what its effects send is its own work; an
        // action the other console's line sends meanwhile is not. (An effect's answer then
        // could be either's, and is left to the screen this line ends with.)
        guard !foreign.handlingLine || (foreign.othersLine && origin == .user && action != nil) else { return }
        guard let action else { return foreign.pending.append((nil, store.state, false)) }
        let text = ((try? LiteralText.encode(action)) ?? "(an action that cannot be printed)").echoed("", "", limit: 100)
        foreign.pending.append(("\(foreign.name) \(origin == .user ? "›" : "‹") \(text)", store.state, origin != .user))
    }

    private func foreignReduced(_ state: State) {
        guard !foreign.pending.isEmpty else {
            // No action led here: the other side went back in its history (`:goto`).
            guard !foreign.handlingLine, state != history[position].state else { return }
            output.out(printer.note("\(foreign.name) \(log.travelReason ?? "moved the state back in its history")"))
            addToHistory("\(foreign.name) went back", state)
            return showScreenSoon()
        }
        let (label, before, answer) = foreign.pending.removeFirst()
        if let label {
            output.out(printer.note(label.drawable))
        } else {
            // The app's own business elsewhere: told only when it changed this screen.
            guard state != before else { return }
            output.out(printer.note("\(foreign.name) changed this screen from outside it"))
        }
        guard state != before else { return }
        // An effect's answer ends the step the state before it was in the middle of.
        if answer, position == history.count - 1, position > 0 { history[position].endsStep = false }
        addToHistory(label ?? "\(foreign.name) changed this screen", state)
        printDiff(from: before, to: state)
        showScreenSoon()
    }

    /// One screen after a burst (an action and what its effects send at once).
    private func showScreenSoon() {
        guard !foreign.screenDue else { return }
        foreign.screenDue = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            foreign.screenDue = false
            if !foreign.handlingLine { printScreen() }
        }
    }
}
