// A push or a pop on a navigation stack takes time, as a presentation does (SwiftUI+Time.swift).
//
// https://developer.apple.com/documentation/swiftui/navigationstack: "The stack always displays
// the most recently added view that hasn't been removed"; the page, and those of
// `init(path:root:)` and `navigationDestination(for:destination:)`, are silent on how long a push
// or a pop takes and on a path that changes while one runs. On iOS a stack pushes through
// UIKit's navigation controller, whose
// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
// animates the change, and which refuses a second one while the first runs (UIKit's log line
// "nested push animation can result in corrupted navigation bar", as the UIKit model keeps it).
// The model, strictest reading:
// - a path that changes while any presentation, push or pop is in flight, or after another
//   presentation change in the same update, is not followed in that update: the stack keeps
//   showing what it showed, and follows the path only in a later update after the flight
//   finished; if nothing updates the view then, the change is dropped: a failure, named (the
//   same rule as for sheets, and the same log line, "path at ...");
// - a path change that is followed is one presentation change of its update, and in flight
//   until the device's animations finish: the screen it brings on top is coming, the screen it
//   takes off the top is going. A `UIViewControllerRepresentable` in the screen a push brings
//   gets `viewDidAppear(_:)` when the push finishes, one in the screen a pop takes gets
//   `viewDidDisappear(_:)` when the pop finishes (UIKit's appearance callbacks for a child of
//   the pushed controller, SwiftUI+Representable.swift);
// - the user touches nothing while a push or a pop runs (the rule for every animation,
//   https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:):
//   "During an animation, user interactions are temporarily disabled for the views being
//   animated"), and a Back the user taps is a pop in flight like the app's;
// - a stack drawn for the first time shows its path at once: it comes with its layer (a sheet
//   in flight, or the root).
// A screen's place is its index and its path element, so a new element is a new screen (new
// state, a new controller for a representable in it) even where an old one stood.
// Not modelled: the interactive back swipe of a SwiftUI stack (the walks' "cancels a swipe back"
// leaves the stack as it was), and which screens under the top get appearance callbacks.

extension SwiftUIModel {
    /// What the stack at `key` shows in this update, its path binding reading `wanted`.
    func shownPath(at key: String, wanted: [AnyHashable]) -> [AnyHashable] {
        stacksDrawn.insert(key)
        guard let shown = shownPaths[key] else {
            shownPaths[key] = wanted
            return wanted
        }
        guard wanted != shown, !drawingClosing else { return shown }
        guard changesThisUpdate == 0, inFlight.isEmpty else {
            deferredSheets.append(("path at \(key)", changesThisUpdate == 0))
            notes.append("deferred: the path at \(key) going from \(shown.count) to \(wanted.count) screens, another \(changesThisUpdate > 0 ? "changed in this update" : "in flight")")
            return shown
        }
        changesThisUpdate += 1
        shownPaths[key] = wanted
        if wanted.count >= shown.count, !wanted.isEmpty {
            inFlight[key + "/" + Self.destination(wanted.count - 1, wanted[wanted.count - 1])] = true
        } else {
            inFlight[key + "/" + Self.destination(shown.count - 1, shown[shown.count - 1])] = false
        }
        return wanted
    }

    /// The place of the screen a stack pushes for `element` at `index`: a new element is a new
    /// view, as SwiftUI makes a destination's view for each value of the path.
    static func destination(_ index: Int, _ element: AnyHashable) -> String {
        "destination \(index) \(element)"
    }
}
