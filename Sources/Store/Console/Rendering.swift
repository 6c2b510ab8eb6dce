/// A screen drawn as plain values, for any front to show: where the user is, a title, its
/// lines, and the commands it offers. No terminal codes; a front picks how each
/// ``ScreenLine/Style`` looks. A ``Console`` prints it and runs its commands.
///
/// ```swift
/// let screen = Counter.render(state)
/// print(screen.title)
/// screen.lines.forEach { print($0.text) }
/// let action = try screen.command(named: "add")?.action("3")   // .added(3)
/// ```
public struct Rendering<Action>: Sendable {
    /// One screen of the way to this one, first to last: its short title, and whether it is
    /// shown modally.
    public struct Breadcrumb: Equatable, Sendable {
        /// `Books`, `Dune`.
        public var title: String
        /// Whether the screen is shown modally.
        public var isModal: Bool

        /// A breadcrumb titled `title`.
        public init(_ title: String, isModal: Bool = false) {
            self.title = title
            self.isModal = isModal
        }
    }

    /// The screens on the way to this one, this one last; empty for a single screen.
    public var breadcrumbs: [Breadcrumb]
    /// The screen's title.
    public var title: String
    /// The title with what changes from state to state named instead (`Holidays in ‹country›,
    /// ‹year›`): which screen this is, whatever it shows, as the explorer's map names it. The
    /// title itself when `nil`, right for a title that never changes.
    public var titlePattern: String?
    /// The screen's content, top to bottom.
    public var lines: [ScreenLine]
    /// What the user can do here, in the order a front should list them.
    public var commands: [ScreenCommand<Action>]
    /// An alert or a confirmation dialog up over the screen; while it is, its buttons are the
    /// only commands (``activeCommands``). Set it with ``present(_:action:)``.
    public var dialog: Dialog?

    /// A screen with `title`, `lines` and `commands`, reached through `breadcrumbs`.
    public init(title: String, lines: [ScreenLine], commands: [ScreenCommand<Action>], breadcrumbs: [Breadcrumb] = []) {
        self.title = title
        self.lines = lines
        self.commands = commands
        self.breadcrumbs = breadcrumbs
    }

    /// The command called `name`, if this screen offers it (a dialog's buttons aside: see
    /// ``activeCommand(named:)``).
    public func command(named name: String) -> ScreenCommand<Action>? {
        commands.first { $0.name == name }
    }

    /// The same screen sending `transform`ed actions, e.g. a screen's inside its app's.
    public func map<Other>(_ transform: @escaping @Sendable (Action) -> Other) -> Rendering<Other> {
        var mapped = Rendering<Other>(
            title: title, lines: lines, commands: commands.map { $0.map(transform) },
            breadcrumbs: breadcrumbs.map { Rendering<Other>.Breadcrumb($0.title, isModal: $0.isModal) }
        )
        mapped.titlePattern = titlePattern
        mapped.dialog = dialog.map { dialog in
            Rendering<Other>.Dialog(
                kind: dialog.kind, title: dialog.title, titlePattern: dialog.titlePattern, message: dialog.message,
                buttons: dialog.buttons.map { .init(command: $0.command.map(transform), role: $0.role) }
            )
        }
        return mapped
    }

    /// Which screen this is, for the explorer's map: its ``titlePattern`` (or title), and the
    /// title pattern (or title) of a dialog that is up after `›`.
    package var mapName: String {
        let screen = titlePattern ?? title
        guard let dialog else { return screen }
        return screen + " › " + (dialog.titlePattern ?? dialog.title)
    }

    /// The title, then the lines, then a dialog that is up, as plain text.
    public var text: String {
        var all = [title] + lines.map(\.text)
        if let dialog {
            all += [dialog.title] + (dialog.message.map { [$0] } ?? []) + [dialog.buttons.map(\.command.title).joined(separator: " · ")]
        }
        return all.joined(separator: "\n")
    }
}

/// One line of a screen, with a hint of how to show it.
public struct ScreenLine: Equatable, Sendable {
    /// How a line wants to look; a front without styles ignores it.
    public enum Style: Sendable {
        /// Ordinary content.
        case plain
        /// A heading inside the screen.
        case heading
        /// Content to stand out.
        case emphasis
        /// Content to recede: hints, things of less weight.
        case muted
        /// Something went wrong.
        case error
    }

    /// The text, without a line break.
    public var text: String
    /// How it wants to look.
    public var style: Style

    /// A line of `text`, in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}
