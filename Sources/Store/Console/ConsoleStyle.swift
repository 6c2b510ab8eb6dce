/// What a piece of a console's text is, so that a front can style it: a terminal with
/// colours, say. The console itself only ever prints plain text.
public enum ConsoleStyle: Sendable {
    /// The way to the screen: its breadcrumbs; and the screen's own muted lines.
    case muted
    /// The screen's title, and headings inside it.
    case heading
    /// Content to stand out.
    case emphasis
    /// Something went wrong: error lines, and the `error:` label.
    case error
    /// The name of a command the user can type.
    case command
}

extension ConsoleStyle {
    /// ANSI colours for each kind of text.
    package static let ansi: @Sendable (String, ConsoleStyle) -> String = { text, style in
        let code = switch style {
        case .muted: "2"
        case .heading: "1"
        case .emphasis: "32"
        case .error: "31"
        case .command: "36"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
