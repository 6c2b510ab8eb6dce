#if canImport(UIKit) && !os(watchOS)
import UIKit
import StoreCore

// The UIKit shell of a store's presentations. It only forwards: what a gesture means is decided
// by `PresentationFront` and the scoped stores (tested on Linux); checked against a stub of UIKit
// and run on the model of Apple's rules (Tests/Platform), not on a device.

/// Presents a view controller from `presenting` while the store holds a child (an optional
/// field, or one case of a destination), and dismisses it when the child goes; a sheet the user
/// swipes down sends `.dismiss` while that child is still held. Keep it alive as long as
/// `presenting`.
///
/// ```swift
/// let editor = StorePresenter(
///     store, from: self, state: \.editor, action: Action.editor
/// ) {
///     EditorViewController(store: $0)
/// }
/// ```
///
/// The controller `make` returns is the one presented, as it is: set its
/// `modalPresentationStyle` (`.fullScreen`), `isModalInPresentation` or its sheet's detents
/// there, and its presentation controller's delegate, which is asked and told after the
/// presenter.
///
/// A presentation goes up once `presenting` can take it: in a window, not in a transition, and
/// not covered by what it (or, as UIKit routes `present`, its container) already presents; a
/// dialog asked by a screen under a sheet comes up when the sheet goes.
@MainActor
public final class StorePresenter<State, Action: Sendable, Child, ChildAction: Sendable>: NSObject, UIAdaptivePresentationControllerDelegate {
    let store: Store<State, Action>
    weak var presenting: UIViewController?
    let child: (State) -> Child?
    let embed: (ChildAction) -> Action
    let dismissal: (State) -> Action?
    let make: (Store<Child, ChildAction>) -> UIViewController
    var presented: UIViewController? { didSet { left.controller = presented } }
    /// What this presenter shows, taken down when the presenter goes (its screen left the
    /// stack, say): nothing of a gone front stays up to send to a gone screen.
    let left = LeftPresentation()
    var observation: StoreObservation?
    /// The presentations from `presenting`, shared with any other front presenting from it.
    let sequence: PresentationSequence
    let presenter: ObjectIdentifier
    var owner = 0
    var watcher: WindowWatcher?
    var watchScheduled = false
    var cleanup: MainActorCleanup?
    /// The delegate `make` set on the presented controller's presentation, told after this one.
    var appPresentationDelegate = ForwardedPresentationDelegate()

    /// Follows the child at `state`, its view controller made by `make` from a store scoped to it.
    public convenience init(
        _ store: Store<State, Action>, from presenting: UIViewController,
        state: KeyPath<State, Child?>, action: @escaping (PresentationAction<ChildAction>) -> Action,
        make: @escaping (Store<Child, ChildAction>) -> UIViewController
    ) {
        self.init(
            store, from: presenting, child: { $0[keyPath: state] }, embed: { action(.presented($0)) },
            dismissal: { Self.closing($0[keyPath: state]).map(action) }, make: make
        )
    }

    /// Follows the case `screen` of the destination at `destination`.
    ///
    /// ```swift
    /// StorePresenter(
    ///     store, from: self,
    ///     destination: \.destination, action: Action.destination,
    ///     case: ScreenCase(Destination.editor, DestinationAction.editor)
    /// ) {
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
            dismissal: { state in
                Self.closing(state[keyPath: destination].flatMap(screen.state.extract)).map { closed in
                    switch closed {
                    case .presented(let answer): action(.presented(screen.action.embed(answer)))
                    case .dismiss: action(.dismiss)
                    }
                }
            }, make: make
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

    /// What the user's own close of the child `held` sends (a swipe down, or the Escape key or a
    /// tap outside for a dialog, told by the presentation controller's delegate): `.dismiss`,
    /// or, for a dialog, what its cancel button sends (``PresentationFront/escape(from:)``),
    /// whether UIKit runs that button's handler too, before the delegate or after it; `nil`
    /// once the child is gone.
    static func closing(_ held: Child?) -> PresentationAction<ChildAction>? {
        guard let held else { return nil }
        return (held as? any DialogEscape)?.escape(as: ChildAction.self) ?? .dismiss
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
        presenter = ObjectIdentifier(presenting)
        sequence = PresentationSequences.sequence(for: presenting) { [weak presenting] in PresentationGate.canPresent(from: presenting) }
        super.init()
        owner = sequence.join(
            present: { [weak self] _, done in self?.present(then: done) ?? done() },
            dismiss: { [weak self] done in self?.dismissPresented(then: done) ?? done() }
        )
        observation = store.observe(removeDuplicates: { (child($0) == nil) == (child($1) == nil) }) { [weak self] _ in
            self?.update()
        }
        // What goes with this presenter, on the main actor whichever thread releases it: not an
        // isolated deinit of this generic NSObject subclass's own (see `MainActorCleanup`).
        cleanup = MainActorCleanup { [observation, sequence, owner, presenter, left] in
            observation?.cancel()
            left.takeDown()
            sequence.leave(owner)
            PresentationSequences.release(presenter)
        }
    }

    /// Tells the sequence whether the child is held; it presents or dismisses in UIKit's order
    /// (after a dismissal in flight, once `presenting` is in a window). A child wanted while
    /// `presenting` is out of a window puts a ``WindowWatcher`` in its view; a view not loaded
    /// yet is loaded for it only on the main queue's next turn, so a presenter made in a view
    /// controller's `init` never runs that controller's `viewDidLoad` before its caller has
    /// configured it.
    func update() {
        let wanted = child(store.state) != nil
        if wanted, watcher == nil, let presenting, presenting.viewIfLoaded?.window == nil {
            if presenting.isViewLoaded {
                watch(presenting)
            } else if !watchScheduled {
                watchScheduled = true
                DispatchQueue.main.async { [weak self] in self?.watchIfStillNeeded() }
            }
        }
        sequence.want(owner, key: wanted ? AnyHashable(true) : nil)
    }

    /// The next turn after a child was wanted from a presenter whose view was not loaded: the
    /// watcher goes in if a child is still wanted and the view is not in a window yet; if it
    /// is in one by now, the sequence tries at once.
    func watchIfStillNeeded() {
        watchScheduled = false
        guard watcher == nil, let presenting, child(store.state) != nil else { return }
        if presenting.viewIfLoaded?.window != nil { return sequence.presenterAppeared() }
        watch(presenting)
    }

    func watch(_ presenting: UIViewController) {
        let made = WindowWatcher { [sequence] in sequence.presenterAppeared() }
        presenting.view.addSubview(made)
        watcher = made
    }

    func present(then done: @escaping @MainActor () -> Void) {
        guard let presenting, let scoped = store.scope(presented: child, action: embed) else { return done() }
        let controller = make(scoped)
        presented = controller
        presenting.present(controller, animated: true, completion: done)
        appPresentationDelegate.adopt(controller, by: self)
    }

    /// Takes the child down, with whatever it presents over itself: asked of the presenter
    /// (asked of the child, `dismiss` would take down only what the child presents).
    func dismissPresented(then done: @escaping @MainActor () -> Void) {
        guard let controller = presented, let presenting, presenting.presentedViewController === controller else {
            presented = nil
            return done()
        }
        presented = nil
        presenting.dismiss(animated: true, completion: done)
    }

    /// The user swiped the sheet down: `.dismiss`, unless the child is gone already; then the
    /// presented controller's own delegate, if `make` set one, is told.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presented = nil
        sequence.closedByUser(owner)
        if let dismiss = dismissal(store.state) { store.send(dismiss) }
        update()
        PresentationSequences.presentationWentDown()
        appPresentationDelegate.didDismiss(presentationController)
    }

    /// Whether the user may swipe the sheet down: the answer of the presented controller's own
    /// delegate, if `make` set one (a "discard changes?" prompt), else `true`.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        appPresentationDelegate.shouldDismiss(presentationController)
    }

    /// Tells the presented controller's own delegate, if `make` set one, that the user is
    /// dismissing it.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        appPresentationDelegate.willDismiss(presentationController)
    }

    /// Tells the presented controller's own delegate, if `make` set one, that the user's
    /// dismissal was refused.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        appPresentationDelegate.didAttemptToDismiss(presentationController)
    }
}
#endif
