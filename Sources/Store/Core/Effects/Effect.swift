import StoreText

/// Work a reducer asks the store to do after it has changed the state.
///
/// Effects are values: a reducer builds them, the store runs them, and anything they learn
/// comes back as actions.
///
/// ```swift
/// case .searchTextChanged(let text):
///     state.text = text
///     return .run { send in
///         await send(.results(try await client.search(text)))
///     } catch: { error, send in
///         await send(.failed(error.localizedDescription))
///     }
///     .cancellable(id: SearchID(), cancelInFlight: true)
/// ```
public struct Effect<Action: Sendable>: Sendable {
    /// The body of a run effect. It runs on the store's actor until it awaits something else.
    public typealias Operation = nonisolated(nonsending) @Sendable (Send<Action>) async -> Void
    /// The body of a throwing run effect.
    public typealias ThrowingOperation = nonisolated(nonsending) @Sendable (Send<Action>) async throws -> Void
    /// Turns a run effect's error into actions.
    public typealias ErrorHandler = nonisolated(nonsending) @Sendable (any Error, Send<Action>) async -> Void

    @usableFromInline
    package indirect enum Kind: Sendable {
        case none
        case send(Action)
        case run(Operation)
        case merge([Effect])
        case concatenate([Effect])
        case cancellable(id: EffectID, cancelInFlight: Bool, Effect)
        case cancel(id: EffectID)
    }

    @usableFromInline let kind: Kind

    @inlinable
    init(_ kind: Kind) {
        self.kind = kind
    }

    /// No work.
    public static var none: Effect {
        @inlinable get { Effect(.none) }
    }

    /// `true` when the effect does nothing.
    @inlinable
    public var isNone: Bool {
        if case .none = kind { return true }
        return false
    }

    /// Feeds `action` straight back into the store, before `send` returns.
    ///
    /// Prefer a shared function over `inout State`; this is for handing a result to a parent.
    public static func send(_ action: Action) -> Effect {
        Effect(.send(action))
    }

    /// Runs async work that sends actions back.
    public static func run(_ operation: @escaping Operation) -> Effect {
        Effect(.run(operation))
    }

    /// Runs throwing async work; an error other than cancellation goes to `handler`.
    ///
    /// With no handler, an uncaught error is reported as a runtime warning.
    public static func run(
        _ operation: @escaping ThrowingOperation,
        catch handler: ErrorHandler? = nil
    ) -> Effect {
        Effect(.run({ send in
            do {
                try await operation(send)
            } catch is CancellationError {
            } catch {
                if Task.isCancelled { return }
                if let handler {
                    await handler(error, send)
                } else {
                    RuntimeWarnings.report("An effect threw an error that no catch handled: \(error)")
                }
            }
        }))
    }

    /// Runs all `effects` at the same time.
    public static func merge(_ effects: [Effect]) -> Effect {
        let work = effects.filter { !$0.isNone }
        switch work.count {
        case 0: return .none
        case 1: return work[0]
        default: return Effect(.merge(work))
        }
    }

    /// Runs all `effects` at the same time.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// Runs `effects` one after the other; each starts when the one before has finished.
    public static func concatenate(_ effects: [Effect]) -> Effect {
        let work = effects.filter { !$0.isNone }
        switch work.count {
        case 0: return .none
        case 1: return work[0]
        default: return Effect(.concatenate(work))
        }
    }

    /// Runs `effects` one after the other; each starts when the one before has finished.
    public static func concatenate(_ effects: Effect...) -> Effect {
        concatenate(effects)
    }

    /// Runs this effect and `other` at the same time.
    @inlinable
    public func merge(with other: Effect) -> Effect {
        if isNone { return other }
        if other.isNone { return self }
        return .merge([self, other])
    }

    /// The actions this effect sends straight back, before `send` returns (`.send`, also
    /// inside merges, sequences and cancellables); what `run` sends later is not among them.
    /// For a reducer that tries an action on a copy of its state to know what it leads to.
    package var immediateActions: [Action] {
        switch kind {
        case .none, .run, .cancel: []
        case .send(let action): [action]
        case .merge(let effects), .concatenate(let effects): effects.flatMap(\.immediateActions)
        case .cancellable(_, _, let effect): effect.immediateActions
        }
    }

    /// Turns every action this effect sends into another action, e.g. a child's into its parent's.
    @inlinable
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
        if case .none = kind { return .none }
        return _map(transform)
    }

    @usableFromInline
    func _map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
        switch kind {
        case .none:
            return .none
        case .send(let action):
            return Effect<Other>(.send(transform(action)))
        case .run(let operation):
            return Effect<Other>(.run({ send in
                await operation(Send { send(transform($0)) })
            }))
        case .merge(let effects):
            return Effect<Other>(.merge(effects.map { $0._map(transform) }))
        case .concatenate(let effects):
            return Effect<Other>(.concatenate(effects.map { $0._map(transform) }))
        case .cancellable(let id, let cancelInFlight, let effect):
            return Effect<Other>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect._map(transform)))
        case .cancel(let id):
            return Effect<Other>(.cancel(id: id))
        }
    }
}
