@testable import StoreConsole
import Testing

/// A path shown for pasting into a shell reads back as the one word it is.
@Suite struct ShellWordsTests {
    @Test func aPlainPathIsLeftAsItIsAndAnyOtherIsSingleQuoted() {
        #expect(ShellWords.forShell("/tmp/x/app.sock") == "/tmp/x/app.sock")
        #expect(ShellWords.forShell("/tmp/s 6/äpp ☃.sock") == "'/tmp/s 6/äpp ☃.sock'")
        #expect(ShellWords.forShell("it's.sock") == #"'it'\''s.sock'"#)
        #expect(ShellWords.forShell("$HOME;rm") == "'$HOME;rm'")
        #expect(ShellWords.forShell("") == "''")
    }

    @Test func aQuotedPathSplitsBackToItself() throws {
        for path in ["/tmp/s 6/äpp ☃.sock", "a'b c", "plain"] {
            // The session's own splitter reads single quotes as a shell does.
            #expect(try ShellWords.split(ShellWords.forShell(path), expandingHome: false).get() == [path], "\(path)")
        }
    }
}
