import Store
import SwiftUI

// The screens of SwiftUITimeScenarios: the desk with every SwiftUI modifier of the Store module,
// and the same two children as plain SwiftUI sheets.

/// A page in a sheet: its number in a navigation stack of its own (a layer), and its dialog.
struct SheetPageView: View {
    let store: Store<Page, PageAction>
    var body: some View {
        NavigationStack(path: Binding(get: { [Int]() }, set: { _ in })) {
            Text(verbatim: "\(store.number)")
        }
        .dialog(store, state: \.dialog, action: PageAction.dialog)
    }
}

struct TimeDeskView: View {
    let store: Store<TimeDesk, TimeDeskAction>
    var body: some View {
        NavigationStack(path: Binding(get: { [Int]() }, set: { _ in })) {
            Text(verbatim: "desk")
        }
        .sheet(store, state: \.editor, action: TimeDeskAction.editor) { SheetPageView(store: $0) }
        .fullScreenCover(store, state: \.cover, action: TimeDeskAction.cover) { SheetPageView(store: $0) }
        .sheet(store, destination: \.destination, action: TimeDeskAction.destination,
               case: ScreenCase(TimeDestination.first, TimeDestinationAction.first)) { SheetPageView(store: $0) }
        .sheet(store, destination: \.destination, action: TimeDeskAction.destination,
               case: TimeDestination.second, TimeDestinationAction.second) { SheetPageView(store: $0) }
        .fullScreenCover(store, destination: \.destination, action: TimeDeskAction.destination,
                         case: ScreenCase(TimeDestination.cover, TimeDestinationAction.cover)) { SheetPageView(store: $0) }
        .fullScreenCover(store, destination: \.destination, action: TimeDeskAction.destination,
                         case: TimeDestination.otherCover, TimeDestinationAction.otherCover) { SheetPageView(store: $0) }
        .dialog(store, state: \.dialog, action: TimeDeskAction.dialog)
        .dialog(store, destination: \.destination, action: TimeDeskAction.destination,
                case: ScreenCase(TimeDestination.alert, TimeDestinationAction.alert))
        .dialog(store, destination: \.destination, action: TimeDeskAction.destination,
                case: TimeDestination.confirm, TimeDestinationAction.confirm)
    }
}

/// The desk's two children, each a plain SwiftUI sheet, and its dialog a plain alert: no store
/// modifier staggers or holds them.
struct PlainSheetsView: View {
    let store: Store<TimeDesk, TimeDeskAction>
    var body: some View {
        NavigationStack(path: Binding(get: { [Int]() }, set: { _ in })) {
            Text(verbatim: "desk")
        }
        .sheet(isPresented: Binding(get: { store.editor != nil }, set: { _ in })) {
            NavigationStack(path: Binding(get: { [Int]() }, set: { _ in })) { Text(verbatim: "2") }
        }
        .fullScreenCover(isPresented: Binding(get: { store.cover != nil }, set: { _ in })) {
            NavigationStack(path: Binding(get: { [Int]() }, set: { _ in })) { Text(verbatim: "3") }
        }
        .alert("Desk?", isPresented: Binding(get: { store.dialog != nil }, set: { _ in }), presenting: store.dialog) { _ in
            Button(action: {}, label: { Text(verbatim: "Yes") })
        } message: { _ in
            Text(verbatim: "")
        }
    }
}

/// The desk whose dialog is asked, through the desk's store, from inside the editor's sheet.
struct AskingInSheetView: View {
    let store: Store<TimeDesk, TimeDeskAction>
    var body: some View {
        NavigationStack(path: Binding(get: { [Int]() }, set: { _ in })) {
            Text(verbatim: "desk")
        }
        .sheet(store, state: \.editor, action: TimeDeskAction.editor) {
            SheetPageView(store: $0).dialog(store, state: \.dialog, action: TimeDeskAction.dialog)
        }
    }
}
