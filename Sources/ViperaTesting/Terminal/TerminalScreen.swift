import Vipera

/// What a terminal shows after a program's output: a grid of characters and a cursor, worked out
/// as xterm works it out, for tests that must check the screen rather than the bytes written
/// (a line redrawn in place, a notice written above a half-typed line).
///
/// It knows what line editors and Vipera write: printable text (wide characters take two
/// columns), carriage return, line feed, backspace and tab; cursor movement, erasing in the line
/// and the screen, inserting and deleting characters, insert mode; colours are ignored. Lines
/// wrap at the right margin the way xterm's do, the cursor waiting in the last column until the
/// next character.
///
/// ```swift
/// var screen = TerminalScreen(columns: 80, rows: 24)
/// screen.feed(terminal.transcript)
/// #expect(screen.lines.last == "Home > acc")
/// ```
public struct TerminalScreen: Sendable {
    // MARK: - Nested Types

    private enum State: Sendable {
        case ground
        case escape
        case controlSequence(String)
        case operatingSystemCommand
        case characterSet
    }

    // MARK: - Properties

    /// The number of columns.
    package let columns: Int
    /// The number of rows.
    package let rows: Int
    /// The cursor's row, from 0 at the top.
    package private(set) var cursorRow = 0
    /// The cursor's column, from 0 at the left.
    package private(set) var cursorColumn = 0

    /// Each cell's text: a character, a space, or "" for the second column of a wide character.
    private var cells: [[String]]
    private var isWrapPending = false
    private var isInsertMode = false
    private var state = State.ground

    // MARK: - Initialization

    /// A blank screen with the cursor at the top left.
    /// - Parameters:
    ///   - columns: The screen's width.
    ///   - rows: The screen's height.
    package init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        cells = Array(repeating: Self.blankRow(self.columns), count: self.rows)
    }

    // MARK: - Reading

    /// Every row as text, without the spaces at its end.
    package var lines: [String] {
        cells.map { row in
            var line = row.joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The rows down to the last that is not blank.
    public var shownLines: [String] {
        var shown = lines
        while shown.last?.isEmpty == true { shown.removeLast() }
        return shown
    }

    // MARK: - Writing

    /// Applies what a program wrote.
    /// - Parameter text: Its output, escape sequences included.
    package mutating func feed(_ text: String) {
        for character in text {
            consume(character)
        }
    }

    // MARK: - Private

    private static func blankRow(_ columns: Int) -> [String] {
        Array(repeating: " ", count: columns)
    }

    private mutating func consume(_ character: Character) {
        switch state {
        case .ground:
            ground(character)
        case .escape:
            switch character {
            case "[": state = .controlSequence("")
            case "]": state = .operatingSystemCommand
            case "(", ")": state = .characterSet
            default: state = .ground
            }
        case .controlSequence(let parameters):
            guard let value = character.asciiValue, (0x40...0x7E).contains(value) else {
                state = .controlSequence(parameters + String(character))
                return
            }
            state = .ground
            controlSequence(character, parameters)
        case .operatingSystemCommand:
            if character == "\u{07}" || character == "\u{1B}" { state = .ground }
        case .characterSet:
            state = .ground
        }
    }

    private mutating func ground(_ character: Character) {
        switch character {
        case "\u{1B}": state = .escape
        case "\r": moveTo(row: cursorRow, column: 0)
        case "\n": lineFeed()
        case "\r\n":
            moveTo(row: cursorRow, column: 0)
            lineFeed()
        case "\u{08}": moveTo(row: cursorRow, column: cursorColumn - 1)
        case "\t": moveTo(row: cursorRow, column: (cursorColumn / 8 + 1) * 8)
        case "\u{07}", "\u{00}": break
        default: put(character)
        }
    }

    private mutating func put(_ character: Character) {
        let width = DisplayWidth.of(String(character))
        guard width > 0 else {
            let previous = max(cursorColumn - (isWrapPending ? 0 : 1), 0)
            cells[cursorRow][previous] += String(character)
            return
        }
        if isWrapPending || cursorColumn + width > columns {
            cursorColumn = 0
            lineFeed()
        }
        if isInsertMode {
            insertBlanks(width)
        }
        cells[cursorRow][cursorColumn] = String(character)
        if width == 2, cursorColumn + 1 < columns {
            cells[cursorRow][cursorColumn + 1] = ""
        }
        cursorColumn += width
        if cursorColumn >= columns {
            cursorColumn = columns - 1
            isWrapPending = true
        }
    }

    private mutating func lineFeed() {
        isWrapPending = false
        if cursorRow == rows - 1 {
            cells.removeFirst()
            cells.append(Self.blankRow(columns))
        } else {
            cursorRow += 1
        }
    }

    private mutating func moveTo(row: Int, column: Int) {
        cursorRow = min(max(row, 0), rows - 1)
        cursorColumn = min(max(column, 0), columns - 1)
        isWrapPending = false
    }

    private mutating func controlSequence(_ final: Character, _ parameters: String) {
        guard !parameters.hasPrefix("?") else { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let count = max(numbers.first.flatMap { $0 } ?? 1, 1)
        let mode = numbers.first.flatMap { $0 } ?? 0
        switch final {
        case "A": moveTo(row: cursorRow - count, column: cursorColumn)
        case "B": moveTo(row: cursorRow + count, column: cursorColumn)
        case "C": moveTo(row: cursorRow, column: cursorColumn + count)
        case "D": moveTo(row: cursorRow, column: cursorColumn - count)
        case "G": moveTo(row: cursorRow, column: count - 1)
        case "H", "f":
            let column = numbers.count > 1 ? max(numbers[1] ?? 1, 1) : 1
            moveTo(row: count - 1, column: column - 1)
        case "K": eraseInLine(mode)
        case "J": eraseInScreen(mode)
        case "P": deleteCharacters(count)
        case "@": insertBlanks(count)
        case "X": clear(row: cursorRow, from: cursorColumn, to: min(cursorColumn + count, columns))
        case "h" where mode == 4: isInsertMode = true
        case "l" where mode == 4: isInsertMode = false
        default: break
        }
    }

    private mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 1: clear(row: cursorRow, from: 0, to: cursorColumn + 1)
        case 2: clear(row: cursorRow, from: 0, to: columns)
        default: clear(row: cursorRow, from: cursorColumn, to: columns)
        }
    }

    private mutating func eraseInScreen(_ mode: Int) {
        switch mode {
        case 1:
            for row in 0..<cursorRow { clear(row: row, from: 0, to: columns) }
            clear(row: cursorRow, from: 0, to: cursorColumn + 1)
        case 2, 3:
            for row in 0..<rows { clear(row: row, from: 0, to: columns) }
        default:
            clear(row: cursorRow, from: cursorColumn, to: columns)
            for row in (cursorRow + 1)..<rows { clear(row: row, from: 0, to: columns) }
        }
    }

    private mutating func clear(row: Int, from start: Int, to end: Int) {
        guard start < end else { return }
        for column in start..<end { cells[row][column] = " " }
    }

    private mutating func deleteCharacters(_ count: Int) {
        let removed = min(count, columns - cursorColumn)
        cells[cursorRow].removeSubrange(cursorColumn..<(cursorColumn + removed))
        cells[cursorRow] += Array(repeating: " ", count: removed)
    }

    private mutating func insertBlanks(_ count: Int) {
        let inserted = min(count, columns - cursorColumn)
        cells[cursorRow].insert(contentsOf: Array(repeating: " ", count: inserted), at: cursorColumn)
        cells[cursorRow].removeLast(inserted)
    }
}
