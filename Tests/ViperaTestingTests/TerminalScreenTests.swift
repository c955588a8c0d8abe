import Testing
import ViperaTesting

@Suite("Terminal screen")
struct TerminalScreenTests {
    private func screen(_ text: String, columns: Int = 10, rows: Int = 4) -> TerminalScreen {
        var screen = TerminalScreen(columns: columns, rows: rows)
        screen.feed(text)
        return screen
    }

    @Test func text_carriageReturnsAndLineFeeds_landWhereATerminalPutsThem() {
        let shown = screen("hello\r\nworld\rW")

        #expect(shown.shownLines == ["hello", "World"])
        #expect(shown.cursorRow == 1 && shown.cursorColumn == 1)
    }

    @Test func aFullRow_waitsInTheLastColumnUntilTheNextCharacter() {
        let full = screen("0123456789")
        let wrapped = screen("0123456789a")

        #expect(full.cursorRow == 0 && full.cursorColumn == 9)
        #expect(wrapped.shownLines == ["0123456789", "a"])
    }

    @Test func aWideCharacterThatDoesNotFit_goesToTheNextRow() {
        let shown = screen("012345678界")

        #expect(shown.shownLines == ["012345678", "界"])
        #expect(shown.cursorColumn == 2)
    }

    @Test func cursorMovesAndErasures_redrawALine() {
        let shown = screen("one\r\ntwo\r\n\u{1B}[2A\u{1B}[3CXY\u{1B}[K\r\u{1B}[1B\u{1B}[J")

        #expect(shown.shownLines == ["oneXY"])
    }

    @Test func insertModeAndDeletion_shiftTheRestOfTheRow() {
        let inserted = screen("abc\u{1B}[2D\u{1B}[4hX\u{1B}[4l")
        let deleted = screen("abcd\u{1B}[3D\u{1B}[2P")

        #expect(inserted.shownLines == ["aXbc"])
        #expect(deleted.shownLines == ["ad"])
    }

    @Test func aLineFeedOnTheLastRow_scrollsTheScreenUp() {
        let shown = screen("1\r\n2\r\n3\r\n4\r\n5", rows: 3)

        #expect(shown.lines == ["3", "4", "5"])
    }

    @Test func colours_takeNoRoom() {
        #expect(screen("\u{1B}[36mab\u{1B}[0mc").shownLines == ["abc"])
    }
}
