/// What a console attached to a store needs of it, whether the store is the app's root or a
/// scope of it: the app's actions, told as this store's; and the app's moments, to travel
/// between. A scope's are its parent's, its actions extracted by the scope's case.
@MainActor
@usableFromInline
package struct AttachPoint<Action> {
    /// Calls `onAction` with each action the app reduces, just before it is reduced: as this
    /// store's action, or `nil` when the app's action is not one of this store's; and the
    /// action whose effect sent it, when it is this store's.
    ///
    /// To a scope, an effect's action that no action of the scope's started (the app's answer
    /// to something elsewhere, handed to the screen) comes from outside, as a user's does: its
    /// origin is `.user`, so a log of the scope replays it as an input of the scope's feature.
    let watch: (_ onAction: @escaping (_ origin: ActionOrigin, _ action: Action?, _ cause: Action?) -> Void) -> StoreObservation
    /// The whole app's state now.
    package let moment: () -> AppMoment
    /// Makes an earlier moment the app's, every effect cancelled first.
    package let travel: (AppMoment) -> Void
    /// The dependencies the app's store was given.
    package let dependencies: DependencyValues?
    /// `false` for the app's root store.
    package let isScope: Bool
    /// Why the app's actions stopped being told as this store's (a scope's function turned
    /// out to make another case than the one derived from it), or `nil`.
    package var problem: () -> String? = { nil }
    /// Checks, with an action this store is about to send, that its actions can be told apart
    /// (a scope made with a function learns its case from it); ``problem`` says when not.
    package var check: (Action) -> Void = { _ in }

    /// A store's attach point, or why the store cannot be opened to consoles.
    @usableFromInline package typealias Making = @MainActor () throws(ScopeRefusal) -> AttachPoint

    /// Calls `onAction` with each action the app reduces, as ``watch`` does, without its cause.
    package func watchActions(_ onAction: @escaping (ActionOrigin, Action?) -> Void) -> StoreObservation {
        watch { origin, action, _ in onAction(origin, action) }
    }

    /// The root store's: every action is its own.
    @usableFromInline
    static func root<State>(_ root: RootCore<State, Action>) -> Making {
        {
            AttachPoint(
                // `unowned`: the observer lives in `root`'s own list, so it cannot outlive it; a strong
                // capture would be a cycle (root, its observers, this closure) that keeps the
                // app's store alive after the app lets go of it.
                watch: { onAction in root.watchActions { [unowned root] in onAction($0, $1, root.cause) } },
                moment: { AppMoment(state: root.storage.pointer.pointee) },
                travel: { moment in
                    guard let state = moment.state as? State else { return }
                    root.travel(to: state)
                },
                dependencies: root.dependencies, isScope: false
            )
        }
    }

    /// A scope's, whose case `extract` tells its actions among its parent's.
    @usableFromInline
    static func scoped<Parent>(_ parent: @escaping AttachPoint<Parent>.Making, extract: @escaping (Parent) -> Action?) -> Making {
        { () throws(ScopeRefusal) in
            let point = try parent()
            return AttachPoint(
                watch: { onAction in
                    point.watch { origin, action, cause in
                        let action = action.flatMap(extract), cause = cause.flatMap(extract)
                        onAction(origin == .effect && action != nil && cause == nil ? .user : origin, action, cause)
                    }
                },
                moment: point.moment, travel: point.travel, dependencies: point.dependencies, isScope: true, problem: point.problem
            )
        }
    }

    /// A scope made with a function: its case is derived from the function when it is one
    /// case's constructor (`AppAction.counter`), and the scope cannot be opened otherwise.
    @usableFromInline
    static func scoped<Parent>(_ parent: @escaping AttachPoint<Parent>.Making, embed: @escaping (Action) -> Parent) -> Making {
        { () throws(ScopeRefusal) in
            let embed = UncheckedFunction(embed)
            guard let derived = DerivedCase<Parent, Action>(attempting: { embed.call($0) }) else {
                throw ScopeRefusal(
                    "this scope's actions cannot be told apart from the app's: the function it was made with is not a case's constructor of \(Parent.self) "
                        + "(as `{ .editor(.presented($0)) }` is not); make the scope with an EnumCase (`EnumCase(embed:extract:)`), or open the root store"
                )
            }
            var point = try scoped(parent, extract: { derived.extract($0) })()
            point.check = { derived.check(embed.call($0)) }
            let parentProblem = point.problem
            point.problem = {
                guard derived.isRefused else { return parentProblem() }
                return "this scope's function turned out not to be the constructor of a case of \(Parent.self) that carries a \(Action.self), "
                    + "so its actions are no longer told apart from the app's; make the scope with an EnumCase (`EnumCase(embed:extract:)`), or attach to the root store"
            }
            return point
        }
    }
}

/// The whole app's state at one moment: what a console attached to a scope travels back to.
/// Why a scope cannot be opened from outside (by a console attaching to it): its function is not
/// a case's constructor. The console shows the message as a command's error.
@usableFromInline
package struct ScopeRefusal: Error {
    package let message: String
    package init(_ message: String) { self.message = message }
}

package struct AppMoment {
    let state: Any
}

/// A function called only on the main actor, handed to code that asks for a `Sendable` one.
private struct UncheckedFunction<Value, Result>: @unchecked Sendable {
    let call: (Value) -> Result
    init(_ call: @escaping (Value) -> Result) { self.call = call }
}
