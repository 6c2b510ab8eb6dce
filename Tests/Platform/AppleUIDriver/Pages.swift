import Router
import Store
import UIKit

// The driver's own app: pages that push pages, present pages modally (a modal over a modal by a
// deep link), and ask a question in an alert or a confirmation dialog, on the root or on a
// sheet. Its UIKit front is the StackNavigator, each page a controller that presents its own
// dialog with a StorePresenter, as the README's UIKit section does.

struct Page: Equatable, Sendable {
    var number: Int
    var dialog: DialogState<Answer>?
}

enum Answer: Equatable, Sendable { case yes, no, button(Int) }

enum PageAction: Equatable, Sendable {
    /// A dialog whose buttons are Yes and No (its cancel).
    case ask(DialogKind)
    /// A dialog the walk makes itself: a button for each role given (any count, any roles,
    /// two cancels among them), labelled B0, B1...; every third sends no action of its own.
    case askWith(DialogKind, [DialogButtonRole?])
    case dialog(PresentationAction<Answer>)
}

struct PageReducer: Reducer {
    func reduce(into state: inout Page, action: PageAction) -> Effect<PageAction> {
        switch action {
        case .ask(let kind):
            let buttons = [ButtonState(role: nil, "Yes", action: Answer.yes), ButtonState(role: .cancel, "No", action: Answer.no)]
            state.dialog = kind == .alert
                ? .alert(title: "Page \(state.number)?", message: nil, buttons: buttons)
                : .confirmationDialog(title: "Page \(state.number)?", message: nil, buttons: buttons)
        case .askWith(let kind, let roles):
            let buttons = roles.enumerated().map { index, role in
                ButtonState(role: role, "B\(index)", action: index % 3 == 2 ? nil : Answer.button(index))
            }
            state.dialog = kind == .alert
                ? .alert(title: "Page \(state.number)?", message: nil, buttons: buttons)
                : .confirmationDialog(title: "Page \(state.number)?", message: nil, buttons: buttons)
        case .dialog:
            state.dialog = nil
        }
        return .none
    }
}

typealias PagesStore = Store<ScreenStack<Page>, StackAction<Page, PageAction>>

/// A control of the app's own in a page's view: a tap that reaches it runs its action.
final class TapTarget: UIView {
    var action: @MainActor () -> Void = {}

    /// The user taps its middle: it acts if the touch reaches it there (nothing in front of it,
    /// no presentation over it, no transition running), as a real touch would.
    func userTaps() -> Bool {
        guard !UIKitModel.isAnimating, let top = (UIKitModel.topPresented ?? UIKitModel.window.rootViewController)?.view else { return false }
        var point = CGPoint(x: frame.midX, y: frame.midY)
        var next = superview
        while let view = next, view !== top {
            point.x += view.frame.minX
            point.y += view.frame.minY
            next = view.superview
        }
        guard next === top else { return false }
        point.x += top.frame.minX
        point.y += top.frame.minY
        guard UIKitModel.touchReaches(self, at: point) else { return false }
        action()
        return true
    }
}

/// A page's controller: its dialog through a StorePresenter (an alert controller from
/// `UIAlertController(_:sourceView:answer:)`, anchored to the page, so that a confirmation
/// dialog is an action sheet, a popover on an iPad).
final class PageController: UIViewController {
    let store: Store<Page, PageAction>
    var dialog: StorePresenter<Page, PageAction, DialogState<Answer>, Answer>?
    /// The page's own Ask button, added when its view loads, as apps do: it asks in an alert.
    let askButton = TapTarget(frame: CGRect(x: 100, y: 300, width: 200, height: 44))
    /// The page's own Share button: it presents a sheet of the app's own, which no store holds
    /// (as a share sheet or an editor of the app's making would be).
    let shareButton = TapTarget(frame: CGRect(x: 100, y: 360, width: 200, height: 44))

    init(store: Store<Page, PageAction>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        askButton.action = { [store] in store.send(.ask(.alert)) }
        shareButton.action = { [weak self] in self?.present(OwnSheet(), animated: true) }
        dialog = StorePresenter(store, from: self, state: \.dialog, action: PageAction.dialog) { [store, weak self] alertStore in
            let shown = alertStore.state
            return UIAlertController(shown, sourceView: self?.view) { button in
                if let answer = PresentationFront.answer(button, of: shown, held: store.state.dialog) { store.send(.dialog(answer)) }
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(askButton)
        view.addSubview(shareButton)
    }
}

/// A sheet the app presents itself, outside any store.
final class OwnSheet: UIViewController {}
