import Store
import Testing

/// A front's table of an enum of screens, on two screens that are not the holiday app's.
@MainActor
@Suite struct EnumRenderingTests {
    enum Screen: Equatable {
        case tally(Tally.State)
        case shelf(Shelf.State)
        case forgotten(Int)
    }

    enum ScreenAction: Equatable, Sendable {
        case tally(Tally.Action)
        case shelf(Shelf.Action)
    }

    let screens = EnumRendering<Screen, ScreenAction>()
        .on(Screen.tally, ScreenAction.tally, title: { "Tally \($0.count)" }, render: Tally.render)
        .on(Screen.shelf, ScreenAction.shelf, title: { _ in "Shelf" }, render: Shelf.render)

    @Test func eachScreenIsDrawnTitledAndReadByItsOwnPair() throws {
        let tally = Screen.tally(Tally.State(count: 2))
        #expect(screens.render(tally).title == "Tally")
        #expect(try screens.render(tally).command(named: "+")?.action("") == .tally(.increment))
        #expect(screens.title(tally) == "Tally 2")
        #expect(try screens.action(fromLiteral: ".decrement", for: tally) == .tally(.decrement))
        #expect(screens.caseNames(for: tally) == ["increment", "decrement", "factTapped", "factLoaded"])

        var shelfState = Shelf.State()
        shelfState.alert = .alert(title: "Gone")
        let shelf = Screen.shelf(shelfState)
        #expect(screens.render(shelf).activeCommands.map(\.name) == ["ok"], "the dialog travels with the screen's rendering")
        #expect(try screens.action(fromLiteral: ".alert(.dismiss)", for: shelf) == .shelf(.alert(.dismiss)))
        #expect(throws: LiteralError.self) { try screens.action(fromLiteral: ".increment", for: shelf) }
    }

    @Test func aScreenMissingFromTheTableIsReportedAndDrawnAsWhatIsMissing() async throws {
        var rendering: Rendering<ScreenAction>?
        let warnings = await collectingWarnings { rendering = screens.render(.forgotten(3)) }
        let expected = "the screens' EnumRendering has no row for `.forgotten`; add `.on(Screen.forgotten, ScreenAction.forgotten, title: …, render: …)` to it"
        #expect(warnings == [expected])
        #expect(rendering?.title == "forgotten")
        #expect(rendering?.lines.map(\.text) == [expected])
        #expect(throws: LiteralError.self) { try screens.action(fromLiteral: ".increment", for: .forgotten(3)) }
    }
}
