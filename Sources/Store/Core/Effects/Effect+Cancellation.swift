/// The identity of a group of effects that can be cancelled together.
public struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Only ever built from `Hashable & Sendable` values, so sharing it is safe.
    let base: AnyHashable

    /// Wraps any sendable, hashable value as an id.
    public init(_ base: some Hashable & Sendable) {
        if let id = base as? EffectID {
            self = id
        } else {
            self.base = AnyHashable(base)
        }
    }

    /// The wrapped value, as it prints.
    public var description: String { "\(base)" }
}

extension Effect {
    /// Marks this effect's work as cancellable by `id`.
    ///
    /// With `cancelInFlight`, work already running under `id` is cancelled first: a search that
    /// restarts on every keystroke keeps only the newest request.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        if isNone, !cancelInFlight { return self }
        return Effect(.cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, self))
    }

    /// Cancels all running work marked with `id`; nothing it sends afterwards arrives.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(.cancel(id: EffectID(id)))
    }

    /// Puts every cancellation id in this effect in `namespace`, so equal ids used by two
    /// instances of one feature (two screens on a stack, say) do not cancel each other.
    public func namespaced(_ namespace: some Hashable & Sendable) -> Effect {
        let space = EffectID(namespace)
        return rewritingIDs { EffectID(NamespacedID(namespace: space, id: $0)) }
    }

    func rewritingIDs(_ rewrite: (EffectID) -> EffectID) -> Effect {
        switch kind {
        case .none, .send, .run:
            return self
        case .merge(let effects):
            return Effect(.merge(effects.map { $0.rewritingIDs(rewrite) }))
        case .concatenate(let effects):
            return Effect(.concatenate(effects.map { $0.rewritingIDs(rewrite) }))
        case .cancellable(let id, let cancelInFlight, let effect):
            return Effect(.cancellable(id: rewrite(id), cancelInFlight: cancelInFlight, effect.rewritingIDs(rewrite)))
        case .cancel(let id):
            return Effect(.cancel(id: rewrite(id)))
        }
    }
}

struct NamespacedID: Hashable, Sendable {
    let namespace: EffectID
    let id: EffectID
}

extension EffectID {
    /// Whether this is `id`, or `id` put in namespaces (a screen's, an element's).
    func names(_ id: EffectID) -> Bool {
        if self == id { return true }
        guard let namespaced = base.base as? NamespacedID else { return false }
        return namespaced.id.names(id)
    }
}
