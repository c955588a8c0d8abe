/// Lays out and writes a table whose cells it reads through `cell(row, column)`, straight into
/// the buffer: the rows are never copied into a grid, and per render the only memory taken is one
/// stack block of widths. (Keeping the cells the measuring pass read, for the writing pass, was
/// tried: it saved no instructions, and took a block of heap for any table of more than a few
/// rows.)
///
/// Each cell is measured in one scan over its bytes, which also tells whether it is printable
/// ASCII, the usual cell, written as it is. Any other cell is sanitised when written, which is
/// rare enough to be cheaper than keeping a sanitised copy of every cell. A cell's width is kept
/// negated, less one, when it must be sanitised.
struct TableEngine {
    // MARK: - Properties

    let columns: [Table.Column]
    let rowCount: Int
    let showsHeader: Bool
    let cell: (_ row: Int, _ column: Int) -> String

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
                let (width, isPlain) = TerminalSanitizer.measure(cell(row, index))
                cellWidths[row * columnCount + index] = isPlain ? width : -width - 1
                naturalWidths[index] = max(naturalWidths[index], width)
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
private struct TableLineWriter {
    // MARK: - Properties

    let engine: TableEngine
    let widths: UnsafeBufferPointer<Int>
    /// 1 for a right-aligned column, 0 for a left-aligned one: read for every cell, so kept
    /// apart from the columns, whose titles a read would retain.
    let rightAligned: UnsafeBufferPointer<Int>
    private let wraps: Bool
    private var writer: LineWriter

    // MARK: - Initialization

    init(
        engine: TableEngine, widths: UnsafeBufferPointer<Int>, rightAligned: UnsafeBufferPointer<Int>,
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
        for index in engine.columns.indices {
            writeCell(engine.cell(row, index), measured: cellWidths[index], column: index, into: &buffer)
        }
        writer.endLine(into: &buffer)
    }

    // MARK: - Private

    /// The lines of the row's cells that wrap because they are wider than their column, by
    /// column; nil when none does, and the row is one line.
    private func wrappedLines(of row: Int, cellWidths: UnsafeBufferPointer<Int>) -> [Int: [String]]? {
        var wrapped: [Int: [String]] = [:]
        for (index, column) in engine.columns.enumerated()
        where column.overflow == .wrap && Self.width(cellWidths[index]) > widths[index] {
            let text = TerminalSanitizer.sanitize(engine.cell(row, index))
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
                    writeCell(engine.cell(row, index), measured: cellWidths[index], column: index, into: &buffer)
                } else {
                    writeSanitized("", width: 0, column: index, style: nil, into: &buffer)
                }
            }
            writer.endLine(into: &buffer)
        }
    }

    /// Writes a cell as the measuring pass found it: as it is when it is printable ASCII,
    /// sanitised otherwise.
    private mutating func writeCell(_ text: String, measured: Int, column: Int, into buffer: inout TextBuffer) {
        let shown = measured >= 0 ? text : TerminalSanitizer.sanitize(text)
        writeSanitized(shown, width: Self.width(measured), column: column, style: nil, into: &buffer)
    }

    /// The width a measured cell takes, whatever its sign says.
    private static func width(_ measured: Int) -> Int {
        measured >= 0 ? measured : -measured - 1
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
        let slack = max(available - textWidth, 0)
        let isRightAligned = rightAligned[column] != 0
        writer.pad(column == 0 ? 0 : TableLayout.gap)
        if isRightAligned {
            writer.pad(slack)
        }
        writer.write(text, width: textWidth, style: style, into: &buffer)
        if !isRightAligned {
            writer.pad(slack)
        }
    }
}
