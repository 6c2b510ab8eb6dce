/// Runs an effect to its end inside an effect task.
///
/// Children of a merge, and the body of a cancellable effect, run as tasks of their own that
/// the runtime can cancel; the calling task joins them, and counts as waiting until they end.
@MainActor
func perform<Action: Sendable>(_ effect: Effect<Action>, send: Send<Action>, runtime: EffectRuntime, group: Int) async {
    switch effect.kind {
    case .none:
        return
    case .send(let action):
        send(action)
    case .run(let operation):
        await operation(send)
    case .merge(let effects):
        await runtime.join(
            effects.map { effect in { await perform(effect, send: send, runtime: runtime, group: group) } },
            ids: [],
            group: group
        )
    case .concatenate(let effects):
        for effect in effects {
            if Task.isCancelled { return }
            await perform(effect, send: send, runtime: runtime, group: group)
        }
    case .cancellable(let id, let cancelInFlight, let inner):
        if cancelInFlight { runtime.cancel(id: id) }
        await runtime.join(
            [{ await perform(inner, send: send, runtime: runtime, group: group) }],
            ids: [id],
            group: group
        )
    case .cancel(let id):
        runtime.cancel(id: id)
    }
}
