import Testing

@_spi(Dispatch) @testable import Vipera

@Suite("Key/value, heading, notice, error, empty state, paragraph")
struct BlockPrimitivesTests {
    // MARK: - Key/Value List

    private let account = KeyValueList([
        .init("Name", "Everyday"),
        .init("IBAN", "DE89 3704 0044 0532 0130 00"),
        .init("Balance", "+$5,432.50", style: .green),
    ])

    @Test func keyValue_alignsValuesAfterTheLongestLabel() {
        #expect(
            account.plain(width: 80)
                == lines(
                    "Name:    Everyday",
                    "IBAN:    DE89 3704 0044 0532 0130 00",
                    "Balance: +$5,432.50"
                ))
    }

    @Test func keyValue_atTwentyColumns_wrapsValuesUnderThemselves() {
        #expect(
            account.plain(width: 20)
                == lines(
                    "Name:    Everyday",
                    "IBAN:    DE89 3704",
                    "         0044 0532",
                    "         0130 00",
                    "Balance: +$5,432.50"
                ))
    }

    @Test func keyValue_longLabel_isTruncatedToHalfTheWidth() {
        let list = KeyValueList([.init("A label that is far too long", "value")])

        #expect(list.plain(width: 20) == "A label t… value\n")
    }

    @Test func keyValue_colour_boldsLabelsAndStylesValues() {
        let list = KeyValueList([.init("In", "+$1.00", style: .green)])

        #expect(list.colored(width: 40) == "\u{1B}[1mIn:\u{1B}[0m \u{1B}[32m+$1.00\u{1B}[0m\n")
    }

    @Test func keyValue_sanitisesLabelsAndValues() {
        let list = KeyValueList([.init("Me\u{1B}[2Jmo", "hi\u{07}\rthere")])

        #expect(list.plain(width: 40) == "Memo: hi there\n")
    }

    // MARK: - Heading

    @Test func heading_writesTitleAndWrappedSubtitle() {
        let heading = Heading("Accounts", subtitle: "5 accounts, total balance $31,000.00")

        #expect(heading.plain(width: 80) == "Accounts\n5 accounts, total balance $31,000.00\n")
        #expect(heading.plain(width: 20) == lines("Accounts", "5 accounts, total", "balance $31,000.00"))
    }

    @Test func heading_longTitle_isTruncated() {
        #expect(Heading("A heading longer than twenty").plain(width: 20) == "A heading longer th…\n")
    }

    @Test func heading_colour_boldsTitleAndDimsSubtitle() {
        #expect(Heading("T", subtitle: "s").colored(width: 20) == "\u{1B}[1mT\u{1B}[0m\n\u{1B}[2ms\u{1B}[0m\n")
    }

    // MARK: - Notice

    @Test func notice_kinds() {
        #expect(Notice(.info, "Nothing changed.").plain(width: 40) == "Nothing changed.\n")
        #expect(Notice(.success, "Saved.").colored(width: 40) == "\u{1B}[32mSaved.\u{1B}[0m\n")
        #expect(
            Notice(.warning, "balances are hidden; type toggle-balances").plain(width: 30)
                == lines(
                    "warning: balances are hidden;",
                    "         type toggle-balances"
                ))
    }

    // MARK: - Error Message

    @Test func error_withHint_putsTheHintIndentedBelow() {
        let error = ErrorMessage("unknown command 'acounts'", hint: "Did you mean 'accounts'?")

        #expect(error.plain(width: 80) == lines("error: unknown command 'acounts'", "  Did you mean 'accounts'?"))
    }

    @Test func error_withLocation_isPrefixedLikeACompilerDiagnostic() {
        let error = ErrorMessage(
            "missing N for 'open'", hint: "usage: open N", location: InputLocation(file: "<stdin>", line: 3))

        #expect(error.plain(width: 80) == lines("<stdin>:3: error: missing N for 'open'", "  usage: open N"))
    }

    @Test func error_atTwentyColumns_wrapsEveryPart() {
        let error = ErrorMessage("there is nothing to go back to", hint: "Type 'quit' to leave.")

        #expect(
            error.plain(width: 20)
                == lines(
                    "error: there is",
                    "       nothing to go",
                    "       back to",
                    "  Type 'quit' to",
                    "  leave."
                ))
    }

    @Test func error_colour_paintsOnlyTheLabel() {
        #expect(ErrorMessage("bad").colored(width: 20) == "\u{1B}[1;31merror:\u{1B}[0m bad\n")
    }

    @Test func error_sanitisesMessageHintAndLocation() {
        let error = ErrorMessage(
            "bad \u{1B}]0;x\u{07}input", hint: "\u{202E}hint", location: InputLocation(file: "a\u{1B}[2Jb", line: 1))

        #expect(error.plain(width: 80) == lines("ab:1: error: bad input", "  hint"))
    }

    @Test func anError_whoseLocationIsLongerThanHalfTheWidth_keepsItsLabel_andTheLocationsEnd() {
        // Given a script's path as long as a real one
        let location = InputLocation(file: "/home/someone/projects/bank/scripts/monthly-review.vbank", line: 2)

        // When its error is laid out 80 columns wide
        let shown = ErrorMessage("unknown command 'bogus'", location: location).plain(width: 80)

        // Then the path gives way from its start, and 'error:' is whole
        #expect(shown == lines("…/scripts/monthly-review.vbank:2: error: unknown command 'bogus'"))
    }

    // MARK: - Empty State, Paragraph, Group

    @Test func emptyState_writesTitleAndMessageDimmed() {
        let empty = EmptyState("No transactions.", message: "Type 'clear' to remove the filter.")

        #expect(empty.plain(width: 80) == lines("No transactions.", "Type 'clear' to remove the filter."))
        #expect(EmptyState("None.").colored(width: 80) == "\u{1B}[2mNone.\u{1B}[0m\n")
    }

    @Test func emptyStateShowing_isTheEmptyStateWithATitle_andTheContentWithout() {
        let content = Paragraph("Rent")

        #expect(
            EmptyState.showing("No accounts.", message: "Add one.", otherwise: content).plain(width: 80)
                == lines("No accounts.", "Add one."))
        #expect(EmptyState.showing(nil, message: "Add one.", otherwise: content).plain(width: 80) == lines("Rent"))
    }

    @Test func paragraph_wrapsWithIndentAndBreaksLongWords() {
        let paragraph = Paragraph("Supercalifragilistic words wrap", indent: 2)

        #expect(paragraph.plain(width: 12) == lines("  Supercalif", "  ragilistic", "  words wrap"))
        #expect(Paragraph("").plain(width: 12).isEmpty)
    }

    @Test func group_separatesPartsWithBlankLines() {
        let group = RenderGroup([
            Heading("A"), Paragraph("b"), RenderGroup([Paragraph("c"), Paragraph("d")], spacing: 0),
        ])

        #expect(group.plain(width: 20) == "A\n\nb\n\nc\nd\n")
    }

    @Test(arguments: [10, 20, 37, 80])
    func everyPrimitive_keepsLinesWithinTheWidth(width: Int) {
        let blocks: [any Renderable] = [
            account,
            Heading("A rather long heading for a narrow terminal", subtitle: String(repeating: "sub ", count: 30)),
            Notice(.warning, String(repeating: "warn ", count: 30)),
            ErrorMessage(String(repeating: "err ", count: 30), hint: "hint"),
            EmptyState(String(repeating: "empty ", count: 20)), Paragraph(String(repeating: "p", count: 200)),
        ]

        for block in blocks {
            #expect(lineWidths(block.plain(width: width)).allSatisfy { $0 <= width })
        }
    }

    // MARK: - Continuations

    @Test func aPairWithoutALabel_carriesOnTheValueAbove_withoutAColon() {
        let list = KeyValueList([.init("Money", "Travel is off"), .init("", "Visa is off"), .init("Tallies", "agree")])

        #expect(list.plain(width: 80) == lines("Money:   Travel is off", "         Visa is off", "Tallies: agree"))
    }

    @Test func aHintsLineBreaks_startLinesOfTheirOwn() {
        let error = ErrorMessage("'12,50' could be read two ways", hint: "Write 12.50.\nThe amount is cleared.")

        #expect(
            error.plain(width: 80)
                == lines("error: '12,50' could be read two ways", "  Write 12.50.", "  The amount is cleared."))
    }
}
