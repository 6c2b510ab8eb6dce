#if canImport(UIKit) && !os(watchOS)
import StoreCore
import StoreUIKit
import UIKit

/// A store's ``ScreenStack`` driving a `UINavigationController`: it pushes and pops view
/// controllers as the stack changes (each made once by `screen`, and kept while its screen
/// stays), presents a modal in a navigation controller of its own, and turns the user's pops (a
/// back swipe, a long press on Back) and a sheet swiped down into the one action that makes the
/// stack agree (``ScreenStack/agreement(with:)``). The coordinator's bookkeeping, as state.
///
/// ```swift
/// let navigator = StackNavigator(store) { screen in
///     if let detail = screen.scope(
///         case: Screen.detail, ScreenAction.detail
///     ) {
///         return DetailViewController(store: detail)
///     }
///     return ListViewController(
///         store: screen.scope(case: Screen.list, ScreenAction.list)!
///     )
/// }
/// window.rootViewController = navigator.navigationController
/// ```
///
/// It only forwards to the router's tested logic; CI type-checks it against a stub of UIKit, and
/// it has not run on a device. Keep the navigator alive as long as its navigation controller.
@MainActor
public final class StackNavigator<Screen: Sendable, ScreenAction: Sendable>: NSObject,
    UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate
{
    /// The navigation controller showing the root and the screens pushed on it. Its `delegate`
    /// is the app's own, if it sets one: the navigator keeps its place and tells it, after
    /// itself, that a view controller will show and did show, and asks it alone for a custom
    /// push or pop (`navigationController(_:animationControllerFor:from:to:)` and
    /// `navigationController(_:interactionControllerFor:)`); orientations are not forwarded.
    public var navigationController: UINavigationController { container }
    let container = StackNavigationController()
    let store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>
    /// The modal this navigator's layer starts from; `nil` for the root's layer, which follows
    /// the root (a deep link replaces the root, and with it its id).
    let modalBase: StackElementID?
    let make: (Store<Screen, ScreenAction>) -> UIViewController
    /// What the app sets on each modal's navigation controller before it goes up.
    let configureModal: (@MainActor (UINavigationController, Screen) -> Void)?
    var controllers = ScreenReuse<UIViewController>()
    var modal: (id: StackElementID, navigator: StackNavigator)?
    var observation: StoreObservation?
    /// The presentations from the navigation controller: a modal goes up once it is in a
    /// window, and a replacement once the dismissal before it is over.
    let sequence: PresentationSequence
    var owner = 0
    /// The view controllers this navigator last asked the navigation controller to show.
    var asked: [ObjectIdentifier] = []
    /// Whether a change waits for the running transition's end.
    var waitsForTransition = false
    var cleanup: MainActorCleanup?
    /// The delegate `modal:` set on the modal's presentation, told after this one.
    var appPresentationDelegate = ForwardedPresentationDelegate()

    /// Shows the stack `store` holds, each screen's view controller made by `screen` from a
    /// store scoped to it.
    public convenience init(
        _ store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>,
        screen: @escaping (Store<Screen, ScreenAction>) -> UIViewController
    ) {
        self.init(store, base: nil, make: screen)
    }

    /// Shows the stack as ``init(_:screen:)`` does, and hands `modal` the navigation controller
    /// of each modal before it is presented, with the state of the modal's first screen: set
    /// its `modalPresentationStyle`, `isModalInPresentation` or its sheet's detents there, and
    /// its presentation controller's delegate, which is asked and told after the navigator.
    ///
    /// ```swift
    /// let navigator = StackNavigator(store, modal: { navigation, screen in
    ///     if case .checkout = screen {
    ///         navigation.modalPresentationStyle = .fullScreen
    ///         navigation.isModalInPresentation = true
    ///     }
    /// }, screen: { screen in ScreenViewController(store: screen) })
    /// ```
    public convenience init(
        _ store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>,
        modal: @escaping @MainActor (UINavigationController, Screen) -> Void,
        screen: @escaping (Store<Screen, ScreenAction>) -> UIViewController
    ) {
        self.init(store, base: nil, make: screen, configureModal: modal)
    }

    init(
        _ store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>, base: StackElementID?,
        make: @escaping (Store<Screen, ScreenAction>) -> UIViewController,
        configureModal: (@MainActor (UINavigationController, Screen) -> Void)? = nil
    ) {
        self.store = store
        modalBase = base
        self.make = make
        self.configureModal = configureModal
        sequence = PresentationSequences.sequence(for: container) { [weak container] in PresentationGate.canPresent(from: container) }
        super.init()
        container.stackDelegate = self
        container.appeared = { [sequence] in sequence.presenterAppeared() }
        owner = sequence.join(
            present: { [weak self] key, done in self?.presentModal(key, then: done) ?? done() },
            dismiss: { [weak self] done in self?.dismissModal(then: done) ?? done() }
        )
        observation = store.observe(removeDuplicates: { old, new in
            let before = base ?? old.root.id, after = base ?? new.root.id
            return before == after && old[pushedOn: before] == new[pushedOn: after] && old[modalOver: before] == new[modalOver: after]
        }) { [weak self] _ in self?.update() }
        // What goes with this navigator, on the main actor whichever thread releases it: not an
        // isolated deinit of this generic NSObject subclass's own (see `MainActorCleanup`).
        let presenter = ObjectIdentifier(container)
        cleanup = MainActorCleanup { [observation, sequence, owner] in
            observation?.cancel()
            sequence.leave(owner)
            PresentationSequences.release(presenter)
        }
    }


    /// Makes the navigation controller show what the stack holds, and tells the sequence which
    /// modal should be up over it. While a push, a pop or the user's swipe is running, UIKit
    /// refuses another ("nested push animation"), so a change that comes then (a second tap
    /// on a row) waits for the transition's end
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator).
    func update() {
        if let running = container.transitionCoordinator {
            guard !waitsForTransition else { return }
            waitsForTransition = running.animate(alongsideTransition: nil) { [weak self] _ in
                self?.waitsForTransition = false
                self?.update()
            }
            if waitsForTransition { return }
        }
        let stack = store.state
        let base = modalBase ?? stack.root.id
        let ids = stack.layer(from: base)
        guard !ids.isEmpty else { return }
        let shown = controllers.values(for: ids) { [store, make] id in store.scope(element: id).map(make) }
        if shown.map(ObjectIdentifier.init) != container.viewControllers.map(ObjectIdentifier.init) {
            container.setViewControllers(shown, animated: true)
            asked = container.viewControllers.map(ObjectIdentifier.init)
        }
        sequence.want(owner, key: stack.modal(over: base).map { AnyHashable($0.id) })
    }

    func presentModal(_ key: AnyHashable, then done: @escaping @MainActor () -> Void) {
        guard let id = key.base as? StackElementID, store.state.index(of: id) != nil else { return done() }
        let child = StackNavigator(store, base: id, make: make, configureModal: configureModal)
        modal = (id, child)
        if let configureModal, let screen = store.state[id: id] { configureModal(child.container, screen) }
        container.present(child.container, animated: true, completion: done)
        appPresentationDelegate.adopt(child.container, by: self)
    }

    /// Takes the modal down, with every modal over it; only this navigator's modal (UIKit
    /// sends a screen's `present` to the navigation controller, so what it presents may be a
    /// screen's dialog).
    func dismissModal(then done: @escaping @MainActor () -> Void) {
        let shown = modal?.navigator.container
        modal = nil
        guard let shown, container.presentedViewController === shown else { return done() }
        container.dismiss(animated: true, completion: done)
    }

    /// Nothing to do before a screen shows: the stack is compared once the move is over.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// After a pop the user made, the ids still shown become the stack's agreement. A move this
    /// navigator asked for sends nothing, even if the store has moved on since (its change
    /// waits for the transition's end): only what the user did is news to the store.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let now = navigationController.viewControllers.map(ObjectIdentifier.init)
        guard now != asked else { return }
        asked = now
        let shown = navigationController.viewControllers.compactMap { controllers.id(of: $0) }
        guard let action: StackAction<Screen, ScreenAction> = store.state.agreement(with: shown) else { return }
        store.send(action)
    }

    /// The user swiped the modal down: the stack dismisses it, unless it is gone already.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        defer { appPresentationDelegate.didDismiss(presentationController) }
        guard let closed = modal?.id else { return }
        modal = nil
        sequence.closedByUser(owner)
        if let action: StackAction<Screen, ScreenAction> = store.state.agreement(closingModal: closed) { store.send(action) }
        update()
        PresentationSequences.presentationWentDown()
    }

    /// Whether the user may swipe the modal down: the answer of the delegate `modal:` set on its
    /// navigation controller's presentation, if any (a "discard changes?" prompt), else `true`.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        appPresentationDelegate.shouldDismiss(presentationController)
    }

    /// Tells the delegate `modal:` set, if any, that the user is dismissing the modal.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        appPresentationDelegate.willDismiss(presentationController)
    }

    /// Tells the delegate `modal:` set, if any, that the user's dismissal was refused.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        appPresentationDelegate.didAttemptToDismiss(presentationController)
    }
}

/// The navigation controller a ``StackNavigator`` drives: it tells the navigator when it appears
/// (so a modal waits for the window), and keeps the navigator as UIKit's delegate while its
/// `delegate` property holds the app's own, which is told after the navigator that a view
/// controller will show and did show.
@MainActor
final class StackNavigationController: UINavigationController {
    let forwarder = DelegateForwarder()
    var appeared: (@MainActor () -> Void)?

    /// The navigator, which hears UIKit's calls first.
    var stackDelegate: (any UINavigationControllerDelegate)? {
        get { forwarder.stack }
        set {
            forwarder.stack = newValue
            if super.delegate !== forwarder { super.delegate = forwarder }
        }
    }

    /// The app's own delegate: set it as on any navigation controller; it is called after the
    /// navigator.
    override weak var delegate: (any UINavigationControllerDelegate)? {
        get { forwarder.app }
        set { forwarder.app = newValue }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared?()
    }
}

/// UIKit's delegate of a ``StackNavigationController``: the navigator, then the app's own, each
/// told that a view controller will show and did show; the app's own alone asked for a custom
/// push or pop (its animator, and the interaction controller that drives it). The delegate
/// methods are optional requirements of an Objective-C protocol on a device and plain ones in
/// the stub and the model here, so each is read as a function value
/// (`delegate?.method(_:label:)`, `nil` where the delegate lacks it) and then called: one
/// spelling that every platform compiles, where a call written `?(` compiles only with
/// Objective-C. The transition methods answer `nil` for an app without them, which is UIKit's
/// own standard push and pop (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:));
/// the interaction controller is asked only for an animator the app gave. The orientation
/// methods are not forwarded: UIKit asks a delegate for them only if it implements them, and
/// a forwarder answering for an app that does not would replace UIKit's own choice.
@MainActor
final class DelegateForwarder: NSObject, UINavigationControllerDelegate {
    weak var stack: (any UINavigationControllerDelegate)?
    weak var app: (any UINavigationControllerDelegate)?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        for delegate in [stack, app] {
            let willShow = delegate?.navigationController(_:willShow:animated:)
            willShow?(navigationController, viewController, animated)
        }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for delegate in [stack, app] {
            let didShow = delegate?.navigationController(_:didShow:animated:)
            didShow?(navigationController, viewController, animated)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = app?.navigationController(_:animationControllerFor:from:to:)
        return animator?(navigationController, operation, fromVC, toVC)
    }

    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        let interaction = app?.navigationController(_:interactionControllerFor:)
        return interaction?(navigationController, animationController)
    }
}
#endif
