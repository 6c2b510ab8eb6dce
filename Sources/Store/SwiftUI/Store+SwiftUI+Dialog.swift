#if canImport(SwiftUI)
import SwiftUI
import StoreCore

extension View {
    /// Shows the dialog case of the destination the store holds at `state`, named by its two
    /// constructors: `.dialog(store, destination: \.destination, action: Action.destination,
    /// case: Destination.alert, DestinationAction.alert)`.
    @MainActor
    public func dialog<State, Action, Destination: Equatable, DestinationAction, ButtonAction: Equatable & Sendable>(
        _ store: Store<State, Action>,
        destination state: KeyPath<State, Destination?>,
        action: @escaping (PresentationAction<DestinationAction>) -> Action,
        case dialogState: @escaping @Sendable (DialogState<ButtonAction>) -> Destination,
        _ dialogAction: @escaping @Sendable (ButtonAction) -> DestinationAction
    ) -> some View {
        dialog(store, destination: state, action: action, case: ScreenCase(dialogState, dialogAction))
    }
}
#endif
