import Router
import Store
import UIKit

/// The pages app on the modelled device: its store, its navigator in the window, and the
/// checks the driver makes after each step.
@MainActor
final class PagesDevice {
    let store: PagesStore
    let navigator: StackNavigator<Page, PageAction>
    let counter = ActionCounter()
    var nextNumber = 100

    init(_ initial: ScreenStack<Page>, sizeClass: UIKitModel.SizeClass = .compact,
         modal: (@MainActor (UINavigationController, Page) -> Void)? = nil) {
        UIKitModel.reset(sizeClass: sizeClass)
        let store = Store(initialState: initial, reducer: StackRouter(screen: PageReducer()))
        self.store = store
        if let modal {
            navigator = StackNavigator(store, modal: modal) { PageController(store: $0) }
        } else {
            navigator = StackNavigator(store) { PageController(store: $0) }
        }
        counter.watch(store)
        UIKitModel.window.rootViewController = navigator.navigationController
    }

    static func name(_ controller: UIViewController) -> String {
        (controller as? PageController).map { "\($0.store.state.number)" } ?? "\(type(of: controller))"
    }

    /// What the store holds, as the device should show it: with a sheet of the app's own up,
    /// the layers up to the one it covers, then that sheet, and nothing of the store's over it
    /// (what the store shows there waits for it to go).
    func expected() -> Shown {
        let stack = store.state
        let layers = stack.layerBases.map { stack.layer(from: $0).compactMap { stack[id: $0].map { "\($0.number)" } } }
        if let own = ownSheet, let covered = own.presentingViewController as? UINavigationController,
           let base = covered.viewControllers.first.map(Self.name), let index = layers.firstIndex(where: { $0.first == base }) {
            return Shown(layers: Array(layers[...index]) + [[Self.name(own)]], dialog: nil)
        }
        let dialog = stack.elements.last?.screen.dialog.map(\.title)
        return Shown(layers: layers, dialog: dialog)
    }

    /// The sheet of the app's own that is up, if one is.
    var ownSheet: OwnSheet? {
        var next = UIKitModel.window.rootViewController
        while let controller = next {
            if let own = controller as? OwnSheet { return own }
            next = controller.presentedViewController
        }
        return nil
    }

    /// The app sends `action`; nothing may come back from the front.
    func app(_ action: StackAction<Page, PageAction>, _ step: String) throws {
        counter.send(action, to: store)
        try check(step, actions: 0)
    }

    /// The user does `gesture`; it must send exactly one action (`actions`: one on the app's
    /// own controls, none). A gesture the device cannot
    /// take while something moves (a tap on an alert still sliding in) is taken once it stops,
    /// as a user would; one it cannot take then either fails the walk, unless the store moved
    /// when the animations ended (the user's own earlier gesture arrived), and what the walk
    /// chose no longer applies: it chooses again (`Skipped`).
    func user(_ step: String, actions: Int = 1, _ gesture: () -> Bool) throws {
        if !gesture() {
            let before = expected()
            UIKitModel.settle()
            if !gesture() {
                if expected() != before { throw Skipped() }
                throw Failure(description: "\(step): the gesture was not possible on \(Shown.onDevice(name: Self.name)), the store holding \(expected())")
            }
        }
        try check(step, actions: actions)
    }

    /// Whether the next step is checked when it is taken (its animations settled first), or left
    /// running, so that the step after it acts while they run.
    var settles = true
    /// The actions the front must have sent since the last check.
    var pending = 0

    /// Whether a step since the last check acted while animations ran: a gesture then may
    /// find the store already where it leads (the app popped the screen the user was leaving)
    /// and send nothing, so the check asks for at most one action a gesture.
    var racing = false

    func check(_ step: String, actions: Int) throws {
        if Self.traces { print("apple ui model: step: \(step), the store holding \(expected())") }
        pending += actions
        guard settles else { racing = true; return }
        defer { pending = 0; racing = false }
        try verify(step, expected: expected, name: Self.name, counter: counter, actions: pending, atMost: racing)
    }

    /// MODEL_TRACE=1 prints every step a pages walk takes, with what the store holds after it
    /// (to turn a walk's failure into a scenario).
    static let traces = ProcessInfo.processInfo.environment["MODEL_TRACE"] != nil

    func newPage() -> Page {
        nextNumber += 1
        return Page(number: nextNumber)
    }

    /// The navigation controller the user can touch: the top-most layer's.
    var topNavigation: UINavigationController? {
        var top = UIKitModel.window.rootViewController as? UINavigationController
        while let next = top?.presentedViewController as? UINavigationController { top = next }
        return top
    }

    /// The dialog up, if the user can tap it.
    var topAlert: UIAlertController? { UIKitModel.topPresented as? UIAlertController }
}

/// A step the walk gives up because the device and the store moved on while it waited.
struct Skipped: Error {}
