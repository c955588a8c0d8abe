/// Lays out and writes a table whose cells it reads from `cells`, straight into the buffer: the
/// rows are never copied into a grid, and per render the only memory taken is one stack block of
/// widths.
struct TableEngine<Cells: TableCellSource> {
    // MARK: - Properties

    let columns: [Table.Column]
    let rowCount: Int
    let showsHeader: Bool
    let cells: Cells

    // MARK: - Rendering

    /// Appends the header, the rule and every row.
    func render(into buffer: inout TextBuffer, context: RenderContext) {
        let columnCount = columns.count
        guard columnCount > 0 else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: (rowCount + 3) * columnCount) { storage in
            guard let base = storage.baseAddress else { return }
            let cellWidths = UnsafeMutableBufferPointer(start: base, count: rowCount * columnCount)
            let titleWidths = UnsafeMutableBufferPointer(start: base + rowCount * columnCount, count: columnCount)
            let widths = UnsafeMutableBufferPointer(start: base + (rowCount + 1) * columnCount, count: columnCount)
            let rightAligned = UnsafeMutableBufferPointer(
                start: base + (rowCount + 2) * columnCount, count: columnCount)
            for (index, column) in columns.enumerated() {
                rightAligned[index] = column.alignment == .right ? 1 : 0
            }
            measure(cellWidths: cellWidths, titleWidths: titleWidths, naturalWidths: widths)
            fit(widths, into: context.width)
            var writer = TableLineWriter(
                engine: self, widths: UnsafeBufferPointer(widths), rightAligned: UnsafeBufferPointer(rightAligned),
                context: context)
            if showsHeader {
                writer.writeHeader(titleWidths: UnsafeBufferPointer(titleWidths), into: &buffer)
            }
            for row in 0..<rowCount {
                writer.writeRow(
                    row, cellWidths: UnsafeBufferPointer(rebasing: cellWidths[(row * columnCount)...]), into: &buffer)
            }
        }
    }

    // MARK: - Private

    /// The display width of every cell and title, and each column's widest.
    private func measure(
        cellWidths: UnsafeMutableBufferPointer<Int>, titleWidths: UnsafeMutableBufferPointer<Int>,
        naturalWidths: UnsafeMutableBufferPointer<Int>
    ) {
        for (index, column) in columns.enumerated() {
            titleWidths[index] = TerminalSanitizer.sanitizeAndMeasure(column.title).width
            naturalWidths[index] = showsHeader ? titleWidths[index] : 0
        }
        let columnCount = columns.count
        for row in 0..<rowCount {
            for index in 0..<columnCount {
                let measured = cells.measure(row: row, column: index)
                cellWidths[row * columnCount + index] = measured
                naturalWidths[index] = max(naturalWidths[index], TableCellWidth.columns(measured))
            }
        }
    }

    /// Shrinks the widths when the table is wider than `available`: free text first, then text
    /// read whole, numeric (right-aligned) columns last.
    private func fit(_ widths: UnsafeMutableBufferPointer<Int>, into available: Int) {
        let total = widths.reduce(0, +) + TableLayout.gap * (widths.count - 1)
        guard total > available else { return }
        let layout = TableLayout(
            naturalWidths: Array(widths),
            shrinkOrder: columns.map(\.shrinkGroup),
            gap: TableLayout.gap,
            available: available
        )
        for (index, width) in layout.columnWidths.enumerated() {
            widths[index] = width
        }
    }
}

// MARK: - Table Line Writer

/// Writes a table's lines once its column widths are known.
private struct TableLineWriter<Cells: TableCellSource> {
    // MARK: - Properties

    let engine: TableEngine<Cells>
    let widths: UnsafeBufferPointer<Int>
    /// 1 for a right-aligned column, 0 for a left-aligned one: read for every cell, so kept
    /// apart from the columns, whose titles a read would retain.
    let rightAligned: UnsafeBufferPointer<Int>
    private let wraps: Bool
    private var writer: LineWriter

    // MARK: - Initialization

    init(
        engine: TableEngine<Cells>, widths: UnsafeBufferPointer<Int>, rightAligned: UnsafeBufferPointer<Int>,
        context: RenderContext
    ) {
        self.engine = engine
        self.widths = widths
        self.rightAligned = rightAligned
        wraps = engine.columns.contains { $0.overflow == .wrap }
        writer = LineWriter(context: context)
    }

    // MARK: - Writing

    mutating func writeHeader(titleWidths: UnsafeBufferPointer<Int>, into buffer: inout TextBuffer) {
        for (index, column) in engine.columns.enumerated() {
            let title = TerminalSanitizer.sanitize(column.title)
            writeSanitized(title, width: titleWidths[index], column: index, style: .bold, into: &buffer)
        }
        writer.endLine(into: &buffer)
        for (index, width) in widths.enumerated() {
            writer.pad(index == 0 ? 0 : TableLayout.gap)
            writer.writeRule(width: width, into: &buffer)
        }
        writer.endLine(into: &buffer)
    }

    mutating func writeRow(_ row: Int, cellWidths: UnsafeBufferPointer<Int>, into buffer: inout TextBuffer) {
        if wraps, let wrapped = wrappedLines(of: row, cellWidths: cellWidths) {
            writeWrapped(row, lines: wrapped, cellWidths: cellWidths, into: &buffer)
            return
        }
        // Read once for the row: reading it through `engine` for each cell retains and releases it.
        let cells = engine.cells
        for index in engine.columns.indices {
            writeCell(row, of: cells, measured: cellWidths[index], column: index, into: &buffer)
        }
        writer.endLine(into: &buffer)
    }

    // MARK: - Private

    /// The lines of the row's cells that wrap because they are wider than their column, by
    /// column; nil when none does, and the row is one line.
    private func wrappedLines(of row: Int, cellWidths: UnsafeBufferPointer<Int>) -> [Int: [String]]? {
        var wrapped: [Int: [String]] = [:]
        for (index, column) in engine.columns.enumerated()
        where column.overflow == .wrap && TableCellWidth.columns(cellWidths[index]) > widths[index] {
            let text = engine.cells.shownText(row: row, column: index, measured: cellWidths[index])
            wrapped[index] = TextWrapper.wrap(text, width: widths[index])
        }
        return wrapped.isEmpty ? nil : wrapped
    }

    private mutating func writeWrapped(
        _ row: Int, lines wrapped: [Int: [String]], cellWidths: UnsafeBufferPointer<Int>, into buffer: inout TextBuffer
    ) {
        let height = wrapped.values.map(\.count).max() ?? 1
        for lineIndex in 0..<height {
            for index in engine.columns.indices {
                if let lines = wrapped[index] {
                    let line = lineIndex < lines.count ? lines[lineIndex] : ""
                    writeSanitized(line, width: DisplayWidth.of(line), column: index, style: nil, into: &buffer)
                } else if lineIndex == 0 {
                    writeCell(row, of: engine.cells, measured: cellWidths[index], column: index, into: &buffer)
                } else {
                    writeSanitized("", width: 0, column: index, style: nil, into: &buffer)
                }
            }
            writer.endLine(into: &buffer)
        }
    }

    /// Writes the cell at `row` and `column` as the measuring pass found it, padded to its
    /// column; a cell wider than its column is cut with an ellipsis.
    private mutating func writeCell(
        _ row: Int, of cells: Cells, measured: Int, column: Int, into buffer: inout TextBuffer
    ) {
        let textWidth = TableCellWidth.columns(measured)
        guard textWidth <= widths[column] else {
            let text = cells.shownText(row: row, column: column, measured: measured)
            writeSanitized(text, width: textWidth, column: column, style: nil, into: &buffer)
            return
        }
        pad(textWidth, in: column, into: &buffer) { writer, buffer in
            cells.write(row: row, column: column, measured: measured, with: &writer, into: &buffer)
        }
    }

    /// Writes sanitised text, padded to its column or cut with an ellipsis.
    private mutating func writeSanitized(
        _ text: String, width textWidth: Int, column: Int, style: TextStyle?, into buffer: inout TextBuffer
    ) {
        let available = widths[column]
        var text = text
        var textWidth = textWidth
        if textWidth > available {
            text = DisplayWidth.truncate(text, toWidth: available)
            textWidth = DisplayWidth.of(text)
        }
        pad(textWidth, in: column, into: &buffer) { writer, buffer in
            writer.write(text, width: textWidth, style: style, into: &buffer)
        }
    }

    /// Writes what `write` writes, `width` columns wide, after the gap before `column` and with
    /// the rest of the column as spaces on the side its alignment leaves.
    private mutating func pad(
        _ width: Int, in column: Int, into buffer: inout TextBuffer,
        _ write: (inout LineWriter, inout TextBuffer) -> Void
    ) {
        let slack = max(widths[column] - width, 0)
        let isRightAligned = rightAligned[column] != 0
        writer.pad(column == 0 ? 0 : TableLayout.gap)
        if isRightAligned {
            writer.pad(slack)
        }
        write(&writer, &buffer)
        if !isRightAligned {
            writer.pad(slack)
        }
    }
}

// MARK: - Cell Sources

/// Where a ``TableEngine`` reads its cells. A measured width is the columns a cell takes,
/// negated and less one when the cell must be sanitised as it is written (``TableCellWidth``).
protocol TableCellSource {
    /// The measured width of the cell at `row` and `column`.
    func measure(row: Int, column: Int) -> Int
    /// The cell's text as it is shown, for the rare cell that wraps or is cut.
    func shownText(row: Int, column: Int, measured: Int) -> String
    /// Writes the cell's text as it is shown; it fits its column.
    func write(row: Int, column: Int, measured: Int, with writer: inout LineWriter, into buffer: inout TextBuffer)
}

/// What a measured width says.
enum TableCellWidth {
    /// The columns a cell of `measured` width takes, whatever its sign says.
    static func columns(_ measured: Int) -> Int {
        measured >= 0 ? measured : -measured - 1
    }
}

/// Cells read as strings when they are drawn, through `cell(row, column)`.
///
/// Each cell is measured in one scan over its bytes, which also tells whether it is printable
/// ASCII, the usual cell, written as it is. Any other cell is sanitised when written.
struct StringCells: TableCellSource {
    let cell: (_ row: Int, _ column: Int) -> String

    func measure(row: Int, column: Int) -> Int {
        let (width, isPlain) = TerminalSanitizer.measure(cell(row, column))
        return isPlain ? width : -width - 1
    }

    func shownText(row: Int, column: Int, measured: Int) -> String {
        let text = cell(row, column)
        return measured >= 0 ? text : TerminalSanitizer.sanitize(text)
    }

    func write(row: Int, column: Int, measured: Int, with writer: inout LineWriter, into buffer: inout TextBuffer) {
        writer.write(
            shownText(row: row, column: column, measured: measured), width: TableCellWidth.columns(measured),
            into: &buffer)
    }
}

/// Cells laid out once (``TableCells``), the table's columns picking among the rows' columns.
struct LaidOutCells: TableCellSource {
    let cells: TableCells
    /// The rows' column each of the table's columns shows.
    let columnMap: [Int]

    func measure(row: Int, column: Int) -> Int {
        cells.width(row: row, column: columnMap[column])
    }

    func shownText(row: Int, column: Int, measured: Int) -> String {
        cells.text(row: row, column: columnMap[column])
    }

    func write(row: Int, column: Int, measured: Int, with writer: inout LineWriter, into buffer: inout TextBuffer) {
        cells.withBytes(row: row, column: columnMap[column]) { bytes in
            writer.write(bytes: bytes, width: measured, into: &buffer)
        }
    }
}
