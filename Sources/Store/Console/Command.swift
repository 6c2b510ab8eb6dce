/// A command a screen offers: its name, its argument, a label for a button, and the action it
/// sends for a given argument.
///
/// ```swift
/// let year = Command<HolidaysList.Action>(name: "year", argument: "YYYY", summary: "show another year") { text in
///     guard let year = Int(text) else { throw CommandError("`year` needs a year like 2027") }
///     return .yearChanged(year)
/// }
/// ```
public struct Command<Action>: Sendable {
    /// What the user types: `pick`.
    public let name: String
    /// What the argument is, for help (`N or CODE`); `nil` when it takes none.
    public let argument: String?
    /// A button's label: `Choose country`, or the chosen country's code.
    public let title: String
    /// What it does, for help.
    public let summary: String
    /// The action for `argument` (the text after the name, trimmed), or why there is none.
    public let action: @Sendable (_ argument: String) throws(CommandError) -> Action

    /// A command that takes an argument.
    public init(
        name: String, argument: String?, title: String? = nil, summary: String,
        action: @escaping @Sendable (_ argument: String) throws(CommandError) -> Action
    ) {
        self.name = name
        self.argument = argument
        self.title = title ?? name
        self.summary = summary
        self.action = action
    }

    /// A command without an argument that always sends `action`.
    public init(name: String, title: String? = nil, summary: String, sends action: Action) where Action: Sendable {
        self.init(name: name, argument: nil, title: title, summary: summary) { text throws(CommandError) in
            guard text.isEmpty else { throw CommandError("`\(name)` takes no argument, but got `\(text)`") }
            return action
        }
    }

    /// The same command sending a `transform`ed action.
    public func map<Other>(_ transform: @escaping @Sendable (Action) -> Other) -> Command<Other> {
        let action = self.action
        return Command<Other>(name: name, argument: argument, title: title, summary: summary) { text throws(CommandError) in
            transform(try action(text))
        }
    }
}

/// Why a command's argument was not accepted, in words for the user.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let message: String

    /// An error with a message for the user.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
