import Vipera

/// Where libedit's cursor is within the rows of the prompt and the line being typed, and how to
/// wipe them so something can be written in their place before libedit draws them again.
enum EditArea {
    // MARK: - Constants

    private static let carriageReturn = "\r"
    private static let clearToEndOfScreen = "\u{1B}[J"

    // MARK: - Geometry

    /// The number of rows between the prompt's first row and the cursor's, on a terminal
    /// `columns` wide, laid out as libedit lays them out: a row that is full moves the cursor to
    /// the next one, and a wide character that does not fit at a row's end goes to the next row.
    static func rowsAboveCursor(promptWidth: Int, textBeforeCursor: String, columns: Int) -> Int {
        guard columns > 0 else { return 0 }
        var row = promptWidth / columns
        var column = promptWidth % columns
        for character in textBeforeCursor {
            let width = DisplayWidth.of(String(character))
            if column + width > columns {
                row += 1
                column = 0
            }
            column += width
            if column >= columns {
                row += 1
                column = 0
            }
        }
        return row
    }

    // MARK: - Wiping

    /// Moves the cursor to the start of the prompt's first row and clears from there down: the
    /// prompt, the line, and anything listed under it.
    static func wipe(rowsAboveCursor rows: Int) -> String {
        carriageReturn + (rows > 0 ? "\u{1B}[\(rows)A" : "") + clearToEndOfScreen
    }
}
