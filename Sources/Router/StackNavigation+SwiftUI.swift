#if canImport(SwiftUI)
import StoreCore
import StoreSwiftUI
import SwiftUI

/// A store's ``ScreenStack`` as SwiftUI shows it: a `NavigationStack` whose path is the
/// screens pushed on the root, and a sheet for a modal, which holds a `NavigationStack` of its
/// own. A back swipe, a long press on Back or a sheet swiped down sends the one `.pop`,
/// `.popTo(id:)` or `.dismiss` that makes the stack agree (``ScreenStack/agreement(with:)``);
/// nothing the front reports can push. Each layer observes only its own ids. What the store
/// changes while a push, a pop or a modal slides is shown once the slide has landed.
///
/// ```swift
/// StackNavigation(store) { screen in
///     if let list = screen.scope(case: Screen.list, ScreenAction.list) {
///         ListView(store: list)
///     }
///     if let detail = screen.scope(
///         case: Screen.detail, ScreenAction.detail
///     ) {
///         DetailView(store: detail)
///     }
/// }
/// ```
///
/// It only forwards to the router's tested logic; CI type-checks it against a stub of SwiftUI,
/// and it has not run on a device. Push with actions (a button that sends one), not with
/// `NavigationLink(value:)`: a path the store did not make is not followed.
@MainActor
public struct StackNavigation<Screen: Sendable, ScreenAction: Sendable, Content: View>: View {
    let store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>
    /// The modal this layer starts from; `nil` for the root's layer, which follows the root (a
    /// deep link replaces the root, and with it its id).
    let modalBase: StackElementID?
    /// How many modal layers lie under this one: where it stands, as SwiftUI keeps it.
    let depth: Int
    let screen: (Store<Screen, ScreenAction>) -> Content
    /// Whether this layer is on screen, its presentation finished: a modal over it goes up only
    /// then, as SwiftUI takes one presentation at a time (a deep link's modal over a modal comes
    /// one layer at a time). Where UIKit is there, told by a presentation marker's
    /// `viewDidAppear(_:)`; on macOS and watchOS, by `onAppear`, which runs before the view
    /// appears (nothing SwiftUI documents there says that a presentation finished).
    @State var appeared = false
    /// Counts the presentations over this layer, and the pushes and pops on it, that finished
    /// coming or going: the update it makes takes what the store asked while they were under way.
    @State var settled = 0
    /// Waits, after each change this layer asks of SwiftUI, for the transition its hosting
    /// controller is in (a dialog's dismissal, a modal's presentation or dismissal) to finish,
    /// then counts one more `settled`: a change SwiftUI deferred meanwhile is asked again. (A
    /// push's end is told by the pushed screen's own marker.)
    @State var transitions = TransitionWatch()
    /// Tells the layer under this one that this layer's presentation or dismissal finished.
    let finished: (@MainActor () -> Void)?

    /// The stack `store` holds, each screen drawn by `screen` from a store scoped to it.
    public init(
        _ store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>,
        @ViewBuilder screen: @escaping (Store<Screen, ScreenAction>) -> Content
    ) {
        self.init(store, base: nil, depth: 0, screen: screen, finished: nil)
    }

    init(
        _ store: Store<ScreenStack<Screen>, StackAction<Screen, ScreenAction>>, base: StackElementID?, depth: Int,
        screen: @escaping (Store<Screen, ScreenAction>) -> Content, finished: (@MainActor () -> Void)?
    ) {
        self.store = store
        modalBase = base
        self.depth = depth
        self.screen = screen
        self.finished = finished
    }

    /// The first screen of this layer, read so that `Observation` redraws when the root is
    /// replaced.
    var base: StackElementID {
        modalBase ?? store[dynamicMember: \.root.id]
    }

    /// The root's `NavigationStack`, and a sheet for the modal over it.
    public var body: some View {
        _ = settled
        transitions.asks(shown) { settled &+= 1 }
        return NavigationStack(path: path) {
            element(base)
                .navigationDestination(for: StackElementID.self) { id in pushed(id) }
        }
        // A dialog of a screen here waits while a modal covers the layer (DialogFront).
        .environment(\.presentationCovered, shown?.modal != nil)
        #if canImport(UIKit) && !os(watchOS)
        .background {
            PresentationMarker(appeared: { [finished] in
                appeared = true
                finished?()
            }, disappeared: { [finished] in finished?() }, watch: transitions)
        }
        .onAppear { awaitMarker() }
        #else
        .onAppear { appeared = true }
        #endif
        .sheet(isPresented: modalShown) {
            if let modal = store.modalShowing(over: base, depth: depth) {
                StackNavigation(store, base: modal, depth: depth + 1, screen: screen, finished: { settled &+= 1 })
            }
        }
    }

    #if canImport(UIKit) && !os(watchOS)
    /// The bound on the marker's signs (``StackNavigationTiming/markerBound``, from the layer's
    /// `onAppear`): if none came, the layer says what it waited for and takes itself as on
    /// screen, so a modal over it still goes up.
    func awaitMarker() {
        let bound = StackNavigationTiming.markerBound
        Task { @MainActor in
            try? await Task.sleep(for: bound)
            // A layer gone meanwhile (its first screen left) has nothing to present over.
            guard !appeared, shown != nil else { return }
            RuntimeWarnings.report(
                "StackNavigation: the layer at depth \(depth) had no sign \(bound) after it appeared that its presentation finished (its marker's view entered no window, and no viewDidAppear came); a modal over it goes up now",
                inRelease: true
            )
            appeared = true
            finished?()
        }
    }
    #endif

    /// A pushed screen `id`, with a marker that tells this layer when its push or its pop has
    /// finished: the update that makes takes what the store asked meanwhile (a pop, another
    /// push, a modal), which SwiftUI would not take while the push ran. Where UIKit is absent,
    /// the screen alone: nothing documented there says that a push finished.
    @ViewBuilder
    func pushed(_ id: StackElementID) -> some View {
        #if canImport(UIKit) && !os(watchOS)
        element(id).background {
            PresentationMarker(appeared: { settled &+= 1 }, disappeared: { settled &+= 1 })
        }
        #else
        element(id)
        #endif
    }

    /// The screen `id`; once it is gone, as it last was (a closing sheet keeps its content).
    func element(_ id: StackElementID) -> Content? {
        (store.scope(element: id) ?? store.lastScope(element: id)).map(screen)
    }

    /// What this layer shows, observed by its depth (``ScreenStack/subscript(layerAt:)``);
    /// `nil` once its first screen has left (a closing sheet's layer).
    var shown: ShownLayer? {
        let layer = store[dynamicMember: \.[layerAt: depth]]
        return layer?.base == base ? layer : nil
    }

    /// The screens pushed on `base`, read from the store each time SwiftUI reads it (observed
    /// here, so a change redraws); a write is the user's pop, sent as the stack's agreement.
    var path: Binding<[StackElementID]> {
        _ = shown
        return Binding(get: { @MainActor [store, base] in store.state[pushedOn: base] }, set: { @MainActor [store, base] path in
            guard let action: StackAction<Screen, ScreenAction> = store.state.agreement(with: [base] + path) else { return }
            store.send(action)
        })
    }

    /// Whether a modal is up over this layer; a write of `false` is the user closing the one shown.
    var modalShown: Binding<Bool> {
        let modal = shown?.modal
        let isShown = ScreenStack<Screen>.isModalShown(modal, layerAppeared: appeared)
        return Binding(get: { @MainActor in isShown }, set: { @MainActor [store] shown in
            guard !shown, let modal, let action: StackAction<Screen, ScreenAction> = store.state.agreement(closingModal: modal) else { return }
            store.send(action)
        })
    }
}

/// How long a `StackNavigation` layer waits for its presentation marker's first sign before it
/// says so and takes itself as on screen.
package enum StackNavigationTiming {
    @MainActor package static var markerBound = Duration.seconds(2)
}
#endif
