// The names 1.x had, each pointing at its new one: code written against 1.x compiles with a
// warning and a fix-it per use instead of "cannot find … in scope". Names that would clash with
// SwiftUI's or with a module's own name (`ButtonRole`, `NavigationStack`, `Router`) are not
// kept here; the Earlier Versions article (2.4.0) gives the compiler's words for them.

/// The earlier name of ``ScreenLine``.
@available(*, deprecated, renamed: "ScreenLine")
public typealias Line = ScreenLine

/// The earlier name of ``ScreenCommand``.
@available(*, deprecated, renamed: "ScreenCommand")
public typealias Command<Action> = ScreenCommand<Action>

/// The earlier name of ``ConsoleCompletion``.
@available(*, deprecated, renamed: "ConsoleCompletion")
public typealias Completion = ConsoleCompletion
