// A dialog's own coming and going takes time, and what a view controller inside a SwiftUI view
// sees of a transition (see SwiftUI+Time.swift for the sheets' flights and what waits on them).
//
// An alert or a confirmation dialog is a presentation: on a device SwiftUI shows it as a
// `UIAlertController` presented from the view's hosting controller
// (https://developer.apple.com/documentation/uikit/uialertcontroller: "Use this class to
// configure alerts and action sheets ... After configuring the alert controller with the actions
// and style you want, present it using the present(_:animated:completion:) method"). The pages
// of `alert` and `confirmationDialog` are silent on how long it takes; the strictest reading
// gives it the time any presentation takes (SwiftUI+Time.swift): a dialog shown is in flight
// until the device's animations finish, and so is one that goes, whether the user's tap, an
// escape, or the app's binding reading `false` takes it. Meanwhile another presentation
// change waits for a later update (a sheet, a push, another dialog: one that replaces it in the
// same update is deferred, and dropped if nothing updates the view after), and the user
// touches nothing.
//
// A sheet asked from a view whose hosting controller presents a dialog: UIKit's
// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
// is the same refusal as one sheet over another from one layer (SwiftUIModel+Sheets.swift): a
// sheet asked from the layer of a dialog that is up is not shown; it is taken by a later update
// once the dialog is gone, and logged if the view settles with it still asked.
//
// What a `UIViewControllerRepresentable`'s controller sees: its `transitionCoordinator`
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator:
// "If there is no in-progress transition associated with the current view controller, UIKit
// checks the view controller's ancestors") is the coordinator of a flight its hosting
// controller is in: a dialog or a sheet presented from its layer, the sheet whose content holds
// it, a push or pop of the stack it is in. The UIKit model reads the page the same way: the
// presenting controller shares its presented one's coordinator. The coordinator's completions
// run when the flight finishes, before the appearance callbacks it brings.

import UIKit

extension SwiftUIModel {
    /// The place of a dialog's flight, in `inFlight`.
    static func dialogFlight(_ key: String) -> String { "dialog at \(key)" }

    /// Gives the coordinator of the flights under way to each controller they reach, starting
    /// one when the first flight starts; finishes it when none is left.
    func coordinateFlights() {
        guard !inFlight.isEmpty else {
            guard let running = flightCoordinator else { return }
            flightCoordinator = nil
            for entry in controllers.values { (entry.controller as? UIViewController)?.coordinator = nil }
            running.finish()
            return
        }
        let running = flightCoordinator ?? ModelTransitionCoordinator()
        flightCoordinator = running
        // Under the reading where a representable's controller sees no coordinator, none is set.
        guard UIKitModel.readings.representableCoordinator == .viaHost else { return }
        for (key, entry) in controllers where inFlight.keys.contains(where: { reaches($0, key) }) {
            (entry.controller as? UIViewController)?.coordinator = running
        }
    }

    /// Whether the flight `flight` is a transition the controller drawn at `place` is in.
    func reaches(_ flight: String, _ place: String) -> Bool {
        let layer = Self.layer(of: place)
        if flight.hasPrefix("dialog at ") {
            return layer == Self.layer(of: String(flight.dropFirst("dialog at ".count)))
        }
        if let stack = shownPaths.keys.first(where: { flight.hasPrefix($0 + "/destination ") }) {
            return place.hasPrefix(stack + "/") && layer == Self.layer(of: stack)
        }
        return layer == Self.layer(of: flight) || place.hasPrefix(flight + "/sheet/")
    }

    /// Whether a dialog presented from the layer of `key` is up: a sheet asked there is refused.
    func dialogUp(atLayerOf key: String) -> String? {
        presentedDialog.flatMap { Self.layer(of: $0.key) == Self.layer(of: key) ? $0.key : nil }
    }

    /// The user's gesture took the dialog at `key` away: it is gone from the screen, and its
    /// dismissal is in flight.
    func dialogClosedByUser(at key: String) {
        closedByUser.insert(key)
        dialog = nil
        presentedDialog = nil
        dialogBinding = nil
        dialogIsConfirmation = false
        inFlight[Self.dialogFlight(key)] = false
    }
}
