extension Effect {
    /// Walks the effect's structure at once, the one interpreter of effects: `.send` and
    /// `.cancel` happen here, cancellation ids are gathered, and each piece of asynchronous
    /// work (a `.run`, a `.concatenate`) goes to `launch` with the ids around it.
    ///
    /// A store launches that work as effect tasks; an effect task joins what it launches.
    func interpret(
        ids: [EffectID],
        runtime: EffectRuntime,
        send: (Action) -> Void,
        launch: (Effect, [EffectID]) -> Void
    ) {
        switch kind {
        case .none:
            return
        case .send(let action):
            send(action)
        case .run, .concatenate:
            launch(self, ids)
        case .merge(let effects):
            for effect in effects { effect.interpret(ids: ids, runtime: runtime, send: send, launch: launch) }
        case .cancellable(let id, let cancelInFlight, let inner):
            if cancelInFlight { runtime.cancel(id: id) }
            inner.interpret(ids: ids + [id], runtime: runtime, send: send, launch: launch)
        case .cancel(let id):
            runtime.cancel(id: id)
        }
    }
}

/// Runs an effect to its end inside an effect task.
///
/// Work that ``Effect/interpret(ids:runtime:send:launch:)`` launches runs as tasks of their
/// own that the runtime can cancel by their ids, and this task joins them, counting as
/// waiting until they end; a lone piece of work with no ids of its own runs in this task.
@MainActor
func perform<Action: Sendable>(_ effect: Effect<Action>, send: Send<Action>, runtime: EffectRuntime, group: Int) async {
    switch effect.kind {
    case .run(let operation):
        await operation(send)
    case .concatenate(let effects):
        for effect in effects {
            if Task.isCancelled { return }
            await perform(effect, send: send, runtime: runtime, group: group)
        }
    default:
        var launched: [(work: Effect<Action>, ids: [EffectID])] = []
        effect.interpret(ids: [], runtime: runtime, send: { send($0) }, launch: { launched.append(($0, $1)) })
        if launched.count == 1, launched[0].ids.isEmpty {
            return await perform(launched[0].work, send: send, runtime: runtime, group: group)
        }
        guard !launched.isEmpty else { return }
        await runtime.join(
            launched.map { child in (child.ids, { await perform(child.work, send: send, runtime: runtime, group: group) }) },
            group: group
        )
    }
}
