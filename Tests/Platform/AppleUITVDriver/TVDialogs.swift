import Store
import UIKit

// tvOS: the Store module as a tvOS compiler reads it (run-apple-ui-model builds it so), on the
// UIKit model set to tvOS and a regular width, where an action sheet raises ("This alert style
// isn't supported by tvOS"). A confirmation dialog given an anchor, which is an action sheet on
// an iPad, must come up as an alert here, and a tap on its button, or the remote's Menu (taken
// as the escape of UIKit+Navigation.swift), send one action.

struct Question: Equatable, Sendable {
    var dialog: DialogState<Answer>?
}

enum Answer: Equatable, Sendable { case yes, no }

enum QuestionAction: Equatable, Sendable {
    case ask
    case dialog(PresentationAction<Answer>)
}

@MainActor let questionReducer = Reduce<Question, QuestionAction> { state, action in
    switch action {
    case .ask:
        state.dialog = .confirmationDialog(title: "Delete?", message: nil, buttons: [ButtonState(role: .destructive, "Delete", action: .yes), ButtonState(role: .cancel, "Keep", action: .no)])
    case .dialog:
        state.dialog = nil
    }
    return .none
}

final class QuestionController: UIViewController {
    let store: Store<Question, QuestionAction>
    var dialog: StorePresenter<Question, QuestionAction, DialogState<Answer>, Answer>?

    init(store: Store<Question, QuestionAction>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        dialog = StorePresenter(store, from: self, state: \.dialog, action: QuestionAction.dialog) { [store, weak self] alertStore in
            let shown = alertStore.state
            return UIAlertController(shown, sourceView: self?.view) { button in
                if let answer = PresentationFront.answer(button, of: shown, held: store.state.dialog) { store.send(.dialog(answer)) }
            }
        }
    }

    required init?(coder: NSCoder) { nil }
}

@main
struct TVDriver {
    @MainActor
    static func main() {
        let name = "tvOS: a confirmation dialog with an anchor comes up as an alert; its button, or the remote's Menu (its Cancel run or none), sends one action"
        UIKitModel.reset(platform: .tvOS, sizeClass: .regular)
        let store = Store(initialState: Question(), reducer: questionReducer)
        var sent = 0
        store.observeActions { origin, _ in if origin == .user { sent += 1 } }
        UIKitModel.window.rootViewController = QuestionController(store: store)
        UIKitModel.settle()
        var problems: [String] = []
        let gestures: [(String, (UIAlertController) -> Bool)] = [
            ("a tap on its first button", { $0.userTaps(0) }),
            ("Menu (the delegate hears, no handler runs)", { UIKitModel.readings.escape = .delegateOnly; return $0.userEscapes() }),
            ("Menu (the cancel handler runs, the delegate does not hear)", { UIKitModel.readings.escape = .cancelOnly; return $0.userEscapes() }),
            ("Menu (the delegate hears, then the cancel handler runs)", { UIKitModel.readings.escape = .delegateThenCancel; return $0.userEscapes() }),
            ("Menu (the cancel handler runs, then the delegate hears)", { UIKitModel.readings.escape = .cancelThenDelegate; return $0.userEscapes() }),
        ]
        for (gesture, perform) in gestures {
            store.send(.ask)
            sent = 0
            UIKitModel.settle()
            let alert = UIKitModel.topPresented as? UIAlertController
            if alert == nil { problems.append("\(gesture): no dialog came up") }
            if let alert, alert.preferredStyle != .alert { problems.append("\(gesture): the dialog is an action sheet") }
            if let alert, !perform(alert) { problems.append("\(gesture): not possible") }
            UIKitModel.settle()
            if sent != 1 { problems.append("\(gesture) sent \(sent) actions, expected 1") }
            if store.state.dialog != nil || UIKitModel.topPresented != nil { problems.append("\(gesture): the dialog is still up") }
        }
        if !UIKitModel.exceptions.isEmpty { problems.append("UIKit raised: \(UIKitModel.exceptions.joined(separator: " | "))") }
        if !UIKitModel.log.isEmpty { problems.append("UIKit logged: \(UIKitModel.log.joined(separator: " | "))") }
        guard problems.isEmpty else {
            print("apple ui model: FAILED: \(name): \(problems.joined(separator: "; "))")
            exit(1)
        }
        print("apple ui model: ok: \(name)")
    }
}
