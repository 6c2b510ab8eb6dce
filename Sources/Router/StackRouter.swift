import StoreCore
import StoreSupport

/// Navigation as a reducer: runs each screen's reducer on its own state, applies navigation,
/// and cancels the running effects of every screen it removes, however it is removed.
///
/// A screen never navigates itself. It sends a delegate action with its result ("genre
/// picked", "cancelled"), and the parent answers in `navigation`, which sees every screen
/// action after the screen has reduced it:
///
/// ```swift
/// let app = StackRouter(screen: AppScreen()) { stack, id, action in
///     switch action {
///     case .genrePicker(.delegate(.genrePicked(let genre))):
///         stack.dismiss()
///         stack[id: stack.root.id] = .list(.init(genre: genre))
///     case .list(.delegate(.bookSelected(let book))):
///         stack.push(.detail(.init(book: book)))
///     default:
///         break
///     }
///     return .none
/// }
/// ```
///
/// Misuse is reported as a runtime warning and changes nothing: an action for a screen that is
/// gone (a late reply for a popped screen), popping the root, dismissing with no modal up.
/// **Presenting while a modal is up is ignored** (and reported): a second tap on a button
/// that presents cannot stack a second modal, the coordinator bug this replaces; dismiss first,
/// or replace the stack.
public struct StackRouter<Screen: Reducer>: Reducer where Screen.State: Sendable {
    /// The stack this router reduces.
    public typealias State = ScreenStack<Screen.State>
    /// Navigation, or a screen's action.
    public typealias Action = StackAction<Screen.State, Screen.Action>
    /// The parent's answer to a screen's action: it may change the stack and return effects.
    public typealias Navigation = (inout State, StackElementID, Screen.Action) -> Effect<Action>

    @usableFromInline let screen: Screen
    @usableFromInline let navigation: Navigation?

    /// Routes screen actions to `screen`, then lets `navigation` answer them.
    public init(screen: Screen, navigation: Navigation? = nil) {
        self.screen = screen
        self.navigation = navigation
    }

    /// Routes a screen's action to that screen, then to the parent's navigation, or applies a
    /// navigation action to the stack; cancels the effects of every screen that left it.
    @inlinable
    public func reduce(into stack: inout State, action: Action) -> Effect<Action> {
        let effect: Effect<Action>
        if case .element(let id, let screenAction) = action {
            effect = route(screenAction, to: id, in: &stack)
        } else {
            effect = navigate(action, in: &stack)
        }
        // Every removal, made here, by the parent's answer or by another reducer on the same
        // stack, is logged by the stack; cancelling them in one place covers them all.
        if stack.removedIDs.isEmpty { return effect }
        return effect.merge(with: Self.cancel(stack.takeRemovedIDs()))
    }

    @inlinable
    func route(_ action: Screen.Action, to id: StackElementID, in stack: inout State) -> Effect<Action> {
        guard let effect = stack.modify(id, { screen.reduce(into: &$0, action: action) }) else {
            RuntimeWarnings.report(Self.gone(id, action, in: stack))
            return .none
        }
        let screenEffect = Self.scoped(effect, to: id)
        guard let navigation else { return screenEffect }
        return screenEffect.merge(with: navigation(&stack, id, action))
    }

    /// A screen's effects: its actions come back addressed to it, its cancellation ids are its
    /// own, and all of it can be cancelled when the screen leaves.
    @inlinable
    static func scoped(_ effect: Effect<Screen.Action>, to id: StackElementID) -> Effect<Action> {
        if effect.isNone { return .none }
        return effect
            .map { Action.element(id: id, action: $0) }
            .namespaced(id)
            .cancellable(id: ScreenEffects(id: id))
    }

    @usableFromInline
    func navigate(_ action: Action, in stack: inout State) -> Effect<Action> {
        switch action {
        case .element:
            return .none
        case .push(let screen):
            stack.push(screen)
            return .none
        case .present(let screen):
            stack.present(screen)
            return .none
        case .pop, .popTo, .dismiss:
            if let reason = rejection(of: action, in: stack) { RuntimeWarnings.report(reason) }
            switch action {
            case .popTo(let id): stack.pop(to: id)
            case .dismiss: stack.dismiss()
            default: stack.pop()
            }
        case .popToRoot:
            stack.popToRoot()
        case .replace(let root, let screens):
            stack.replace(root: root, with: screens.map { ($0.presentation, $0.screen) })
        }
        return .none
    }

    /// Why the stack, or the screen an action is addressed to, would refuse `action`.
    public func rejection(of action: Action, in stack: State) -> String? {
        switch action {
        case .element(let id, let screenAction):
            guard let element = stack[id: id] else { return Self.gone(id, screenAction, in: stack) }
            if let reason = screen.composedRejection(of: screenAction, in: element) { return reason }
            return navigationRefusal(of: action, screenAction, in: stack)
        case .present:
            return stack.topModal == nil ? nil : State.secondModal
        case .pop:
            return stack.count == 1 ? "pop on the root does nothing" : nil
        case .popTo(let id):
            return stack.contains(id) ? nil : "`.popTo(id: \(id))`: there is no screen \(id) on the stack (\(Self.ids(stack)))"
        case .dismiss:
            return stack.topModal == nil ? "dismiss with no modal up does nothing" : nil
        case .push, .popToRoot, .replace:
            return nil
        }
    }

    /// Why the navigation a screen action leads to would be refused (a screen that answers a
    /// tap with a delegate action, and a parent that presents while a modal is up): the action
    /// is tried on a copy of the stack, with the actions it sends straight back, and the first
    /// warning that raises is the reason. Nothing is changed and no effect is run, and the ids
    /// the copy makes are its own: the store asks before every action, and the ids the app's
    /// own reducing makes are left to it.
    func navigationRefusal(of action: Action, _ screenAction: Screen.Action, in stack: State) -> String? {
        guard navigation != nil else { return nil }
        let warnings = Locked<[String]>([])
        // A dry run: it draws no dependency values (a new id), so the real send makes the ones
        // a test store would.
        DependencyValues.dryRun { RuntimeWarnings.withHandler({ warning in warnings.withLock { $0.append(warning) } }) {
            var copy = stack
            var queue = [action]
            var steps = 0
            while !queue.isEmpty, steps < 64, warnings.withLock(\.isEmpty) {
                let next = queue.removeFirst()
                queue += reduce(into: &copy, action: next).immediateActions
                steps += 1
            }
        } }
        guard let warning = warnings.withLock(\.first) else { return nil }
        let said = warning.first.map { $0.lowercased() + warning.dropFirst() } ?? warning
        return "`\(DebugText.line(screenAction))` was not sent: what it leads to is refused: \(said)"
    }

    /// Said of an action for a screen that is not on the stack, in the text syntax and with the
    /// ids the stack has.
    @usableFromInline
    static func gone(_ id: StackElementID, _ action: Screen.Action, in stack: State) -> String {
        "there is no screen \(id) on the stack (\(ids(stack))), so `\(DebugText.line(action))` was dropped"
    }

    static func ids(_ stack: State) -> String {
        let ids = stack.elements.map { "\($0.id)" }
        return ids.count == 1 ? "its one screen is \(ids[0])" : "its screens are " + ids.joined(separator: ", ")
    }

    @usableFromInline
    static func cancel(_ ids: [StackElementID]) -> Effect<Action> {
        if ids.isEmpty { return .none }
        return .merge(ids.map { .cancel(id: ScreenEffects(id: $0)) })
    }
}

/// The cancellation id of all the effects of one screen.
@usableFromInline
struct ScreenEffects: Hashable, Sendable {
    @usableFromInline let id: StackElementID

    @usableFromInline
    init(id: StackElementID) { self.id = id }
}
