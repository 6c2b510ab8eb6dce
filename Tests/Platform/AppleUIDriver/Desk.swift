import Router
import Store
import UIKit

// A screen with two StorePresenters on one controller (an editor sheet and a dialog), and an
// editor that asks its own question over itself: what a UIKit app with no navigator does.

struct Desk: Equatable, Sendable {
    var editor: Page?
    var dialog: DialogState<Answer>?
}

enum DeskAction: Equatable, Sendable {
    case openEditor(Int), closeEditor, ask, swapEditorForDialog
    case editor(PresentationAction<PageAction>)
    case dialog(PresentationAction<Answer>)
}

struct DeskReducer: Reducer {
    func reduce(into state: inout Desk, action: DeskAction) -> Effect<DeskAction> {
        let question = DialogState<Answer>.alert(title: "Desk?", buttons: [ButtonState("Yes", action: .yes)])
        switch action {
        case .openEditor(let number): state.editor = Page(number: number)
        case .closeEditor, .editor(.dismiss): state.editor = nil
        case .ask: state.dialog = question
        case .swapEditorForDialog:
            state.editor = nil
            state.dialog = question
        case .editor(.presented(let action)):
            if var page = state.editor {
                _ = PageReducer().reduce(into: &page, action: action)
                state.editor = page
            }
        case .dialog: state.dialog = nil
        }
        return .none
    }
}

final class DeskController: UIViewController {
    let store: Store<Desk, DeskAction>
    var editor: StorePresenter<Desk, DeskAction, Page, PageAction>?
    var dialog: StorePresenter<Desk, DeskAction, DialogState<Answer>, Answer>?

    init(store: Store<Desk, DeskAction>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        editor = StorePresenter(store, from: self, state: \.editor, action: DeskAction.editor) { PageController(store: $0) }
        dialog = StorePresenter(store, from: self, state: \.dialog, action: DeskAction.dialog) { [store] alertStore in
            let shown = alertStore.state
            return UIAlertController(shown) { button in
                if let answer = PresentationFront.answer(button, of: shown, held: store.state.dialog) { store.send(.dialog(answer)) }
            }
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// The app's own delegate of a presentation: a "discard changes?" prompt that refuses the user's
/// swipe down while `allows` is false, and notes each call it hears.
final class DiscardPrompt: NSObject, UIAdaptivePresentationControllerDelegate {
    var allows = false
    var calls: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("should")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempted") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
}

/// An editor that makes its prompt its presentation's delegate as it loads, as an app's does.
final class PromptedEditor: UIViewController {
    let prompt: DiscardPrompt
    init(prompt: DiscardPrompt) {
        self.prompt = prompt
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = prompt
    }
}

final class PromptedDesk: UIViewController {
    var editor: StorePresenter<Desk, DeskAction, Page, PageAction>?
    init(store: Store<Desk, DeskAction>, prompt: DiscardPrompt) {
        super.init(nibName: nil, bundle: nil)
        editor = StorePresenter(store, from: self, state: \.editor, action: DeskAction.editor) { _ in PromptedEditor(prompt: prompt) }
    }
    required init?(coder: NSCoder) { nil }
}

/// A desk whose caller names it after making it, as an app configures a controller it made;
/// its `viewDidLoad` notes the name it saw.
final class NamedDesk: UIViewController {
    var editor: StorePresenter<Desk, DeskAction, Page, PageAction>?
    var name = "unnamed"
    var nameAtLoad: String?
    init(store: Store<Desk, DeskAction>) {
        super.init(nibName: nil, bundle: nil)
        editor = StorePresenter(store, from: self, state: \.editor, action: DeskAction.editor) { PageController(store: $0) }
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        nameAtLoad = name
    }
}

@MainActor
enum DeskScenarios {
    /// Fails naming what UIKit logged or raised, if anything.
    static func expectNothingLogged(_ step: String) throws {
        guard UIKitModel.log.isEmpty, UIKitModel.exceptions.isEmpty else {
            throw Failure(description: "\(step): UIKit logged \(UIKitModel.log), raised \(UIKitModel.exceptions)")
        }
    }

    static func run(_ steps: [(String, DeskAction?, Int)]) throws {
        UIKitModel.reset()
        let store = Store(initialState: Desk(), reducer: DeskReducer())
        let counter = ActionCounter()
        counter.watch(store)
        UIKitModel.window.rootViewController = DeskController(store: store)
        func expected() -> Shown {
            let state = store.state
            return Shown(layers: [["desk"]] + (state.editor.map { [["\($0.number)"]] } ?? []), dialog: state.editor?.dialog?.title ?? state.dialog?.title)
        }
        func name(_ controller: UIViewController) -> String {
            controller is DeskController ? "desk" : PagesDevice.name(controller)
        }
        try verify("start", expected: expected, name: name, counter: counter, actions: 0)
        for (step, action, fromFront) in steps {
            if let action {
                counter.send(action, to: store)
            } else if let alert = UIKitModel.topPresented as? UIAlertController {
                _ = alert.userTaps(0)
            } else {
                _ = UIKitModel.userSwipesDown()
            }
            try verify(step, expected: expected, name: name, counter: counter, actions: fromFront)
        }
    }

    static let all: [(String, @MainActor () throws -> Void)] = [
        // A presenter made in its controller's init, the child held from the start: the view is
        // not loaded in init (viewDidLoad would run before the caller names the desk), and the
        // editor comes up once the desk is shown.
        ("a presenter made in init with the editor held: the desk's view loads after its caller configured it, and the editor comes up when it is shown", {
            UIKitModel.reset()
            let store = Store(initialState: Desk(editor: Page(number: 2)), reducer: DeskReducer())
            let desk = NamedDesk(store: store)
            guard !desk.isViewLoaded else {
                throw Failure(description: "the presenter loaded its controller's view inside the controller's init: viewDidLoad saw \(desk.nameAtLoad ?? "-") before the caller named it")
            }
            desk.name = "desk"
            UIKitModel.settle()
            UIKitModel.window.rootViewController = desk
            UIKitModel.settle()
            try expectNothingLogged("the desk shown")
            guard desk.nameAtLoad == "desk", UIKitModel.topPresented is PageController else {
                throw Failure(description: "the desk shown: viewDidLoad saw the name \(desk.nameAtLoad ?? "-") (expected desk), the device shows \(UIKitModel.topPresented.map { "\(type(of: $0))" } ?? "nothing") over it (expected the editor)")
            }
        }),
        // A presenter from a navigation controller not in a window yet: nothing joins the
        // navigation controller's children (its screens), and the editor comes up once it is in
        // the window.
        ("a presenter from a navigation controller out of the window: its children stay its screens, and the editor comes up when it is shown", {
            UIKitModel.reset()
            let store = Store(initialState: Desk(), reducer: DeskReducer())
            let navigation = UINavigationController()
            navigation.setViewControllers([UIViewController()], animated: false)
            let presenter = StorePresenter(store, from: navigation, state: \.editor, action: DeskAction.editor) { PageController(store: $0) }
            store.send(.openEditor(3))
            UIKitModel.settle()
            try expectNothingLogged("the editor wanted while the navigation controller is out of the window")
            guard navigation.children.count == 1 else {
                throw Failure(description: "the navigation controller has \(navigation.children.count) children for its 1 screen")
            }
            UIKitModel.window.rootViewController = navigation
            UIKitModel.settle()
            try expectNothingLogged("the navigation controller shown")
            guard UIKitModel.topPresented is PageController else {
                throw Failure(description: "the navigation controller shown: the device shows \(UIKitModel.topPresented.map { "\(type(of: $0))" } ?? "nothing") over it (expected the editor)")
            }
            withExtendedLifetime(presenter) {}
        }),
        // The presented controller's own delegate of its presentation, set as it loads: the
        // presenter keeps it, asks it before a swipe down, and tells it everything after itself.
        ("the editor's own presentation delegate (a discard-changes prompt): it refuses a swipe down, then allows one, and hears each call", {
            UIKitModel.reset()
            let store = Store(initialState: Desk(editor: Page(number: 2)), reducer: DeskReducer())
            let prompt = DiscardPrompt()
            UIKitModel.window.rootViewController = PromptedDesk(store: store, prompt: prompt)
            UIKitModel.settle()
            guard UIKitModel.topPresented is PromptedEditor else { throw Failure(description: "the editor did not come up") }
            guard UIKitModel.userSwipesDown() else { throw Failure(description: "the user could not swipe the editor down") }
            UIKitModel.settle()
            guard store.state.editor != nil, UIKitModel.topPresented is PromptedEditor, prompt.calls == ["should", "attempted"] else {
                throw Failure(description: "a refused swipe down: the store holds \(store.state.editor.map { "\($0.number)" } ?? "no editor"), the device shows \(UIKitModel.topPresented.map { "\(type(of: $0))" } ?? "nothing"), the app's delegate heard \(prompt.calls) (expected should, attempted)")
            }
            prompt.allows = true
            prompt.calls = []
            guard UIKitModel.userSwipesDown() else { throw Failure(description: "the user could not swipe the editor down") }
            UIKitModel.settle()
            guard store.state.editor == nil, UIKitModel.topPresented == nil, prompt.calls == ["should", "will", "did"] else {
                throw Failure(description: "an allowed swipe down: the store holds \(store.state.editor.map { "\($0.number)" } ?? "no editor"), the app's delegate heard \(prompt.calls) (expected should, will, did)")
            }
        }),
        ("two StorePresenters on one controller: the editor goes and a dialog comes in one change", {
            try run([("open the editor", .openEditor(2), 0), ("swap the editor for a dialog", .swapEditorForDialog, 0), ("tap the dialog", nil, 1)])
        }),
        ("the app closes an editor that shows its own dialog", {
            try run([("open the editor", .openEditor(2), 0), ("the editor asks", .editor(.presented(.ask(.alert))), 0), ("close the editor", .closeEditor, 0)])
        }),
        ("the user swipes the editor down", {
            try run([("open the editor", .openEditor(2), 0), ("swipe down", nil, 1), ("open it again", .openEditor(3), 0)])
        }),
    ]
}
