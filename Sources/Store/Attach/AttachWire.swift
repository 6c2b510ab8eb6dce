import StoreConsole

/// The attach protocol between a console and an app: UTF-8 lines, each a one-letter tag, a
/// space and its text. The console speaks first (`attach 1 ansi /its/folder`), then sends a
/// line at a time and waits for its answer, which ends with `d`; the app may send `o` and `e`
/// lines at any time (what its own front sends, as it happens).
///
/// | from the console | |
/// |---|---|
/// | `attach 1 STYLE FOLDER` | the first line: protocol 1, `ansi` or `plain`, the folder relative file names are in |
/// | `l LINE` | a line typed into the console |
/// | `c TEXT` | the completions for `TEXT` |
/// | `i` | an interrupt (Ctrl-C): stops the wait or load the line being answered started; no answer |
///
/// | from the app | |
/// |---|---|
/// | `o TEXT`, `e TEXT` | a line of output, of errors |
/// | `c N` then `w WORD`… | completions replacing the last `N` characters |
/// | `d` | the answer to the last line is complete |
/// | `q` | the session ends (`:quit`, or the app closed it); the app closes the socket |
package enum AttachWire {
    /// The protocol version a console says it speaks.
    package static let version = 1
    /// The longest line either side accepts, in bytes: a console line and its tag.
    static let maximumLine = ConsoleInput.maximumLength + 4_096
    /// How many lines a console may send before the answers to them: ours sends one at a time,
    /// so more is a peer that does not wait, and it is dropped.
    static let maximumWaiting = 64
    /// The interrupt message: acted on as it comes, even while a line is being answered.
    package static let interrupt = "i"
    /// How many consoles an app serves at once, the one attached and those saying hello or
    /// being turned away: a peer over it is told so and closed.
    static let maximumPeers = 8

    /// The bytes of a message: `tag`, a space, then `text` with each line break turned into a
    /// new message of the same tag (what a screen prints is several lines).
    static func encode(_ tag: Character, _ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            bytes.append(contentsOf: String(tag).utf8)
            if !line.isEmpty {
                bytes.append(0x20)
                bytes.append(contentsOf: line.utf8)
            }
            bytes.append(0x0A)
        }
        return bytes
    }

    /// A message's tag and text; `nil` for a line that is not `tag text` (or a lone tag).
    package static func decode(_ line: String) -> (tag: String, text: Substring)? {
        guard let first = line.first, first != " " else { return nil }
        let tagEnd = line.firstIndex(of: " ") ?? line.endIndex
        let tag = String(line[..<tagEnd])
        let text = tagEnd == line.endIndex ? "" : line[line.index(after: tagEnd)...]
        return (tag, text)
    }
}
