import StoreCore

extension Rendering {
    /// An alert or a confirmation dialog over the screen, for a front to draw: its buttons are
    /// commands, named after their labels (`Delete all` is `delete-all`).
    public struct Dialog: Sendable {
        /// One button: the command it is, and its role.
        public struct Button: Sendable {
            /// What the user types, the label as its title, and the action it sends.
            public var command: ScreenCommand<Action>
            /// How it wants to look.
            public var role: DialogButtonRole?
        }

        /// Alert or confirmation dialog.
        public var kind: DialogKind
        /// Its title.
        public var title: String
        /// Its title with what changes from state to state named instead (`Delete “‹title›”?`),
        /// as the explorer's map names the dialog; the title itself when `nil`.
        public var titlePattern: String?
        /// The text under the title.
        public var message: String?
        /// Its buttons, in order, with the OK or Cancel a front must add already there.
        public var buttons: [Button]

        /// The commands of its buttons.
        public var commands: [ScreenCommand<Action>] { buttons.map(\.command) }

        /// "the alert “Delete?”", as errors name it.
        var named: String { kind.naming(title) }
    }

    /// The commands the user has now: the dialog's buttons while one is up, else the screen's.
    public var activeCommands: [ScreenCommand<Action>] {
        dialog?.commands ?? commands
    }

    /// The active command called `name`, if there is one.
    public func activeCommand(named name: String) -> ScreenCommand<Action>? {
        activeCommands.first { $0.name == name }
    }

    /// Shows `dialog` (when it is not `nil`) over this screen: each button a command that sends
    /// its action through `action`, or `.dismiss` when it has none.
    ///
    /// ```swift
    /// var screen = Rendering(title: "Books", lines: lines, commands: commands)
    /// screen.present(state.alert, action: Action.alert)
    /// // ["delete", "keep"] while the alert is up
    /// screen.activeCommands.map(\.name)
    /// ```
    public mutating func present<ButtonAction: Sendable>(
        _ dialog: DialogState<ButtonAction>?,
        action: @escaping @Sendable (PresentationAction<ButtonAction>) -> Action
    ) where Action: Sendable {
        guard let dialog else { return }
        var taken: Set<String> = ["help"]
        let buttons = dialog.shownButtons.enumerated().map { index, button -> Dialog.Button in
            var name = Self.commandName(button.label)
            if name.isEmpty || taken.contains(name) { name = "button\(index + 1)" }
            taken.insert(name)
            let sent = action(button.action.map { .presented($0) } ?? .dismiss)
            let summary = button.action == nil ? "take the \(dialog.kind == .alert ? "alert" : "dialog") down" : button.label
            let command = ScreenCommand(name: name, title: button.label, summary: summary, sends: sent)
            return Dialog.Button(command: command, role: button.role)
        }
        self.dialog = Dialog(kind: dialog.kind, title: dialog.title, message: dialog.message, buttons: buttons)
    }

    /// `Delete all…` → `delete-all`: lower-case letters and digits, words joined by `-`.
    static func commandName(_ label: String) -> String {
        let words = label.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.joined(separator: "-")
    }
}

extension Rendering {
    /// Draws the dialog case of a destination when it is the one up: its buttons send their
    /// actions through `action`, a cancel button `.dismiss`.
    ///
    /// ```swift
    /// screen.present(state.destination, .alert, action: Action.destination)
    /// ```
    public mutating func present<Destination, DestinationAction: Sendable, ButtonAction: Sendable>(
        _ destination: Destination?,
        _ dialog: ScreenCase<Destination, DestinationAction, DialogState<ButtonAction>, ButtonAction>,
        action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action
    ) where Action: Sendable {
        present(destination.flatMap(dialog.state.extract), action: { answer in
            switch answer {
            case .presented(let button): action(.presented(dialog.action.embed(button)))
            case .dismiss: action(.dismiss)
            }
        })
    }

    /// Draws the dialog case of a destination, named by its two constructors, when it is the one
    /// up: `screen.present(state.destination, Destination.alert, DestinationAction.alert,
    /// action: Action.destination)`.
    public mutating func present<Destination, DestinationAction: Sendable, ButtonAction: Sendable>(
        _ destination: Destination?,
        _ dialogState: @escaping @Sendable (DialogState<ButtonAction>) -> Destination,
        _ dialogAction: @escaping @Sendable (ButtonAction) -> DestinationAction,
        action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action
    ) where Action: Sendable {
        present(destination, ScreenCase(dialogState, dialogAction), action: action)
    }
}
