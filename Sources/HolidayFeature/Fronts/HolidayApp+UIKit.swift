#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import Router
import Store
import SwiftUI
import UIKit

/// The holiday app in UIKit: a ``StackNavigator`` pushes and pops its screens on a
/// `UINavigationController` and presents the country picker modally; each screen is its SwiftUI
/// view (``HolidayAppView``'s) in a `UIHostingController`, made once and kept while the screen
/// stays. Type-checked against stubs of UIKit and SwiftUI (Tests/Platform/check-apple-ui); it has
/// not run on a device.
///
/// ```swift
/// let app = HolidayAppNavigator(store: Store(initialState: HolidayApp.State(year: 2026), reducer: HolidayApp()))
/// window.rootViewController = app.navigationController
/// ```
@MainActor
public final class HolidayAppNavigator {
    let navigator: StackNavigator<HolidayApp.Screen, HolidayApp.ScreenAction>

    /// The navigation controller to put in a window.
    public var navigationController: UINavigationController { navigator.navigationController }

    /// The app `store` runs.
    public init(store: Store<HolidayApp.State, HolidayApp.Action>) {
        navigator = StackNavigator(store.scope(state: \.path, action: HolidayApp.Action.path)) { screen in
            if let list = screen.scope(case: HolidayApp.Screen.holidaysList, HolidayApp.ScreenAction.holidaysList) {
                return UIHostingController(rootView: HolidaysListView(store: list))
            }
            if let picker = screen.scope(case: HolidayApp.Screen.chooseCountry, HolidayApp.ScreenAction.chooseCountry) {
                return UIHostingController(rootView: ChooseCountryView(store: picker))
            }
            if let detail = screen.scope(case: HolidayApp.Screen.detail, HolidayApp.ScreenAction.detail) {
                return UIHostingController(rootView: HolidayDetailView(store: detail))
            }
            return UIViewController()
        }
    }
}
#endif
