import StoreText
import StoreCore

extension Console {
    /// The screen on top, drawn.
    public func printScreen() {
        guard drawsScreens else { return }
        output.out(printer.screen(draw(store.state)))
    }

    /// `state` drawn, with its shared fields lent to the screens' renderings.
    package func draw(_ state: State) -> Rendering<Action> {
        if let lastDrawn, lastDrawn.state == state { return lastDrawn.screen }
        let screen = configuration.draw(state)
        lastDrawn = (state, screen)
        return screen
    }

    /// Sends `action` once the feature says it accepts it, waits until everything it started
    /// has settled (or is interrupted), and prints the screen.
    public func send(_ action: Action, label: String) async {
        let before = store.state
        if let rejection = refusal(of: action, in: before) {
            lastRefusal = rejection
            fail(rejection)
            return
        }
        configuration.attached?.point.check(action)
        let task = store.send(action)
        if task.isInFlight {
            interrupts.begin(task)
            let notice = !noticesLoading ? nil : Task { [output, printer, loadingNotice = configuration.loadingNotice, interruptKey = configuration.interruptKey] in
                try await Task.sleep(for: loadingNotice)
                // The sleep may end just as the work settles, with this task still waiting for
                // the main actor: the cancel made there since says the notice is too late.
                guard !Task.isCancelled else { return }
                output.err(printer.note("loading…" + (interruptKey.map { " (\($0) cancels)" } ?? "")))
            }
            await settle(task)
            notice?.cancel()
            if interrupts.end() {
                output.err(printer.note("cancelled"))
                if let stop = configuration.interruptAction?(store.state), refusal(of: stop, in: store.state) == nil {
                    await settle(store.send(stop))
                }
            }
        }
        let after = store.state
        if let sum = try? checksums.checksum(of: after) {
            log.append(.checksum(sum, running: store.liveEffectCount))
        }
        if after != before { addToHistory(label, after) }
        printDiff(from: before, to: after)
        printScreen()
    }

    /// What went from `before` to `after`, when `:diff` is on.
    func printDiff(from before: State, to after: State) {
        guard let style = showsDiff else { return }
        let diff = switch style {
        case .compact: (try? LiteralText.changes(from: before, to: after)) ?? nil
        case .full: (try? LiteralText.diff(from: before, to: after)) ?? nil
        }
        output.out(printer.note(diff ?? "(the state did not change)"))
    }

    /// Waits until the work `task` started has ended, or all that still runs is asleep on a
    /// ``/StoreCore/LiveClock`` (a timer between ticks), or on a ``/StoreCore/TestClock``. Sleeps that end within
    /// ``sleepWait`` are waited for (a debounce), up to that much waiting per action in all, so
    /// a fast timer cannot hold the prompt either.
    func settle(_ task: StoreTask) async {
        let runtime = store.runtime
        var budget = configuration.sleepWait
        while task.isInFlight {
            _ = await runtime.waitUntil(timeout: nil) { !task.isInFlight || runtime.isIdle }
            guard task.isInFlight else { return }
            let (idle, nextWake) = runtime.idleness
            guard idle else { continue }   // a sleeper woke meanwhile: wait for its work
            guard let wake = nextWake, ContinuousClock.now.duration(to: wake) <= budget else { return }
            let start = ContinuousClock.now
            let woke = await runtime.waitUntil(timeout: budget) { !task.isInFlight || !runtime.isIdle }
            budget -= start.duration(to: .now)
            if !woke { return }
        }
    }
}
