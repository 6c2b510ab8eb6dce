import Router
import Store
import UIKit

/// What the modelled device shows: the screens of each navigation layer, from the window's
/// root up through what each presents, and the dialog on top, if one is up.
struct Shown: Equatable, CustomStringConvertible {
    var layers: [[String]]
    var dialog: String?

    var description: String {
        layers.map { "[" + $0.joined(separator: " ") + "]" }.joined(separator: " > ") + (dialog.map { " + dialog \($0)" } ?? "")
    }

    /// Reads the window: a navigation controller is a layer, an alert controller the dialog.
    @MainActor
    static func onDevice(name: (UIViewController) -> String) -> Shown {
        var shown = Shown(layers: [], dialog: nil)
        var next = UIKitModel.window.rootViewController
        while let controller = next {
            if let navigation = controller as? UINavigationController {
                shown.layers.append(navigation.viewControllers.map(name))
                next = navigation.presentedViewController ?? navigation.viewControllers.lazy.compactMap(\.presentedViewController).first
            } else if let alert = controller as? UIAlertController {
                shown.dialog = alert.alertTitle ?? ""
                next = alert.presentedViewController
            } else {
                shown.layers.append([name(controller)])
                next = controller.presentedViewController
            }
        }
        return shown
    }
}

/// Counts the actions a front sends: every action sent to the root store (not fed back by an
/// effect) that the driver did not send itself.
@MainActor
final class ActionCounter {
    var fromFront = 0
    var driverSending = false
    /// The last action the front sent, as text.
    var lastFromFront: String?

    func watch<S, A>(_ store: Store<S, A>) {
        store.observeActions { [unowned self] origin, action in
            if origin == .user, !driverSending {
                fromFront += 1
                lastFromFront = "\(action)"
            }
        }
    }

    /// Fails unless the front's last action was `expected`.
    func expectLast<A>(_ expected: A, _ step: String) throws {
        guard lastFromFront == "\(expected)" else {
            throw Failure(description: "\(step): the front sent \(lastFromFront ?? "nothing"), expected \(expected)")
        }
    }

    /// Sends `action` as the app (not the front) would.
    func send<S, A>(_ action: A, to store: Store<S, A>) {
        driverSending = true
        store.send(action)
        driverSending = false
    }
}

/// A failed check: what was expected and what the device showed, after which step.
struct Failure: Error, CustomStringConvertible {
    let description: String
}

/// The checks after every step: settle the animations, then the device must show what the
/// store holds, UIKit must have refused, dropped and raised nothing, and a gesture must have
/// sent exactly one action (a store change none).
@MainActor
func verify(_ step: String, expected: () -> Shown, name: (UIViewController) -> String, counter: ActionCounter, actions: Int, atMost: Bool = false) throws {
    UIKitModel.settle()
    let shown = Shown.onDevice(name: name)
    let wanted = expected()
    var problems: [String] = []
    if shown != wanted { problems.append("the device shows \(shown), the store holds \(wanted)") }
    if !UIKitModel.log.isEmpty { problems.append("UIKit logged: \(UIKitModel.log.joined(separator: " | "))") }
    if !UIKitModel.exceptions.isEmpty { problems.append("UIKit raised: \(UIKitModel.exceptions.joined(separator: " | "))") }
    if atMost ? counter.fromFront > actions : counter.fromFront != actions {
        problems.append("the front sent \(counter.fromFront) actions, expected \(atMost ? "at most " : "")\(actions)")
    }
    counter.fromFront = 0
    UIKitModel.log = []
    UIKitModel.exceptions = []
    if !problems.isEmpty { throw Failure(description: "after \(step): " + problems.joined(separator: "; ")) }
}
