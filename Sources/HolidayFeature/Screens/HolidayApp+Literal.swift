import Router
import Store

extension HolidayApp {
    /// The app's own action cases, as the text syntax spells them.
    static let actionCaseNames = Set(LiteralText.caseNames(of: Action.self))

    /// The action that stops what the stack is loading, the top-most screen first, so an
    /// interrupted load is shown stopped (with retry) instead of loading for ever; `nil` when
    /// nothing loads.
    public static func loadCancelled(in state: State) -> Action? {
        for element in state.path.elements.reversed() {
            switch element.screen {
            case .holidaysList(let list) where list.holidays.isLoading:
                return .path(.element(id: element.id, action: .holidaysList(.loadCancelled)))
            case .chooseCountry(let picker) where picker.countries.isLoading:
                return .path(.element(id: element.id, action: .chooseCountry(.loadCancelled)))
            default:
                continue
            }
        }
        return nil
    }

    /// The case names a literal may start with on the screen on top: its own, then the app's.
    public static func literalCaseNames(in state: State) -> [String] {
        let names = literalScreens.literalCaseNames(in: state.path)
        return names + LiteralText.caseNames(of: Action.self).filter { !names.contains($0) }
    }

    /// The action a typed literal stands for: one of the app's own cases when it names one
    /// (`.linkOpened("holidays/DE/2026")`), otherwise an action of the screen on top
    /// (`.yearChanged(2027)`), so nobody types the stack's addressing by hand, or else the
    /// stack's own (`.pop`).
    ///
    /// ```swift
    /// let action = try HolidayApp.action(fromLiteral: ".yearChanged(2027)", caseName: "yearChanged", in: state)
    /// // .path(.element(id: <the top screen's id>, action: .holidaysList(.yearChanged(2027))))
    /// ```
    public static func action(fromLiteral text: String, caseName: String, in state: State) throws(LiteralError) -> Action {
        if actionCaseNames.contains(caseName) {
            return try LiteralText.decode(Action.self, from: text)
        }
        return .path(try literalScreens.action(fromLiteral: text, caseName: caseName, in: state.path))
    }

    /// The screens' table, for reading literals (the layout draws nothing here).
    static var literalScreens: EnumRendering<Screen, ScreenAction> { screens(layout: .list) }
}
