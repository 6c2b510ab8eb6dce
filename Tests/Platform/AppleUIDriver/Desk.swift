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

@MainActor
enum DeskScenarios {
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
