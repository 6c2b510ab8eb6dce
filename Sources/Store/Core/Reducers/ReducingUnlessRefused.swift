// Design note: one pass that asks and reduces.
//
// A store honours a reducer's refusal: a refused action changes nothing. It used to ask
// `composedRejection(of:in:)`, then run `reduce(into:action:)`, so a composed reducer did its routing
// twice: through three scopes, three extracts and three key-path reads to ask, then the same
// again to reduce (and `forEach` looked its row up twice). `reduce(into:action:refusal:)` asks
// as it goes down: each level extracts its child's action and projects its child's state
// once, the leaf asks its own `rejection` on the state it is about to change and returns
// before changing it, and a refusal comes back up with no effect. A level whose own parent
// must be asked too (`forEach`'s) works on its child's copy and writes it back only once both
// accepted. A reducer that implements neither gets the default below: ask, then reduce.

extension Reducer {
    /// Asks ``composedRejection(of:in:)``, then runs ``reduce(into:action:)`` when it refused
    /// nothing.
    @inlinable @inline(__always)
    public func reduce(into state: inout State, action: Action, refusal: inout String?) -> Effect<Action> {
        if let reason = composedRejection(of: action, in: state) {
            refusal = reason
            return .none
        }
        return reduce(into: &state, action: action)
    }

    /// `false`: asking, then reducing, costs this reducer what one pass would.
    @inlinable @inline(__always)
    public static var _reducesInOnePass: Bool { false }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// What ``body`` does, in one pass, unless this reducer's own ``rejection(of:in:)``
    /// refuses first (asked on the state before the body runs; the reason reported is then
    /// the body's, when it refuses too, as ``composedRejection(of:in:)`` says). A screen that
    /// declares no refusal of its own asks nothing here: the default, inlined, is `nil`.
    @inlinable
    public func reduce(into state: inout State, action: Action, refusal: inout String?) -> Effect<Action> {
        if let own = rejection(of: action, in: state) {
            refusal = body.composedRejection(of: action, in: state) ?? own
            return .none
        }
        return body.reduce(into: &state, action: action, refusal: &refusal)
    }

    /// Whether its ``body`` routes in one pass.
    @inlinable @inline(__always)
    public static var _reducesInOnePass: Bool { Body._reducesInOnePass }
}

extension Scope {
    /// `true`: a scope extracts its child's action and projects its state once, not twice.
    @inlinable @inline(__always)
    public static var _reducesInOnePass: Bool { true }

    /// Runs the child in one pass on its part of the state when the action is its case; a child
    /// that refuses leaves that part as it was. A child that shares fields is asked, then run.
    @inlinable
    public func reduce(
        into parent: inout ParentState, action parentAction: ParentAction, refusal: inout String?
    ) -> Effect<ParentAction> {
        guard let childAction = action.extract(parentAction) else { return .none }
        if sharing != nil {
            if let reason = composedRejection(of: parentAction, in: parent) {
                refusal = reason
                return .none
            }
            return reduce(into: &parent, action: parentAction)
        }
        return child.reduce(into: &parent[keyPath: state], action: childAction, refusal: &refusal).map(action.embed)
    }
}

extension ForEachReducer {
    /// `true`: a `forEach` finds the element once, not twice.
    @inlinable @inline(__always)
    public static var _reducesInOnePass: Bool { true }

    /// Asks the parent, then finds the element once and runs the child on it in place (a
    /// child that refuses leaves it as it was); then runs the parent. When the parent refuses,
    /// the reason reported is the element's own if it has one, as ``rejection(of:in:)`` orders
    /// them.
    @inlinable
    public func reduce(
        into state: inout Parent.State, action parentAction: Parent.Action, refusal: inout String?
    ) -> Effect<Parent.Action> {
        guard let element = action.extract(parentAction) else {
            if let reason = parent.composedRejection(of: parentAction, in: state) {
                refusal = reason
                return .none
            }
            return reduceParent(into: &state, action: parentAction, effect: .none)
        }
        if let reason = parent.composedRejection(of: parentAction, in: state) {
            refusal = rejection(of: parentAction, in: state) ?? reason
            return .none
        }
        let id = element.id
        let found = list.modify(&state) {
            $0.update(id: id) { child.reduce(into: &$0, action: element.action, refusal: &refusal) }
        }
        guard let childEffect = found else {
            refusal = missing(id, parentAction)
            return .none
        }
        if refusal != nil { return .none }
        return reduceParent(into: &state, action: parentAction, effect: scoped(childEffect, id))
    }
}
