import Router
import Store
import SwiftUI
import UIKit

// The pages app in SwiftUI (StackNavigation, each page's dialog with `.dialog`), run by the
// SwiftUI model: the same checks as on UIKit, through the SwiftUI shells.

struct PagesAppView: View {
    let store: PagesStore
    var body: some View {
        StackNavigation(store) { page in PageView(store: page) }
    }
}

struct PageView: View {
    let store: Store<Page, PageAction>
    var body: some View {
        Text(verbatim: "\(store.number)")
            .dialog(store, state: \.dialog, action: PageAction.dialog)
    }
}

@MainActor
final class SwiftUIDevice {
    let store: PagesStore
    let model: SwiftUIModel
    let counter = ActionCounter()
    var nextNumber = 100

    init(_ initial: ScreenStack<Page>) {
        let store = Store(initialState: initial, reducer: StackRouter(screen: PageReducer()))
        self.store = store
        model = SwiftUIModel(root: { PagesAppView(store: store) })
        counter.watch(store)
    }

    func expected() -> Shown {
        let stack = store.state
        let layers = stack.layerBases.map { stack.layer(from: $0).compactMap { stack[id: $0].map { "\($0.number)" } } }
        return Shown(layers: layers, dialog: stack.elements.last?.screen.dialog.map(\.title))
    }

    /// Whether the next step is checked when it is taken (its presentations finished first), or
    /// left in flight, so that the step after it acts while they run (SwiftUI+Time.swift).
    var settles = true
    /// The actions the front must have sent since the last check.
    var pending = 0

    func check(_ step: String, actions: Int) throws {
        pending += actions
        guard settles else { return model.updateInFlight() }
        let actions = pending
        pending = 0
        model.settle()
        let shown = Shown(layers: model.layers, dialog: model.dialog?.title)
        let wanted = expected()
        var problems: [String] = []
        if shown != wanted { problems.append("the device shows \(shown), the store holds \(wanted)") }
        if !model.log.isEmpty { problems.append("SwiftUI: \(model.log.joined(separator: " | "))") }
        if counter.fromFront != actions { problems.append("the front sent \(counter.fromFront) actions, expected \(actions)") }
        counter.fromFront = 0
        model.log = []
        if !problems.isEmpty { throw Failure(description: "after \(step): " + problems.joined(separator: "; ")) }
    }

    func app(_ action: StackAction<Page, PageAction>, _ step: String) throws {
        let before = Shown(layers: model.layers, dialog: model.dialog?.title)
        counter.send(action, to: store)
        do { try check(step, actions: 0) } catch { throw Failure(description: "\(error) (it showed \(before); the app sent \(action))") }
    }

    /// A gesture: the user touches nothing while a presentation is in flight, so the device
    /// settles first (what was asked meanwhile is checked at the next check).
    func user(_ step: String, _ gesture: () -> Bool) throws {
        if model.isInFlight || model.isDirty { model.settle() }
        guard gesture() else { throw Failure(description: "\(step): the gesture was not possible on \(Shown(layers: model.layers, dialog: model.dialog?.title))") }
        try check(step, actions: 1)
    }

    func newPage() -> Page {
        nextNumber += 1
        return Page(number: nextNumber)
    }

    static func walk(_ steps: Int, _ seed: UInt64) throws -> [String: Int] {
        var random = Random(state: seed)
        let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
        var counts: [String: Int] = [:]
        try device.check("start", actions: 0)
        var done = 0
        while done < steps {
            // One step in three acts while the last one's presentations are still in flight,
            // and one in four lets those in flight now finish first: a store change at a random
            // point of a transition (the user touches nothing mid-flight).
            device.settles = random.below(3) != 0
            if random.below(4) == 0 {
                device.model.finishTransitions()
                device.model.updateInFlight()
            }
            if !device.settles, device.model.isInFlight { counts["(taken while a presentation was in flight)", default: 0] += 1 }
            let stack = device.store.state
            let layer = stack.layer(from: stack.layerBases.last ?? stack.root.id)
            let kind: String
            if stack.elements.contains(where: { $0.screen.dialog != nil }) {
                let choice = random.below(4)
                if choice == 2, device.model.dialogIsConfirmation, !device.model.isInFlight, !device.model.isDirty {
                    kind = "user taps outside a confirmation dialog"
                    try device.user("\(done): \(kind)") { device.model.userTapsOutsideDialog() }
                } else if choice == 3, device.model.dialog != nil, !device.model.isInFlight, !device.model.isDirty {
                    kind = "user escapes a dialog"
                    try device.user("\(done): \(kind)") { device.model.userEscapesDialog() }
                } else {
                    kind = "user taps a dialog button"
                    let pick = random.next()
                    try device.user("\(done): \(kind)") {
                        device.model.dialogButtonCount > 0 && device.model.userTapsDialogButton(Int(pick % UInt64(device.model.dialogButtonCount)))
                    }
                }
            } else {
                switch random.below(13) {
                case 0, 1:
                    kind = "app pushes"
                    try device.app(.push(device.newPage()), "\(done): \(kind)")
                case 2 where stack.topModal == nil:
                    kind = "app presents"
                    try device.app(.present(device.newPage()), "\(done): \(kind)")
                case 3 where stack.count > 1:
                    kind = "app pops"
                    try device.app(.pop, "\(done): \(kind)")
                case 12:
                    kind = "app replaces the stack (deep link)"
                    var entries: [StackEntry<Page>] = stack.elements.dropFirst().map { StackEntry($0.presentation, $0.screen) }
                    if random.below(2) == 0 { entries = [] }
                    for _ in 0..<random.below(4) { entries.append(StackEntry(random.below(2) == 0 ? .pushed : .modal, device.newPage())) }
                    try device.app(.replace(root: stack.root.screen, screens: entries), "\(done): \(kind)")
                case 4 where stack.count > 1:
                    kind = "app pops to a screen"
                    try device.app(.popTo(id: stack.elements[random.below(stack.count - 1)].id), "\(done): \(kind)")
                case 5 where stack.topModal != nil:
                    kind = "app dismisses"
                    try device.app(.dismiss, "\(done): \(kind)")
                case 6 where stack.count > 1:
                    kind = "app pops to the root"
                    try device.app(.popToRoot, "\(done): \(kind)")
                case 7:
                    kind = "app asks in a dialog"
                    try device.app(.element(id: stack.top.id, action: Walks.ask(&random)), "\(done): \(kind)")
                case 8 where layer.count > 1:
                    kind = "user taps Back"
                    try device.user("\(done): \(kind)") { device.model.userTapsBack() }
                case 9 where layer.count > 2:
                    kind = "user picks from the Back menu"
                    try device.user("\(done): \(kind)") { device.model.userGoesBack(to: random.below(layer.count - 2)) }
                case 10 where layer.count > 1:
                    kind = "user cancels a swipe back"
                    try device.check("\(done): \(kind)", actions: 0)
                case 11 where stack.topModal != nil:
                    kind = "user swipes a sheet down"
                    try device.user("\(done): \(kind)") { device.model.userSwipesDown() }
                default:
                    continue
                }
            }
            counts[kind, default: 0] += 1
            done += 1
        }
        device.settles = true
        try device.check("end", actions: 0)
        return counts
    }
}

@MainActor
enum SwiftUIScenarios {
    static let all: [(String, @MainActor () throws -> Void)] = [
        ("SwiftUI: the app dismisses a sheet; its content stays while it slides away", {
            let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
            try device.check("start", actions: 0)
            try device.app(.present(Page(number: 2)), "present 2")
            try device.app(.push(Page(number: 3)), "push 3 on the sheet")
            try device.app(.dismiss, "dismiss")
        }),
        ("SwiftUI: Back, a Back menu pick, a swipe down, a dialog button: one action each", {
            let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
            try device.check("start", actions: 0)
            for number in 2...4 { try device.app(.push(Page(number: number)), "push \(number)") }
            try device.user("Back") { device.model.userTapsBack() }
            try device.user("Back menu: the root") { device.model.userGoesBack(to: 0) }
            try device.app(.present(Page(number: 5)), "present 5")
            try device.app(.element(id: device.store.state.top.id, action: .ask(.confirmationDialog)), "a dialog on the sheet")
            try device.user("tap Yes") { device.model.userTapsDialogButton(0) }
            try device.user("swipe down") { device.model.userSwipesDown() }
        }),
        // A screen under a modal asks for a dialog (an effect's failure, say): it waits until
        // the modal is gone, then comes (SwiftUI+Time.swift: no dialog over a covered view).
        ("SwiftUI: a dialog asked by a screen that a modal covers waits for the modal to go, then comes", {
            let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
            try device.check("start", actions: 0)
            let root = device.store.state.root.id
            try device.app(.present(Page(number: 2)), "present 2")
            try device.app(.push(Page(number: 3)), "push 3 on it")
            try device.app(.element(id: root, action: .ask(.alert)), "1 asks under the modal")
            if device.model.dialog != nil { throw Failure(description: "a dialog shown over the modal: \(device.model.dialog!)") }
            try device.app(.dismiss, "the modal goes")
            guard device.model.dialog?.title == "Page 1?" else { throw Failure(description: "1's dialog did not come once the modal went: \(Shown(layers: device.model.layers, dialog: device.model.dialog?.title))") }
            try device.user("tap Yes") { device.model.userTapsDialogButton(0) }
            try device.app(.present(Page(number: 4)), "present 4")
            try device.app(.element(id: root, action: .ask(.confirmationDialog)), "1 asks again under the modal")
            try device.user("swipe 4 down") { device.model.userSwipesDown() }
        }),
        // A tap outside a confirmation dialog runs no button: the store must still let it go,
        // and the page's next dialog must come (SwiftUI+Time.swift).
        ("SwiftUI: the user taps outside a confirmation dialog, on the root and on a sheet; an alert stays", {
            let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
            try device.check("start", actions: 0)
            try device.app(.element(id: device.store.state.top.id, action: .ask(.confirmationDialog)), "a dialog on the root")
            try device.user("tap outside it") { device.model.userTapsOutsideDialog() }
            try device.app(.element(id: device.store.state.top.id, action: .ask(.confirmationDialog)), "the same dialog again")
            try device.user("tap Yes") { device.model.userTapsDialogButton(0) }
            try device.app(.present(Page(number: 2)), "present 2")
            try device.app(.element(id: device.store.state.top.id, action: .ask(.confirmationDialog)), "a dialog on the sheet")
            try device.user("tap outside it") { device.model.userTapsOutsideDialog() }
            try device.app(.element(id: device.store.state.top.id, action: .ask(.alert)), "an alert on the sheet")
            if device.model.userTapsOutsideDialog() { throw Failure(description: "a tap outside closed an alert") }
            try device.user("tap OK") { device.model.userTapsDialogButton(0) }
        }),
        // SwiftUI shows one presentation change per update: a modal over a modal comes one
        // layer at a time.
        ("SwiftUI: two modals in one change (a deep link), and a store that starts with them", {
            let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
            try device.check("start", actions: 0)
            let two = [StackEntry(.modal, Page(number: 2)), StackEntry(.pushed, Page(number: 3)), StackEntry(.modal, Page(number: 4))]
            try device.app(.replace(root: Page(number: 1), screens: two), "two modals")
            var stack = ScreenStack(root: Page(number: 1))
            _ = stack.replace(root: Page(number: 1), with: two.map { ($0.presentation, $0.screen) })
            try SwiftUIDevice(stack).check("start with two modals", actions: 0)
        }),
        // Presentations in flight (SwiftUI+Time.swift): the store changes while a sheet still
        // slides in or away; what it asked meanwhile must come once the flight is over.
        // Pushes and pops take time too (SwiftUIModel+Pushes.swift): what the store asks while
        // one runs, or in the same change as one, must come once it has finished.
        ("SwiftUI: the store changes while a push runs: popped mid-push, a second push (a double tap), a deep link that pushes and presents, a push while the user's Back runs", {
            let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
            try device.check("start", actions: 0)
            device.settles = false
            try device.app(.push(Page(number: 2)), "push 2 (in flight)")
            try device.app(.popToRoot, "pop to the root while 2 slides in")
            device.settles = true
            try device.check("the root alone", actions: 0)
            device.settles = false
            try device.app(.push(Page(number: 3)), "push 3 (in flight)")
            try device.app(.push(Page(number: 4)), "push 4 while 3 slides in")
            device.settles = true
            try device.check("3 and 4 pushed", actions: 0)
            try device.app(.replace(root: Page(number: 1), screens: [StackEntry(.pushed, Page(number: 5)), StackEntry(.modal, Page(number: 6))]),
                           "a deep link: 5 pushed and 6 presented over it, in one change")
            try device.user("swipe 6 down") { device.model.userSwipesDown() }
            try device.app(.push(Page(number: 7)), "push 7")
            device.settles = false
            try device.user("Back from 7") { device.model.userTapsBack() }
            try device.app(.push(Page(number: 8)), "push 8 while 7 slides away")
            device.settles = true
            try device.check("5 and 8", actions: 0)
        }),
        ("SwiftUI: the store changes while a sheet slides in or away: dismissed mid-presentation, presented mid-dismissal, a dialog asked mid-flight", {
            let device = SwiftUIDevice(ScreenStack(root: Page(number: 1)))
            try device.check("start", actions: 0)
            device.settles = false
            try device.app(.present(Page(number: 2)), "present 2 (in flight)")
            try device.app(.dismiss, "dismiss 2 while it slides in")
            device.settles = true
            try device.check("2 gone", actions: 0)
            try device.app(.present(Page(number: 3)), "present 3")
            device.settles = false
            try device.app(.dismiss, "dismiss 3 (in flight)")
            try device.app(.present(Page(number: 4)), "present 4 while 3 slides away")
            try device.app(.element(id: device.store.state.top.id, action: .ask(.alert)), "4 asks while it slides in")
            device.settles = true
            try device.check("4 up, its alert shown", actions: 0)
            try device.user("tap Yes") { device.model.userTapsDialogButton(0) }
            device.settles = false
            try device.app(.replace(root: Page(number: 1), screens: [StackEntry(.modal, Page(number: 5)), StackEntry(.modal, Page(number: 6))]),
                           "a deep link: 5, and 6 over it (4 slides away, 5 waits)")
            try device.app(.popToRoot, "back to the root while 6 waits")
            device.settles = true
            try device.check("the root alone", actions: 0)
        }),
    ]
}
