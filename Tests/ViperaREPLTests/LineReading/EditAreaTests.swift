import Testing

@testable import ViperaREPL

@Suite("Edit area under notices")
struct EditAreaTests {
    @Test func aShortLine_staysOnThePromptsRow() {
        #expect(EditArea.rowsAboveCursor(promptWidth: 10, textBeforeCursor: "accounts", columns: 80) == 0)
    }

    @Test func aLineThatFillsTheRow_putsTheCursorOnTheNextRow() {
        let text = String(repeating: "a", count: 30)

        #expect(EditArea.rowsAboveCursor(promptWidth: 10, textBeforeCursor: text, columns: 40) == 1)
        #expect(EditArea.rowsAboveCursor(promptWidth: 10, textBeforeCursor: String(text.dropLast()), columns: 40) == 0)
    }

    @Test func aLongLineAt40Columns_countsEveryWrappedRow() {
        let text = String(repeating: "x", count: 95)

        #expect(EditArea.rowsAboveCursor(promptWidth: 20, textBeforeCursor: text, columns: 40) == 2)
    }

    @Test func aWideCharacterThatDoesNotFit_movesToTheNextRow() {
        // The prompt and "a" take 9 of 10 columns: a 2-column character does not fit in the last.
        #expect(EditArea.rowsAboveCursor(promptWidth: 8, textBeforeCursor: "a", columns: 10) == 0)
        #expect(EditArea.rowsAboveCursor(promptWidth: 8, textBeforeCursor: "a界", columns: 10) == 1)
        #expect(EditArea.rowsAboveCursor(promptWidth: 8, textBeforeCursor: "ab界界界界界", columns: 10) == 2)
    }

    @Test func aPromptWiderThanTheTerminal_countsItsOwnRows() {
        #expect(EditArea.rowsAboveCursor(promptWidth: 45, textBeforeCursor: "", columns: 40) == 1)
    }

    @Test func wipe_returnsToThePromptsFirstRowAndClearsDown() {
        #expect(EditArea.wipe(rowsAboveCursor: 0) == "\r\u{1B}[J")
        #expect(EditArea.wipe(rowsAboveCursor: 2) == "\r\u{1B}[2A\u{1B}[J")
    }
}
