#if canImport(UIKit) && !os(watchOS)
import Store
import UIKit

/// A store's ``ScreenStack`` driving a `UINavigationController`: it pushes and pops view
/// controllers as the stack changes (each made once by `screen`, and kept while its screen
/// stays), presents a modal in a navigation controller of its own, and turns the user's pops (a
/// back swipe, a long press on Back) and a sheet swiped down into the one action that makes the
/// stack agree (``ScreenStack/agreement(with:)``). The coordinator's bookkeeping, as state.
///
/// ```swift
/// let navigator = StackNavigator(store) { screen in
///     if let detail = screen.scope(case: Screen.detail, ScreenAction.detail) { return DetailViewController(store: detail) }
///     return ListViewController(store: screen.scope(case: Screen.list, ScreenAction.list)!)
/// }
/// window.rootViewController = navigator.navigationController
/// ```
///
/// It only forwards to the router's tested logic; it is type-checked against a stub of UIKit
/// (Tests/Platform/check-apple-ui) and has not run on a device. Keep the navigator alive as long
/// as its navigation controller.
@MainActor
public final class StackNavigator<Screen: Sendable, ScreenAction: Sendable>: NSObject,
    UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate
{
    /// The navigation controller showing the root and the screens pushed on it.
    public let navigationController = UINavigationController()
    let store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>
    let base: StackElementID
    let make: (Store<Screen, ScreenAction>) -> UIViewController
    var controllers = ScreenReuse<UIViewController>()
    var modal: (id: StackElementID, navigator: StackNavigator)?
    var observation: StoreObservation?

    /// Shows the stack `store` holds, each screen's view controller made by `screen` from a
    /// store scoped to it.
    public convenience init(
        _ store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>,
        screen: @escaping (Store<Screen, ScreenAction>) -> UIViewController
    ) {
        self.init(store, base: store.state.root.id, make: screen)
    }

    init(
        _ store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>, base: StackElementID,
        make: @escaping (Store<Screen, ScreenAction>) -> UIViewController
    ) {
        self.store = store
        self.base = base
        self.make = make
        super.init()
        navigationController.delegate = self
        observation = store.observe(removeDuplicates: { old, new in
            old[pushedOn: base] == new[pushedOn: base] && old[modalOver: base] == new[modalOver: base]
        }) { [weak self] _ in self?.update() }
    }

    isolated deinit {
        observation?.cancel()
    }

    /// Makes the navigation controller and the modal show what the stack holds.
    func update() {
        let stack = store.state
        let ids = stack.layer(from: base)
        guard !ids.isEmpty else { return }
        let shown = controllers.values(for: ids) { [store, make] id in store.scope(element: id).map(make) }
        if shown.map(ObjectIdentifier.init) != navigationController.viewControllers.map(ObjectIdentifier.init) {
            navigationController.setViewControllers(shown, animated: true)
        }
        let wanted = stack.modal(over: base)?.id
        guard modal?.id != wanted else { return }
        if modal != nil {
            modal = nil
            navigationController.dismiss(animated: true)
        }
        guard let wanted else { return }
        let child = StackNavigator(store, base: wanted, make: make)
        modal = (wanted, child)
        navigationController.present(child.navigationController, animated: true)
        child.navigationController.presentationController?.delegate = self
    }

    /// Nothing to do before a screen shows: the stack is compared once the move is over.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// After a pop the user made (or one this navigator made), the ids still shown become the
    /// stack's agreement; a pop this navigator made agrees already and sends nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let shown = navigationController.viewControllers.compactMap { controllers.id(of: $0) }
        guard let action: StackAction<Screen, ScreenAction> = store.state.agreement(with: shown) else { return }
        store.send(action)
    }

    /// The user swiped the modal down: the stack dismisses it, unless it is gone already.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let closed = modal?.id else { return }
        modal = nil
        guard let action: StackAction<Screen, ScreenAction> = store.state.agreement(closingModal: closed) else { return }
        store.send(action)
    }
}
#endif
