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
        for (index, column) in table.columns.enumerated() {
            let title = TerminalSanitizer.sanitize(column.title)
            writeCell(
                fit(title, width: DisplayWidth.of(title), column: index), column: index, style: .bold, into: &buffer)
        }
        writer.endLine(into: &buffer)
        for (index, width) in widths.enumerated() {
            writer.pad(index == 0 ? 0 : TableLayout.gap)
            writer.write(String(repeating: "-", count: width), width: width, into: &buffer)
        }
        writer.endLine(into: &buffer)
    }

    mutating func renderRow(_ rowIndex: Int, into buffer: inout TextBuffer) {
        let row = table.rows[rowIndex]
        var wrapped: [Int: [String]] = [:]
        var height = 1
        for (index, column) in table.columns.enumerated() where column.overflow == .wrap {
            guard measured.width(row: rowIndex, column: index) > widths[index] else { continue }
            let lines = TextWrapper.wrap(cell(row, index), width: widths[index])
            wrapped[index] = lines
            height = max(height, lines.count)
        }
        for lineIndex in 0..<height {
            for index in table.columns.indices {
                let text: String
                if let lines = wrapped[index] {
                    text = lineIndex < lines.count ? lines[lineIndex] : ""
                } else {
                    let width = measured.width(row: rowIndex, column: index)
                    text = lineIndex == 0 ? fit(cell(row, index), width: width, column: index) : ""
                }
                writeCell(text, column: index, style: nil, into: &buffer)
            }
            writer.endLine(into: &buffer)
        }
    }

    // MARK: - Private

    private mutating func writeCell(_ text: String, column: Int, style: TextStyle?, into buffer: inout TextBuffer) {
        let textWidth = DisplayWidth.of(text)
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

    private func cell(_ row: [String], _ index: Int) -> String {
        index < row.count ? TerminalSanitizer.sanitize(row[index]) : ""
    }

    private func fit(_ text: String, width: Int, column: Int) -> String {
        width <= widths[column] ? text : DisplayWidth.truncate(text, toWidth: widths[column])
    }
}

// MARK: - Measured Cells

/// The display width of every sanitised cell, measured once and kept in one flat array.
private struct MeasuredCells {
    let columnCount: Int
    private(set) var widths: [Int]
    private(set) var naturalWidths: [Int]

    init(table: Table) {
        columnCount = table.columns.count
        widths = []
        widths.reserveCapacity(table.rows.count * columnCount)
        naturalWidths =
            table.showsHeader
            ? table.columns.map { DisplayWidth.of(TerminalSanitizer.sanitize($0.title)) }
            : Array(repeating: 0, count: columnCount)
        for row in table.rows {
            for index in 0..<columnCount {
                let width = index < row.count ? DisplayWidth.of(TerminalSanitizer.sanitize(row[index])) : 0
                widths.append(width)
                naturalWidths[index] = max(naturalWidths[index], width)
            }
        }
    }

    func width(row: Int, column: Int) -> Int {
        widths[row * columnCount + column]
    }
}
