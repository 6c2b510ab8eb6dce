#if canImport(UIKit) && !os(watchOS)
import UIKit

// The UIKit shell of a store's presentations: a view controller presented while the store holds
// a child and dismissed when it goes, and an alert controller drawn from a `DialogState`. It
// only forwards: what a swipe-down or a tap means is decided by `PresentationFront` and the
// scoped stores of `Store+Presented.swift`, which are tested on Linux. Type-checked against a
// stub of UIKit (Tests/Platform/check-apple-ui); it has not run on a device.

/// Presents a view controller from `presenting` while the store holds a child (an optional
/// field, or one case of a destination), and dismisses it when the child goes; a sheet the user
/// swipes down sends `.dismiss` while that child is still held. Keep it alive as long as
/// `presenting`.
///
/// ```swift
/// let editor = StorePresenter(store, from: self, state: \.editor, action: Action.editor) {
///     EditorViewController(store: $0)
/// }
/// ```
@MainActor
public final class StorePresenter<State, Action: Sendable, Child, ChildAction: Sendable>: NSObject, UIAdaptivePresentationControllerDelegate {
    let store: Store<State, Action>
    weak var presenting: UIViewController?
    let child: (State) -> Child?
    let embed: (ChildAction) -> Action
    let dismissal: (State) -> Action?
    let make: (Store<Child, ChildAction>) -> UIViewController
    var presented: UIViewController?
    var observation: StoreObservation?

    /// Follows the child at `state`, its view controller made by `make` from a store scoped to it.
    public convenience init(
        _ store: Store<State, Action>, from presenting: UIViewController,
        state: KeyPath<State, Child?>, action: @escaping (PresentationAction<ChildAction>) -> Action,
        make: @escaping (Store<Child, ChildAction>) -> UIViewController
    ) {
        self.init(
            store, from: presenting, child: { $0[keyPath: state] }, embed: { action(.presented($0)) },
            dismissal: { PresentationFront.closing($0[keyPath: state]).map(action) }, make: make
        )
    }

    /// Follows the case `screen` of the destination at `destination`.
    ///
    /// ```swift
    /// StorePresenter(store, from: self, destination: \.destination, action: Action.destination,
    ///                case: ScreenCase(Destination.editor, DestinationAction.editor)) {
    ///     EditorViewController(store: $0)
    /// }
    /// ```
    public convenience init<Destination, DestinationAction>(
        _ store: Store<State, Action>, from presenting: UIViewController,
        destination: KeyPath<State, Destination?>, action: @escaping (PresentationAction<DestinationAction>) -> Action,
        case screen: ScreenCase<Destination, DestinationAction, Child, ChildAction>,
        make: @escaping (Store<Child, ChildAction>) -> UIViewController
    ) {
        self.init(
            store, from: presenting, child: { $0[keyPath: destination].flatMap(screen.state.extract) },
            embed: { action(.presented(screen.action.embed($0))) },
            dismissal: { PresentationFront.closing(screen.state, held: $0[keyPath: destination]).map(action) }, make: make
        )
    }

    /// Follows the case of the destination at `destination` named by its two constructors:
    /// `StorePresenter(store, from: self, destination: \.destination, action: Action.destination,
    /// case: Destination.editor, DestinationAction.editor) { EditorViewController(store: $0) }`.
    public convenience init<Destination, DestinationAction>(
        _ store: Store<State, Action>, from presenting: UIViewController,
        destination: KeyPath<State, Destination?>, action: @escaping (PresentationAction<DestinationAction>) -> Action,
        case screenState: @escaping @Sendable (Child) -> Destination,
        _ screenAction: @escaping @Sendable (ChildAction) -> DestinationAction,
        make: @escaping (Store<Child, ChildAction>) -> UIViewController
    ) {
        self.init(
            store, from: presenting, destination: destination, action: action,
            case: ScreenCase(screenState, screenAction), make: make
        )
    }

    init(
        _ store: Store<State, Action>, from presenting: UIViewController, child: @escaping (State) -> Child?,
        embed: @escaping (ChildAction) -> Action, dismissal: @escaping (State) -> Action?,
        make: @escaping (Store<Child, ChildAction>) -> UIViewController
    ) {
        self.store = store
        self.presenting = presenting
        self.child = child
        self.embed = embed
        self.dismissal = dismissal
        self.make = make
        super.init()
        observation = store.observe(removeDuplicates: { (child($0) == nil) == (child($1) == nil) }) { [weak self] _ in
            self?.update()
        }
    }

    isolated deinit {
        observation?.cancel()
    }

    func update() {
        switch (store.scope(presented: child, action: embed), presented) {
        case (let scoped?, nil):
            let controller = make(scoped)
            presented = controller
            presenting?.present(controller, animated: true)
            controller.presentationController?.delegate = self
        case (nil, let controller?):
            presented = nil
            controller.dismiss(animated: true)
        default:
            break
        }
    }

    /// The user swiped the sheet down: `.dismiss`, unless the child is gone already.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presented = nil
        guard let dismiss = dismissal(store.state) else { return }
        store.send(dismiss)
    }
}

extension UIAlertController {
    /// An alert controller for `dialog`: each button of ``DialogState/shownButtons`` calls
    /// `answer` with itself; send `PresentationFront.answer(_:of:held:)` from there.
    ///
    /// ```swift
    /// present(UIAlertController(alert) { button in
    ///     if let answer = PresentationFront.answer(button, of: alert, held: store.state.alert) { store.send(.alert(answer)) }
    /// }, animated: true)
    /// ```
    public convenience init<ButtonAction>(
        _ dialog: DialogState<ButtonAction>, answer: @escaping @MainActor (ButtonState<ButtonAction>) -> Void
    ) {
        self.init(title: dialog.title, message: dialog.message, preferredStyle: dialog.kind == .alert ? .alert : .actionSheet)
        for button in dialog.shownButtons {
            let style: UIAlertAction.Style = switch button.role {
            case .cancel?: .cancel
            case .destructive?: .destructive
            case nil: .default
            }
            addAction(UIAlertAction(title: button.label, style: style) { _ in answer(button) })
        }
    }
}
#endif
