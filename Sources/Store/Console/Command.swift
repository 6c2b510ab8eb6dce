import StoreSupport

/// A command a screen offers: its name, its argument, a label for a button, and the action it
/// sends for a given argument.
///
/// ```swift
/// let add = ScreenCommand<Counter.Action>(
///     name: "add", argument: "N", summary: "add N to the count"
/// ) { text in
///     guard let number = Int(text) else {
///         throw CommandError("`add` needs a number, like `add 3`")
///     }
///     return .added(number)
/// }
/// ```
public struct ScreenCommand<Action>: Sendable {
    /// What the user types: `add`.
    public let name: String
    /// What the argument is, for help (`N`); `nil` when it takes none.
    public let argument: String?
    /// A button's label: `Add`, or a value the command would change.
    public let title: String
    /// What it does, for help.
    public let summary: String
    /// Arguments the screen can list, offered by Tab (the codes or numbers of what it shows).
    public let completions: [String]
    /// The action for `argument` (the text after the name, trimmed), or why there is none.
    public let action: @Sendable (_ argument: String) throws(CommandError) -> Action
    /// Whether the feature may refuse this command although the screen offers it, so the
    /// explorer does not hold the screen to it (``expectingRefusal()``).
    public private(set) var refusalIsExpected = false

    /// A command that takes an argument; `completions` are arguments Tab offers.
    public init(
        name: String, argument: String?, title: String? = nil, summary: String, completions: [String] = [],
        action: @escaping @Sendable (_ argument: String) throws(CommandError) -> Action
    ) {
        self.name = name
        self.argument = argument
        self.title = title ?? name
        self.summary = summary
        self.completions = completions
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
    public func map<Other>(_ transform: @escaping @Sendable (Action) -> Other) -> ScreenCommand<Other> {
        let action = self.action
        var mapped = ScreenCommand<Other>(name: name, argument: argument, title: title, summary: summary, completions: completions) { text throws(CommandError) in
            transform(try action(text))
        }
        mapped.refusalIsExpected = refusalIsExpected
        return mapped
    }

    /// The same command, marked as one the feature may refuse although the screen offers it
    /// (a refusal the user is told about, like a search that needs more letters). The
    /// explorer holds every other command the screen offers, with an argument it lists, to
    /// being accepted; an argument it samples is never held to it.
    ///
    /// ```swift
    /// ScreenCommand(name: "reload", summary: "load again", sends: .reloadTapped)
    ///     .expectingRefusal()
    /// ```
    public func expectingRefusal() -> ScreenCommand {
        var marked = self
        marked.refusalIsExpected = true
        return marked
    }
}

/// Why a command's argument was not accepted, in words for the user.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let message: String

    /// An error with a message for the user.
    public init(_ message: String) { self.message = message }

    /// The message, as the console shows it.
    public var description: String { message }
}
