/// Rows of text in aligned columns under a header and a rule.
///
/// Cells are sanitised; columns take their natural width and, when the table is wider than the
/// output, text columns shrink first and numeric (right-aligned) columns last. A shrunk cell is
/// truncated with an ellipsis or wrapped onto more lines, as its column asks. No line is wider than
/// the context's width and no line ends in padding.
///
/// ```swift
/// Table(
///     columns: [.init("#", alignment: .right), .init("Name"), .init("Balance", alignment: .right)],
///     rows: [["1", "Everyday", "$5,432.50"]]
/// )
/// ```
public struct Table: Renderable {
    // MARK: - Nested Types

    /// How a column's cells sit within its width.
    public enum Alignment: Sendable, Equatable {
        /// Text starts at the column's left edge.
        case left
        /// Text ends at the column's right edge, as numbers and amounts do.
        case right
    }

    /// What happens to a cell wider than its column.
    public enum Overflow: Sendable, Equatable {
        /// The cell is cut and ends in an ellipsis.
        case truncate
        /// The cell continues on further lines of the same row.
        case wrap
    }

    /// One column's header and layout rules.
    public struct Column: Sendable, Equatable {
        /// The header text.
        public let title: String
        /// Where cells sit in the column.
        public let alignment: Alignment
        /// What happens to cells that do not fit.
        public let overflow: Overflow

        /// Creates a column.
        public init(_ title: String, alignment: Alignment = .left, overflow: Overflow = .truncate) {
            self.title = title
            self.alignment = alignment
            self.overflow = overflow
        }
    }

    // MARK: - Properties

    /// The columns, left to right.
    public let columns: [Column]
    /// The rows; a short row is padded with empty cells and extra cells are ignored.
    public let rows: [[String]]
    /// Whether the header and its rule are drawn.
    public let showsHeader: Bool

    // MARK: - Initialization

    /// Creates a table.
    public init(columns: [Column], rows: [[String]], showsHeader: Bool = true) {
        self.columns = columns
        self.rows = rows
        self.showsHeader = showsHeader
    }

    // MARK: - Renderable

    /// Appends the header, the rule and every row.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        guard !columns.isEmpty else { return }
        let measured = MeasuredCells(table: self)
        let widths = TableLayout(
            naturalWidths: measured.naturalWidths,
            shrinkOrder: columns.map { $0.alignment == .left ? 0 : 1 },
            gap: TableLayout.gap,
            available: context.width
        ).columnWidths
        var renderer = TableRenderer(table: self, measured: measured, widths: widths, context: context)
        if showsHeader {
            renderer.renderHeader(into: &buffer)
        }
        for rowIndex in rows.indices {
            renderer.renderRow(rowIndex, into: &buffer)
        }
    }
}

// MARK: - Table Renderer

/// Writes a table's lines once its column widths are known.
private struct TableRenderer {
    // MARK: - Properties

    let table: Table
    let measured: MeasuredCells
    let widths: [Int]
    private var writer: LineWriter

    // MARK: - Initialization

    init(table: Table, measured: MeasuredCells, widths: [Int], context: RenderContext) {
        self.table = table
        self.measured = measured
        self.widths = widths
        writer = LineWriter(context: context)
    }

    // MARK: - Rendering

    mutating func renderHeader(into buffer: inout TextBuffer) {
        for index in table.columns.indices {
            let (text, width) = fit(measured.title(column: index), column: index)
            writeCell(text, width: width, column: index, style: .bold, into: &buffer)
        }
        writer.endLine(into: &buffer)
        for (index, width) in widths.enumerated() {
            writer.pad(index == 0 ? 0 : TableLayout.gap)
            writer.writeRule(width: width, into: &buffer)
        }
        writer.endLine(into: &buffer)
    }

    mutating func renderRow(_ rowIndex: Int, into buffer: inout TextBuffer) {
        let wrapped = wrappedCells(of: rowIndex)
        guard !wrapped.isEmpty else {
            for index in table.columns.indices {
                let (text, width) = fit(measured.cell(row: rowIndex, column: index), column: index)
                writeCell(text, width: width, column: index, style: nil, into: &buffer)
            }
            writer.endLine(into: &buffer)
            return
        }
        let height = wrapped.map(\.lines.count).max() ?? 1
        for lineIndex in 0..<height {
            for index in table.columns.indices {
                let (text, width): (String, Int)
                if let lines = wrapped.first(where: { $0.column == index })?.lines {
                    let line = lineIndex < lines.count ? lines[lineIndex] : ""
                    (text, width) = (line, DisplayWidth.of(line))
                } else {
                    (text, width) =
                        lineIndex == 0 ? fit(measured.cell(row: rowIndex, column: index), column: index) : ("", 0)
                }
                writeCell(text, width: width, column: index, style: nil, into: &buffer)
            }
            writer.endLine(into: &buffer)
        }
    }

    /// The lines of the cells of `rowIndex` that wrap because they are wider than their column;
    /// usually none, and then the row is one line.
    private func wrappedCells(of rowIndex: Int) -> [(column: Int, lines: [String])] {
        var wrapped: [(column: Int, lines: [String])] = []
        for (index, column) in table.columns.enumerated() where column.overflow == .wrap {
            let cell = measured.cell(row: rowIndex, column: index)
            guard cell.width > widths[index] else { continue }
            wrapped.append((index, TextWrapper.wrap(cell.text, width: widths[index])))
        }
        return wrapped
    }

    // MARK: - Private

    private mutating func writeCell(
        _ text: String,
        width textWidth: Int,
        column: Int,
        style: TextStyle?,
        into buffer: inout TextBuffer
    ) {
        let slack = max(widths[column] - textWidth, 0)
        let alignment = table.columns[column].alignment
        writer.pad(column == 0 ? 0 : TableLayout.gap)
        if alignment == .right {
            writer.pad(slack)
        }
        writer.write(text, width: textWidth, style: style, into: &buffer)
        if alignment == .left {
            writer.pad(slack)
        }
    }

    /// The cell as shown in its column: whole, or cut with an ellipsis; and its width.
    private func fit(_ cell: MeasuredCells.Cell, column: Int) -> (text: String, width: Int) {
        guard cell.width > widths[column] else { return cell }
        let cut = DisplayWidth.truncate(cell.text, toWidth: widths[column])
        return (cut, DisplayWidth.of(cut))
    }
}

// MARK: - Measured Cells

/// Every sanitised cell and its display width, worked out once and kept in flat arrays, so
/// rendering neither sanitises nor measures a cell twice.
private struct MeasuredCells {
    typealias Cell = (text: String, width: Int)

    let columnCount: Int
    private var texts: [String]
    private var widths: [Int]
    private let titles: [Cell]
    private(set) var naturalWidths: [Int]

    init(table: Table) {
        columnCount = table.columns.count
        texts = []
        widths = []
        texts.reserveCapacity(table.rows.count * columnCount)
        widths.reserveCapacity(table.rows.count * columnCount)
        titles = table.columns.map { TerminalSanitizer.sanitizeAndMeasure($0.title) }
        naturalWidths = table.showsHeader ? titles.map(\.width) : Array(repeating: 0, count: columnCount)
        for row in table.rows {
            for index in 0..<columnCount {
                let cell: Cell = index < row.count ? TerminalSanitizer.sanitizeAndMeasure(row[index]) : ("", 0)
                texts.append(cell.text)
                widths.append(cell.width)
                naturalWidths[index] = max(naturalWidths[index], cell.width)
            }
        }
    }

    func cell(row: Int, column: Int) -> Cell {
        let index = row * columnCount + column
        return (texts[index], widths[index])
    }

    func title(column: Int) -> Cell {
        titles[column]
    }
}
