@testable import HolidayFeature
import Store

extension Rendering {
    /// The screen as a golden test compares it: title, lines, then the commands with their
    /// arguments and labels.
    var golden: String {
        let commandList = commands.map { command in
            var text = command.name
            if let argument = command.argument { text += " \(argument)" }
            if command.title != command.name { text += " [\(command.title)]" }
            return text
        }
        return text + "\n-- " + commandList.joined(separator: " | ")
    }
}
