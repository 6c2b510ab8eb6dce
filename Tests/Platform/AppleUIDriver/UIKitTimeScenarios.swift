import Router
import Store
import UIKit

// Issue 58, UIKit side: what happens while a transition runs or a sheet covers a screen, where
// UIKit routes `present`, what it raises on, what a full-screen modal takes out of the window,
// which view a touch reaches, and a modal the app configures. Each failed before its fix (or,
// for a model rule, before the rule), as the name says.

@MainActor
enum UIKitTimeScenarios {
    static func page(_ number: Int) -> Page { Page(number: number) }

    static func expect(_ holds: Bool, _ what: @autoclosure () -> String) throws {
        if !holds { throw Failure(description: what()) }
    }

    /// Nothing logged or raised since the last look, then cleared.
    static func quiet(_ step: String) throws {
        defer { UIKitModel.log = []; UIKitModel.exceptions = [] }
        try expect(UIKitModel.log.isEmpty && UIKitModel.exceptions.isEmpty,
                   "after \(step): UIKit logged \(UIKitModel.log), raised \(UIKitModel.exceptions)")
    }

    static let all: [(String, @MainActor () throws -> Void)] = [
        ("fix 3: a dialog asked on a sheet still sliding in comes up once it is in", {
            let device = PagesDevice(Scenarios.deep([]))
            try device.check("start", actions: 0)
            device.settles = false
            try device.app(.present(page(2)), "present 2")
            try expect(UIKitModel.isAnimating, "the presentation of 2 should still run")
            device.settles = true
            try device.app(.element(id: device.store.state.top.id, action: .ask(.alert)), "2 asks while it slides in")
            try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
            try device.app(.element(id: device.store.state.top.id, action: .ask(.alert)), "2 asks again")
        }),
        ("fix 4: a dialog asked by the screen under a sheet waits, and comes up when the app dismisses the sheet", {
            let device = PagesDevice(Scenarios.deep([(.modal, 2)]))
            try device.check("start with 2 over 1", actions: 0)
            try device.app(.element(id: device.store.state.root.id, action: .ask(.alert)), "1 asks under the sheet")
            try device.app(.dismiss, "the app dismisses 2")
            try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
        }),
        ("fix 4: a dialog asked by the screen under a sheet comes up when the user swipes the sheet down", {
            let device = PagesDevice(Scenarios.deep([(.modal, 2)]))
            try device.check("start with 2 over 1", actions: 0)
            try device.app(.element(id: device.store.state.root.id, action: .ask(.confirmationDialog)), "1 asks under the sheet")
            try device.user("swipe 2 down") { UIKitModel.userSwipesDown() }
            try device.user("tap No") { device.topAlert?.userTaps(1) ?? false }
        }),
        ("model: UIKit routes a child's present to its container, which presents one controller at a time", {
            UIKitModel.reset()
            let navigation = UINavigationController(), child = UIViewController()
            navigation.setViewControllers([child], animated: false)
            UIKitModel.window.rootViewController = navigation
            let first = UIViewController()
            child.present(first, animated: false)
            try expect(navigation.presentedViewController === first && first.presentingViewController === navigation && child.presentedViewController === first,
                       "the child's present went to \(String(describing: first.presentingViewController)), not its container")
            try quiet("the child presents")
            child.present(UIViewController(), animated: false)
            try expect(UIKitModel.log == ["Attempt to present <UIViewController> on <UINavigationController> (from <UIViewController>) which is already presenting <UIViewController>."],
                       "a second present from the child: UIKit logged \(UIKitModel.log)")
            UIKitModel.log = []
            child.dismiss(animated: false)
            try expect(navigation.presentedViewController == nil && first.presentingViewController == nil, "the child's dismiss left \(String(describing: navigation.presentedViewController)) up")
            try quiet("the child dismisses")
        }),
        ("model: UIKit raises on a controller pushed twice, a navigation controller pushed, a stack with a controller twice, a presented controller presented again", {
            UIKitModel.reset()
            let navigation = UINavigationController(), first = UIViewController()
            navigation.setViewControllers([first], animated: false)
            UIKitModel.window.rootViewController = navigation
            navigation.pushViewController(first, animated: false)
            navigation.pushViewController(UINavigationController(), animated: false)
            navigation.setViewControllers([first, UIViewController(), first], animated: false)
            let shown = UIViewController()
            navigation.present(shown, animated: false)
            first.present(shown, animated: false)
            try expect(UIKitModel.exceptions == [
                "Pushing the same view controller instance more than once is not supported (<UIViewController>)",
                "Pushing a navigation controller is not supported",
                "All view controllers in a navigation controller must be distinct (<UIViewController> twice)",
                "Application tried to present modally a view controller <UIViewController> that is already being presented by <UINavigationController>.",
            ], "UIKit raised \(UIKitModel.exceptions)")
            try expect(navigation.viewControllers.count == 1, "a refused stack changed the stack to \(navigation.viewControllers.count) controllers")
            UIKitModel.exceptions = []
        }),
        ("fix 9: StackNavigator(modal:) makes a modal full screen (its presenter leaves the window, no swipe) or modal in presentation (no swipe)", {
            let device = PagesDevice(Scenarios.deep([]), modal: { navigationController, page in
                navigationController.modalPresentationStyle = page.number == 2 ? .fullScreen : .automatic
                navigationController.isModalInPresentation = page.number == 3
            })
            try device.check("start", actions: 0)
            let root = device.navigator.navigationController.viewControllers[0]
            try device.app(.present(page(2)), "present 2 full screen")
            try expect(root.view.window == nil, "1's views are still in the window under a full-screen modal")
            try expect(!UIKitModel.userSwipesDown(), "a full-screen modal was swiped down")
            try device.app(.element(id: device.store.state.root.id, action: .ask(.alert)), "1 asks under the full-screen modal")
            try device.app(.dismiss, "dismiss 2: 1 is back, with its dialog")
            try expect(root.view.window != nil, "1's views did not come back")
            try device.user("tap Yes") { device.topAlert?.userTaps(0) ?? false }
            try device.app(.present(page(3)), "present 3, modal in presentation")
            try expect(!UIKitModel.userSwipesDown(), "a sheet that is modal in presentation was swiped down")
            try device.app(.dismiss, "dismiss 3")
        }),
        ("fix 9: StorePresenter presents the controller as the app configured it (full screen, modal in presentation)", {
            UIKitModel.reset()
            let store = Store(initialState: Page(number: 1), reducer: PageReducer())
            let root = UIViewController()
            let presenter = StorePresenter(store, from: root, state: \.dialog, action: PageAction.dialog) { _ in
                let controller = UIViewController()
                controller.modalPresentationStyle = .fullScreen
                controller.isModalInPresentation = true
                return controller
            }
            UIKitModel.window.rootViewController = root
            store.send(.ask(.alert))
            UIKitModel.settle()
            let shown = root.presentedViewController
            try expect(shown?.modalPresentationStyle == .fullScreen && shown?.isModalInPresentation == true, "what went up is not the controller the app configured")
            try expect(root.view.window == nil, "the presenter is still in the window under a full-screen presentation")
            try expect(!UIKitModel.userSwipesDown(), "a full-screen presentation was swiped down")
            store.send(.dialog(.dismiss))
            UIKitModel.settle()
            try expect(root.presentedViewController == nil && root.view.window != nil, "the presentation did not go, or the presenter did not come back")
            try quiet("present and dismiss")
            withExtendedLifetime(presenter) {}
        }),
        ("model: a touch reaches only what hitTest(_:with:) finds (hidden, transparent, disabled, outside its superview's bounds)", {
            let device = PagesDevice(Scenarios.deep([(.pushed, 2), (.pushed, 3)]))
            try device.check("start", actions: 0)
            let navigation = device.navigator.navigationController, bar = navigation.navigationBar
            let spoilers: [(String, () -> Void, () -> Void)] = [
                ("a hidden bar", { bar.isHidden = true }, { bar.isHidden = false }),
                ("a bar of alpha 0.005", { bar.alpha = 0.005 }, { bar.alpha = 1 }),
                ("a disabled Back button", { navigation.backButton.isUserInteractionEnabled = false }, { navigation.backButton.isUserInteractionEnabled = true }),
                ("a bar 10 points high (Back sticks out of it)", { bar.frame.size.height = 10 }, { bar.frame.size.height = 44 }),
            ]
            for (what, spoil, mend) in spoilers {
                spoil()
                try expect(!navigation.userTapsBack(), "Back was tapped through \(what)")
                mend()
            }
            try device.user("Back, with the bar as it was") { navigation.userTapsBack() }
            try device.app(.present(page(4)), "present 4")
            try expect(!navigation.userTapsBack(), "Back under a sheet was tapped")
        }),
        // The page asks while a screen pushed over it hides it, so its presenter puts a window
        // watcher in its view; once the page is back and the dialog answered, the watcher stays
        // there, and must take no tap.
        ("a page's own button gets the user's tap (the presenter's window watcher takes no touches)", {
            UIKitModel.reset()
            let store = Store(initialState: Page(number: 1), reducer: PageReducer())
            let page = ButtonPage(store: store)
            let navigation = UINavigationController()
            navigation.setViewControllers([page], animated: false)
            UIKitModel.window.rootViewController = navigation
            UIKitModel.settle()
            navigation.setViewControllers([page, UIViewController()], animated: true)
            UIKitModel.settle()
            store.send(.ask(.alert))
            UIKitModel.settle()
            try expect(page.viewIfLoaded?.window == nil && UIKitModel.topPresented == nil, "the page asked while covered: its dialog came up over the screen pushed on it")
            navigation.setViewControllers([page], animated: true)
            UIKitModel.settle()
            try expect((UIKitModel.topPresented as? UIAlertController)?.userTaps(0) == true, "the page's dialog did not come up once the page was back")
            UIKitModel.settle()
            try expect(store.state.dialog == nil, "the answered dialog is still held")
            let point = CGPoint(x: 150, y: 44 + 320)
            try expect(UIKitModel.touchReaches(page.button, at: point),
                       "a tap on the page's button reached \(UIKitModel.touch(at: point).map { $0.superview === page.view ? "a view in front of it in the page's view" : "\(type(of: $0))" } ?? "nothing")")
            try quiet("the tap")
        }),
    ]
}

/// A page that adds a button to its view when the view loads, as apps do, and asks its dialogs
/// through a StorePresenter made in its initializer (as PageController does).
final class ButtonPage: UIViewController {
    let store: Store<Page, PageAction>
    let button = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 44))
    var dialog: StorePresenter<Page, PageAction, DialogState<Answer>, Answer>?

    init(store: Store<Page, PageAction>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        dialog = StorePresenter(store, from: self, state: \.dialog, action: PageAction.dialog) { [store] alertStore in
            let shown = alertStore.state
            return UIAlertController(shown) { button in
                if let answer = PresentationFront.answer(button, of: shown, held: store.state.dialog) { store.send(.dialog(answer)) }
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
    }
}
