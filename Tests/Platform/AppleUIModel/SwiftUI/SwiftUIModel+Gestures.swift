// The user's gestures on the SwiftUI model: each writes a binding or runs an action as the page
// it cites says SwiftUI does, and only where the user could touch (the top screen of the
// top-most layer, nothing closing, no dialog up, unless the gesture is the dialog's).

import UIKit

/// A control a screen drew, that the user can touch.
enum Control {
    /// https://developer.apple.com/documentation/swiftui/button: "A control that initiates an
    /// action"; a tap runs it.
    case button(String, @MainActor () -> Void)
    /// https://developer.apple.com/documentation/swiftui/textfield: the field writes what the
    /// user types to its text binding.
    case field(Binding<String>)
    /// https://developer.apple.com/documentation/swiftui/toggle: a tap writes the other value
    /// to its `isOn` binding.
    case toggle(Binding<Bool>)
}

extension SwiftUIModel {
    /// Back on the top-most navigation stack: it writes the path without its last element.
    public func userTapsBack() -> Bool {
        guard let count = topPath?.count, count > 0 else { return false }
        return userGoesBack(to: count - 1)
    }

    /// The Back button's menu: the user picks how many pushed screens stay.
    public func userGoesBack(to count: Int) -> Bool {
        guard inFlight.isEmpty, dialog == nil, sheetBindings.count == paths.count - 1, let top = paths.last else { return false }
        let path = shownPaths[top.key] ?? top.read()
        guard count < path.count else { return false }
        let written = Array(path.prefix(count))
        // The pop the user starts takes time, as the app's does (SwiftUIModel+Pushes.swift).
        shownPaths[top.key] = written
        inFlight[top.key + "/" + Self.destination(path.count - 1, path[path.count - 1])] = false
        top.write(written)
        let readBack = top.read()
        if readBack != written { log.append("the path binding read back \(readBack.count) screens right after \(written.count) were written") }
        return true
    }

    var topPath: [AnyHashable]? { paths.last.map { shownPaths[$0.key] ?? $0.read() } }

    /// The user swipes the top-most sheet down: it is gone, and `false` written to its binding.
    public func userSwipesDown() -> Bool {
        guard inFlight.isEmpty, dialog == nil, let top = sheetBindings.last else { return false }
        shownSheets[top.key] = false
        inFlight[top.key] = false
        forget(under: top.key)
        top.binding.set(false)
        top.onDismiss?()
        return true
    }

    /// The user taps a dialog's button: `false` is written to its binding before the button's
    /// action runs (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l).
    public func userTapsDialogButton(_ index: Int) -> Bool {
        guard inFlight.isEmpty, let binding = dialogBinding, let key = dialogKey, index < dialogActions.count else { return false }
        let action = dialogActions[index]
        dialogClosedByUser(at: key)
        binding.set(false)
        action()
        return true
    }

    /// The user taps outside a confirmation dialog: it is gone and `false` is written to its
    /// binding, its cancel button running as `UIKitModel.readings.swiftUITapOutside` reads it
    /// (UIKitReadings.swift); an alert stays.
    public func userTapsOutsideDialog() -> Bool {
        dialogIsConfirmation && closeDialogByUser(UIKitModel.readings.swiftUITapOutside)
    }

    /// The user escapes the dialog (SwiftUI+Time.swift): the Escape key of a keyboard, the
    /// accessibility escape, a tvOS remote's Menu. It is gone and `false` is written to its
    /// binding; whether its button whose role is cancel runs, and before that write or after,
    /// is `UIKitModel.readings.swiftUIEscape` (UIKitReadings.swift).
    public func userEscapesDialog() -> Bool {
        closeDialogByUser(UIKitModel.readings.swiftUIEscape)
    }

    func closeDialogByUser(_ reading: Readings.SwiftUIEscape) -> Bool {
        guard inFlight.isEmpty, let binding = dialogBinding, let key = dialogKey else { return false }
        let cancel = reading == .writeOnly ? nil : dialogCancel.map { dialogActions[$0] }
        dialogClosedByUser(at: key)
        if reading == .cancelThenWrite { cancel?() }
        binding.set(false)
        if reading == .writeThenCancel { cancel?() }
        return true
    }
}

extension SwiftUIModel {
    /// The controls of the screen the user can touch: the top screen of the top-most layer,
    /// while every layer over the root is a sheet that is up and no dialog covers it.
    var touchable: [Control] {
        guard dialog == nil, sheetBindings.count == paths.count - 1, let top = layers.indices.last else { return [] }
        let screen = (layer: top, index: layers[top].count - 1)
        return controls.filter { $0.screen == screen }.map(\.control)
    }

    /// The labels of the buttons the user can tap now.
    public var buttons: [String] {
        touchable.compactMap { if case .button(let label, _) = $0 { label } else { nil } }
    }

    /// The user taps the button `label` on the screen on top.
    public func userTapsButton(_ label: String) -> Bool {
        for case .button(let shown, let action) in touchable where shown == label {
            action()
            return true
        }
        return false
    }

    /// The user types in the first text field of the screen on top until it reads `text`.
    public func userTypes(_ text: String) -> Bool {
        for case .field(let binding) in touchable {
            binding.set(text)
            return true
        }
        return false
    }

    /// The user flips the first toggle of the screen on top.
    public func userFlipsToggle() -> Bool {
        for case .toggle(let binding) in touchable {
            binding.set(!binding.get())
            return true
        }
        return false
    }

    /// The text the first text field of the screen on top shows.
    public var fieldText: String? {
        for case .field(let binding) in touchable { return binding.get() }
        return nil
    }
}
