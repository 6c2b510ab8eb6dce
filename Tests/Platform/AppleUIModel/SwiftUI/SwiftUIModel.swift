// The driver's side of the SwiftUI model: it draws a view tree (bodies under Observation
// tracking; an update runs only when something a body read has changed), records the screens
// of each navigation layer and the dialog up, and takes the user's gestures by writing the
// bindings as SwiftUI documents it. Rules where the pages are silent, strictest reading:
// - one presentation change per update: a second sheet that should come or go in the same
//   update does not, until a later update (and nothing schedules one); the model logs each
//   change it defers, and one still deferred when the view is settled is a change dropped: a
//   failure, named (SwiftUI+Time.swift);
// - one sheet per layer: a sheet asked while another sheet presented from the same layer (the
//   root, or one sheet's content) is up is not shown. On a device the layer's hosting
//   controller presents it, and UIKit does not let a controller that presents present again
//   (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:),
//   as the UIKit model reads it); the pages of `sheet` are silent on two at once. It is shown by a
//   later update once the other is gone; still asked when the view is settled, it is a failure;
// - a sheet's `onDismiss` runs after the update that dismissed it, or right after the user's
//   swipe (the page says "when dismissing the sheet" and no more; after the update is the
//   reading under which what it writes is a new update, as for `onAppear`);
// - a dialog the user's tap closed stays closed until its binding reads `false` again, and a
//   dialog on a view that a sheet covers is not shown (SwiftUI+Time.swift);
// - a navigation stack reads its path binding back right after it writes it, and must read
//   what it wrote;
// - a sheet that closes draws its content once more while it slides away, and must not be
//   blank;
// - a view's body is evaluated again only when something it read changed or its parent made it
//   with other inputs (SwiftUI+Inputs.swift); otherwise its last body is drawn as it was.
import Observation
import UIKit

@MainActor
public final class SwiftUIModel {
    /// The screens of each navigation layer, from the root up; a screen is its texts.
    public internal(set) var layers: [[String]] = []
    /// The dialog up, and its buttons' labels.
    public internal(set) var dialog: (title: String, buttons: [String])?
    /// Every text the last update drew, in order (what a list outside any navigation shows).
    public private(set) var texts: [String] = []
    /// What broke a rule, in order.
    public var log: [String] = []
    /// Whether something a body read has changed since the last update.
    public private(set) var isDirty = true

    let root: () -> any View
    var paths: [(key: String, read: @MainActor () -> [AnyHashable], write: @MainActor ([AnyHashable]) -> Void)] = []
    var sheetBindings: [(key: String, binding: Binding<Bool>, onDismiss: (() -> Void)?)] = []
    var shownSheets: [String: Bool] = [:]
    var dialogActions: [(@MainActor () -> Void)] = []
    /// Which of the shown dialog's buttons has the cancel role, if one has.
    var dialogCancel: Int?
    /// How many buttons the shown dialog has.
    public var dialogButtonCount: Int { dialogActions.count }
    var dialogBinding: Binding<Bool>?
    /// Whether the dialog shown is a confirmation dialog (a tap outside closes it).
    public internal(set) var dialogIsConfirmation = false
    /// The dialog shown and its place, for the user's tap to remember (SwiftUI+Time.swift).
    var dialogKey: String?
    /// The places of dialogs the user's tap closed, while their binding has not read `false`.
    var closedByUser: Set<String> = []
    /// The places of the dialog modifiers drawn in this update: a place not drawn is a view gone,
    /// and what the model remembered of its dialog goes with it.
    var dialogPlaces: Set<String> = []
    /// How many sheets' contents enclose the view being drawn.
    var sheetsAround = 0
    /// A dialog drawn in this update, with how many sheets' contents enclose it.
    var dialogAsked: (title: String, buttons: [(String, @MainActor () -> Void)], binding: Binding<Bool>, key: String, around: Int, confirmation: Bool, cancel: Int?)?
    /// The sheets and paths whose change this update deferred, and the dismissals whose
    /// `onDismiss` runs after it.
    var deferredSheets: [(key: String, inFlight: Bool)] = []
    /// The sheets this update did not show because another sheet of their layer was up.
    var sheetsRefused: [String] = []
    var dismissed: [@MainActor () -> Void] = []
    /// The presentations and dismissals that have not finished: each sheet's place (or the
    /// place of the screen a push brings or a pop takes), and whether it is coming (`true`) or
    /// going (SwiftUI+Time.swift, SwiftUIModel+Pushes.swift).
    var inFlight: [String: Bool] = [:] {
        didSet { coordinateFlights() }
    }
    /// The coordinator of the flights under way, which the controllers they reach see
    /// (SwiftUI+DialogTime.swift).
    var flightCoordinator: ModelTransitionCoordinator?
    /// What each navigation stack shows, by its place, and the stacks this update drew.
    var shownPaths: [String: [AnyHashable]] = [:]
    var stacksDrawn: Set<String> = []
    /// What runs when each flight finishes: the `viewDidAppear(_:)` of the view controllers a
    /// presentation brings, the `viewDidDisappear(_:)` of those a dismissal takes away.
    var comingIn: [String: [@MainActor () -> Void]] = [:]
    var goingOut: [String: [@MainActor () -> Void]] = [:]
    /// The view controllers of `UIViewControllerRepresentable`s, by place, and whether this
    /// update drew them (SwiftUI+Representable.swift).
    var controllers: [String: (controller: AnyObject, drawn: Bool)] = [:]
    /// Whether the content of a closing sheet is being drawn (its last frame: nothing is made).
    var drawingClosing = false
    /// The dialog on screen since an earlier update: its place, title, buttons and their actions.
    var presentedDialog: (key: String, title: String, buttons: [String], actions: [@MainActor () -> Void], cancel: Int?)?
    /// A dialog this update asked while a presentation was in flight (not shown yet).
    var dialogDeferred: String?
    /// A dialog this update asked from a view that a sheet covers (not shown).
    var dialogCovered: String?
    /// What the model did that the page allows but a reader of the run should see (deferrals).
    public var notes: [String] = []
    var position: [String] = []
    var screenTexts: [String]?
    var destinations: [(AnyHashable) -> (any View)?] = []
    var changesThisUpdate = 0
    /// Each `State`'s storage, by the place of its view and its name.
    var states: [String: AnyObject] = [:]
    /// The places drawn in the last update and in this one; an `onAppear` runs for a new place.
    private var drawnBefore: Set<String> = []
    private var drawnNow: Set<String> = []
    var appearing: [@MainActor () -> Void] = []
    /// How many texts have been drawn, to tell a blank draw.
    var textsDrawn = 0
    var collectingButtons: [(String, @MainActor () -> Void)]?
    /// The index among `collectingButtons` of the one whose role is cancel.
    var collectingCancel: Int?
    /// The screen being drawn (its layer, its place in it), and the controls each screen drew.
    var screenDrawn: (layer: Int, index: Int)?
    var controls: [(screen: (layer: Int, index: Int), control: Control)] = []
    /// Each view's last body, by its place: the view it came from, and whether something that
    /// body read has changed since (told only by the tracking of that evaluation, its number);
    /// for a view that reads the environment, the values it read (SwiftUI+Environment.swift).
    private var bodies: [String: (view: any View, body: any View, invalidated: Bool, evaluation: Int, environment: String?)] = [:]
    /// The environment where the view being drawn is (SwiftUI+Environment.swift).
    var environment = EnvironmentValues()
    private var placesDrawn: Set<String> = []
    private var bodiesEvaluated = 0
    /// The bodies evaluated since the driver last cleared them: each view's type and place.
    public private(set) var evaluations: [(view: String, place: String)] = []

    /// Forgets the bodies evaluated so far (the driver counts those of one step).
    public func clearEvaluations() {
        evaluations = []
    }

    /// A model of a SwiftUI app: `root` is its window's content, and the window's root view
    /// controller stands for the app's hosting controller (`HostingRoot`); a model that a UIKit
    /// app's own `UIHostingController` draws (`ownsWindow: false`) leaves the window to the app.
    public init(root: @escaping () -> any View, ownsWindow: Bool = true) {
        self.root = root
        #if canImport(UIKit)
        if ownsWindow { UIKitModel.window.rootViewController = HostingRoot(model: self) }
        #endif
    }

    /// Draws the tree if something it read changed.
    public func update() {
        guard isDirty else { return }
        isDirty = false
        layers = []
        dialog = nil
        paths = []
        sheetBindings = []
        dialogActions = []
        dialogCancel = nil
        dialogBinding = nil
        dialogIsConfirmation = false
        dialogKey = nil
        dialogAsked = nil
        deferredSheets = []
        sheetsRefused = []
        dismissed = []
        dialogDeferred = nil
        dialogCovered = nil
        dialogPlaces = []
        sheetsAround = 0
        changesThisUpdate = 0
        drawnNow = []
        appearing = []
        placesDrawn = []
        texts = []
        controls = []
        stacksDrawn = []
        environment = EnvironmentValues()
        withObservationTracking {
            draw(root(), at: "root")
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.isDirty = true }
        }
        bodies = bodies.filter { placesDrawn.contains($0.key) }
        shownPaths = shownPaths.filter { stacksDrawn.contains($0.key) }
        drawnBefore = drawnNow
        closedByUser.formIntersection(dialogPlaces)
        #if canImport(UIKit)
        removeUndrawnControllers()
        #endif
        showDialogAsked()
        let actions = appearing + dismissed
        appearing = []
        dismissed = []
        for action in actions { action() }
    }

    /// Updates while something changed, letting no presentation finish: the device part-way
    /// through its animations, for a walk to act on (SwiftUI+Time.swift).
    public func updateInFlight(limit: Int = 20) {
        turnMainQueue()
        for _ in 0..<limit where isDirty { update() }
    }

    func storage<Value>(for key: String, initial: Value) -> StateStorage<Value> {
        if let stored = states[key] as? StateStorage<Value> { return stored }
        let made = StateStorage(initial)
        states[key] = made
        return made
    }

    func appeared(_ action: @escaping @MainActor () -> Void) {
        let key = position.joined(separator: "/")
        drawnNow.insert(key)
        if !drawnBefore.contains(key) { appearing.append(action) }
    }

    // MARK: Drawing

    /// The place of the view being drawn.
    var placeKey: String { position.joined(separator: "/") }

    func draw(_ view: any View, at component: String) {
        position.append(component)
        defer { position.removeLast() }
        #if canImport(UIKit)
        if let representable = view as? any UIViewControllerRepresentable { return drawRepresentable(representable) }
        #endif
        if let primitive = view as? any PrimitiveView {
            primitive.draw(self)
        } else {
            let key = position.joined(separator: "/")
            var readsEnvironment = false
            for child in Mirror(reflecting: view).children {
                if let state = child.value as? any StateField { state.attach(self, key: key + "." + (child.label ?? "")) }
                if let field = child.value as? any EnvironmentField {
                    field.attach(environment)
                    readsEnvironment = true
                }
            }
            placesDrawn.insert(key)
            draw(body(of: view, at: key, environment: readsEnvironment ? environment.signature : nil), at: "\(type(of: view))")
        }
    }

    /// The view's last body if its inputs are the same and nothing it read has changed; else
    /// its body, evaluated under its own Observation tracking (what it reads is merged into the
    /// update's too).
    private func body(of view: any View, at key: String, environment: String?) -> any View {
        if let last = bodies[key], !last.invalidated, last.environment == environment, sameInput(last.view, view) { return last.body }
        bodiesEvaluated += 1
        let evaluation = bodiesEvaluated
        let body = withObservationTracking {
            self.body(of: view)
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let model = self, model.bodies[key]?.evaluation == evaluation else { return }
                model.bodies[key]?.invalidated = true
                model.isDirty = true
            }
        }
        bodies[key] = (view, body, false, evaluation, environment)
        evaluations.append(("\(type(of: view))", key))
        return body
    }

    private func body<V: View>(of view: V) -> any View { view.body }

    func text(_ content: String) {
        textsDrawn += 1
        texts.append(content)
        screenTexts?.append(content)
    }

    func button(label: some View, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        guard collectingButtons != nil else {
            let before = texts.count
            draw(label, at: "label")
            return control(.button(texts[before...].joined(separator: " "), action))
        }
        let saved = screenTexts
        screenTexts = []
        draw(label, at: "label")
        if role == .cancel { collectingCancel = collectingButtons?.count }
        collectingButtons?.append(((screenTexts ?? []).joined(separator: " "), action))
        screenTexts = saved
    }

    /// A control on the screen being drawn, for the user's gestures.
    func control(_ control: Control) {
        if let screenDrawn { controls.append((screenDrawn, control)) }
    }
}
