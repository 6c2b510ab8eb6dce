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

    init(_ initial: ScreenStack<Page>, sizeClass: UIKitModel.SizeClass = .compact) {
        UIKitModel.reset(sizeClass: sizeClass)
        store = Store(initialState: initial, reducer: StackRouter(screen: PageReducer()))
        navigator = StackNavigator(store) { PageController(store: $0) }
        counter.watch(store)
        UIKitModel.window.rootViewController = navigator.navigationController
    }

    static func name(_ controller: UIViewController) -> String {
        (controller as? PageController).map { "\($0.store.state.number)" } ?? "\(type(of: controller))"
    }

    /// What the store holds, as the device should show it.
    func expected() -> Shown {
        let stack = store.state
        let layers = stack.layerBases.map { stack.layer(from: $0).compactMap { stack[id: $0].map { "\($0.number)" } } }
        let dialog = stack.elements.last?.screen.dialog.map(\.title)
        return Shown(layers: layers, dialog: dialog)
    }

    /// The app sends `action`; nothing may come back from the front.
    func app(_ action: StackAction<Page, PageAction>, _ step: String) throws {
        counter.send(action, to: store)
        try check(step, actions: 0)
    }

    /// The user does `gesture` (which must be possible now); it must send exactly one action.
    func user(_ step: String, _ gesture: () -> Bool) throws {
        guard gesture() else { throw Failure(description: "\(step): the gesture was not possible on \(Shown.onDevice(name: Self.name))") }
        try check(step, actions: 1)
    }

    func check(_ step: String, actions: Int) throws {
        try verify(step, expected: expected, name: Self.name, counter: counter, actions: actions)
    }

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
