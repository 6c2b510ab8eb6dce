import HolidayFeature
import Router
import Store

/// One line of input, classified: a pure function of the text.
enum InputLine: Equatable {
    /// Nothing but spaces.
    case empty
    /// `:name argument`.
    case meta(name: String, argument: String)
    /// `.case(...)`: an action in the text syntax; `caseName` is the name after the dot.
    case literal(text: String, caseName: String)
    /// `name argument`: a command of the screen on top.
    case command(name: String, argument: String)

    /// The longest line taken, in bytes: far more than any command or action needs.
    static let maximumLength = 1 << 20

    /// Reads a line; leading and trailing spaces are ignored, and the argument is the rest of
    /// the line after the name and its spaces.
    static func parse(_ line: String) -> InputLine {
        let text = Substring(line).trimmingSpaces
        guard let first = text.first else { return .empty }
        if first == "." {
            let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return .literal(text: String(text), caseName: String(name))
        }
        let body = first == ":" ? text.dropFirst() : text
        let name = body.prefix { !$0.isWhitespace }
        let argument = body.dropFirst(name.count).trimmingSpaces
        if first == ":" { return .meta(name: String(name), argument: String(argument)) }
        return .command(name: String(name), argument: String(argument))
    }
}

extension InputLine {
    /// The app's own action cases; any other literal is an action of the screen on top.
    static let appCases: Set<String> = ["path", "linkOpened"]

    /// The action a literal line stands for: one of the app's own cases when it names one,
    /// otherwise an action of the screen on top.
    static func action(
        fromLiteral text: String, caseName: String, top: StackElement<HolidayApp.Screen>
    ) throws(LiteralError) -> HolidayApp.Action {
        if appCases.contains(caseName) {
            return try LiteralText.decode(HolidayApp.Action.self, from: text)
        }
        let screenAction: HolidayApp.ScreenAction
        switch top.screen {
        case .holidays: screenAction = .holidays(try LiteralText.decode(Holidays.Action.self, from: text))
        case .chooseCountry: screenAction = .chooseCountry(try LiteralText.decode(ChooseCountry.Action.self, from: text))
        case .detail: screenAction = .detail(try LiteralText.decode(HolidayDetail.Action.self, from: text))
        }
        return .path(.element(id: top.id, action: screenAction))
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
