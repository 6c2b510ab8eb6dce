#if canImport(SwiftUI)
import SwiftUI
import StoreCore

// The SwiftUI shell of a store: bindings that send actions, sheets and covers that follow a
// presented child, alerts and dialogs drawn from a `DialogState`, and rows of child stores. It
// only forwards: what a write, a close or a tap means is decided by `FieldBinding`,
// `PresentationFront` and the scoped stores of `Store+Presented.swift`, which are tested on
// Linux. This file is type-checked against a stub of SwiftUI (Tests/Platform/check-apple-ui);
// it has not run on a device.

extension Store {
    /// A binding to one field that sends `action` with the value written, and nothing when the
    /// value written is the one held (see ``/StoreCore/FieldBinding``).
    ///
    /// ```swift
    /// TextField(
    ///     "Search", text: store.binding(\.query, send: Action.searchTextChanged)
    /// )
    /// ```
    public func binding<Value: Equatable>(
        _ field: KeyPath<State, Value>, send action: @escaping (Value) -> Action
    ) -> Binding<Value> {
        let field = self.field(field, send: action)
        return Binding(get: { @MainActor in field.value }, set: { @MainActor value in field.set(value) })
    }
}

extension Store {
    /// Whether the sheet of the case `screen` of the destination at `destination` is to be up:
    /// the store holds that case, and no other case's sheet is still up (one that switched in
    /// the same action waits for the first to go, ``DestinationSheets``); a front closing it by
    /// itself sends `.dismiss` through `action` while that case is still up
    /// (``/StoreCore/PresentationFront/closing(_:held:)``).
    func presence<Destination: Equatable, DestinationAction, Child, ChildAction>(
        of destination: KeyPath<State, Destination?>,
        case screen: ScreenCase<Destination, DestinationAction, Child, ChildAction>,
        action: @escaping (PresentationAction<DestinationAction>) -> Action
    ) -> Binding<Bool> {
        let held = self[dynamicMember: destination]
        let isShown = destinationSheets(destination).mayShow(held.map { caseName(of: $0) } ?? "", held: held.flatMap(screen.state.extract) != nil)
        return Binding(get: { @MainActor in isShown }, set: { @MainActor [self] shown in
            guard !shown, let dismiss: PresentationAction<DestinationAction> = PresentationFront.closing(screen.state, held: state[keyPath: destination]) else { return }
            send(action(dismiss))
        })
    }

    /// What a destination's sheet runs once it is gone: the next case's sheet may come. Where
    /// UIKit is there, run when the sheet's dismissal has finished (``PresentationMarker``):
    /// SwiftUI takes one presentation at a time, and the next asked while the first still slides
    /// away is refused; on macOS and watchOS, by `onDismiss`, the one sign SwiftUI documents
    /// there ("when dismissing the sheet"). Run on the main thread, as every view update.
    func sheetGone<Destination>(_ destination: KeyPath<State, Destination?>) -> () -> Void {
        let sheets = destinationSheets(destination)
        nonisolated(unsafe) let destination = destination
        return { [self] in
            MainActor.assumeIsolated {
                sheets.dismissed(heldNow: state[keyPath: destination].map { caseName(of: $0) })
            }
        }
    }
}

extension View {
    /// Presents a sheet while the store holds the child at `state`, drawn by `content` from a
    /// store scoped to it; a sheet the user swipes down sends `.dismiss`. The sheets of one
    /// store come one at a time: another child's or a destination's waits until this one has
    /// slid away.
    ///
    /// ```swift
    /// .sheet(store, state: \.editor, action: Action.editor) {
    ///     EditorView(store: $0)
    /// }
    /// ```
    @MainActor
    public func sheet<State, Action, Child, ChildAction, Content: View>(
        _ store: Store<State, Action>,
        state: KeyPath<State, Child?>,
        action: @escaping (PresentationAction<ChildAction>) -> Action,
        @ViewBuilder content: @escaping (Store<Child, ChildAction>) -> Content
    ) -> some View {
        sheet(isPresented: store.presence(of: state, action: action), onDismiss: PresentationMarker.onDismiss(store.childSheetGone(state))) {
            if let child = store.sheetStore(state, action: action) {
                content(child).inSheet(of: store, gone: store.childSheetGone(state))
            }
        }
    }

    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    /// ``sheet(_:state:action:content:)`` covering the whole screen.
    @MainActor
    public func fullScreenCover<State, Action, Child, ChildAction, Content: View>(
        _ store: Store<State, Action>,
        state: KeyPath<State, Child?>,
        action: @escaping (PresentationAction<ChildAction>) -> Action,
        @ViewBuilder content: @escaping (Store<Child, ChildAction>) -> Content
    ) -> some View {
        fullScreenCover(isPresented: store.presence(of: state, action: action), onDismiss: PresentationMarker.onDismiss(store.childSheetGone(state))) {
            if let child = store.sheetStore(state, action: action) {
                content(child).inSheet(of: store, gone: store.childSheetGone(state))
            }
        }
    }
    #endif

    /// Presents a sheet while the destination the store holds at `state` is the case `screen`,
    /// drawn by `content` from a store scoped to that case; a sheet the user swipes down sends
    /// the destination's `.dismiss`, unless another case is up by then.
    ///
    /// ```swift
    /// .sheet(store, destination: \.destination, action: Action.destination,
    ///        case: ScreenCase(Destination.editor, DestinationAction.editor)) {
    ///     EditorView(store: $0)
    /// }
    /// ```
    @MainActor
    public func sheet<State, Action, Destination: Equatable, DestinationAction, Child, ChildAction, Content: View>(
        _ store: Store<State, Action>,
        destination state: KeyPath<State, Destination?>,
        action: @escaping (PresentationAction<DestinationAction>) -> Action,
        case screen: ScreenCase<Destination, DestinationAction, Child, ChildAction>,
        @ViewBuilder content: @escaping (Store<Child, ChildAction>) -> Content
    ) -> some View {
        sheet(isPresented: store.presence(of: state, case: screen, action: action), onDismiss: PresentationMarker.onDismiss(store.sheetGone(state))) {
            if let child = store.sheetStore(state, case: screen, action: action) {
                content(child).inSheet(of: store, gone: store.sheetGone(state))
            }
        }
    }

    /// ``sheet(_:destination:action:case:content:)`` for the case named by its two constructors:
    /// `.sheet(store, destination: \.destination, action: Action.destination,
    /// case: Destination.editor, DestinationAction.editor) { EditorView(store: $0) }`.
    @MainActor
    public func sheet<State, Action, Destination: Equatable, DestinationAction, Child, ChildAction, Content: View>(
        _ store: Store<State, Action>,
        destination state: KeyPath<State, Destination?>,
        action: @escaping (PresentationAction<DestinationAction>) -> Action,
        case screenState: @escaping @Sendable (Child) -> Destination,
        _ screenAction: @escaping @Sendable (ChildAction) -> DestinationAction,
        @ViewBuilder content: @escaping (Store<Child, ChildAction>) -> Content
    ) -> some View {
        sheet(store, destination: state, action: action, case: ScreenCase(screenState, screenAction), content: content)
    }

    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    /// ``sheet(_:destination:action:case:content:)`` covering the whole screen.
    @MainActor
    public func fullScreenCover<State, Action, Destination: Equatable, DestinationAction, Child, ChildAction, Content: View>(
        _ store: Store<State, Action>,
        destination state: KeyPath<State, Destination?>,
        action: @escaping (PresentationAction<DestinationAction>) -> Action,
        case screen: ScreenCase<Destination, DestinationAction, Child, ChildAction>,
        @ViewBuilder content: @escaping (Store<Child, ChildAction>) -> Content
    ) -> some View {
        fullScreenCover(isPresented: store.presence(of: state, case: screen, action: action), onDismiss: PresentationMarker.onDismiss(store.sheetGone(state))) {
            if let child = store.sheetStore(state, case: screen, action: action) {
                content(child).inSheet(of: store, gone: store.sheetGone(state))
            }
        }
    }
    #endif

    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    /// ``fullScreenCover(_:destination:action:case:content:)`` for the case named by its two
    /// constructors.
    @MainActor
    public func fullScreenCover<State, Action, Destination: Equatable, DestinationAction, Child, ChildAction, Content: View>(
        _ store: Store<State, Action>,
        destination state: KeyPath<State, Destination?>,
        action: @escaping (PresentationAction<DestinationAction>) -> Action,
        case screenState: @escaping @Sendable (Child) -> Destination,
        _ screenAction: @escaping @Sendable (ChildAction) -> DestinationAction,
        @ViewBuilder content: @escaping (Store<Child, ChildAction>) -> Content
    ) -> some View {
        fullScreenCover(store, destination: state, action: action, case: ScreenCase(screenState, screenAction), content: content)
    }
    #endif

    /// Shows the alert or confirmation dialog the store holds at `state`, as its kind says: each
    /// button sends its action (or `.dismiss`) through `action`, once.
    ///
    /// ```swift
    /// .dialog(store, state: \.alert, action: Action.alert)
    /// ```
    @MainActor
    public func dialog<State, Action, ButtonAction: Equatable & Sendable>(
        _ store: Store<State, Action>,
        state: KeyPath<State, DialogState<ButtonAction>?>,
        action: @escaping (PresentationAction<ButtonAction>) -> Action
    ) -> some View {
        DialogFront(shown: store[dynamicMember: state], sheets: store.sheetsOnScreen(), answer: { button, dialog in
            let held = store.state[keyPath: state]
            guard let answer = PresentationFront.answer(button, of: dialog, held: held) ?? DialogFront<ButtonAction, Self>.closing(dialog, held: held) else { return }
            store.send(action(answer))
        }, close: { dialog in
            let held = store.state[keyPath: state]
            guard let held, DialogFront<ButtonAction, Self>.closing(dialog, held: held) as PresentationAction<ButtonAction>? != nil else { return }
            store.send(action(PresentationFront.escape(from: held)))
        }, content: self)
    }

    /// Shows the dialog case `dialog` of the destination the store holds at `state`.
    ///
    /// ```swift
    /// .dialog(store, destination: \.destination, action: Action.destination,
    ///         case: ScreenCase(Destination.alert, DestinationAction.alert))
    /// ```
    @MainActor
    public func dialog<State, Action, Destination: Equatable, DestinationAction, ButtonAction: Equatable & Sendable>(
        _ store: Store<State, Action>,
        destination state: KeyPath<State, Destination?>,
        action: @escaping (PresentationAction<DestinationAction>) -> Action,
        case dialog: ScreenCase<Destination, DestinationAction, DialogState<ButtonAction>, ButtonAction>
    ) -> some View {
        DialogFront(shown: store[dynamicMember: state].flatMap(dialog.state.extract), sheets: store.sheetsOnScreen(), answer: { button, shown in
            let held = store.state[keyPath: state]
            guard let answer = PresentationFront.answer(button, of: shown, in: dialog, held: held)
                ?? DialogFront<ButtonAction, Self>.closing(shown, held: held.flatMap(dialog.state.extract)) else { return }
            store.send(action(answer))
        }, close: { shown in
            let held = store.state[keyPath: state].flatMap(dialog.state.extract)
            guard let held, DialogFront<ButtonAction, Self>.closing(shown, held: held) as PresentationAction<DestinationAction>? != nil else { return }
            switch PresentationFront.escape(from: held) {
            case .presented(let answer): store.send(action(.presented(dialog.action.embed(answer))))
            case .dismiss: store.send(action(.dismiss))
            }
        }, content: self)
    }
}
#endif
