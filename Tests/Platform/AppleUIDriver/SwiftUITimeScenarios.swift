import Store
import SwiftUI

// Every SwiftUI modifier of the Store module run by the SwiftUI model on one screen: a sheet and
// a cover from an optional child (`.sheet(store, state:)`, `.fullScreenCover(store, state:)`),
// the four destination forms (a `ScreenCase` and two constructors, sheet and cover), and the
// three dialog forms (`.dialog(store, state:)` and the destination's two). The checks are those
// of the pages app: the device shows what the store holds, a gesture sends one action, and the
// model logged nothing.

struct TimeDesk: Equatable, Sendable {
    var editor: Page?
    var cover: Page?
    var destination: TimeDestination?
    var dialog: DialogState<Answer>?
}

enum TimeDestination: Equatable, Sendable {
    case first(Page), second(Page), cover(Page), otherCover(Page)
    case alert(DialogState<Answer>), confirm(DialogState<Answer>)

    var page: Page? {
        switch self {
        case .first(let page), .second(let page), .cover(let page), .otherCover(let page): page
        case .alert, .confirm: nil
        }
    }

    var dialog: DialogState<Answer>? {
        switch self {
        case .alert(let dialog), .confirm(let dialog): dialog
        default: page?.dialog
        }
    }
}

enum TimeDestinationAction: Equatable, Sendable {
    case first(PageAction), second(PageAction), cover(PageAction), otherCover(PageAction)
    case alert(Answer), confirm(Answer)
}

enum TimeDeskAction: Equatable, Sendable {
    /// The app sets what the screen holds, in one action (a deep link).
    case set(TimeDesk)
    case editor(PresentationAction<PageAction>)
    case cover(PresentationAction<PageAction>)
    case destination(PresentationAction<TimeDestinationAction>)
    case dialog(PresentationAction<Answer>)
}

struct TimeDeskReducer: Reducer {
    func reduce(into state: inout TimeDesk, action: TimeDeskAction) -> Effect<TimeDeskAction> {
        switch action {
        case .set(let desk): state = desk
        case .editor(.dismiss): state.editor = nil
        case .editor(.presented(let action)): state.editor = state.editor.map { page(page: $0, action) }
        case .cover(.dismiss): state.cover = nil
        case .cover(.presented(let action)): state.cover = state.cover.map { page(page: $0, action) }
        case .destination(.dismiss), .destination(.presented(.alert)), .destination(.presented(.confirm)): state.destination = nil
        case .destination(.presented(let action)):
            switch (state.destination, action) {
            case (.first(let shown)?, .first(let action)): state.destination = .first(page(page: shown, action))
            case (.second(let shown)?, .second(let action)): state.destination = .second(page(page: shown, action))
            case (.cover(let shown)?, .cover(let action)): state.destination = .cover(page(page: shown, action))
            case (.otherCover(let shown)?, .otherCover(let action)): state.destination = .otherCover(page(page: shown, action))
            default: break
            }
        case .dialog: state.dialog = nil
        }
        return .none
    }

    func page(page: Page, _ action: PageAction) -> Page {
        var page = page
        _ = PageReducer().reduce(into: &page, action: action)
        return page
    }
}

@MainActor
final class TimeDeskDevice {
    let store = Store(initialState: TimeDesk(), reducer: TimeDeskReducer())
    let model: SwiftUIModel
    let counter = ActionCounter()

    /// The desk's dialog is asked from inside the editor's sheet (`AskingInSheetView`).
    let asksInEditor: Bool

    /// With `plain`, the screen is `PlainSheetsView`: what SwiftUI does, whatever asks it.
    init(plain: Bool = false, asksInEditor: Bool = false) {
        let store = self.store
        self.asksInEditor = asksInEditor
        model = plain ? SwiftUIModel(root: { PlainSheetsView(store: store) })
            : asksInEditor ? SwiftUIModel(root: { AskingInSheetView(store: store) }) : SwiftUIModel(root: { TimeDeskView(store: store) })
        counter.watch(store)
    }

    /// Which of the desk's sheets (editor, cover, destination) the last check saw up.
    var sheetUp: Int?

    /// The desk, the one sheet up (the desk presents one at a time: the one up stays while
    /// held, else the first held in the order its modifiers are written) and the dialog.
    func expected() -> Shown {
        let state = store.state
        let sheets = upNow().map { held[$0]! }.map { [$0] } ?? []
        // A dialog of the desk's waits while a sheet covers the desk (SwiftUI+Time.swift).
        let dialog = asksInEditor ? state.dialog
            : sheets.isEmpty ? state.dialog ?? state.destination?.dialog : sheets.last?.dialog
        return Shown(layers: [["desk"]] + sheets.map { ["\($0.number)"] }, dialog: dialog?.title)
    }

    /// The desk's sheets, held or not: editor, cover, destination.
    var held: [Page?] { [store.state.editor, store.state.cover, store.state.destination?.page] }

    /// Whether the last check saw a dialog of the desk's up: while the store holds one, it
    /// holds the desk's sheets back (a dialog that replaces it comes in its place).
    var deskDialogUp = false

    /// The sheet up now: the one up at the last check while still held, else none while a
    /// dialog of the desk's is up, else the first held.
    func upNow() -> Int? {
        if let up = sheetUp, held[up] != nil { return up }
        if deskDialogUp, !asksInEditor, store.state.dialog ?? store.state.destination?.dialog != nil { return nil }
        return held.firstIndex { $0 != nil }
    }

    var shown: Shown { Shown(layers: model.layers, dialog: model.dialog?.title) }

    func check(_ step: String, actions: Int) throws {
        model.settle()
        var problems: [String] = []
        if shown != expected() { problems.append("the device shows \(shown), the store holds \(expected())") }
        sheetUp = upNow()
        deskDialogUp = sheetUp == nil && model.dialog != nil
        if !model.log.isEmpty { problems.append("SwiftUI: \(model.log.joined(separator: " | "))") }
        if counter.fromFront != actions { problems.append("the front sent \(counter.fromFront) actions, expected \(actions)") }
        counter.fromFront = 0
        model.log = []
        if !problems.isEmpty { throw Failure(description: "after \(step): " + problems.joined(separator: "; ")) }
    }

    /// The app changes the state; with `settle`, the device catches up before the check.
    func app(_ change: (inout TimeDesk) -> Void, _ step: String) throws {
        var desk = store.state
        change(&desk)
        counter.send(.set(desk), to: store)
        try check(step, actions: 0)
    }

    /// The app changes the state and the device settles, unchecked: what the model itself
    /// does is the scenario's to judge.
    func settles(after change: (inout TimeDesk) -> Void) {
        var desk = store.state
        change(&desk)
        counter.send(.set(desk), to: store)
        model.settle()
    }

    func user(_ step: String, actions: Int = 1, _ gesture: () -> Bool) throws {
        guard gesture() else { throw Failure(description: "\(step): the gesture was not possible on \(shown)") }
        try check(step, actions: actions)
    }
}

@MainActor
enum SwiftUITimeScenarios {
    static let question = DialogState<Answer>.alert(title: "Desk?", buttons: [ButtonState("Yes", action: .yes), ButtonState(role: .cancel, "No", action: .no)])
    /// `question`'s text with other answers: on screen, the same dialog.
    static let lookalike = DialogState<Answer>.alert(title: "Desk?", buttons: [ButtonState("Yes", action: .no), ButtonState(role: .cancel, "No", action: .yes)])
    static let another = DialogState<Answer>.alert(title: "Desk, again?", buttons: [ButtonState("Yes", action: .yes)])
    static let choice = DialogState<Answer>.confirmationDialog(title: "Which desk?", buttons: [ButtonState("This one", action: .yes)])

    static let all: [(String, @MainActor () throws -> Void)] = [
        ("SwiftUI: a sheet and a cover from an optional child: shown, swiped down, dismissed by the app, kept while they slide away", {
            let device = TimeDeskDevice()
            try device.check("start", actions: 0)
            try device.app({ $0.editor = Page(number: 2) }, "the editor sheet")
            try device.app({ $0.editor?.dialog = question }, "the editor asks")
            try device.user("tap Yes on the editor's dialog") { device.model.userTapsDialogButton(0) }
            try device.user("swipe the editor down") { device.model.userSwipesDown() }
            try device.app({ $0.cover = Page(number: 3) }, "the cover")
            try device.app({ $0.cover = nil }, "the app dismisses the cover")
            try device.app({ $0.editor = Page(number: 4) }, "the editor again")
            try device.app({ $0.editor = nil }, "the app dismisses the editor")
        }),
        // Two optional children of one store, each with its sheet: an action that lets one go
        // and brings the other asks SwiftUI to close one and present the other in one update;
        // the second waits for the first to be gone (as a destination's cases do), or it would
        // be asked while the first still slides away, and never come.
        ("SwiftUI: the app lets one optional child's sheet go and brings another's in one action: the second comes", {
            let device = TimeDeskDevice()
            try device.check("start", actions: 0)
            try device.app({ $0.editor = Page(number: 2) }, "the editor sheet")
            try device.app({ $0.editor = nil; $0.cover = Page(number: 3) }, "the editor to the cover, in one action")
            try device.app({ $0.cover = nil; $0.editor = Page(number: 4) }, "the cover to the editor, in one action")
            try device.user("swipe the editor down") { device.model.userSwipesDown() }
            try device.app({ $0.cover = Page(number: 5) }, "the cover")
            try device.app({ $0.cover = nil; $0.editor = Page(number: 6) }, "the cover to the editor again")
        }),
        ("SwiftUI: every destination form: a sheet and a cover of each, swiped down or dismissed", {
            let device = TimeDeskDevice()
            try device.check("start", actions: 0)
            try device.app({ $0.destination = .first(Page(number: 2)) }, "first (a ScreenCase)")
            try device.user("swipe first down") { device.model.userSwipesDown() }
            try device.app({ $0.destination = .second(Page(number: 3)) }, "second (two constructors)")
            try device.app({ $0.destination = nil }, "the app dismisses second")
            try device.app({ $0.destination = .cover(Page(number: 4)) }, "a cover (a ScreenCase)")
            try device.app({ $0.destination = nil }, "the app dismisses the cover")
            try device.app({ $0.destination = .otherCover(Page(number: 5)) }, "the other cover (two constructors)")
            try device.user("swipe the other cover down") { device.model.userSwipesDown() }
        }),
        // Fix 6: sheet(item:) "If item changes, the system dismisses the sheet and replaces it
        // with a new one"; a destination's cases are separate modifiers, and the second must
        // still come.
        ("SwiftUI: a destination switches from one case's sheet to another's in one action: the second comes", {
            let device = TimeDeskDevice()
            try device.check("start", actions: 0)
            try device.app({ $0.destination = .first(Page(number: 2)) }, "first")
            try device.app({ $0.destination = .second(Page(number: 3)) }, "first to second, in one action")
            try device.app({ $0.destination = .cover(Page(number: 4)) }, "second to a cover, in one action")
            try device.app({ $0.destination = .otherCover(Page(number: 5)) }, "a cover to the other, in one action")
            try device.app({ $0.destination = .first(Page(number: 6)) }, "the other cover to first, in one action")
            try device.user("swipe first down") { device.model.userSwipesDown() }
            try device.app({ $0.destination = .second(Page(number: 7)) }, "second")
        }),
        ("SwiftUI: every dialog form: the state's, a destination's alert and confirmation dialog, a tap each", {
            let device = TimeDeskDevice()
            try device.check("start", actions: 0)
            try device.app({ $0.dialog = question }, "the desk asks")
            try device.user("tap No") { device.model.userTapsDialogButton(1) }
            try device.app({ $0.destination = .alert(question) }, "a destination's alert")
            try device.user("tap Yes") { device.model.userTapsDialogButton(0) }
            try device.app({ $0.destination = .confirm(choice) }, "a destination's confirmation dialog")
            try device.user("tap This one") { device.model.userTapsDialogButton(0) }
        }),
        // Fix 7: the user taps a dialog the store has replaced before the view updated; SwiftUI
        // closed what it showed and the store refuses the answer. A replacement that looks the
        // same would not be shown again: the front sends `.dismiss`. One that looks different is
        // a new view (item 3): it comes up, and the user answers it.
        ("SwiftUI: a dialog answer the store refuses (the dialog was replaced meanwhile): screen and store agree", {
            let device = TimeDeskDevice()
            try device.check("start", actions: 0)
            try device.app({ $0.dialog = question }, "the desk asks")
            var desk = device.store.state
            desk.dialog = lookalike
            device.counter.send(.set(desk), to: device.store)
            try device.user("tap Yes on a dialog replaced by one that looks the same, before the view updated") { device.model.userTapsDialogButton(0) }
            try device.app({ $0.dialog = question }, "the desk asks again")
            desk = device.store.state
            desk.dialog = another
            device.counter.send(.set(desk), to: device.store)
            try device.user("tap Yes on a dialog replaced by another, before the view updated", actions: 0) { device.model.userTapsDialogButton(0) }
            try device.user("tap Yes on the other, now shown") { device.model.userTapsDialogButton(0) }
            try device.app({ $0.destination = .alert(question) }, "a destination's alert")
            desk = device.store.state
            desk.destination = .alert(lookalike)
            device.counter.send(.set(desk), to: device.store)
            try device.user("tap Yes on the replaced destination alert") { device.model.userTapsDialogButton(0) }
            try device.app({ $0.destination = .confirm(choice) }, "a destination's confirmation dialog")
            desk = device.store.state
            desk.destination = nil
            device.counter.send(.set(desk), to: device.store)
            try device.user("tap a dialog the store already let go of", actions: 0) { device.model.userTapsDialogButton(0) }
        }),
        // Item 3 of issue 58: a dialog on screen is not changed in place (SwiftUI+Time.swift); the
        // app's new question must still be the one the user sees and answers.
        ("SwiftUI: the app replaces an alert that is on screen with another: the new one is shown and answered", {
            let device = TimeDeskDevice()
            try device.check("start", actions: 0)
            try device.app({ $0.dialog = question }, "the desk asks")
            try device.app({ $0.dialog = another }, "the desk asks another question in its place")
            try device.user("tap Yes on the new question") { device.model.userTapsDialogButton(0) }
            try device.app({ $0.destination = .alert(question) }, "a destination's alert")
            try device.app({ $0.destination = .alert(another) }, "another in its place")
            try device.user("tap Yes on it") { device.model.userTapsDialogButton(0) }
        }),
        // The model's rule (SwiftUI+Time.swift): a presentation asked while another is in flight
        // is not taken in that update, and is dropped if nothing updates the view afterwards.
        // Two plain `sheet(isPresented:)` modifiers ask it (every one of the store's waits).
        ("SwiftUI model: a sheet asked while another is in flight is not taken, and logged as dropped", {
            let device = TimeDeskDevice(plain: true)
            try device.check("start", actions: 0)
            var desk = device.store.state
            desk.editor = Page(number: 2)
            device.counter.send(.set(desk), to: device.store)
            device.model.updateInFlight()
            guard device.model.isInFlight else { throw Failure(description: "the editor sheet is not in flight after the update that presented it") }
            desk = device.store.state
            desk.cover = Page(number: 3)
            device.counter.send(.set(desk), to: device.store)
            device.model.settle()
            let logged = device.model.log.contains { $0.hasPrefix("a presentation change asked while another was in flight was dropped") }
            guard logged, device.model.layers.count == 2 else {
                throw Failure(description: "the cover asked while the editor slid in: the model showed \(device.shown) and logged \(device.model.log)")
            }
        }),
        // The model's rule (SwiftUI+Time.swift): a dialog asked from a view that a sheet covers
        // is not shown, and the model says so. A plain `alert` under a plain `sheet` asks it.
    ]
}
