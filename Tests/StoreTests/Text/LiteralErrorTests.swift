import Store
import Testing

@Suite struct LiteralErrorTests {
    private func error(_ text: String) -> LiteralError? {
        do {
            _ = try LiteralText.decode(Action.self, from: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func anUnknownCaseSuggestsTheCloseOne() throws {
        let failure = try #require(error(#".serchTextChanged("uni")"#))
        #expect(failure.line == 1)
        #expect(failure.column == 2)
        #expect(failure.message == "unknown case `serchTextChanged`")
        #expect(failure.suggestion == "did you mean `searchTextChanged`?")
        #expect(failure.description == """
            1:2: unknown case `serchTextChanged`; did you mean `searchTextChanged`?
              .serchTextChanged("uni")
               ^
            """)
    }

    @Test func anUnknownCaseWithNothingCloseListsTheCases() throws {
        let failure = try #require(error(".path(.element(id: 2, action: .zzz))"))
        #expect(failure.summary == "1:32: unknown case `zzz`; the cases are `.closeTapped`, `.loaded`")
    }

    @Test func anUnknownLabelSuggestsTheLabelTheTypeAskedFor() throws {
        let failure = try #require(error(#".tap(id: 3, lable: "x")"#))
        #expect(failure.summary == "1:13: unknown label `lable:`; did you mean `label`?")
    }

    @Test func aMissingArgumentIsNamed() throws {
        #expect(error(".tap(label: nil)")?.summary == "1:1: missing `id:` in the case .tap")
        #expect(error(".add")?.summary == "1:1: missing an unlabelled value at position 1 in the case .add")
    }

    @Test func anExtraValueIsAnErrorLabelledOrNot() throws {
        #expect(error(".add(5, 6)")?.summary == "1:9: one value too many: `.add` takes 1 value, this is value 2")
        #expect(error(#".add(5, "junk", .x)"#)?.summary == "1:9: one value too many: `.add` takes 1 value, this is value 2")
        #expect(error(#".tap(id: 3, label: "x", 7)"#)?.summary == "1:25: one value too many: `.tap` takes 2 values, this is value 3")
    }

    @Test func outOfRangeIntegersAreErrorsNotWrapArounds() throws {
        #expect(error(".widths(128, 0, 0, 0, 0, 0, 0, 0, 0)")?.summary
            == "1:9: the number 128 is out of range for Int8 (-128...127)")
        #expect(error(".widths(0, 0, 0, 0, -1, 0, 0, 0, 0)")?.summary
            == "1:21: the number -1 is out of range for UInt8 (0...255)")
        #expect(error(".add(9223372036854775808)")?.summary
            == "1:6: the number 9223372036854775808 is out of range for Int (-9223372036854775808...9223372036854775807)")
    }

    @Test func aWrongKindOfValueSaysWhatWasExpected() throws {
        #expect(error(#".add("five")"#)?.summary == #"1:6: expected an integer (Int), found the string "five""#)
        #expect(error(".add(1.5)")?.summary == "1:6: expected an integer (Int), found the number 1.5")
        #expect(error(".search(text: 3)")?.summary == "1:15: expected a string, found the number 3")
        #expect(error("5")?.summary == "1:1: expected a case like `.name(…)` or a labelled tuple `(label: …)`, found the number 5")
    }

    @Test func syntaxErrorsPointAtTheSpot() throws {
        #expect(error(".add(5")?.summary == "1:7: expected `,` or `)`, found the end of the text")
        #expect(error(".add(5))")?.summary == "1:8: expected the end of the value, found `)`")
        #expect(error("add(5)")?.summary == "1:1: expected a value; a case starts with `.`, found `add`; did you mean `.add`?")
        #expect(error(#".search(text: "abc)"#)?.summary == #"1:15: this string is not closed with `"`"#)
        #expect(error(#".search(text: "a\qb")"#)?.summary
            == #"1:18: unknown escape; use \" \\ \n \t \r \0 or \u{…}, found `\q`"#)
        #expect(error(#".search(text: "\u{110000}")"#)?.summary
            == #"1:16: expected a Unicode escape of 1 to 8 hex digits naming a scalar, like \u{1F600}"#)
        #expect(error("")?.summary == "1:1: expected a value, found the end of the text")
    }

    @Test func lineAndColumnCountLinesAndCharacters() throws {
        let failure = try #require(error(".path(\n  .element(id: \"é😀\", action: .closeTapped))"))
        #expect(failure.line == 2)
        #expect(failure.column == 16)
        #expect(failure.sourceLine == "  .element(id: \"é😀\", action: .closeTapped))")
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let failure = #expect(throws: LiteralError.self) { try LiteralText.decode([Int].self, from: deep) }
        #expect(failure?.summary == "1:257: the value nests deeper than \(LiteralLimits.maximumDepth) levels")
    }

    @Test func oversizedInputIsAnErrorNotAHang() throws {
        let huge = "\"" + String(repeating: "x", count: LiteralLimits.maximumLength) + "\""
        #expect(throws: LiteralError.self) { try LiteralText.decode(String.self, from: huge) }
    }
}
