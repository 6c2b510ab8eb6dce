@testable import StoreConsole
@testable import StoreTerminal
import Testing

/// The line editor's logic, key by key, without a terminal.
@Suite struct LineEditorTests {
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8), flush: true)
    }

    func type(_ editor: inout LineEditor, _ text: String) -> [LineEditor.Outcome] {
        keys(text).map { editor.handle($0) }
    }

    @Test func escapeSequencesAreKeysNotText() {
        #expect(keys("a\u{1B}[D\u{1B}[C\u{1B}[A\u{1B}[B\u{1B}[H\u{1B}[F\u{1B}[3~\u{1B}[1;5D\u{1B}bx") == [
            .text("a"), .left, .right, .up, .down, .home, .end, .delete, .wordLeft, .wordLeft, .text("x"),
        ])
        #expect(keys("\u{1}\u{5}\u{7F}\t\r") == [.control("a"), .control("e"), .backspace, .tab, .enter])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "D")]) == [.left])
        let snowman = Array("☃".utf8)
        #expect(decoder.decode(snowman[0..<2]).isEmpty)
        #expect(decoder.decode(snowman[2...]) == [.text("☃")])
        #expect(decoder.decode([0x1B]).isEmpty, "maybe the start of a sequence")
        #expect(decoder.decode([], flush: true) == [.escape], "nothing followed: Escape itself")
    }

    @Test func brokenSequencesDropOnlyWhatIsBroken() {
        #expect(keys("\u{1B}[\r") == [.escape, .enter], "a sequence cut short by Enter: the Enter stays a key")
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE2, UInt8(ascii: "A")]) == [.text("A")], "a lead byte without its continuation is dropped")
        #expect(keys("\u{1B}xy") == [.escape, .text("y")], "Alt with a key of no use here types nothing")
        #expect(keys("\u{1B}OH\u{1B}OF") == [.home, .end])
    }

    @Test func cuttingNothingKeepsTheClipboard() {
        var editor = LineEditor()
        _ = type(&editor, "year\u{17}\u{B}\u{19}\u{19}")
        #expect(editor.line.text == "yearyear", "Ctrl-K at the end cut nothing and kept `year`")
    }

    @Test func aBracketedPasteIsTextEvenWithTabsAndEscapes() {
        #expect(keys("\u{1B}[200~year\t2027\u{1B}[D\u{1B}[201~x") == [.paste("year\t2027\u{1B}[D"), .text("x")])
        var editor = LineEditor()
        _ = type(&editor, "\u{1B}[200~year\t2027\u{1B}[201~")
        #expect(editor.line.text == "year 2027", "a tab becomes a space, and nothing is run")
    }

    @Test func arrowsMoveTheCursorAndTypingInsertsThere() {
        var editor = LineEditor()
        #expect(type(&editor, "year 207\u{1B}[D2\r").last == .submit("year 2027"))
    }

    @Test func homeEndAndControlKeysEdit() {
        var editor = LineEditor()
        _ = type(&editor, "ublic\u{1}p\u{5}")
        #expect(editor.line.text == "public")
        #expect(editor.line.cursor == 6)
        _ = type(&editor, " all now\u{17}")
        #expect(editor.line.text == "public all ", "Ctrl-W cuts the word before the cursor")
        _ = type(&editor, "\u{1B}b\u{1B}b\u{B}")
        #expect(editor.line.text == "", "Alt-B twice goes to the start; Ctrl-K cuts to the end")
        _ = type(&editor, "\u{19}")
        #expect(editor.line.text == "public all ", "Ctrl-Y puts back what was cut")
        _ = type(&editor, "\u{1B}[D\u{1B}[D\u{15}")
        #expect(editor.line.text == "l ", "Ctrl-U cuts to the start")
    }

    @Test func backspaceAndDeleteTakeWholeCharacters() {
        var editor = LineEditor()
        _ = type(&editor, "Åland 日本 👍🏽e\u{301}")
        #expect(editor.line.characters.count == 11)
        _ = type(&editor, "\u{7F}\u{7F}")
        #expect(editor.line.text == "Åland 日本 ")
        _ = type(&editor, "\u{1}\u{1B}[3~")
        #expect(editor.line.text == "land 日本 ")
        #expect(editor.view(prompt: "› ", width: 80).cursor == 2)
        _ = type(&editor, "\u{5}")
        #expect(editor.view(prompt: "› ", width: 80).cursor == 2 + 5 + 4 + 1, "wide characters take two columns")
    }

    @Test func controlDEndsOnlyAnEmptyLine() {
        var editor = LineEditor()
        #expect(type(&editor, "pub\u{4}").last == .editing)
        #expect(editor.line.text == "pub")
        editor.reset()
        #expect(type(&editor, "\u{4}").last == .endOfInput)
    }

    @Test func controlCDropsTheLine() {
        var editor = LineEditor()
        #expect(type(&editor, "year 20\u{3}").last == .cancelled)
    }

    @Test func upAndDownWalkTheHistoryAndKeepTheDraft() {
        var editor = LineEditor(history: ["year 2027", "public"])
        _ = type(&editor, "dra")
        _ = type(&editor, "\u{1B}[A")
        #expect(editor.line.text == "public")
        _ = type(&editor, "\u{1B}[A\u{1B}[A")
        #expect(editor.line.text == "year 2027", "the oldest stays")
        _ = type(&editor, "\u{1B}[B\u{1B}[B")
        #expect(editor.line.text == "dra", "back down to the line being written")
    }

    @Test func reverseSearchFindsOlderMatchesAndTakesOne() {
        var editor = LineEditor(history: ["year 2027", "public", "year 2028", "all"])
        _ = type(&editor, "\u{12}year")
        #expect(editor.view(prompt: "› ", width: 80).text == "(reverse-i-search)`year': year 2028")
        _ = type(&editor, "\u{12}")
        #expect(editor.view(prompt: "› ", width: 80).text == "(reverse-i-search)`year': year 2027")
        _ = type(&editor, "zz")
        #expect(editor.view(prompt: "› ", width: 80).text.hasPrefix("(failed reverse-i-search)`yearzz'"))
        _ = type(&editor, "\u{7F}\u{7F}")
        #expect(type(&editor, "\r").last == .submit("year 2028"), "Enter takes the match and submits it")
        editor.reset()
        _ = type(&editor, "\u{12}pub\u{1B}[C")
        #expect(editor.line.text == "public", "an arrow takes the match to edit it")
        #expect(editor.search == nil)
    }

    @Test func tabCompletesOneChoiceSharesAPrefixAndListsOnASecondTab() {
        let words = ["public", "previous", "pick"]
        var editor = LineEditor { text in
            let word = String(text.split(separator: " ").last ?? "")
            return ConsoleCompletion(replacing: word.count, choices: words.filter { $0.hasPrefix(word) })
        }
        _ = type(&editor, "pu\t")
        #expect(editor.line.text == "public ")
        editor.reset()
        _ = type(&editor, "pr\t")
        #expect(editor.line.text == "previous ")
        editor.reset()
        #expect(type(&editor, "p\t").last == .editing, "nothing shared beyond `p`: the first Tab waits")
        #expect(type(&editor, "\t").last == .choices(words), "the second lists the choices")
    }

    @Test func aLongLineScrollsAroundTheCursorWithEllipses() {
        var editor = LineEditor()
        _ = type(&editor, String(repeating: "abcdefghij", count: 8))
        let end = editor.view(prompt: "› ", width: 40)
        #expect(end.text.hasPrefix("› …"))
        #expect(end.text.columns <= 39)
        #expect(end.cursor <= 39)
        _ = type(&editor, "\u{1}")
        let start = editor.view(prompt: "› ", width: 40)
        #expect(start.text.hasPrefix("› abcdefghij"))
        #expect(start.text.hasSuffix("…"))
        #expect(start.cursor == 2)
    }
}

/// A long line (a paste the terminal does not bracket, a megabyte typed) costs work in
/// proportion to its length, not to its length squared.
@Suite struct LongLineEditingTests {
    @Test func textReadAtOnceIsOneKeySoTheLineIsEditedAndDrawnOnce() {
        var decoder = KeyDecoder()
        let text = String(repeating: "b", count: 4_000)
        #expect(decoder.decode(Array(("search " + text + "é\r").utf8)) == [.text("search " + text + "é"), .enter])
        #expect(decoder.decode(Array("ab\u{1B}[Dc".utf8)) == [.text("ab"), .left, .text("c")])
    }

    @Test func insertingIntoAMegabyteLineKeepsEveryCharacterAndJoinsCombiningMarks() {
        var line = EditLine(String(repeating: "b", count: 1_000_000))
        line.home()
        line.insert("e")
        line.insert("\u{301}x")
        #expect(line.cursor == 2)
        #expect(line.characters.count == 1_000_002)
        #expect(line.characters.prefix(3) == ["é", "x", "b"])
    }

    @Test func aMegabyteLineIsDrawnAsTheWindowAroundTheCursor() {
        let characters = Array(String(repeating: "b", count: 1_000_000))
        let atEnd = LineEditor.fit(prefix: "> ", characters, cursor: characters.count, width: 20)
        #expect(atEnd.text == "> …" + String(repeating: "b", count: 15))
        #expect(atEnd.cursor == 18)
        let inMiddle = LineEditor.fit(prefix: "> ", characters, cursor: 500_000, width: 20)
        #expect(inMiddle.text == "> …" + String(repeating: "b", count: 15) + "…")
        #expect(inMiddle.cursor == 18)
        let atStart = LineEditor.fit(prefix: "> ", characters, cursor: 0, width: 20)
        #expect(atStart.text == "> " + String(repeating: "b", count: 16) + "…")
        #expect(atStart.cursor == 2)
    }
}
