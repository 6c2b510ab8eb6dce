// The driver's side of the SwiftUI model: it draws a view tree (bodies under Observation
// tracking; an update runs only when something a body read has changed), records the screens
// of each navigation layer and the dialog up, and takes the user's gestures by writing the
// bindings as SwiftUI documents it. Rules where the pages are silent, strictest reading:
// - one presentation change per update: a second sheet that should come or go in the same
//   update does not, until a later update (and nothing schedules one);
// - a navigation stack reads its path binding back right after it writes it, and must read
//   what it wrote;
// - a sheet that closes draws its content once more while it slides away, and must not be
//   blank;
// - a view's body is evaluated again only when something it read changed or its parent made it
//   with other inputs (SwiftUI+Inputs.swift); otherwise its last body is drawn as it was.
import Observation

@MainActor
public final class SwiftUIModel {
    /// The screens of each navigation layer, from the root up; a screen is its texts.
    public private(set) var layers: [[String]] = []
    /// The dialog up, and its buttons' labels.
    public private(set) var dialog: (title: String, buttons: [String])?
    /// Every text the last update drew, in order (what a list outside any navigation shows).
    public private(set) var texts: [String] = []
    /// What broke a rule, in order.
    public var log: [String] = []
    /// Whether something a body read has changed since the last update.
    public private(set) var isDirty = true

    let root: () -> any View
    var paths: [(read: @MainActor () -> [AnyHashable], write: @MainActor ([AnyHashable]) -> Void)] = []
    var sheetBindings: [(key: String, binding: Binding<Bool>)] = []
    var shownSheets: [String: Bool] = [:]
    var dialogActions: [(@MainActor () -> Void)] = []
    var dialogBinding: Binding<Bool>?
    private var position: [String] = []
    private var screenTexts: [String]?
    private var destinations: [(AnyHashable) -> (any View)?] = []
    private var changesThisUpdate = 0
    /// Each `State`'s storage, by the place of its view and its name.
    private var states: [String: AnyObject] = [:]
    /// The places drawn in the last update and in this one; an `onAppear` runs for a new place.
    private var drawnBefore: Set<String> = []
    private var drawnNow: Set<String> = []
    private var appearing: [@MainActor () -> Void] = []
    /// How many texts have been drawn, to tell a blank draw.
    private var textsDrawn = 0
    private var collectingButtons: [(String, @MainActor () -> Void)]?
    /// The screen being drawn (its layer, its place in it), and the controls each screen drew.
    private var screenDrawn: (layer: Int, index: Int)?
    var controls: [(screen: (layer: Int, index: Int), control: Control)] = []
    /// Each view's last body, by its place: the view it came from, and whether something that
    /// body read has changed since (told only by the tracking of that evaluation, its number).
    private var bodies: [String: (view: any View, body: any View, invalidated: Bool, evaluation: Int)] = [:]
    private var placesDrawn: Set<String> = []
    private var bodiesEvaluated = 0
    /// The bodies evaluated since the driver last cleared them: each view's type and place.
    public private(set) var evaluations: [(view: String, place: String)] = []

    /// Forgets the bodies evaluated so far (the driver counts those of one step).
    public func clearEvaluations() {
        evaluations = []
    }

    public init(root: @escaping () -> any View) {
        self.root = root
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
        dialogBinding = nil
        changesThisUpdate = 0
        drawnNow = []
        appearing = []
        placesDrawn = []
        texts = []
        controls = []
        withObservationTracking {
            draw(root(), at: "root")
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.isDirty = true }
        }
        bodies = bodies.filter { placesDrawn.contains($0.key) }
        drawnBefore = drawnNow
        let actions = appearing
        appearing = []
        for action in actions { action() }
    }

    /// Updates while something changed (each `onAppear` may start another), at most `limit`.
    public func settle(limit: Int = 20) {
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

    func draw(_ view: any View, at component: String) {
        position.append(component)
        defer { position.removeLast() }
        if let primitive = view as? any PrimitiveView {
            primitive.draw(self)
        } else {
            let key = position.joined(separator: "/")
            for child in Mirror(reflecting: view).children {
                if let state = child.value as? any StateField { state.attach(self, key: key + "." + (child.label ?? "")) }
            }
            placesDrawn.insert(key)
            draw(body(of: view, at: key), at: "\(type(of: view))")
        }
    }

    /// The view's last body if its inputs are the same and nothing it read has changed; else
    /// its body, evaluated under its own Observation tracking (what it reads is merged into the
    /// update's too).
    private func body(of view: any View, at key: String) -> any View {
        if let last = bodies[key], !last.invalidated, sameInput(last.view, view) { return last.body }
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
        bodies[key] = (view, body, false, evaluation)
        evaluations.append(("\(type(of: view))", key))
        return body
    }

    private func body<V: View>(of view: V) -> any View { view.body }

    func text(_ content: String) {
        textsDrawn += 1
        texts.append(content)
        screenTexts?.append(content)
    }

    func button(label: some View, action: @escaping @MainActor () -> Void) {
        guard collectingButtons != nil else {
            let before = texts.count
            draw(label, at: "label")
            return control(.button(texts[before...].joined(separator: " "), action))
        }
        let saved = screenTexts
        screenTexts = []
        draw(label, at: "label")
        collectingButtons?.append(((screenTexts ?? []).joined(separator: " "), action))
        screenTexts = saved
    }

    /// A control on the screen being drawn, for the user's gestures.
    func control(_ control: Control) {
        if let screenDrawn { controls.append((screenDrawn, control)) }
    }

    func register(_ destination: @escaping (AnyHashable) -> (any View)?) {
        destinations.append(destination)
    }

    /// A navigation stack: a new layer, its root then a destination for each element of the
    /// path it reads from its binding.
    func navigationStack(root: some View, read: @escaping @MainActor () -> [AnyHashable], write: @escaping @MainActor ([AnyHashable]) -> Void) {
        let savedDestinations = destinations
        destinations = []
        layers.append([])
        let layer = layers.count - 1
        paths.append((read, write))
        layers[layer].append(screen(layer, 0) { draw(root, at: "root") })
        for (index, element) in read().enumerated() {
            guard let view = destinations.lazy.compactMap({ $0(element) }).first else {
                log.append("no navigationDestination for \(element)")
                continue
            }
            layers[layer].append(screen(layer, index + 1) { draw(view, at: "destination \(index)") })
        }
        destinations = savedDestinations
    }

    private func screen(_ layer: Int, _ index: Int, _ draw: () -> Void) -> String {
        let saved = screenTexts, savedScreen = screenDrawn
        screenTexts = []
        screenDrawn = (layer, index)
        draw()
        let texts = screenTexts ?? []
        screenTexts = saved
        screenDrawn = savedScreen
        return texts.joined(separator: " ")
    }

    /// A sheet: shown while its binding says so, one presentation change per update.
    func sheet(isPresented: Binding<Bool>, content: () -> some View) {
        let key = position.joined(separator: "/")
        let wanted = isPresented.get(), shown = shownSheets[key] ?? false
        if wanted != shown, changesThisUpdate == 0 {
            changesThisUpdate += 1
            shownSheets[key] = wanted
            if !wanted {
                defer { forget(under: key) }
                let layersBefore = layers, pathsBefore = paths, sheetsBefore = sheetBindings, textsBefore = textsDrawn
                draw(content(), at: "closing sheet")
                layers = layersBefore
                paths = pathsBefore
                sheetBindings = sheetsBefore
                if textsDrawn == textsBefore { log.append("a closing sheet went blank while it slid away (\(key))") }
            }
        }
        guard shownSheets[key] == true else { return }
        sheetBindings.append((key, isPresented))
        draw(content(), at: "sheet")
    }

    /// A sheet that closed takes what it held with it: the sheets and the state inside it.
    func forget(under key: String) {
        let prefix = key + "/"
        shownSheets = shownSheets.filter { !$0.key.hasPrefix(prefix) }
        states = states.filter { !$0.key.hasPrefix(prefix) }
    }

    func dialog(title: String, isPresented: Binding<Bool>, actions: some View) {
        collectingButtons = []
        draw(actions, at: "dialog")
        let buttons = collectingButtons ?? []
        collectingButtons = nil
        dialog = (title, buttons.map(\.0))
        dialogActions = buttons.map(\.1)
        dialogBinding = isPresented
    }
}
