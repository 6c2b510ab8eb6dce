import Store
import Testing

@MainActor
@Suite struct PresentationTests {
    static let deleteDune = DialogState<Shelf.Alert>.alert(
        title: "Delete “Dune”?", message: "Its notes go too.",
        buttons: [ButtonState(role: .destructive, "Delete", action: .deleteConfirmed("Dune")), ButtonState(role: .cancel, "Keep")]
    )

    @Test func anAlertIsStateAndTheAnswerReachesTheParentWithTheAlertDown() async throws {
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf(clock: TestClock()))
        try await store.send(.deleteTapped("Dune")) { $0.alert = Self.deleteDune }
        try await store.send(.alert(.presented(.deleteConfirmed("Dune")))) {
            $0.alert = nil
            $0.books = ["Emma", "Beloved"]
        }
        try await store.send(.deleteTapped("Emma")) { $0.alert = .alert(title: "Delete “Emma”?", message: "Its notes go too.", buttons: [
            ButtonState(role: .destructive, "Delete", action: .deleteConfirmed("Emma")), ButtonState(role: .cancel, "Keep"),
        ]) }
        try await store.send(.alert(.dismiss)) { $0.alert = nil }
        try await store.finish()
    }

    @Test func anAnswerNoButtonGivesOrWithNoDialogUpIsRefusedAndChangesNothing() async {
        let shelf = Shelf(clock: TestClock())
        var state = Shelf.State()
        #expect(shelf.composedRejection(of: .alert(.dismiss), in: state) == "no alert or dialog is up, so `.alert(.dismiss)` was dropped")
        state.alert = Self.deleteDune
        #expect(shelf.composedRejection(of: .alert(.presented(.deleteConfirmed("Emma"))), in: state)
            == "the alert “Delete “Dune”?” has no button that sends `.deleteConfirmed(\"Emma\")` (its buttons: “Delete”, “Keep”), so it was dropped")
        #expect(shelf.composedRejection(of: .alert(.presented(.deleteConfirmed("Dune"))), in: state) == nil)
        let before = state
        let warnings = await collectingWarnings {
            _ = shelf.reduce(into: &state, action: .alert(.presented(.deleteConfirmed("Emma"))))
        }
        #expect(state == before, "Emma stays, and so does the alert")
        #expect(warnings.count == 1)
    }

    @Test func aConfirmationDialogAlwaysOffersCancelAndAnAlertAlwaysOffersOK() {
        let dialog = DialogState<Shelf.Sort>.confirmationDialog(title: "Sort", buttons: [ButtonState("By title", action: .byTitle)])
        #expect(dialog.shownButtons.map(\.label) == ["By title", "Cancel"])
        #expect(dialog.shownButtons.last?.role == .cancel)
        let withCancel = DialogState<Shelf.Sort>.confirmationDialog(title: "Sort", buttons: [ButtonState(role: .cancel, "Never mind")])
        #expect(withCancel.shownButtons.map(\.label) == ["Never mind"])
        #expect(DialogState<Shelf.Sort>.alert(title: "Sorted").shownButtons.map(\.label) == ["OK"])
    }

    @Test func aDialogShowsOneCancelButtonTheFirstAndTheOthersAsPlainButtons() {
        let dialog = DialogState<Shelf.Sort>.alert(title: "Sort", buttons: [
            ButtonState(role: .cancel, "Never mind"), ButtonState("By title", action: .byTitle),
            ButtonState(role: .cancel, "Leave it", action: .byTitle),
        ])
        #expect(dialog.shownButtons.map(\.label) == ["Never mind", "By title", "Leave it"])
        #expect(dialog.shownButtons.map(\.role) == [.cancel, nil, nil])
        #expect(dialog.shownButtons[2].action == .byTitle, "the second keeps its action")
        #expect(dialog.cancelButton?.label == "Never mind")
        #expect(dialog.buttons[2].role == .cancel, "the state keeps the dialog as it was given")
        let sheet = DialogState<Shelf.Sort>.confirmationDialog(title: "Sort", buttons: [
            ButtonState("By title", action: .byTitle), ButtonState(role: .cancel, "No"), ButtonState(role: .cancel, "Nope"),
        ])
        #expect(sheet.shownButtons.map(\.role) == [nil, .cancel, nil])
    }

    @Test func anOptionalChildIsPresentedAndDismissedByStateAndItsEffectsEndWithIt() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf(clock: clock))
        try await store.send(.noteTapped("Emma")) { $0.editor = Shelf.Editor.State(book: "Emma") }
        try await store.receive(.editor(.presented(.appeared)))
        await clock.advance(by: .seconds(5))
        try await store.receive(.editor(.presented(.draftSaved))) { $0.editor?.drafts = 1 }
        try await store.send(.editor(.dismiss)) { $0.editor = nil }
        await clock.advance(by: .seconds(60))
        try await store.finish()
    }

    @Test func aChildTheParentSetsToNilHasItsEffectsCancelledToo() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: Shelf.State(), reducer: Shelf(clock: clock))
        try await store.send(.noteTapped("Dune")) { $0.editor = Shelf.Editor.State(book: "Dune") }
        try await store.receive(.editor(.presented(.appeared)))
        try await store.send(.editor(.presented(.typed("sand")))) { $0.editor?.text = "sand" }
        try await store.send(.editor(.presented(.doneTapped))) {
            $0.editor = nil
            $0.notes["Dune"] = "sand"
        }
        await clock.advance(by: .seconds(60))
        try await store.finish()
        #expect(store.state.editor == nil)
    }

    @Test func anActionForADismissedChildIsRefusedAndTheChildsOwnRuleStillHolds() async {
        let shelf = Shelf(clock: TestClock())
        var state = Shelf.State()
        #expect(shelf.composedRejection(of: .editor(.presented(.typed("x"))), in: state)
            == "`.editor(.presented(.typed(\"x\")))` is for an optional part of the state that is nil now")
        #expect(shelf.composedRejection(of: .editor(.dismiss), in: state) != nil)
        state.editor = Shelf.Editor.State(book: "Dune")
        #expect(shelf.composedRejection(of: .editor(.presented(.doneTapped)), in: state) == "an empty note cannot be saved")
        #expect(shelf.composedRejection(of: .editor(.dismiss), in: state) == nil)
    }

    @Test func dialogsReadAndWriteInTheTextSyntax() throws {
        var state = Shelf.State()
        state.alert = Self.deleteDune
        let text = try LiteralText.encode(state.alert)
        #expect(text == #"(kind: "alert", title: "Delete “Dune”?", message: "Its notes go too.", buttons: [(label: "Delete", role: "destructive", action: .deleteConfirmed("Dune")), (label: "Keep", role: "cancel")])"#)
        #expect(try LiteralText.decode(DialogState<Shelf.Alert>.self, from: text) == Self.deleteDune)
        #expect(try LiteralText.decode(Shelf.Action.self, from: ".alert(.presented(.deleteConfirmed(\"Dune\")))") == .alert(.presented(.deleteConfirmed("Dune"))))
        #expect(try LiteralText.decode(Shelf.Action.self, from: ".editor(.dismiss)") == .editor(.dismiss))
    }
}

/// What a user of the console sees of an alert: its buttons are the commands while it is up.
@MainActor
@Suite struct ConsoleDialogTests {
    let printed = ConsoleTests.Printed()

    func console() -> Console<Shelf> {
        Console(
            initialState: Shelf.State(), reducer: Shelf(clock: TestClock()),
            configuration: Console<Shelf>.Configuration(render: Shelf.render, output: Console.Output(out: { [printed] in printed.lines.append($0) }, err: { [printed] in printed.lines.append("! " + $0) }))
        )
    }

    func type(_ console: Console<Shelf>, _ line: String) async -> String {
        _ = printed.take()
        await console.handle(line)
        return printed.take()
    }

    @Test func anAlertsButtonsAreTheCommandsUntilItIsAnswered() async {
        let console = console()
        #expect(await type(console, "delete Dune") == """
        ── Shelf ──
        Dune
        Emma
        Beloved

        ┌ alert: Delete “Dune”?
        │ Its notes go too.
        └ delete ⚠ · keep
        commands: delete · keep · help

        """)
        #expect(await type(console, "sort") == "! error: `sort` cannot be used while the alert “Delete “Dune”?” is up; answer it first: delete, keep")
        #expect(await type(console, "remove") == "! error: `remove` is not a button of the alert “Delete “Dune”?”; answer it first: delete, keep")
        #expect(console.completions(for: "") == ConsoleCompletion(replacing: 0, choices: ["delete", "help", "keep"]))
        #expect(await type(console, "help").contains("keep    take the alert down"))
        #expect(console.state.books.count == 3)
        #expect(await type(console, "delete") == """
        ── Shelf ──
        Emma
        Beloved
        commands: delete TITLE · sort · help

        """)
        #expect(console.state.alert == nil)
    }

    @Test func aDialogsAddedCancelAndALiteralForAButtonItLacksAreHandled() async {
        let console = console()
        let shown = await type(console, "sort")
        #expect(shown.contains("┌ dialog: Sort the shelf\n└ by-title (By title) · reversed · cancel"), "\(shown)")
        #expect(await type(console, ".dialog(.presented(.byTitle))").contains("Beloved\nDune\nEmma"))
        #expect(await type(console, ".dialog(.dismiss)") == "! error: no alert or dialog is up, so `.dialog(.dismiss)` was dropped")
        _ = await type(console, "delete Emma")
        #expect(await type(console, ".alert(.presented(.deleteConfirmed(\"Dune\")))")
            == "! error: the alert “Delete “Emma”?” has no button that sends `.deleteConfirmed(\"Dune\")` (its buttons: “Delete”, “Keep”), so it was dropped")
        #expect(console.state.books == ["Beloved", "Dune", "Emma"])
        _ = await type(console, "keep")
        #expect(console.state.alert == nil)
        #expect(console.state.books.count == 3)
    }
}
