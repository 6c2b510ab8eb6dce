// Where Apple's pages are silent on which handler runs, in what order, or whether a call comes
// at all, the model does not choose: each such rule lists its readings here, a walk draws one of
// each per seed (`Readings.drawn(from:)`), and the driver names the readings a walk ran under, so
// a front must hold under every one of them. Scenarios that test a rule take every reading in
// turn; the others run under `Readings.first`.

/// The readings in force: one per rule whose pages are silent.
public struct Readings: CustomStringConvertible, Sendable {
    /// What a user's escape from an alert or action sheet runs (the Escape key,
    /// https://developer.apple.com/documentation/uikit/uikeycommand/inputescape; the accessibility
    /// escape; a tvOS remote's Menu), and an iPad tap outside an action sheet's popover: the
    /// dismissal is the user's, but the pages of UIAlertAction
    /// (https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:))
    /// and of presentationControllerDidDismiss(_:)
    /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:))
    /// say neither whether the action whose style is cancel runs, nor whether it runs before the
    /// delegate hears or after, nor whether the delegate hears when the cancel action runs.
    public enum Escape: String, CaseIterable, Sendable {
        case delegateOnly = "the delegate hears, no handler runs"
        case cancelOnly = "the cancel handler runs, the delegate does not hear"
        case delegateThenCancel = "the delegate hears, then the cancel handler runs"
        case cancelThenDelegate = "the cancel handler runs, then the delegate hears"
    }

    /// What SwiftUI runs when the user escapes an alert or a confirmation dialog, or taps outside
    /// a confirmation dialog: `false` is written to its binding, and its button whose role is
    /// cancel runs or not, before that write or after
    /// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
    /// and https://developer.apple.com/documentation/swiftui/keyboardshortcut/cancelaction are
    /// silent on both).
    public enum SwiftUIEscape: String, CaseIterable, Sendable {
        case writeOnly = "false is written, no button runs"
        case writeThenCancel = "false is written, then the cancel button runs"
        case cancelThenWrite = "the cancel button runs, then false is written"
    }

    /// Whether a `UIViewControllerRepresentable`'s controller gets UIKit's appearance calls:
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable is silent;
    /// UIKit gives them to a child controller once the transition that brings or takes it ends
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller, "Managing child view
    /// controllers"), and no page says the representable's controller is one.
    public enum RepresentableAppearance: String, CaseIterable, Sendable {
        case afterTransition = "its viewDidAppear and viewDidDisappear come as the transition ends"
        case none = "no appearance calls"
    }

    /// Whether a representable's controller sees the transition its hosting controller is in:
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    /// has UIKit check "the view controller's ancestors", and no page says the hosting
    /// controller is one of them.
    public enum RepresentableCoordinator: String, CaseIterable, Sendable {
        case viaHost = "its host's, while the transition runs"
        case never = "none, ever"
    }

    public var escape: Escape
    public var tapOutside: Escape
    public var swiftUIEscape: SwiftUIEscape
    public var swiftUITapOutside: SwiftUIEscape
    public var representableAppearance: RepresentableAppearance
    public var representableCoordinator: RepresentableCoordinator

    public init(
        escape: Escape, tapOutside: Escape, swiftUIEscape: SwiftUIEscape, swiftUITapOutside: SwiftUIEscape,
        representableAppearance: RepresentableAppearance = .afterTransition, representableCoordinator: RepresentableCoordinator = .viaHost
    ) {
        self.escape = escape
        self.tapOutside = tapOutside
        self.swiftUIEscape = swiftUIEscape
        self.swiftUITapOutside = swiftUITapOutside
        self.representableAppearance = representableAppearance
        self.representableCoordinator = representableCoordinator
    }

    /// The first reading of each rule.
    public static let first = Readings(escape: .delegateOnly, tapOutside: .delegateOnly, swiftUIEscape: .writeOnly, swiftUITapOutside: .writeOnly)

    /// One reading of each rule, drawn by `draw` (a number below the count it is given).
    public static func drawn(_ draw: (Int) -> Int) -> Readings {
        Readings(
            escape: Escape.allCases[draw(Escape.allCases.count)],
            tapOutside: Escape.allCases[draw(Escape.allCases.count)],
            swiftUIEscape: SwiftUIEscape.allCases[draw(SwiftUIEscape.allCases.count)],
            swiftUITapOutside: SwiftUIEscape.allCases[draw(SwiftUIEscape.allCases.count)],
            representableAppearance: RepresentableAppearance.allCases[draw(RepresentableAppearance.allCases.count)],
            representableCoordinator: RepresentableCoordinator.allCases[draw(RepresentableCoordinator.allCases.count)]
        )
    }

    public var description: String {
        "escape: \(escape.rawValue); UIKit tap outside an action sheet: \(tapOutside.rawValue); "
            + "SwiftUI escape: \(swiftUIEscape.rawValue); SwiftUI tap outside: \(swiftUITapOutside.rawValue); "
            + "a representable's appearance calls: \(representableAppearance.rawValue); its transition coordinator: \(representableCoordinator.rawValue)"
    }
}

extension UIKitModel {
    /// The readings the model runs under now.
    public static var readings = Readings.first
}
